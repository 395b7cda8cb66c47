// The invitation's page (no session needed): the token is read from the address's fragment (never sent
// in an address), the server says whom it is for, and the invitee sets a password (the server's policy
// says why it refuses one); that makes the account with its role and signs them in.
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';

import { STAFF_ROLE_SUMMARIES } from '@common/staff-roles';

import { paths } from '@common/paths';

import { acceptInvitation, checkInvitation } from '../api/invitation';
import type { StaffSession } from '@/lib/staff/session';

import { PasswordLinkForm } from './password-link-form';
import { usePasswordLink } from './use-password-link';

export interface InvitationFormProps {
  /** The token from the fragment ('' when there is none). */
  token: string;
  onSignedIn: (session: StaffSession) => void;
}

export function InvitationForm({ token, onSignedIn }: InvitationFormProps) {
  const form = usePasswordLink({
    token,
    missing: 'This address has no invitation in it: open the whole link you were sent.',
    check: checkInvitation,
    send: async (invitation, password) => onSignedIn(await acceptInvitation(invitation, password)),
  });
  const { link: invited } = form;

  if (invited.state === 'checking') return <p role="status">Checking the invitation…</p>;
  if (invited.state !== 'ready') {
    return (
      <Alert variant="warning">
        <p>{invited.message}</p>
        <p className="mb-0">
          Have an account already? <Link to={paths.staffSignIn}>Sign in</Link>.
        </p>
      </Alert>
    );
  }
  return (
    <PasswordLinkForm
      form={form}
      email={invited.email}
      idPrefix="invitation-password"
      submitLabel="Set password and sign in"
      busyLabel="Setting up your account…"
    >
      <p>
        You are invited to the staff area as <strong>{invited.email}</strong>, with the role {invited.role} (
        {STAFF_ROLE_SUMMARIES[invited.role]}). Choose your password: you sign in with your e-mail address and it.
      </p>
    </PasswordLinkForm>
  );
}
