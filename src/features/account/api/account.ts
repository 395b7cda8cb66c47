// My account's calls (every role): the signed-in member's account and open sessions, their display name, the
// change of their password (the server says why a new one is refused) and the end of another of their sessions.
import { isStaffRole, type StaffRole } from '@common/staff-roles';

import { ApiError } from '@/lib/api-client';
import { isRecord, listOf, toText } from '@/lib/validate';

import { readSession, type OwnSession } from '@/lib/staff/own-session';
import { staffGet, staffSend } from '@/lib/staff/staff-request';

const ACCOUNT = '/api/staff/account';

/** Two-factor sign-in as My account shows it. */
export interface OwnTwoFactor {
  enabled: boolean;
  /** STAFF_REQUIRE_2FA asks it of the account's role: it cannot be turned off. */
  required: boolean;
  recovery_codes_left: number;
}

export interface OwnAccount {
  email: string;
  /** The name the site shows as the author of the member's articles ('' when none). */
  display_name: string;
  role: StaffRole;
  created_at: string;
  password_changed_at: string;
  last_sign_in_at: string | null;
  two_factor: OwnTwoFactor;
  sessions: OwnSession[];
}

function readTwoFactor(value: unknown): OwnTwoFactor {
  const found = isRecord(value) ? value : {};
  const left = found.recovery_codes_left;
  return { enabled: found.enabled === true, required: found.required === true, recovery_codes_left: typeof left === 'number' ? left : 0 };
}

export async function getOwnAccount(): Promise<OwnAccount> {
  const data = await staffGet(ACCOUNT);
  if (!isStaffRole(data.role)) throw new ApiError('The server sent an unexpected response', 'malformed', data);
  return {
    email: toText(data.email),
    display_name: toText(data.display_name),
    role: data.role,
    created_at: toText(data.created_at),
    password_changed_at: toText(data.password_changed_at),
    last_sign_in_at: typeof data.last_sign_in_at === 'string' ? data.last_sign_in_at : null,
    two_factor: readTwoFactor(data.two_factor),
    sessions: listOf(data.sessions, readSession),
  };
}

/** Changes the password; answers the server's sentence (how many other sessions ended). */
export async function changeOwnPassword(currentPassword: string, newPassword: string): Promise<string> {
  const { message } = await staffSend('POST', `${ACCOUNT}/password`, { current_password: currentPassword, new_password: newPassword });
  return message;
}

/** Sets the display name (trimmed by the server; empty takes it away); answers the server's sentence and the name as stored. */
export async function setOwnDisplayName(name: string): Promise<{ message: string; name: string }> {
  const { message, data } = await staffSend('POST', `${ACCOUNT}/display-name`, { display_name: name });
  return { message, name: toText(data.display_name) };
}

export async function endOwnSession(id: string): Promise<void> {
  await staffSend('DELETE', `${ACCOUNT}/sessions/${encodeURIComponent(id)}`, {});
}
