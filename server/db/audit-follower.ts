// Follows the audit log from one reading to the next, for what is kept worked out from the content and brought up to
// date change by change (where each picture is used, the Translations list's states): every change of the content
// through this server writes an audit entry in its transaction, naming the item it changed. Everything is to be read
// again on the first reading, after a change another connection made (a CLI import writes no entry; SQLite's data
// version moves), and after a purge of the log's first entries or anything else that took entries away.
import type Database from 'better-sqlite3';

import { prepared } from './content-items.ts';
import type { ContentStore } from './content-store.ts';

/** What an entry of the audit log changed: an entity's item (its id; null for a whole list's or a new item's draft). */
export interface AuditChange {
  entity: string;
  entity_id: number | null;
  action: string;
}

/**
 * The log's first and last entries (0 for none), in one cheap statement: each from the log's id (min and max in one
 * SELECT would read every entry).
 */
function auditBounds(db: Database.Database): { first: number; last: number } {
  return prepared(
    db,
    'SELECT (SELECT ifnull(min(id), 0) FROM audit_log) AS first, (SELECT ifnull(max(id), 0) FROM audit_log) AS last',
  ).get() as {
    first: number;
    last: number;
  };
}

/** The entries after `afterId` up to `upTo`, oldest first: what each changed, without its versions. */
function changesBetween(db: Database.Database, afterId: number, upTo: number): AuditChange[] {
  return prepared(db, 'SELECT entity, entity_id, action FROM audit_log WHERE id > ? AND id <= ? ORDER BY id').all(
    afterId,
    upTo,
  ) as AuditChange[];
}

export class AuditFollower {
  private from: { first: number; last: number; outside: number } | undefined;

  constructor(private readonly store: ContentStore) {}

  /** The log's first and last entries at the last reading (0 for none). */
  get read(): { first: number; last: number } {
    return { first: this.from?.first ?? 0, last: this.from?.last ?? 0 };
  }

  /**
   * Since the last reading: 'everything' when all must be read again, else the entries written since (none: nothing
   * changed). Each call is a reading.
   */
  since(): 'everything' | AuditChange[] {
    const now = { ...auditBounds(this.store.db), outside: this.store.outsideVersion() };
    const from = this.from;
    this.from = now;
    // The log's first entry moved: a purge (not the first entry of an empty log), or the log was replaced.
    const purged = from !== undefined && from.first !== 0 && from.first !== now.first;
    if (!from || purged || from.outside !== now.outside || now.last < from.last) return 'everything';
    return now.last === from.last ? [] : changesBetween(this.store.db, from.last, now.last);
  }
}
