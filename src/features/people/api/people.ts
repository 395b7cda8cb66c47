// People's calls (owners): the staff accounts and pending invitations, a change of role, the removal of an
// account, the end of one or all of an account's sessions, invitations made and withdrawn.
import { isStaffRole, type StaffInvitation, type StaffRole } from '@common/staff-roles';

import { isRecord, listOf, toId, toText } from '@/lib/validate';

import { readSession, type OwnSession } from '@/lib/staff/own-session';
import { staffGet, staffSend } from '@/lib/staff/staff-request';

export interface StaffAccountRow {
  id: number;
  email: string;
  role: StaffRole;
  created_at: string;
  last_sign_in_at: string | null;
  /** Live sessions, the most recently used first (the owner's own marked current). */
  sessions: OwnSession[];
}

/** A pending invitation, as the staff API lists it. */
export type PendingInvitation = StaffInvitation;

export interface People {
  accounts: StaffAccountRow[];
  invitations: PendingInvitation[];
}

const ACCOUNTS = '/api/staff/accounts';
const INVITATIONS = '/api/staff/invitations';

function readAccount(value: unknown): StaffAccountRow | undefined {
  const id = isRecord(value) ? toId(value.id) : undefined;
  if (!isRecord(value) || id === undefined || !isStaffRole(value.role)) return undefined;
  return {
    id,
    email: toText(value.email),
    role: value.role,
    created_at: toText(value.created_at),
    last_sign_in_at: typeof value.last_sign_in_at === 'string' ? value.last_sign_in_at : null,
    sessions: listOf(value.sessions, readSession),
  };
}

function readInvitation(value: unknown): PendingInvitation | undefined {
  const id = isRecord(value) ? toId(value.id) : undefined;
  if (!isRecord(value) || id === undefined || !isStaffRole(value.role)) return undefined;
  return {
    id,
    email: toText(value.email),
    role: value.role,
    invited_by: toText(value.invited_by),
    created_at: toText(value.created_at),
    expires_at: toText(value.expires_at),
  };
}

export async function getPeople(): Promise<People> {
  const data = await staffGet(ACCOUNTS);
  return { accounts: listOf(data.accounts, readAccount), invitations: listOf(data.invitations, readInvitation) };
}

/** Each change answers the server's sentence. */
export async function setAccountRole(id: number, role: StaffRole): Promise<string> {
  return (await staffSend('PATCH', `${ACCOUNTS}/${id}`, { role })).message;
}

export async function removeAccount(id: number): Promise<string> {
  return (await staffSend('DELETE', `${ACCOUNTS}/${id}`, {})).message;
}

export async function endAccountSessions(id: number): Promise<string> {
  return (await staffSend('DELETE', `${ACCOUNTS}/${id}/sessions`, {})).message;
}

/** Ends one session of the account, named by the handle the list gave. */
export async function endAccountSession(id: number, session: string): Promise<string> {
  return (await staffSend('DELETE', `${ACCOUNTS}/${id}/sessions/${encodeURIComponent(session)}`, {})).message;
}

export interface MadeInvitation {
  invitation: PendingInvitation;
  /** The page's address with the token in its fragment, shown once. */
  path: string;
  message: string;
}

export async function inviteStaff(email: string, role: StaffRole): Promise<MadeInvitation> {
  const { data, message } = await staffSend('POST', INVITATIONS, { email, role });
  const invitation = readInvitation(data.invitation);
  if (!invitation || typeof data.path !== 'string') throw new Error('The server sent an unexpected response');
  return { invitation, path: data.path, message };
}

export async function withdrawInvitation(id: number): Promise<string> {
  return (await staffSend('DELETE', `${INVITATIONS}/${id}`, {})).message;
}
