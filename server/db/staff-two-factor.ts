// Two-factor sign-in's rows (docs/decisions/0021): an account's TOTP secret (enabled once a code confirmed it),
// the last time step a code was accepted for, the SHA-256 of its recovery codes, and the sign-ins waiting for
// their code (under the SHA-256 of the browser's cookie). This module only stores: codes are checked in
// server/account/two-factor.ts. Every "use" is one UPDATE whose WHERE clause makes it single: two requests
// with the same code cannot both pass. Prepared statements only; the secret is never logged.
import type Database from 'better-sqlite3';

export interface TwoFactorSecret {
  secret: string;
  /** ISO 8601, UTC; null while it is being set up. */
  enabled_at: string | null;
  last_step: number;
}

export type RecoveryUse = 'used' | 'spent' | 'unknown';

export class StaffTwoFactor {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    this.statements = {
      secretOf: db.prepare('SELECT secret, enabled_at, last_step FROM staff_two_factor WHERE account_id = ?'),
      enabled: db.prepare('SELECT 1 FROM staff_two_factor WHERE account_id = ? AND enabled_at IS NOT NULL').pluck(),
      begin: db.prepare(
        `INSERT INTO staff_two_factor (account_id, secret, created_at) VALUES (?, ?, ?)
         ON CONFLICT (account_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at, last_step = 0
         WHERE staff_two_factor.enabled_at IS NULL`,
      ),
      enable: db.prepare(
        'UPDATE staff_two_factor SET enabled_at = ?, last_step = ? WHERE account_id = ? AND enabled_at IS NULL AND secret = ?',
      ),
      remove: db.prepare('DELETE FROM staff_two_factor WHERE account_id = ?'),
      useStep: db.prepare('UPDATE staff_two_factor SET last_step = ? WHERE account_id = ? AND enabled_at IS NOT NULL AND last_step < ?'),
      removeCodes: db.prepare('DELETE FROM staff_recovery_codes WHERE account_id = ?'),
      addCode: db.prepare('INSERT INTO staff_recovery_codes (account_id, code_hash) VALUES (?, ?)'),
      useCode: db.prepare('UPDATE staff_recovery_codes SET used_at = ? WHERE account_id = ? AND code_hash = ? AND used_at IS NULL'),
      codeKnown: db.prepare('SELECT 1 FROM staff_recovery_codes WHERE account_id = ? AND code_hash = ?').pluck(),
      codesLeft: db.prepare('SELECT count(*) FROM staff_recovery_codes WHERE account_id = ? AND used_at IS NULL').pluck(),
      addPending: db.prepare('INSERT INTO staff_pending_sign_ins (id_hash, account_id, created_at) VALUES (?, ?, ?)'),
      pending: db.prepare('SELECT account_id FROM staff_pending_sign_ins WHERE id_hash = ? AND created_at > ?').pluck(),
      removePending: db.prepare('DELETE FROM staff_pending_sign_ins WHERE id_hash = ?'),
      removeOldPending: db.prepare('DELETE FROM staff_pending_sign_ins WHERE created_at <= ?'),
    };
  }

  /** The account's secret and state (undefined: two-factor sign-in was never set up). */
  secretOf(accountId: number): TwoFactorSecret | undefined {
    return this.statements.secretOf.get(accountId) as TwoFactorSecret | undefined;
  }

  /** Whether the account signs in with a code. */
  isEnabled(accountId: number): boolean {
    return this.statements.enabled.get(accountId) === 1;
  }

  /** Keeps a new secret being set up (replacing one not yet confirmed); false when two-factor sign-in is on already. */
  begin(accountId: number, secret: string, at: Date = new Date()): boolean {
    return this.statements.begin.run(accountId, secret, at.toISOString()).changes === 1;
  }

  /**
   * Turns it on for the secret that was confirmed (at time step `step`), with new recovery codes (their
   * hashes); false when that secret is no longer the one being set up.
   */
  enable(accountId: number, secret: string, step: number, codeHashes: readonly string[], at: Date = new Date()): boolean {
    return this.db.transaction(() => {
      if (this.statements.enable.run(at.toISOString(), step, accountId, secret).changes !== 1) return false;
      this.statements.removeCodes.run(accountId);
      for (const hash of codeHashes) this.statements.addCode.run(accountId, hash);
      return true;
    })();
  }

  /** Puts new recovery codes (their hashes) in place of every earlier one, used or not. */
  replaceRecoveryCodes(accountId: number, codeHashes: readonly string[]): void {
    this.db.transaction(() => {
      this.statements.removeCodes.run(accountId);
      for (const hash of codeHashes) this.statements.addCode.run(accountId, hash);
    })();
  }

  /** Turns it off: the secret and the recovery codes go. */
  disable(accountId: number): void {
    this.db.transaction(() => {
      this.statements.remove.run(accountId);
      this.statements.removeCodes.run(accountId);
    })();
  }

  /** Records that a code of time step `step` was accepted; false when that step or a later one was already (a replay). */
  useStep(accountId: number, step: number): boolean {
    return this.statements.useStep.run(step, accountId, step).changes === 1;
  }

  /** Uses a recovery code up: 'used' now, 'spent' when it was used before, 'unknown' when it is none of the account's. */
  useRecoveryCode(accountId: number, codeHash: string, at: Date = new Date()): RecoveryUse {
    if (this.statements.useCode.run(at.toISOString(), accountId, codeHash).changes === 1) return 'used';
    return this.statements.codeKnown.get(accountId, codeHash) === 1 ? 'spent' : 'unknown';
  }

  recoveryCodesLeft(accountId: number): number {
    return this.statements.codesLeft.get(accountId) as number;
  }

  /** A sign-in whose password was right, waiting for its code (ms since the epoch). */
  addPending(idHash: string, accountId: number, now: number): void {
    this.statements.addPending.run(idHash, accountId, now);
  }

  /** The account a waiting sign-in is for, unless it started at or before `since`. */
  pending(idHash: string, since: number): number | undefined {
    return this.statements.pending.get(idHash, since) as number | undefined;
  }

  /** Ends a waiting sign-in; whether it was still there (of two requests, one takes it). */
  removePending(idHash: string): boolean {
    return this.statements.removePending.run(idHash).changes === 1;
  }

  removeOldPending(before: number): number {
    return this.statements.removeOldPending.run(before).changes;
  }
}
