// People: an account's live sessions, folded under their count ("2 sessions"): when each started and was
// last used (India time), the owner's own marked, and a button to end any other one.
import Button from 'react-bootstrap/Button';

import type { OwnSession } from '@/lib/staff/own-session';
import type { StaffAccountRow } from '../api/people';

import { formatTime } from '@/lib/staff/format-time';

export interface AccountSessionListProps {
  account: StaffAccountRow;
  busy: boolean;
  endSession: (account: StaffAccountRow, session: OwnSession) => void;
}

export function AccountSessionList({ account, busy, endSession }: AccountSessionListProps) {
  const count = account.sessions.length;
  if (count === 0) return <>none</>;
  return (
    <details className="staff-people__sessions">
      <summary>{count === 1 ? '1 session' : `${count} sessions`}</summary>
      <ul aria-label={`Sessions of ${account.email}`}>
        {account.sessions.map((session) => (
          <li key={session.id}>
            <span>
              Started <time dateTime={session.created_at}>{formatTime(session.created_at)}</time>, last used{' '}
              <time dateTime={session.last_seen_at}>{formatTime(session.last_seen_at)}</time>
            </span>
            {session.current ? (
              <strong>This session</strong>
            ) : (
              <Button
                variant="outline-danger"
                size="sm"
                disabled={busy}
                aria-label={`End the session of ${account.email} started ${formatTime(session.created_at)}`}
                onClick={() => endSession(account, session)}
              >
                End
              </Button>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
