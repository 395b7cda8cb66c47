// Staff accounts, their sessions and failed sign-ins in SQLite (docs/decisions/0013). This module
// only stores: hashing, cookies and limits are server/account's. Prepared statements only.
import type Database from 'better-sqlite3';

import type { StaffRole } from '../../common/staff-roles.ts';

import { prepared } from './content-items.ts';

export interface StaffAccount {
  id: number;
  email: string;
  password_hash: string;
  created_at: string;
  password_changed_at: string;
  last_sign_in_at: string | null;
  /** What the account may use (docs/decisions/0018). */
  role: StaffRole;
  /** The name the site shows for the member (an article's byline); empty: none yet. */
  display_name: string;
}

export interface StaffAccountSummary extends Omit<StaffAccount, 'password_hash'> {
  /** Sessions not yet removed (some may have expired since the last clean-up). */
  sessions: number;
}

export interface StaffSessionRow {
  id_hash: string;
  account_id: number;
  email: string;
  role: StaffRole;
  csrf_secret: string;
  /** Milliseconds since the epoch. */
  created_at: number;
  last_seen_at: number;
}

/** A session as its account's owner sees it (the id's hash stays on the server). */
export interface StaffSessionSummary {
  id_hash: string;
  /** Milliseconds since the epoch. */
  created_at: number;
  last_seen_at: number;
}

