// A forgotten password (no session; the sign-in form's CSRF token): whether links go out by e-mail, the request
// for one (the same sentence whatever the address), and the link's page, which sends its token in request
// bodies only: whose it is, and the new password.
import { toText } from '@/lib/validate';

import { prepareSignIn } from '@/lib/staff/session';
import { staffGet, staffSend } from '@/lib/staff/staff-request';

const RESET = '/api/staff/session/password-reset';

/** Whether the site e-mails reset links (SMTP is set up). */
export async function resetsByEmail(): Promise<boolean> {
  return (await staffGet(RESET)).byEmail === true;
}

/** Asks for a link; answers the server's sentence (the same whether or not an account has the address). */
export async function askForResetLink(email: string): Promise<string> {
  await prepareSignIn();
  return (await staffSend('POST', RESET, { email })).message;
}

/** The e-mail of the account a link is for (fails with the server's sentence when it cannot be used). */
export async function checkResetLink(token: string): Promise<string> {
  await prepareSignIn();
  return toText((await staffSend('POST', `${RESET}/check`, { token })).data.email);
}

/** Sets the new password; answers the server's sentence. */
export async function resetPassword(token: string, password: string): Promise<string> {
  await prepareSignIn();
  return (await staffSend('POST', `${RESET}/accept`, { token, password })).message;
}
