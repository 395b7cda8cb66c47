// Password resets by e-mail (docs/decisions/0021): the SHA-256 of the link's token (never the token), the
// account, and until when it opens (30 minutes). A new request replaces the account's pending one; taking one
// removes it, so a link opens once. Prepared statements only.
import type Database from 'better-sqlite3';

export class StaffPasswordResets {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    this.statements = {
      removeFor: db.prepare('DELETE FROM staff_password_resets WHERE account_id = ?'),
      add: db.prepare('INSERT INTO staff_password_resets (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)'),
      byToken: db.prepare('SELECT account_id FROM staff_password_resets WHERE token_hash = ? AND expires_at > ?').pluck(),
      take: db.prepare('DELETE FROM staff_password_resets WHERE token_hash = ? AND expires_at > ?'),
      removeExpired: db.prepare('DELETE FROM staff_password_resets WHERE expires_at <= ?'),
    };
  }

  /** Stores a reset for the account, replacing a pending one. */
  add(tokenHash: string, accountId: number, at: Date, expiresAt: Date): void {
    this.db.transaction(() => {
      this.statements.removeFor.run(accountId);
      this.statements.add.run(tokenHash, accountId, at.toISOString(), expiresAt.toISOString());
    })();
  }

  /** The account a token's hash opens, unless it has expired or was used. */
  accountFor(tokenHash: string, now: Date = new Date()): number | undefined {
    return this.statements.byToken.get(tokenHash, now.toISOString()) as number | undefined;
  }

  /** Uses the link up; whether it was still there (the second of two requests finds nothing). */
  take(tokenHash: string, now: Date = new Date()): boolean {
    return this.statements.take.run(tokenHash, now.toISOString()).changes === 1;
  }

  /** Forgets the account's pending links (its password was set another way). */
  removeFor(accountId: number): void {
    this.statements.removeFor.run(accountId);
  }

  removeExpired(now: Date = new Date()): number {
    return this.statements.removeExpired.run(now.toISOString()).changes;
  }
}
