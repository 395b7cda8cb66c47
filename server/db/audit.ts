// The audit log: one row per change made by staff (or by the server on its own, such as the
// retention purge): who, when, which record, what, and the record before and after as JSON. Content
// edits write here through the same function. Call it inside the change's transaction, so a change
// is never stored without its entry.
import type Database from 'better-sqlite3';

import { prepared } from './content-items.ts';

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

/** An audit entry as stored: its before and after as JSON, not read (the privacy answer, an erasure's rewrite). */
export interface StoredAuditEntry extends Omit<AuditRecord, 'before' | 'after'> {
  before_json: string | null;
  after_json: string | null;
}

const statements = new WeakMap<Database.Database, { insert: Database.Statement; history: Database.Statement }>();

function statementsOf(db: Database.Database) {
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
  const { insert } = statementsOf(db);
  const result = insert.run(
    entry.actor,
    at.toISOString(),
    entry.entity,
    entry.entityId,
    entry.action,
    json(entry.before),
    json(entry.after),
  );
  return Number(result.lastInsertRowid);
}

/** The entries of one record, newest first. */
export function auditHistory(db: Database.Database, entity: string, entityId: number, limit = 100): AuditRecord[] {
  const rows = statementsOf(db).history.all(entity, entityId, limit) as StoredAuditEntry[];
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

/** Who changed a record last other than `actor`, and when (none: nobody else ever has). */
export function latestChangeByOthers(
  db: Database.Database,
  entity: string,
  entityId: number,
  actor: string,
): { actor: string; at: string } | undefined {
  return prepared(
    db,
    'SELECT actor, at FROM audit_log WHERE entity = ? AND entity_id = ? AND actor != ? AND after_json IS NOT NULL ORDER BY id DESC LIMIT 1',
  ).get(entity, entityId, actor) as { actor: string; at: string } | undefined;
}

/**
 * Carries an entry on to a later state of its record: its `after` and its time become the new ones, its
 * `before` stays. For a change made in small steps that is one change to the people reading the log
 * (the steps of one move); the entry keeps its id, so the log keeps its order.
 */
export function extendAudit(db: Database.Database, id: number, after: unknown, at: Date = new Date()): void {
  prepared(db, 'UPDATE audit_log SET after_json = ?, at = ? WHERE id = ?').run(json(after), at.toISOString(), id);
}

/** One entry of a record as stored (its JSON unread), if the record has an entry with this id. */
export function auditEntry(
  db: Database.Database,
  entity: string,
  entityId: number,
  entryId: number,
): Pick<StoredAuditEntry, 'action' | 'before_json' | 'after_json'> | undefined {
  return prepared(db, 'SELECT action, before_json, after_json FROM audit_log WHERE id = ? AND entity = ? AND entity_id = ?').get(
    entryId,
    entity,
    entityId,
  ) as Pick<StoredAuditEntry, 'action' | 'before_json' | 'after_json'> | undefined;
}

/** An entry and one of its states as JSON (the item's fields as the entry recorded them). */
export interface AuditState {
  id: number;
  json: string;
}

/** An entry that moved the item's version (a draft's entry keeps it; an order's entry has none). */
const MOVED_VERSION = `(before_json IS NULL OR json_extract(after_json, '$.version') > json_extract(before_json, '$.version'))`;

/** The 'after' of the latest entry that made a version of the item (an update, a publish, a creation, a return from the trash). */
export function stateMadeAt(db: Database.Database, entity: string, entityId: number, version: number): AuditState | undefined {
  return prepared(
    db,
    `SELECT id, after_json AS json FROM audit_log WHERE entity = ? AND entity_id = ? AND json_extract(after_json, '$.version') = ? AND ${MOVED_VERSION}
     ORDER BY id DESC LIMIT 1`,
  ).get(entity, entityId, version) as AuditState | undefined;
}

/** The 'before' of the latest entry that left a version of the item for a later one. */
export function stateLeftAt(db: Database.Database, entity: string, entityId: number, version: number): AuditState | undefined {
  return prepared(
    db,
    `SELECT id, before_json AS json FROM audit_log WHERE entity = ? AND entity_id = ? AND json_extract(before_json, '$.version') = ?
     AND json_extract(after_json, '$.version') > ? ORDER BY id DESC LIMIT 1`,
  ).get(entity, entityId, version, version) as AuditState | undefined;
}

/** The 'before' of the latest move that passed through a version of the item (the steps of one move share an entry). */
export function stateBeforeMoveThrough(db: Database.Database, entity: string, entityId: number, version: number): AuditState | undefined {
  return prepared(
    db,
    `SELECT id, before_json AS json FROM audit_log WHERE entity = ? AND entity_id = ? AND action = 'move'
     AND json_extract(before_json, '$.version') < ? AND json_extract(after_json, '$.version') > ? ORDER BY id DESC LIMIT 1`,
  ).get(entity, entityId, version, version) as AuditState | undefined;
}

/** Who moved the item's version from an entry on, first one first. */
export function versionActorsSince(db: Database.Database, entity: string, entityId: number, fromEntry: number): string[] {
  return prepared(
    db,
    `SELECT actor FROM audit_log WHERE entity = ? AND entity_id = ? AND id >= ? AND after_json IS NOT NULL AND ${MOVED_VERSION}
     GROUP BY actor ORDER BY min(id)`,
  )
    .pluck()
    .all(entity, entityId, fromEntry) as string[];
}

/** What the activity log is filtered by: an actor, an action, times (ISO 8601, UTC: from included, to not); null for any. */
export interface AuditBounds {
  actor: string | null;
  action: string | null;
  from: string | null;
  to: string | null;
}

const WHERE = `WHERE (@actor IS NULL OR actor = @actor) AND (@action IS NULL OR action = @action)
  AND (@from IS NULL OR at >= @from) AND (@to IS NULL OR at < @to)`;

/** A state as stored; unreadable JSON reads as none (the log is shown whatever it holds). */
const lenient = (stored: string | null): unknown => {
  if (stored === null) return undefined;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return undefined;
  }
};