export class StaffStore {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    this.statements = {
      accountByEmail: db.prepare('SELECT * FROM staff_accounts WHERE email = ?'),
      setDisplayName: db.prepare('UPDATE staff_accounts SET display_name = ? WHERE id = ?'),
      accountById: db.prepare('SELECT * FROM staff_accounts WHERE id = ?'),
      newestHash: db.prepare('SELECT password_hash FROM staff_accounts ORDER BY id DESC LIMIT 1').pluck(),
      accounts: db.prepare(
        `SELECT a.id, a.email, a.created_at, a.password_changed_at, a.last_sign_in_at, a.role,
           (SELECT count(*) FROM staff_sessions s WHERE s.account_id = a.id) AS sessions
         FROM staff_accounts a ORDER BY a.email`,
      ),
      addAccount: db.prepare(
        'INSERT INTO staff_accounts (email, password_hash, role, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?)',
      ),
      setRole: db.prepare('UPDATE staff_accounts SET role = ? WHERE id = ?'),
      owners: db.prepare("SELECT count(*) FROM staff_accounts WHERE role = 'owner'").pluck(),
      salesEmails: db.prepare("SELECT email FROM staff_accounts WHERE role = 'sales' ORDER BY id").pluck(),
      setPassword: db.prepare('UPDATE staff_accounts SET password_hash = ?, password_changed_at = ? WHERE id = ?'),
      signedIn: db.prepare('UPDATE staff_accounts SET last_sign_in_at = ? WHERE id = ?'),
      removeAccount: db.prepare('DELETE FROM staff_accounts WHERE id = ?'),
      addSession: db.prepare(
        'INSERT INTO staff_sessions (id_hash, account_id, csrf_secret, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
      ),
      session: db.prepare(
        `SELECT s.id_hash, s.account_id, a.email, a.role, s.csrf_secret, s.created_at, s.last_seen_at
         FROM staff_sessions s JOIN staff_accounts a ON a.id = s.account_id WHERE s.id_hash = ?`,
      ),
      touchSession: db.prepare('UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?'),
      removeSession: db.prepare('DELETE FROM staff_sessions WHERE id_hash = ?'),
      removeSessionsOf: db.prepare('DELETE FROM staff_sessions WHERE account_id = ?'),
      removeOtherSessions: db.prepare('DELETE FROM staff_sessions WHERE account_id = ? AND id_hash <> ?'),
      sessionsOf: db.prepare(
        'SELECT id_hash, created_at, last_seen_at FROM staff_sessions WHERE account_id = ? ORDER BY last_seen_at DESC',
      ),
      removeExpiredSessions: db.prepare('DELETE FROM staff_sessions WHERE created_at <= ? OR last_seen_at <= ?'),
      addFailure: db.prepare('INSERT INTO staff_sign_in_failures (subject, failed_at) VALUES (?, ?)'),
      failures: db.prepare('SELECT count(*) FROM staff_sign_in_failures WHERE subject = ? AND failed_at > ?').pluck(),
      clearFailures: db.prepare('DELETE FROM staff_sign_in_failures WHERE subject = ?'),
      removeOldFailures: db.prepare('DELETE FROM staff_sign_in_failures WHERE failed_at <= ?'),
    };
  }

  accountByEmail(email: string): StaffAccount | undefined {
    return this.statements.accountByEmail.get(email) as StaffAccount | undefined;
  }

  accountById(id: number): StaffAccount | undefined {
    return this.statements.accountById.get(id) as StaffAccount | undefined;
  }

  /** The password hash of the newest account, if any (its cost is what a real check costs). */
  newestPasswordHash(): string | undefined {
    return this.statements.newestHash.get() as string | undefined;
  }

  /** The e-mail addresses of the sales members, who are told of each new enquiry. */
  salesEmails(): string[] {
    return this.statements.salesEmails.all() as string[];
  }

  accounts(): StaffAccountSummary[] {
    return this.statements.accounts.all() as StaffAccountSummary[];
  }

  addAccount(email: string, passwordHash: string, role: StaffRole, at: Date = new Date()): void {
    this.statements.addAccount.run(email, passwordHash, role, at.toISOString(), at.toISOString());
  }

  /** Changes the name the site shows for the member. */
  setDisplayName(accountId: number, name: string): void {
    this.statements.setDisplayName.run(name, accountId);
  }

  /** Changes what the account may use; its sessions follow at their next request. */
  setRole(accountId: number, role: StaffRole): void {
    this.statements.setRole.run(role, accountId);
  }

  /** How many accounts are owners. */
  ownerCount(): number {
    return this.statements.owners.get() as number;
  }

  /** Sets a new password and ends every session of the account, in one transaction. */
  resetPassword(accountId: number, passwordHash: string, at: Date = new Date()): void {
    this.db.transaction(() => {
      this.statements.setPassword.run(passwordHash, at.toISOString(), accountId);
      this.statements.removeSessionsOf.run(accountId);
    })();
  }

  /** Sets a new password and ends every session of the account but `keep` (the one that asked); returns how many ended. */
  changePassword(accountId: number, passwordHash: string, keep: string, at: Date = new Date()): number {
    return this.db.transaction(() => {
      this.statements.setPassword.run(passwordHash, at.toISOString(), accountId);
      return this.statements.removeOtherSessions.run(accountId, keep).changes;
    })();
  }

  /** The account's sessions, the most recently used first (expired ones too, until they are removed). */
  sessionsOf(accountId: number): StaffSessionSummary[] {
    return this.statements.sessionsOf.all(accountId) as StaffSessionSummary[];
  }

  /** Ends every session of the account; returns how many. */
  removeSessionsOf(accountId: number): number {
    return this.statements.removeSessionsOf.run(accountId).changes;
  }

  /** Removes the account and (by cascade) its sessions. */
  removeAccount(accountId: number): void {
    this.statements.removeAccount.run(accountId);
  }

  recordSignIn(accountId: number, at: Date): void {
    this.statements.signedIn.run(at.toISOString(), accountId);
  }

  addSession(idHash: string, accountId: number, csrfSecret: string, now: number): void {
    this.statements.addSession.run(idHash, accountId, csrfSecret, now, now);
  }

  session(idHash: string): StaffSessionRow | undefined {
    return this.statements.session.get(idHash) as StaffSessionRow | undefined;
  }

  touchSession(idHash: string, now: number): void {
    this.statements.touchSession.run(now, idHash);
  }

  removeSession(idHash: string): void {
    this.statements.removeSession.run(idHash);
  }

  /** Removes sessions created at or before `createdBefore` or idle since `seenBefore`; returns how many. */
  removeExpiredSessions(createdBefore: number, seenBefore: number): number {
    return this.statements.removeExpiredSessions.run(createdBefore, seenBefore).changes;
  }

  /** Records a failed sign-in against each subject (keyed hashes), forgetting those older than `forgetBefore`. */
  addFailure(subjects: readonly string[], now: number, forgetBefore: number): void {
    this.db.transaction(() => {
      this.statements.removeOldFailures.run(forgetBefore);
      for (const subject of subjects) this.statements.addFailure.run(subject, now);
    })();
  }

  failuresSince(subject: string, since: number): number {
    return this.statements.failures.get(subject, since) as number;
  }

  clearFailures(subject: string): void {
    this.statements.clearFailures.run(subject);
  }

  removeOldFailures(before: number): number {
    return this.statements.removeOldFailures.run(before).changes;
  }
}

/** The display name an account gives itself (My account) by its e-mail; '' when it has none or no account has the e-mail. */
export function displayNameOf(db: Database.Database, email: string): string {
  const account = prepared(db, 'SELECT display_name FROM staff_accounts WHERE email = ?').get(email) as
    | { display_name: string }
    | undefined;
  return account?.display_name ?? '';
}
