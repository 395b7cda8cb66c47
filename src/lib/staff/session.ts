// The staff session: who is signed in and with which role, sign-in (with the form's own CSRF token; then,
// for an account with two-factor sign-in, its code) and sign-out.
import { isStaffRole, type StaffRole } from '@common/staff-roles';

import { ApiError } from '@/lib/api-client';
import { toId, toText } from '@/lib/validate';

import { failureStatus, setCsrfToken, staffGet, staffSend } from './staff-request';

export const sessionPaths = {
  session: '/api/staff/session',
  signIn: '/api/staff/session/sign-in',
  signInCode: '/api/staff/session/sign-in/code',
  signOut: '/api/staff/session/sign-out',
} as const;

export interface StaffSession {
  email: string;
  /** The signed-in member's account id (what "assigned to me" means). */
  accountId: number;
  /** What the member may use (docs/decisions/0018). */
  role: StaffRole;
  /** Enquiries with the status 'new' (0 for a role without enquiries). */
  newEnquiries: number;
  /** STAFF_REQUIRE_2FA asks two-factor sign-in of the account and it is not on yet: only My account is open. */
  twoFactorSetupRequired?: true;
  /** Owners: the last backup failed, none was made for 26 hours, or its upload failed (the server's sentence). */
  backupWarning?: string;
}

/** The password was right, and the account signs in with a code too: no session yet. */
export interface CodeRequired {
  codeRequired: true;
  /** The server's sentence asking for the code. */
  message: string;
}

function readSession(data: Record<string, unknown>): StaffSession {
  // A session without a role we know opens nothing.
  if (!isStaffRole(data.role)) throw new ApiError('The server sent an unexpected response', 'malformed', data);
  setCsrfToken(toText(data.csrfToken));
  const session: StaffSession = {
    email: toText(data.email),
    accountId: toId(data.accountId) ?? 0,
    role: data.role,
    newEnquiries: typeof data.newEnquiries === 'number' ? data.newEnquiries : 0,
    ...(typeof data.backupWarning === 'string' && data.backupWarning ? { backupWarning: data.backupWarning } : {}),
  };
  return data.twoFactorSetupRequired === true ? { ...session, twoFactorSetupRequired: true } : session;
}

/** The signed-in member; fails with status 401 when there is no session. */
export async function getSession(): Promise<StaffSession> {
  return readSession(await staffGet(sessionPaths.session));
}

/** The sign-in form's token, asked for once: every sign-in waits for it, however quick the person. */
let signInToken: Promise<void> | undefined;

/**
 * Readies the sign-in form: the server binds its token to a short-lived cookie of its own. Asked once
 * (a second call gets the same answer, so two requests cannot leave a token that does not match the
 * cookie); asked again after a failure, a sign-in or a sign-out.
 */
export function prepareSignIn(): Promise<void> {
  signInToken ??= staffGet(sessionPaths.signIn).then(
    (data) => setCsrfToken(toText(data.csrfToken)),
    (error: unknown) => {
      signInToken = undefined;
      throw error;
    },
  );
  return signInToken;
}

/** Sends a step of the sign-in once the form's token is there; a token the server no longer knows (403) is renewed and the step sent once more. */
async function signInStep(path: string, body: Record<string, string>): Promise<StaffSession | CodeRequired> {
  const send = async () => {
    await prepareSignIn();
    const { data, message } = await staffSend('POST', path, body);
    return data.codeRequired === true ? { codeRequired: true as const, message } : readSession(data);
  };
  try {
    return await send();
  } catch (error) {
    if (failureStatus(error) !== 403) throw error;
    signInToken = undefined;
    return await send();
  } finally {
    // A sign-in ends the form's cookie (and a failed one may have outlived it): the next form asks anew.
    signInToken = undefined;
  }
}

/** Signs in with e-mail and password: the session, or (two-factor sign-in) that a code is needed. */
export function signIn(email: string, password: string): Promise<StaffSession | CodeRequired> {
  return signInStep(sessionPaths.signIn, { email, password });
}

/** The code step: a 6-digit code from the app or a recovery code; answers the session. */
export async function sendSignInCode(code: string): Promise<StaffSession> {
  const outcome = await signInStep(sessionPaths.signInCode, { code });
  if ('codeRequired' in outcome) throw new ApiError('The server sent an unexpected response', 'malformed', outcome);
  return outcome;
}

export async function signOut(): Promise<void> {
  await staffSend('POST', sessionPaths.signOut, {});
  setCsrfToken('');
  signInToken = undefined;
}
