// People: invite someone by e-mail with a role. The link (the token in its fragment) is shown once, to copy
// and send; the invitee sets a password on it within 72 hours, once.
import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { STAFF_ROLE_SUMMARIES, STAFF_ROLES, type StaffRole } from '@common/staff-roles';

import { inviteStaff, type MadeInvitation } from '../api/people';
import { failureMessage, failureStatus } from '@/lib/staff/staff-request';

import { StaffField } from '@/components/staff-frame/staff-field';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => [role, role[0]!.toUpperCase() + role.slice(1)] as const);

type FieldRef = HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;

export function PeopleInvite({ onInvited }: { onInvited: () => void }) {
  const { handleFailure } = useStaffSession();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('sales');
  const [error, setError] = useState('');
  const [made, setMade] = useState<MadeInvitation>();
  const [copied, setCopied] = useState('');
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<FieldRef>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMade(undefined);
    setCopied('');
    if (!email.trim()) {
      setError('Enter the e-mail address of the person to invite.');
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      setMade(await inviteStaff(email.trim(), role as StaffRole));
      setEmail('');
      setError('');
      onInvited();
    } catch (failure) {
      setError(failureMessage(failure));
      if (failureStatus(failure) !== 401) emailRef.current?.focus();
      handleFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  const link = made ? `${window.location.origin}${made.path}` : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('The link is copied.');
    } catch {
      setCopied('Copying was not allowed here: select the link and copy it.');
    }
  };

  return (
    <StaffSection titleId="invite-title" title="Invite someone" className="staff-invite">
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <div className="staff-invite__fields">
          <StaffField
            id="invite-email"
            label="E-mail"
            type="email"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            error={error}
            inputRef={emailRef}
            required
          />
          <StaffField
            id="invite-role"
            label="Role"
            value={role}
            onChange={setRole}
            options={ROLE_OPTIONS}
            hint={STAFF_ROLE_SUMMARIES[role as StaffRole]}
          />
        </div>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Making the invitation…' : 'Make an invitation link'}
        </Button>
      </Form>
      {made && (
        <Alert variant="success" className="mt-3 mb-0" role="status">
          <p>{made.message}</p>
          <p className="mb-2">
            Link for {made.invitation.email} ({made.invitation.role}):
          </p>
          <code className="staff-invite__link" data-testid="invitation-link">
            {link}
          </code>
          <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
            <Button variant="outline-primary" size="sm" onClick={() => void copy()}>
              Copy link
            </Button>
            {copied && <span>{copied}</span>}
          </div>
        </Alert>
      )}
    </StaffSection>
  );
}
