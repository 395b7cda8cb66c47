// The audit log: one row per change made by staff (or by the server on its own, such as the
// retention purge): who, when, which record, what, and the record before and after as JSON. Content
// edits write here through the same function. Call it inside the change's transaction, so a change
// is never stored without its entry.
import type Database from 'better-sqlite3';

export interface AuditEntry {
  /** The staff member's e-mail, or `system:<job>` for the server's own changes. */
  actor: string;
  /** The kind of record: 'enquiry', 'service', … */
  entity: string;
  /** The record's id; null for a change to many (an export, a purge). */
  entityId: number | null;
  /** What was done: 'status', 'note', 'delete', 'export', 'purge', 'update', … */
  action: string;
  /** The record before the change (undefined: none, as for a creation). */
  before?: unknown;
  /** The record after the change (undefined: none, as for a deletion). */
  after?: unknown;
}

export interface AuditRecord {
  id: number;
  actor: string;
  /** ISO 8601, UTC. */
  at: string;
  entity: string;
  entity_id: number | null;
  action: string;
  before: unknown;
  after: unknown;
}

interface AuditRow extends Omit<AuditRecord, 'before' | 'after'> {
  before_json: string | null;
  after_json: string | null;
}

const statements = new WeakMap<Database.Database, { insert: Database.Statement; history: Database.Statement }>();

function prepared(db: Database.Database) {
  let cached = statements.get(db);
  if (!cached) {
    cached = {
      insert: db.prepare(
        'INSERT INTO audit_log (actor, at, entity, entity_id, action, before_json, after_json) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      history: db.prepare(
        'SELECT id, actor, at, entity, entity_id, action, before_json, after_json FROM audit_log WHERE entity = ? AND entity_id = ? ORDER BY id DESC LIMIT ?',
      ),
    };
    statements.set(db, cached);
  }
  return cached;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Writes one entry; returns its id. */
export function recordAudit(db: Database.Database, entry: AuditEntry, at: Date = new Date()): number {
  const { insert } = prepared(db);
  const result = insert.run(entry.actor, at.toISOString(), entry.entity, entry.entityId, entry.action, json(entry.before), json(entry.after));
  return Number(result.lastInsertRowid);
}

/** The entries of one record, newest first. */
export function auditHistory(db: Database.Database, entity: string, entityId: number, limit = 100): AuditRecord[] {
  const rows = prepared(db).history.all(entity, entityId, limit) as AuditRow[];
  return rows.map(({ before_json, after_json, ...row }) => ({
    ...row,
    before: before_json === null ? undefined : (JSON.parse(before_json) as unknown),
    after: after_json === null ? undefined : (JSON.parse(after_json) as unknown),
  }));
}

/** The latest entry of one record (none: it has no entry yet). */
export function latestAudit(db: Database.Database, entity: string, entityId: number): AuditRecord | undefined {
  return auditHistory(db, entity, entityId, 1)[0];
}

/**
 * Carries an entry on to a later state of its record: its `after` and its time become the new ones, its
 * `before` stays. For a change made in small steps that is one change to the people reading the log
 * (the steps of one move); the entry keeps its id, so the log keeps its order.
 */
export function extendAudit(db: Database.Database, id: number, after: unknown, at: Date = new Date()): void {
  db.prepare('UPDATE audit_log SET after_json = ?, at = ? WHERE id = ?').run(json(after), at.toISOString(), id);
}
