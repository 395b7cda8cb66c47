// My account (every role): who the member is and what the role includes, their display name (an article's
// author), the change of password, two-factor
// sign-in, and the open sessions.
import Alert from 'react-bootstrap/Alert';

import { STAFF_ROLE_SUMMARIES } from '@common/staff-roles';

import { getOwnAccount } from '../api/account';

import { AccountDisplayNameForm } from './account-display-name-form';
import { AccountPasswordForm } from './account-password-form';
import { AccountSessions } from './account-sessions';
import { AccountTwoFactor } from './account-two-factor';
import { formatTime } from '@/lib/staff/format-time';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

export function AccountView() {
  const [account, setAccount] = useStaffLoad(getOwnAccount, []);
  const reload = () => void getOwnAccount().then(setAccount, () => undefined);

  if (account.state === 'loading') return <p role="status">Loading your account…</p>;
  if (account.state === 'failed') return <Alert variant="danger">{account.message}</Alert>;
  const { data } = account;
  return (
    <div className="staff-account">
      {data.two_factor.required && !data.two_factor.enabled && (
        <Alert variant="warning">
          Your account must use two-factor sign-in: <a href="#two-factor-title">set it up</a> to open the rest of the staff area.
        </Alert>
      )}
      <dl className="staff-fields staff-account__section">
        <div>
          <dt>E-mail</dt>
          <dd>{data.email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>
            {data.role} ({STAFF_ROLE_SUMMARIES[data.role]})
          </dd>
        </div>
        <div>
          <dt>Password set</dt>
          <dd>{formatTime(data.password_changed_at)}</dd>
        </div>
      </dl>
      <AccountDisplayNameForm name={data.display_name} onChanged={(name) => setAccount({ ...data, display_name: name })} />
      <AccountPasswordForm email={data.email} onChanged={reload} />
      <AccountTwoFactor state={data.two_factor} email={data.email} onChanged={reload} />
      <AccountSessions
        sessions={data.sessions}
        onEnded={(id) => setAccount({ ...data, sessions: data.sessions.filter((session) => session.id !== id) })}
      />
    </div>
  );
}
