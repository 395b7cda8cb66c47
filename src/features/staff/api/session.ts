// The staff session: who is signed in and with which role, sign-in (with the form's own CSRF token)
// and sign-out.
import { isStaffRole, type StaffRole } from '@common/staff-roles';

import { ApiError } from '@/lib/api-client';
import { toId, toText } from '@/lib/validate';

import { failureStatus, setCsrfToken, staffGet, staffSend } from './staff-request';

export const sessionPaths = {
  session: '/api/staff/session',
  signIn: '/api/staff/session/sign-in',
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
}

function readSession(data: Record<string, unknown>): StaffSession {
  // A session without a role we know opens nothing.
  if (!isStaffRole(data.role)) throw new ApiError('The server sent an unexpected response', 'malformed', data);
  setCsrfToken(toText(data.csrfToken));
  return {
    email: toText(data.email),
    accountId: toId(data.accountId) ?? 0,
    role: data.role,
    newEnquiries: typeof data.newEnquiries === 'number' ? data.newEnquiries : 0,
  };
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

/** Signs in once the form's token is there; a token the server no longer knows (403) is renewed and the sign-in sent once more. */
export async function signIn(email: string, password: string): Promise<StaffSession> {
  const send = async () => {
    await prepareSignIn();
    return readSession((await staffSend('POST', sessionPaths.signIn, { email, password })).data);
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

export async function signOut(): Promise<void> {
  await staffSend('POST', sessionPaths.signOut, {});
  setCsrfToken('');
  signInToken = undefined;
}
