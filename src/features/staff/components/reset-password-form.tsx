// A password reset link's page (no session): the token is read from the address's fragment (never sent in an
// address), the server says whose account it is for, and a new password typed twice is set under the server's
// policy; every session of the account then ends and the member signs in (with their code, when two-factor
// sign-in is on).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { checkResetLink, resetPassword } from '../api/password-reset';
import { failureMessage, failureStatus } from '../api/staff-request';

import { NewPasswordFields, newPasswordErrors, type NewPassword } from './new-password-fields';
import './staff-people.scss';

type FieldRef = HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;
type ResetLink = { state: 'checking' } | { state: 'invalid'; message: string } | { state: 'ready'; email: string } | { state: 'done'; message: string };

export function ResetPasswordForm({ token }: { token: string }) {
  const [link, setLink] = useState<ResetLink>(token ? { state: 'checking' } : { state: 'invalid', message: 'This address has no link in it: open the whole link from the e-mail.' });
  const [next, setNext] = useState<NewPassword>({ password: '', repeat: '' });
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<FieldRef>(null);
  const repeatRef = useRef<FieldRef>(null);

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    checkResetLink(token).then(
      (email) => live && setLink({ state: 'ready', email }),
      (error: unknown) => live && setLink({ state: 'invalid', message: failureMessage(error) }),
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
      setLink({ state: 'done', message: await resetPassword(token, next.password) });
    } catch (error) {
      const message = failureMessage(error);
      if (failureStatus(error) === 400) {
        setErrors({ password: message });
        passwordRef.current?.focus();
      } else if (failureStatus(error) === 404) setLink({ state: 'invalid', message });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  if (link.state === 'checking') return <p role="status">Checking the link…</p>;
  if (link.state === 'invalid' || link.state === 'done') {
    return (
      <Alert variant={link.state === 'done' ? 'success' : 'warning'} role={link.state === 'done' ? 'status' : undefined}>
        <p>{link.message}</p>
        <p className="mb-0">
          <Link to={paths.staffSignIn}>Sign in</Link>
          {link.state === 'invalid' && (
            <>
              {' '}
              or <Link to={paths.staffForgotPassword}>ask for a new link</Link>
            </>
          )}
          .
        </p>
      </Alert>
    );
  }
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="staff-account__form">
      <p>
        Choose a new password for <strong>{link.email}</strong>. Once it is set, every session of the account ends.
      </p>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <input type="text" name="username" autoComplete="username" value={link.email} readOnly hidden />
      <NewPasswordFields idPrefix="reset-password" value={next} onChange={setNext} errors={errors} passwordRef={passwordRef} repeatRef={repeatRef} />
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? 'Setting it…' : 'Set the new password'}
      </Button>
    </Form>
  );
}