/** The whole log, read page by page, newest first (the owners' Activity page). */
export class AuditLog {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      page: db.prepare(
        `SELECT id, actor, at, entity, entity_id, action, before_json, after_json FROM audit_log ${WHERE} ORDER BY id DESC LIMIT @limit OFFSET @offset`,
      ),
      count: db.prepare(`SELECT count(*) FROM audit_log ${WHERE}`).pluck(),
      actors: db.prepare('SELECT DISTINCT actor FROM audit_log ORDER BY actor').pluck(),
      actions: db.prepare('SELECT DISTINCT action FROM audit_log ORDER BY action').pluck(),
    };
  }

  page(bounds: AuditBounds, limit: number, offset: number): AuditRecord[] {
    const rows = this.statements.page.all({ ...bounds, limit, offset }) as StoredAuditEntry[];
    return rows.map(({ before_json, after_json, ...row }) => ({ ...row, before: lenient(before_json), after: lenient(after_json) }));
  }

  count(bounds: AuditBounds): number {
    return this.statements.count.get(bounds) as number;
  }

  /** Everyone who is in the log. */
  actors(): string[] {
    return this.statements.actors.all() as string[];
  }

  /** Everything that was done, as the log names it. */
  actions(): string[] {
    return this.statements.actions.all() as string[];
  }
}

/** The id of the newest entry (0 for none): a change's entries are those after it. */
export function lastAuditId(db: Database.Database): number {
  return (prepared(db, 'SELECT coalesce(max(id), 0) FROM audit_log').pluck().get() as number) ?? 0;
}

/** What a change wrote to the log after an entry: which record, what was done, and the record before and after. */
export interface AuditedChange {
  entity: string;
  entity_id: number | null;
  action: string;
  before: unknown;
  after: unknown;
}

/** The entries written after `afterId`, oldest first. */
export function auditedSince(db: Database.Database, afterId: number): AuditedChange[] {
  const rows = prepared(db, 'SELECT entity, entity_id, action, before_json, after_json FROM audit_log WHERE id > ? ORDER BY id').all(
    afterId,
  ) as (Omit<AuditedChange, 'before' | 'after'> & { before_json: string | null; after_json: string | null })[];
  return rows.map(({ before_json, after_json, ...row }) => ({
    ...row,
    before: before_json === null ? undefined : JSON.parse(before_json),
    after: after_json === null ? undefined : JSON.parse(after_json),
  }));
}
