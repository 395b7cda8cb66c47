// The content_trash table: a deleted item with its children, as a snapshot, and where it stood.
import type Database from 'better-sqlite3';

import { prepared } from './content-items.ts';

type Db = Database.Database;

export interface TrashEntry {
  entry: number;
  kind: string;
  id: number;
  title: string;
  parent_id: number | null;
  position: number;
  deleted_at: string;
  deleted_by: string;
  /** Why it is here: deleted, or taken down at its time. */
  reason: TrashReason;
  /** The entry it went with and comes back with (a menu entry taken out with its page); null: its own. */
  with_entry: number | null;
}

export type TrashReason = 'delete' | 'take-down';

export interface TrashRow extends TrashEntry {
  snapshot_json: string;
}

export interface NewTrashEntry {
  kind: string;
  itemId: number;
  title: string;
  parentId: number | null;
  position: number;
  snapshot: unknown;
  deletedAt: string;
  deletedBy: string;
  reason?: TrashReason;
  withEntry?: number | null;
}

const SELECT = 'SELECT id AS entry, kind, item_id AS id, title, parent_id, position, deleted_at, deleted_by, reason, with_entry';

/** Stores an entry; answers its id. */
export function insertTrashEntry(db: Db, entry: NewTrashEntry): number {
  return Number(
    prepared(
      db,
      `INSERT INTO content_trash (kind, item_id, title, parent_id, position, snapshot_json, deleted_at, deleted_by, reason, with_entry)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      entry.kind,
      entry.itemId,
      entry.title,
      entry.parentId,
      entry.position,
      JSON.stringify(entry.snapshot),
      entry.deletedAt,
      entry.deletedBy,
      entry.reason ?? 'delete',
      entry.withEntry ?? null,
    ).lastInsertRowid,
  );
}

/** An entry that stands on its own: it went with no other, or the one it went with is no longer here. */
const OWN = 'with_entry IS NULL OR NOT EXISTS (SELECT 1 FROM content_trash AS went WHERE went.id = content_trash.with_entry)';

/** How many entries stand on their own. */
export function ownTrashCount(db: Db): number {
  return prepared(db, `SELECT COUNT(*) FROM content_trash WHERE ${OWN}`).pluck().get() as number;
}

/** A page of the entries that stand on their own, newest first, with those that went with them (oldest first). */
export function trashPage(db: Db, skip: number, size: number): { entries: TrashEntry[]; companions: TrashEntry[] } {
  const entries = prepared(db, `${SELECT} FROM content_trash WHERE ${OWN} ORDER BY content_trash.id DESC LIMIT ? OFFSET ?`).all(
    size,
    skip,
  ) as TrashEntry[];
  const ids = JSON.stringify(entries.map((entry) => entry.entry));
  const companions = prepared(
    db,
    `${SELECT} FROM content_trash WHERE with_entry IN (SELECT value FROM json_each(?)) ORDER BY content_trash.id`,
  ).all(ids) as TrashEntry[];
  return { entries, companions };
}

/** One entry with its snapshot. */
export function trashRow(db: Db, entryId: number): TrashRow | undefined {
  return prepared(db, `${SELECT}, snapshot_json FROM content_trash WHERE id = ?`).get(entryId) as TrashRow | undefined;
}

/** The entries that went with another (its page's menu entries), oldest first. */
export function companionRows(db: Db, entryId: number): TrashRow[] {
  return prepared(db, `${SELECT}, snapshot_json FROM content_trash WHERE with_entry = ? ORDER BY content_trash.id`).all(
    entryId,
  ) as TrashRow[];
}

export function deleteTrashEntry(db: Db, entryId: number): void {
  prepared(db, 'DELETE FROM content_trash WHERE id = ?').run(entryId);
}

/** Removes the entries deleted before a time (ISO 8601); answers how many. */
export function purgeTrash(db: Db, deletedBefore: string): number {
  return prepared(db, 'DELETE FROM content_trash WHERE deleted_at < ?').run(deletedBefore).changes;
}

/** The newest trash entry holding an item (it was deleted or taken down); undefined when none does. */
export function trashEntryOfItem(db: Db, kind: string, itemId: number): TrashEntry | undefined {
  return prepared(db, `${SELECT} FROM content_trash WHERE kind = ? AND item_id = ? ORDER BY content_trash.id DESC LIMIT 1`).get(
    kind,
    itemId,
  ) as TrashEntry | undefined;
}
