// Invitations to the staff area (docs/decisions/0019): an e-mail, the role it will have, who invited and
// until when, under the SHA-256 of the link's token (the token itself is never stored). A new invitation
// for an e-mail replaces the pending one; taking one removes it, so it opens once. Prepared statements only.
import type Database from 'better-sqlite3';

import type { StaffInvitation, StaffRole } from '../../common/staff-roles.ts';

export type { StaffInvitation };

export class StaffInvitations {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    this.statements = {
      removeFor: db.prepare('DELETE FROM staff_invitations WHERE email = ?'),
      add: db.prepare(
        'INSERT INTO staff_invitations (token_hash, email, role, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      byId: db.prepare('SELECT id, email, role, invited_by, created_at, expires_at FROM staff_invitations WHERE id = ?'),
      byToken: db.prepare(
        'SELECT id, email, role, invited_by, created_at, expires_at FROM staff_invitations WHERE token_hash = ? AND expires_at > ?',
      ),
      pending: db.prepare(
        'SELECT id, email, role, invited_by, created_at, expires_at FROM staff_invitations WHERE expires_at > ? ORDER BY created_at DESC, id DESC',
      ),
      remove: db.prepare('DELETE FROM staff_invitations WHERE id = ?'),
      removeExpired: db.prepare('DELETE FROM staff_invitations WHERE expires_at <= ?'),
    };
  }

  /** Stores an invitation (replacing a pending one for the same e-mail); returns it. */
  add(tokenHash: string, email: string, role: StaffRole, invitedBy: string, at: Date, expiresAt: Date): StaffInvitation {
    return this.db.transaction(() => {
      this.statements.removeFor.run(email);
      const id = Number(
        this.statements.add.run(tokenHash, email, role, invitedBy, at.toISOString(), expiresAt.toISOString()).lastInsertRowid,
      );
      return this.byId(id)!;
    })();
  }

  byId(id: number): StaffInvitation | undefined {
    return this.statements.byId.get(id) as StaffInvitation | undefined;
  }

  /** The invitation a token's hash opens, unless it has expired. */
  byToken(tokenHash: string, now: Date = new Date()): StaffInvitation | undefined {
    return this.statements.byToken.get(tokenHash, now.toISOString()) as StaffInvitation | undefined;
  }

  /** The invitations not yet taken or expired, newest first. */
  pending(now: Date = new Date()): StaffInvitation[] {
    return this.statements.pending.all(now.toISOString()) as StaffInvitation[];
  }

  /** Removes one; whether it was there (a token is taken once: the second taker finds nothing). */
  remove(id: number): boolean {
    return this.statements.remove.run(id).changes === 1;
  }

  removeExpired(now: Date = new Date()): number {
    return this.statements.removeExpired.run(now.toISOString()).changes;
  }
}
