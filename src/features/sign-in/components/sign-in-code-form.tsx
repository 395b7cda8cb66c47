// The second step of a sign-in with two-factor sign-in: the 6-digit code the authenticator app shows, or one of
// the recovery codes; the server says why it refuses one (wrong, used already, too many attempts, expired).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { sendSignInCode, type StaffSession } from '@/lib/staff/session';
import { failureMessage } from '@/lib/staff/staff-request';

import { StaffField } from '@/components/staff-frame/staff-field';

export interface SignInCodeFormProps {
  /** The server's sentence asking for the code. */
  prompt: string;
  onSignedIn: (session: StaffSession) => void;
  /** Back to e-mail and password. */
  onStartAgain: () => void;
}

export function SignInCodeForm({ prompt, onSignedIn, onStartAgain }: SignInCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => codeRef.current?.focus(), []);
  useEffect(() => {
    if (message) alertRef.current?.focus();
  }, [message]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    if (!code.trim()) {
      setError('Enter the code from your app, or a recovery code.');
      return codeRef.current?.focus();
    }
    setError('');
    setBusy(true);
    try {
      onSignedIn(await sendSignInCode(code.trim()));
    } catch (failure) {
      setCode('');
      setMessage(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="sign-in-code-title" style={{ maxWidth: '28rem' }}>
      <h1 id="sign-in-code-title" className="h2 mb-4">
        Staff sign-in
      </h1>
      <p>{prompt}</p>
      {message && (
        <Alert variant="danger" ref={alertRef} tabIndex={-1} role="alert">
          {message}
        </Alert>
      )}
      <StaffField
        id="staff-code"
        label="Code"
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
        error={error}
        hint="Six digits from your authenticator app, or a recovery code such as abcde-23456."
        inputRef={codeRef}
        required
      />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Checking…' : 'Sign in'}
        </Button>
        <Button type="button" variant="outline-secondary" onClick={onStartAgain}>
          Start again
        </Button>
      </div>
    </Form>
  );
}
