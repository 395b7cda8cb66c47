// The invitation page's calls (no session: the sign-in form's token): whom a link is for, and its first password.
import { isStaffRole, type StaffRole } from '@common/staff-roles';

import { getSession, prepareSignIn, type StaffSession } from '@/lib/staff/session';
import { staffSend } from '@/lib/staff/staff-request';
import { toText } from '@/lib/validate';

const INVITATION = '/api/staff/session/invitation';

/** Whom an invitation's token is for (fails with the server's sentence when it cannot be used). */
export async function checkInvitation(token: string): Promise<{ email: string; role: StaffRole }> {
  await prepareSignIn();
  const { data } = await staffSend('POST', INVITATION, { token });
  if (!isStaffRole(data.role)) throw new Error('The server sent an unexpected response');
  return { email: toText(data.email), role: data.role };
}

/** Sets the first password: the account is made and signed in; answers its session. */
export async function acceptInvitation(token: string, password: string): Promise<StaffSession> {
  await prepareSignIn();
  await staffSend('POST', `${INVITATION}/accept`, { token, password });
  return getSession();
}
