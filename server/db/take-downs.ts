// Taking pages and articles down: content_take_downs holds when a live item leaves the site on its own (and
// where its address then sends visitors), content_gone the addresses of what was taken down, which answer
// 410 Gone (or follow the redirect made for them) until the item comes back from Recently deleted.
import type Database from 'better-sqlite3';

import { prepared } from './content-items.ts';

type Db = Database.Database;

export interface TakeDownRow {
  kind: string;
  item_id: number;
  /** ISO 8601, UTC. */
  at: string;
  /** Where the address sends visitors once it is down; null: 410 Gone. */
  send_to: string | null;
  scheduled_by: string;
  scheduled_at: string;
}

export interface GoneRow {
  path: string;
  kind: string;
  item_id: number;
  /** The trash entry its item waits in; null once that entry is purged (the address stays gone). */
  trash_entry: number | null;
  /** Where the address sends visitors (302); null: 410 Gone. */
  send_to: string | null;
  gone_at: string;
}

/** Sets (or moves) when an item is taken down. */
export function upsertTakeDown(db: Db, row: TakeDownRow): void {
  prepared(
    db,
    `INSERT INTO content_take_downs (kind, item_id, at, send_to, scheduled_by, scheduled_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (kind, item_id) DO UPDATE SET at = excluded.at, send_to = excluded.send_to,
       scheduled_by = excluded.scheduled_by, scheduled_at = excluded.scheduled_at`,
  ).run(row.kind, row.item_id, row.at, row.send_to, row.scheduled_by, row.scheduled_at);
}

export function deleteTakeDown(db: Db, kind: string, itemId: number): void {
  prepared(db, 'DELETE FROM content_take_downs WHERE kind = ? AND item_id = ?').run(kind, itemId);
}

export function takeDownOf(db: Db, kind: string, itemId: number): TakeDownRow | undefined {
  return prepared(db, 'SELECT * FROM content_take_downs WHERE kind = ? AND item_id = ?').get(kind, itemId) as TakeDownRow | undefined;
}

/** Every scheduled take-down, soonest first. */
export function takeDownRows(db: Db): TakeDownRow[] {
  return prepared(db, 'SELECT * FROM content_take_downs ORDER BY at, kind, item_id').all() as TakeDownRow[];
}

/** The take-downs whose time (ISO 8601) has come, soonest first. */
export function dueTakeDowns(db: Db, now: string): TakeDownRow[] {
  return prepared(db, 'SELECT * FROM content_take_downs WHERE at <= ? ORDER BY at, kind, item_id').all(now) as TakeDownRow[];
}

/** Keeps an address as taken down (a second take-down of the same address replaces the first). */
export function insertGone(db: Db, row: GoneRow): void {
  prepared(db, `INSERT OR REPLACE INTO content_gone (path, kind, item_id, trash_entry, send_to, gone_at) VALUES (?, ?, ?, ?, ?, ?)`).run(
    row.path,
    row.kind,
    row.item_id,
    row.trash_entry,
    row.send_to,
    row.gone_at,
  );
}

/** The item of a trash entry came back: its addresses are its own again. */
export function deleteGoneOfEntry(db: Db, entry: number): void {
  prepared(db, 'DELETE FROM content_gone WHERE trash_entry = ?').run(entry);
}

/** Every address of what was taken down, with where it sends visitors (null: 410 Gone). */
export function goneRows(db: Db): GoneRow[] {
  return prepared(db, 'SELECT * FROM content_gone ORDER BY path').all() as GoneRow[];
}

/** A path is no longer gone: a page or a redirect was made at it. */
export function deleteGonePath(db: Db, path: string): void {
  prepared(db, 'DELETE FROM content_gone WHERE path = ?').run(path);
}

/** The trash entries of taken-down items that were purged: their addresses stay gone, with no entry to come back from. */
export function forgetPurgedEntries(db: Db): void {
  prepared(db, 'UPDATE content_gone SET trash_entry = NULL WHERE trash_entry NOT IN (SELECT id FROM content_trash)').run();
}
