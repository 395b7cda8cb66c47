// My account: the member's open sessions (started, last used, in India time; this one marked) and a way to
// end any other one (a browser left signed in elsewhere).
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { endOwnSession } from '../api/account';
import type { OwnSession } from '@/lib/staff/own-session';
import { failureMessage } from '@/lib/staff/staff-request';

import { formatTime } from '@/lib/staff/format-time';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { StaffTable } from '@/components/staff-frame/staff-table';

export interface AccountSessionsProps {
  sessions: readonly OwnSession[];
  onEnded: (id: string) => void;
}

export function AccountSessions({ sessions, onEnded }: AccountSessionsProps) {
  const { handleFailure } = useStaffSession();
  const [busy, setBusy] = useState('');
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string }>();

  const end = async (session: OwnSession) => {
    setBusy(session.id);
    setMessage(undefined);
    try {
      await endOwnSession(session.id);
      setMessage({ kind: 'success', text: `The session started ${formatTime(session.created_at)} has ended.` });
      onEnded(session.id);
    } catch (error) {
      setMessage({ kind: 'danger', text: failureMessage(error) });
      handleFailure(error);
    } finally {
      setBusy('');
    }
  };

  return (
    <StaffSection titleId="sessions-title" title="Your sessions" className="staff-account__section">
      <p className="staff-account__note">Each browser you are signed in with. End one you do not use or do not recognise.</p>
      {message && (
        <Alert variant={message.kind} role={message.kind === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      <StaffTable
        caption="Your open sessions, the most recently used first"
        columns={['Started', 'Last used']}
        actions="Action"
        className="staff-table staff-cards"
        rows={sessions}
        rowKey={(session) => session.id}
      >
        {(session) => (
          <>
            <td data-label="Started">
              <time dateTime={session.created_at}>{formatTime(session.created_at)}</time>
            </td>
            <td data-label="Last used">
              <time dateTime={session.last_seen_at}>{formatTime(session.last_seen_at)}</time>
            </td>
            <td data-label="">
              {session.current ? (
                <strong>This session</strong>
              ) : (
                <Button variant="outline-danger" size="sm" disabled={busy !== ''} onClick={() => void end(session)}>
                  {busy === session.id ? 'Ending…' : 'End this session'}
                </Button>
              )}
            </td>
          </>
        )}
      </StaffTable>
    </StaffSection>
  );
}
