// The staff session: who is signed in, sign-in (with the form's own CSRF token) and sign-out.
import { toText } from '@/lib/validate';

import { setCsrfToken, staffGet, staffSend } from './staff-request';

export const sessionPaths = {
  session: '/api/staff/session',
  signIn: '/api/staff/session/sign-in',
  signOut: '/api/staff/session/sign-out',
} as const;

export interface StaffSession {
  email: string;
  /** Enquiries with the status 'new'. */
  newEnquiries: number;
}

function readSession(data: Record<string, unknown>): StaffSession {
  setCsrfToken(toText(data.csrfToken));
  return { email: toText(data.email), newEnquiries: typeof data.newEnquiries === 'number' ? data.newEnquiries : 0 };
}

/** The signed-in member; fails with status 401 when there is no session. */
export async function getSession(): Promise<StaffSession> {
  return readSession(await staffGet(sessionPaths.session));
}

/** Readies the sign-in form: the server binds its token to a short-lived cookie of its own. */
export async function prepareSignIn(): Promise<void> {
  setCsrfToken(toText((await staffGet(sessionPaths.signIn)).csrfToken));
}

export async function signIn(email: string, password: string): Promise<StaffSession> {
  return readSession((await staffSend('POST', sessionPaths.signIn, { email, password })).data);
}

export async function signOut(): Promise<void> {
  await staffSend('POST', sessionPaths.signOut, {});
  setCsrfToken('');
}
