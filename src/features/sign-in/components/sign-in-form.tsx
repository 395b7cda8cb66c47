// The staff sign-in: e-mail and password; for an account with two-factor sign-in then the code from the app or a
// recovery code (./sign-in-code-form.tsx); the server's message (wrong details, too many attempts) on failure,
// and the way to a forgotten password.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';

import { paths } from '@common/paths';

import { prepareSignIn, signIn, type StaffSession } from '@/lib/staff/session';
import { failureMessage } from '@/lib/staff/staff-request';

import { SignInCodeForm } from './sign-in-code-form';
import { CurrentPasswordField, StaffField } from '@/components/staff-frame/staff-field';

export interface SignInFormProps {
  onSignedIn: (session: StaffSession) => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  /** The server's sentence asking for a code, once the password was right for an account with two-factor sign-in. */
  const [codeAsked, setCodeAsked] = useState('');
  const emailRef = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  const passwordRef = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    prepareSignIn().catch((error: unknown) => setMessage(failureMessage(error)));
  }, []);

  useEffect(() => {
    if (message) alertRef.current?.focus();
  }, [message]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: email.trim() ? undefined : 'Enter your e-mail address.',
      password: password ? undefined : 'Enter your password.',
    };
    setErrors(found);
    setMessage('');
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      const outcome = await signIn(email.trim(), password);
      if ('codeRequired' in outcome) {
        setPassword('');
        setCodeAsked(outcome.message);
      } else onSignedIn(outcome);
    } catch (error) {
      setPassword('');
      setMessage(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (codeAsked) {
    return (
      <SignInCodeForm
        prompt={codeAsked}
        onSignedIn={onSignedIn}
        onStartAgain={() => {
          setCodeAsked('');
          setMessage('');
        }}
      />
    );
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="sign-in-title" style={{ maxWidth: '28rem' }}>
      <h1 id="sign-in-title" className="h2 mb-4">
        Staff sign-in
      </h1>
      {message && (
        <Alert variant="danger" ref={alertRef} tabIndex={-1} role="alert">
          {message}
        </Alert>
      )}
      <StaffField
        id="staff-email"
        label="E-mail"
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        error={errors.email}
        inputRef={emailRef}
        required
      />
      <CurrentPasswordField
        id="staff-password"
        label="Password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        inputRef={passwordRef}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      <p className="mt-3">
        <Link to={paths.staffForgotPassword}>Forgot your password?</Link>
      </p>
    </Form>
  );
}
