// The People page (owners): invite someone, then the staff accounts and the pending invitations with what
// an owner may do to each. Every change answers the server's sentence, shown above the list, and the list
// is read again; the server refuses (409) to demote or remove the last owner and says why.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';

import type { StaffRole } from '@common/staff-roles';

import { endAccountSession, endAccountSessions, getPeople, removeAccount, setAccountRole, withdrawInvitation } from '../api/people';
import { failureMessage } from '@/lib/staff/staff-request';

import { PeopleAccounts } from './people-accounts';
import { PeopleInvite } from './people-invite';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

export function PeopleView() {
  const { session, handleFailure, refresh } = useStaffSession();
  const [people, setPeople] = useStaffLoad(getPeople, []);
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string }>();
  const [busy, setBusy] = useState(false);

  const reload = () => void getPeople().then(setPeople, handleFailure);
  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setMessage(undefined);
    try {
      setMessage({ kind: 'success', text: await work() });
      // A change to one's own account (role, sessions) shows in the header at once, or ends the session.
      refresh();
    } catch (failure) {
      setMessage({ kind: 'danger', text: failureMessage(failure) });
      handleFailure(failure);
    } finally {
      setBusy(false);
      reload();
    }
  };

  return (
    <>
      <PeopleInvite onInvited={reload} />
      <h2 className="h4">Staff accounts</h2>
      <div aria-live="polite">
        {message && (
          <Alert variant={message.kind} onClose={() => setMessage(undefined)} dismissible>
            {message.text}
          </Alert>
        )}
      </div>
      {people.state === 'loading' && <p role="status">Loading the accounts…</p>}
      {people.state === 'failed' && <Alert variant="danger">{people.message}</Alert>}
      {people.state === 'ready' && (
        <PeopleAccounts
          accounts={people.data.accounts}
          invitations={people.data.invitations}
          me={session?.accountId ?? 0}
          busy={busy}
          setRole={(account, role: StaffRole) => void act(() => setAccountRole(account.id, role))}
          endSessions={(account) => void act(() => endAccountSessions(account.id))}
          endSession={(account, session) => void act(() => endAccountSession(account.id, session.id))}
          remove={(account) => void act(() => removeAccount(account.id))}
          withdraw={(invitation) => void act(() => withdrawInvitation(invitation.id))}
        />
      )}
    </>
  );
}
