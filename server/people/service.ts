// Changes to staff accounts that both the terminal (`npm run staff`) and the People page make, written
// once: a change of role and the removal of an account, each in one transaction with its audit entry and
// never leaving the accounts without an owner (the terminal may remove the last owner only with the last
// account, decision 0018), and the end of all of an account's sessions; and the People page's invitations and their
// acceptance (the link's page, ../account/invitation-routes.ts). The callers say who acts (an e-mail, or system:cli).
import type { StaffRole } from '../../common/staff-roles.ts';
import type { StaffInvitation, StaffInvitations } from '../db/staff-invitations.ts';
import type { StaffAccount, StaffStore } from '../db/staff-store.ts';

import { recordAudit } from '../db/audit.ts';
import { sessionHandle, type StaffSessions } from '../account/sessions.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;

/** An e-mail as accounts are stored under it (trimmed, lower case). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Whether a (normalised) text may be a staff account's e-mail. */
export function isStaffEmail(email: string): boolean {
  return EMAIL.test(email) && email.length <= MAX_EMAIL_LENGTH;
}

export type RoleChange = 'changed' | 'same' | 'last owner';

/** Gives the account another role (its open sessions follow at their next request); never takes the owner role from the last owner. */
export function changeRole(store: StaffStore, account: StaffAccount, role: StaffRole, actor: string): RoleChange {
  const { db } = store;
  return db.transaction(() => {
    // Read again and counted inside the transaction: two changes at once cannot both take the last owner away.
    const current = store.accountById(account.id)?.role ?? account.role;
    if (current === role) return 'same' as const;
    if (current === 'owner' && store.ownerCount() <= 1) return 'last owner' as const;
    store.setRole(account.id, role);
    recordAudit(db, {
      actor,
      entity: 'staff_account',
      entityId: account.id,
      action: 'role-change',
      before: { email: account.email, role: current },
      after: { email: account.email, role },
    });
    return 'changed' as const;
  })();
}

export interface RemoveOptions {
  /** Refuse to remove the last owner (the web always does; the terminal unless it is the last account too). */
  keepAnOwner: boolean;
}

/** Removes the account and (by cascade) its sessions; 'last owner' when that would leave no owner and it may not. */
export function removeAccount(
  store: StaffStore,
  account: StaffAccount,
  actor: string,
  { keepAnOwner }: RemoveOptions,
): 'removed' | 'last owner' {
  const { db } = store;
  return db.transaction(() => {
    const current = store.accountById(account.id);
    if (keepAnOwner && current?.role === 'owner' && store.ownerCount() <= 1) return 'last owner' as const;
    store.removeAccount(account.id);
    recordAudit(db, {
      actor,
      entity: 'staff_account',
      entityId: account.id,
      action: 'account-removed',
      before: { email: account.email, role: current?.role ?? account.role },
    });
    return 'removed' as const;
  })();
}

/** Ends every session of the account (it must sign in again); returns how many there were. */
export function endSessionsOf(store: StaffStore, account: StaffAccount, actor: string): number {
  const { db } = store;
  return db.transaction(() => {
    const count = store.removeSessionsOf(account.id);
    recordAudit(db, {
      actor,
      entity: 'staff_account',
      entityId: account.id,
      action: 'sessions-ended',
      after: { email: account.email, count },
    });
    return count;
  })();
}

/** A live session as My account and People list it: a handle derived from its stored hash, never its id. */
export interface SessionRow {
  id: string;
  created_at: string;
  last_seen_at: string;
  /** The session this request came with. */
  current: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The account's live sessions, the most recently used first; `currentHash` marks the caller's own. */
export function sessionRows(sessions: StaffSessions, accountId: number, currentHash: string): SessionRow[] {
  return sessions.liveOf(accountId).map((row) => ({
    id: sessionHandle(row.id_hash),
    created_at: iso(row.created_at),
    last_seen_at: iso(row.last_seen_at),
    current: row.id_hash === currentHash,
  }));
}

/**
 * Ends one session of the account, named by its handle: 'ended', 'none' when it has no such session, or
 * 'current' for the caller's own (signing out ends that one). Audited; `own` says whether the account's
 * member ended it (My account) or an owner did (People).
 */
export function endSession(
  store: StaffStore,
  sessions: StaffSessions,
  account: StaffAccount,
  handle: string,
  actor: { email: string; idHash: string },
): 'ended' | 'none' | 'current' {
  const row = store.sessionsOf(account.id).find((session) => sessionHandle(session.id_hash) === handle);
  if (!row) return 'none';
  if (row.id_hash === actor.idHash) return 'current';
  store.db.transaction(() => {
    sessions.end(row.id_hash);
    recordAudit(store.db, {
      actor: actor.email,
      entity: 'staff_account',
      entityId: account.id,
      action: 'session-ended',
      after: { email: account.email, own: actor.email === account.email },
    });
  })();
  return 'ended';
}

export interface NewInvitation {
  /** The SHA-256 of the link's token: the token itself is never stored. */
  tokenHash: string;
  email: string;
  role: StaffRole;
  actor: string;
  at: Date;
  expiresAt: Date;
}

/** Invites an e-mail that has no account yet, with its audit entry; undefined when it has one. */
export function invite(
  store: StaffStore,
  invitations: StaffInvitations,
  { tokenHash, email, role, actor, at, expiresAt }: NewInvitation,
): StaffInvitation | undefined {
  return store.db.transaction(() => {
    if (store.accountByEmail(email)) return undefined;
    const made = invitations.add(tokenHash, email, role, actor, at, expiresAt);
    // The entry names who is invited and as what, never the token.
    recordAudit(
      store.db,
      {
        actor,
        entity: 'staff_invitation',
        entityId: made.id,
        action: 'invite',
        after: { email, role: made.role, expires_at: made.expires_at },
      },
      at,
    );
    return made;
  })();
}

/** Withdraws a pending invitation, with its audit entry; undefined when there is none with this id. */
export function withdrawInvitation(
  store: StaffStore,
  invitations: StaffInvitations,
  id: number,
  actor: string,
): StaffInvitation | undefined {
  return store.db.transaction(() => {
    const invitation = invitations.byId(id);
    if (!invitation || !invitations.remove(id)) return undefined;
    recordAudit(store.db, {
      actor,
      entity: 'staff_invitation',
      entityId: id,
      action: 'invitation-withdrawn',
      before: { email: invitation.email, role: invitation.role },
    });
    return invitation;
  })();
}

/**
 * Makes the account of an invitation's link with its first password (hashed) and the invited role, and uses the
 * invitation up: the account, 'invalid' when the invitation is gone (taken once: whoever removes the row first makes
 * the account; another request finds nothing), or 'exists' when its e-mail has an account meanwhile.
 */
export function acceptInvitation(
  store: StaffStore,
  invitations: StaffInvitations,
  tokenHash: string,
  passwordHash: string,
): StaffAccount | 'invalid' | 'exists' {
  return store.db.transaction(() => {
    const invitation = invitations.byToken(tokenHash);
    if (!invitation || !invitations.remove(invitation.id)) return 'invalid' as const;
    if (store.accountByEmail(invitation.email)) return 'exists' as const;
    store.addAccount(invitation.email, passwordHash, invitation.role);
    const account = store.accountByEmail(invitation.email)!;
    recordAudit(store.db, {
      actor: account.email,
      entity: 'staff_account',
      entityId: account.id,
      action: 'invitation-accepted',
      after: { email: account.email, role: account.role, invited_by: invitation.invited_by },
    });
    return account;
  })();
}
