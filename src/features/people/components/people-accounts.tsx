// People: the staff accounts (e-mail, role, last sign-in in India time, live sessions), each with its role
// to change, its sessions to see and end (one or all) and a removal asked about first; and the pending invitations with their
// expiry, to withdraw. The server refuses to leave no owner and says so.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';

import type { StaffRole } from '@common/staff-roles';

import type { OwnSession } from '@/lib/staff/own-session';
import type { PendingInvitation, StaffAccountRow } from '../api/people';

import { EmailAddress } from '@/components/staff-frame/email-address';
import { formatTime } from '@/lib/staff/format-time';
import { AccountSessionList } from './people-sessions';
import { ROLE_OPTIONS } from './people-invite';
import { StaffTableHead } from '@/components/staff-frame/staff-table-head';

export interface PeopleActions {
  setRole: (account: StaffAccountRow, role: StaffRole) => void;
  endSessions: (account: StaffAccountRow) => void;
  endSession: (account: StaffAccountRow, session: OwnSession) => void;
  remove: (account: StaffAccountRow) => void;
  withdraw: (invitation: PendingInvitation) => void;
}

export interface PeopleAccountsProps extends PeopleActions {
  accounts: readonly StaffAccountRow[];
  invitations: readonly PendingInvitation[];
  /** The signed-in owner's account id. */
  me: number;
  busy: boolean;
}

export function PeopleAccounts({
  accounts,
  invitations,
  me,
  busy,
  setRole,
  endSessions,
  endSession,
  remove,
  withdraw,
}: PeopleAccountsProps) {
  const [removing, setRemoving] = useState<StaffAccountRow>();
  return (
    <>
      <Table className="staff-table staff-cards">
        <caption className="visually-hidden">Staff accounts</caption>
        <StaffTableHead columns={['E-mail', 'Role', 'Last sign-in', 'Sessions']} />
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id}>
              <td data-label="E-mail" className="staff-people__email">
                <EmailAddress email={account.email} />
                {account.id === me && ' (you)'}
              </td>
              <td data-label="Role">
                <Form.Select
                  size="sm"
                  className="staff-people__role"
                  aria-label={`Role of ${account.email}`}
                  value={account.role}
                  disabled={busy}
                  onChange={(event) => setRole(account, event.target.value as StaffRole)}
                >
                  {ROLE_OPTIONS.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Form.Select>
              </td>
              <td data-label="Last sign-in">
                {account.last_sign_in_at ? <time dateTime={account.last_sign_in_at}>{formatTime(account.last_sign_in_at)}</time> : 'never'}
              </td>
              <td data-label="Sessions">
                <AccountSessionList account={account} busy={busy} endSession={endSession} />
              </td>
              <td data-label="">
                <div className="staff-people__actions">
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    disabled={busy || account.sessions.length === 0}
                    aria-label={`End the sessions of ${account.email}`}
                    onClick={() => endSessions(account)}
                  >
                    End all sessions
                  </Button>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={busy}
                    aria-label={`Remove ${account.email}`}
                    onClick={() => setRemoving(account)}
                  >
                    Remove
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>

      <h2 className="h4 mt-5">Pending invitations</h2>
      {invitations.length === 0 ? (
        <p>None: every invitation was accepted, withdrawn or has expired.</p>
      ) : (
        <Table className="staff-table staff-cards">
          <caption className="visually-hidden">Pending invitations</caption>
          <StaffTableHead columns={['E-mail', 'Role', 'Invited by', 'Link valid until']} />
          <tbody>
            {invitations.map((invitation) => (
              <tr key={invitation.id}>
                <td data-label="E-mail">{invitation.email}</td>
                <td data-label="Role">{invitation.role}</td>
                <td data-label="Invited by">{invitation.invited_by}</td>
                <td data-label="Valid until">
                  <time dateTime={invitation.expires_at}>{formatTime(invitation.expires_at)}</time>
                </td>
                <td data-label="">
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={busy}
                    aria-label={`Withdraw the invitation for ${invitation.email}`}
                    onClick={() => withdraw(invitation)}
                  >
                    Withdraw
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <Modal show={removing !== undefined} onHide={() => setRemoving(undefined)} aria-labelledby="remove-title">
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id="remove-title">Remove {removing?.email}?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            The account and its sessions are removed at once; enquiries assigned to it are assigned to nobody. What it did stays in the
            activity log.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setRemoving(undefined)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (removing) remove(removing);
              setRemoving(undefined);
            }}
          >
            Remove the account
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
