// The invitation's page (no session needed): the token is read from the address's fragment (never sent
// in an address), the server says whom it is for, and the invitee sets a password (the server's policy
// says why it refuses one); that makes the account with its role and signs them in.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';

import { STAFF_ROLE_SUMMARIES, type StaffRole } from '@common/staff-roles';

import { paths } from '@/config/paths';

import { acceptInvitation, checkInvitation } from '../api/people';
import type { StaffSession } from '../api/session';
import { failureMessage, failureStatus } from '../api/staff-request';

import { NewPasswordFields, newPasswordErrors, type NewPassword } from './new-password-fields';
import './staff-people.scss';

type FieldRef = HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;
type Invited = { state: 'checking' } | { state: 'invalid'; message: string } | { state: 'ready'; email: string; role: StaffRole };

export interface InvitationFormProps {
  /** The token from the fragment ('' when there is none). */
  token: string;
  onSignedIn: (session: StaffSession) => void;
}

export function InvitationForm({ token, onSignedIn }: InvitationFormProps) {
  const [invited, setInvited] = useState<Invited>(token ? { state: 'checking' } : { state: 'invalid', message: 'This address has no invitation in it: open the whole link you were sent.' });
  const [next, setNext] = useState<NewPassword>({ password: '', repeat: '' });
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<FieldRef>(null);
  const repeatRef = useRef<FieldRef>(null);

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    checkInvitation(token).then(
      (found) => live && setInvited({ state: 'ready', ...found }),
      (error: unknown) => live && setInvited({ state: 'invalid', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const found = newPasswordErrors(next);
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.repeat) return repeatRef.current?.focus();
    setBusy(true);
    try {
      onSignedIn(await acceptInvitation(token, next.password));
    } catch (error) {
      const message = failureMessage(error);
      if (failureStatus(error) === 400) {
        setErrors({ password: message });
        passwordRef.current?.focus();
      } else if (failureStatus(error) === 404) setInvited({ state: 'invalid', message });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  if (invited.state === 'checking') return <p role="status">Checking the invitation…</p>;
  if (invited.state === 'invalid') {
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
    <Form noValidate onSubmit={(event) => void submit(event)} className="staff-account__form">
      <p>
        You are invited to the staff area as <strong>{invited.email}</strong>, with the role {invited.role} ({STAFF_ROLE_SUMMARIES[invited.role]}). Choose
        your password: you sign in with your e-mail address and it.
      </p>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <input type="text" name="username" autoComplete="username" value={invited.email} readOnly hidden />
      <NewPasswordFields idPrefix="invitation-password" value={next} onChange={setNext} errors={errors} passwordRef={passwordRef} repeatRef={repeatRef} />
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? 'Setting up your account…' : 'Set password and sign in'}
      </Button>
    </Form>
  );
}
