// The account area's changes (sign-in and sign-out, My account, two-factor sign-in, a password reset), each in one
// transaction with its audit entry: the routes parse, call these and answer. An entry names the account and what was
// done, never a password, its hash, a secret or a code.
import type { StaffPasswordResets } from '../db/staff-password-resets.ts';
import type { StaffAccount, StaffStore } from '../db/staff-store.ts';
import type { StaffTwoFactor } from '../db/staff-two-factor.ts';

import { recordAudit } from '../db/audit.ts';
import { redateAuthoredItems } from '../db/content-changes.ts';
import type { StaffSession, StaffSessions } from './sessions.ts';

/** Whose account a change is of: the member who made it (a session) or the account itself. */
type Member = Pick<StaffSession, 'accountId' | 'email'>;

const memberOf = (account: Pick<StaffAccount, 'id' | 'email'>): Member => ({ accountId: account.id, email: account.email });

/** The audit entry of a change of the member's own account. */
function auditAccount(store: StaffStore, member: Member, action: string, change: { before?: unknown; after?: unknown } = {}): void {
  recordAudit(store.db, { actor: member.email, entity: 'staff_account', entityId: member.accountId, action, ...change });
}

/**
 * Signs the account in whose password (and code) were right: a new session with a new id (the one the request came
 * with, `replaced`, ends: an id planted in the browser before never becomes a session), the time of the sign-in.
 */
export function signIn(
  store: StaffStore,
  sessions: StaffSessions,
  account: StaffAccount,
  replaced?: string,
): { id: string; session: StaffSession } {
  return store.db.transaction(() => {
    if (replaced) sessions.end(replaced);
    const started = sessions.create(account.id, account.email, account.role);
    store.recordSignIn(account.id, new Date());
    auditAccount(store, memberOf(account), 'sign-in');
    return started;
  })();
}

/** A refused sign-in of an account (a wrong password, a wrong code with its reason, or at which step). */
export function recordFailedSignIn(store: StaffStore, account: Pick<StaffAccount, 'id' | 'email'>, after?: Record<string, string>): void {
  auditAccount(store, memberOf(account), 'sign-in-failed', after ? { after } : {});
}

/** A sign-in with a recovery code, and how many are left. */
export function recordRecoveryCodeUsed(store: StaffStore, account: StaffAccount, left: number): void {
  auditAccount(store, memberOf(account), '2fa-recovery-used', { after: { email: account.email, left } });
}

export function signOut(store: StaffStore, sessions: StaffSessions, me: StaffSession): void {
  store.db.transaction(() => {
    sessions.end(me.idHash);
    auditAccount(store, me, 'sign-out');
  })();
}

/** A change of password refused for a wrong current password. */
export function recordFailedPasswordChange(store: StaffStore, me: Member): void {
  auditAccount(store, me, 'password-change-failed');
}

/** Sets the member's new password (hashed) and ends every other session of the account; returns how many ended. */
export function changePassword(store: StaffStore, me: StaffSession, hash: string): number {
  return store.db.transaction(() => {
    const count = store.changePassword(me.accountId, hash, me.idHash);
    auditAccount(store, me, 'password-change', { after: { email: me.email, sessionsEnded: count } });
    return count;
  })();
}

/**
 * Sets the member's display name; the articles that show it change with it (the sitemap dates them by this change).
 * Whether it changed: the caller then has the pages that show it drawn again.
 */
export function changeDisplayName(store: StaffStore, me: Member, name: string): boolean {
  return store.db.transaction(() => {
    const before = store.accountById(me.accountId)!.display_name;
    if (name === before) return false;
    store.setDisplayName(me.accountId, name);
    redateAuthoredItems(store.db, me.email);
    auditAccount(store, me, 'display-name-change', { before: { display_name: before }, after: { display_name: name } });
    return true;
  })();
}

/**
 * Sets the password of a reset link's account, uses the link up (and the account's other links) and ends every session
 * of the account. False when the link was taken meanwhile: of two requests with the same link, one sets the password.
 */
export function acceptPasswordReset(
  store: StaffStore,
  resets: StaffPasswordResets,
  tokenHash: string,
  account: StaffAccount,
  hash: string,
): boolean {
  return store.db.transaction(() => {
    if (!resets.take(tokenHash)) return false;
    const sessionsEnded = store.sessionsOf(account.id).length;
    store.resetPassword(account.id, hash);
    resets.removeFor(account.id);
    auditAccount(store, memberOf(account), 'password-reset', { after: { email: account.email, via: 'e-mail link', sessionsEnded } });
    return true;
  })();
}

/** Turns two-factor sign-in on with the secret set up and the recovery codes' hashes; false when the set-up is gone. */
export function enableTwoFactor(
  store: StaffStore,
  twoFactor: StaffTwoFactor,
  me: Member,
  setup: { secret: string; step: number; codeHashes: readonly string[] },
): boolean {
  return store.db.transaction(() => {
    if (!twoFactor.enable(me.accountId, setup.secret, setup.step, setup.codeHashes)) return false;
    auditAccount(store, me, '2fa-on', { after: { email: me.email } });
    return true;
  })();
}

export function disableTwoFactor(store: StaffStore, twoFactor: StaffTwoFactor, me: Member): void {
  store.db.transaction(() => {
    twoFactor.disable(me.accountId);
    auditAccount(store, me, '2fa-off', { after: { email: me.email } });
  })();
}

/** Puts new recovery codes (their hashes) in place of the old ones. */
export function replaceRecoveryCodes(store: StaffStore, twoFactor: StaffTwoFactor, me: Member, codeHashes: readonly string[]): void {
  store.db.transaction(() => {
    twoFactor.replaceRecoveryCodes(me.accountId, codeHashes);
    auditAccount(store, me, '2fa-recovery-codes', { after: { email: me.email, count: codeHashes.length } });
  })();
}
