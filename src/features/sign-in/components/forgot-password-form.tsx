// "Forgot your password?" (no session): with e-mail set up on the server, an address gets a link to set a new
// password (the server answers the same sentence whether or not an account has it); without, the page says to
// ask an owner, who can set one from the terminal or invite the member again from People.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';

import { paths } from '@common/paths';

import { askForResetLink, resetsByEmail } from '../api/password-reset';
import { failureMessage } from '@/lib/staff/staff-request';

import { StaffField } from '@/components/staff-frame/staff-field';

type Availability = { state: 'checking' } | { state: 'failed'; message: string } | { state: 'ready'; byEmail: boolean };

export function ForgotPasswordForm() {
  const [availability, setAvailability] = useState<Availability>({ state: 'checking' });
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);

  useEffect(() => {
    let live = true;
    resetsByEmail().then(
      (byEmail) => live && setAvailability({ state: 'ready', byEmail }),
      (problem: unknown) => live && setAvailability({ state: 'failed', message: failureMessage(problem) }),
    );
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!email.trim()) {
      setError('Enter the e-mail address you sign in with.');
      return emailRef.current?.focus();
    }
    setError('');
    setBusy(true);
    try {
      setSent(await askForResetLink(email.trim()));
    } catch (problem) {
      setFailure(failureMessage(problem));
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <p className="mt-3">
      <Link to={paths.staffSignIn}>Back to sign-in</Link>
    </p>
  );
  if (availability.state === 'checking') return <p role="status">Loading…</p>;
  if (availability.state === 'failed') return <Alert variant="danger">{availability.message}</Alert>;
  if (!availability.byEmail) {
    return (
      <>
        <Alert variant="info">
          This site does not send e-mail, so a password cannot be reset here: ask an owner. They can set a new one with{' '}
          <code>npm run staff -- reset</code> on the server, or remove your account on People and invite you again.
        </Alert>
        {back}
      </>
    );
  }
  if (sent) {
    return (
      <>
        <Alert variant="success" role="status">
          {sent}
        </Alert>
        {back}
      </>
    );
  }
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="staff-account__form">
      <p>Enter the e-mail address you sign in with: we send a link to set a new password to it.</p>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <StaffField
        id="forgot-email"
        label="E-mail"
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        error={error}
        inputRef={emailRef}
        required
      />
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send me a link'}
      </Button>
      {back}
    </Form>
  );
}
