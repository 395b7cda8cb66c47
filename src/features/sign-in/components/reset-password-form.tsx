// A password reset link's page (no session): the token is read from the address's fragment (never sent in an
// address), the server says whose account it is for, and a new password typed twice is set under the server's
// policy; every session of the account then ends and the member signs in (with their code, when two-factor
// sign-in is on).
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';

import { paths } from '@common/paths';

import { checkResetLink, resetPassword } from '../api/password-reset';

import { PasswordLinkForm } from './password-link-form';
import { usePasswordLink } from './use-password-link';

const checkLink = async (token: string) => ({ email: await checkResetLink(token) });

export function ResetPasswordForm({ token }: { token: string }) {
  const form = usePasswordLink({
    token,
    missing: 'This address has no link in it: open the whole link from the e-mail.',
    check: checkLink,
    send: resetPassword,
  });
  const { link } = form;

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
    <PasswordLinkForm form={form} email={link.email} idPrefix="reset-password" submitLabel="Set the new password" busyLabel="Setting it…">
      <p>
        Choose a new password for <strong>{link.email}</strong>. Once it is set, every session of the account ends.
      </p>
    </PasswordLinkForm>
  );
}
