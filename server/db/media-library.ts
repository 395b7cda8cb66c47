// The media table (migration 26, docs/media.md): one row per uploaded picture, named by its URL. Also the reads the
// library's "where it is used" needs (every live item's row of a kind, the trash's snapshots) and the lookup
// the public reads use to put a picture's library description where its own is empty.
import type Database from 'better-sqlite3';

import type { AltLookup } from '../../common/media/picture-alts.ts';
import type { PictureLookup } from '../../common/media/rich-text-pictures.ts';
import type { KindDeclaration } from '../../common/content-model/kinds.ts';

import { prepared, sqlOf } from './content-items.ts';
import type { Row } from './content-rows.ts';

type Db = Database.Database;

export interface MediaRow {
  id: number;
  /** The stored file's URL: /media/uploads/<name>. */
  url: string;
  /** The file's name as it was uploaded ('' when unknown: found on disk). */
  name: string;
  /** png, jpg, webp or svg. */
  type: string;
  width: number | null;
  height: number | null;
  /** The stored file's size, its copies not counted. */
  bytes: number;
  /** The description read out to visitors who cannot see it; '' for none yet. */
  alt: string;
  /** Marked as decoration: its description stays empty on purpose, and the editor does not ask for one. */
  decorative: boolean;
  /** ISO 8601, UTC. */
  uploaded_at: string;
  /** Who uploaded it; null: found on disk, uploaded before the library. */
  uploaded_by: string | null;
}

const COLUMNS = 'id, url, name, type, width, height, bytes, alt, decorative, uploaded_at, uploaded_by';

type StoredRow = Omit<MediaRow, 'decorative'> & { decorative: number };
const rowOf = (stored: StoredRow | undefined): MediaRow | undefined => stored && { ...stored, decorative: stored.decorative !== 0 };

/** Records a picture; a URL already recorded keeps its row. Answers the row. */
export function recordMedia(db: Db, media: Omit<MediaRow, 'id' | 'alt' | 'decorative'>): MediaRow {
  prepared(
    db,
    `INSERT INTO media (url, name, type, width, height, bytes, uploaded_at, uploaded_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (url) DO NOTHING`,
  ).run(media.url, media.name, media.type, media.width, media.height, media.bytes, media.uploaded_at, media.uploaded_by);
  return mediaByUrl(db, media.url)!;
}

export function mediaByUrl(db: Db, url: string): MediaRow | undefined {
  return rowOf(prepared(db, `SELECT ${COLUMNS} FROM media WHERE url = ?`).get(url) as StoredRow | undefined);
}

export function mediaById(db: Db, id: number): MediaRow | undefined {
  return rowOf(prepared(db, `SELECT ${COLUMNS} FROM media WHERE id = ?`).get(id) as StoredRow | undefined);
}

const NEWEST_FIRST = 'ORDER BY uploaded_at DESC, id DESC';

/** Every picture, newest first. */
export function mediaRows(db: Db): MediaRow[] {
  return (prepared(db, `SELECT ${COLUMNS} FROM media ${NEWEST_FIRST}`).all() as StoredRow[]).map((row) => rowOf(row)!);
}

/** How many pictures the library has. */
export function mediaCount(db: Db): number {
  return prepared(db, 'SELECT count(*) FROM media').pluck().get() as number;
}

/** The pictures from the `offset`th newest on, at most `limit` of them. */
export function mediaRowsFrom(db: Db, offset: number, limit: number): MediaRow[] {
  return (prepared(db, `SELECT ${COLUMNS} FROM media ${NEWEST_FIRST} LIMIT ? OFFSET ?`).all(limit, offset) as StoredRow[]).map((row) =>
    rowOf(row)!,
  );
}

/** What a search of the library reads of each picture, newest first: its id, description, uploaded name and URL. */
export function mediaSearchTexts(db: Db): Pick<MediaRow, 'id' | 'alt' | 'name' | 'url'>[] {
  return prepared(db, `SELECT id, alt, name, url FROM media ${NEWEST_FIRST}`).all() as Pick<MediaRow, 'id' | 'alt' | 'name' | 'url'>[];
}

/** The pictures of these ids, in the order given (an id not found left out). */
export function mediaRowsOf(db: Db, ids: readonly number[]): MediaRow[] {
  if (ids.length === 0) return [];
  const rows = prepared(db, `SELECT ${COLUMNS} FROM media WHERE id IN (SELECT value FROM json_each(?))`).all(
    JSON.stringify(ids),
  ) as StoredRow[];
  const byId = new Map(rows.map((row) => [row.id, rowOf(row)!]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function setMediaAlt(db: Db, id: number, alt: string, decorative: boolean): void {
  prepared(db, 'UPDATE media SET alt = ?, decorative = ? WHERE id = ?').run(alt, decorative ? 1 : 0, id);
}

/**
 * Gives the picture at a URL this description when the library has none and it is not marked as decoration; a
 * description staff wrote in the library is never replaced. Answers the row's id when it did.
 */
export function describeMediaIfUndescribed(db: Db, url: string, alt: string): number | undefined {
  return prepared(db, "UPDATE media SET alt = ? WHERE url = ? AND alt = '' AND decorative = 0 RETURNING id").pluck().get(alt, url) as
    | number
    | undefined;
}

export function deleteMediaRow(db: Db, id: number): void {
  prepared(db, 'DELETE FROM media WHERE id = ?').run(id);
}

/**
 * The library's description of an upload by its path, read once per path for the caller (a public read).
 */
export function libraryAltLookup(db: Db): AltLookup {
  const statement = prepared(db, "SELECT alt FROM media WHERE url = ? AND alt <> ''").pluck();
  const seen = new Map<string, string | undefined>();
  return (path) => {
    if (!seen.has(path)) seen.set(path, statement.get(path) as string | undefined);
    return seen.get(path);
  };
}

/**
 * The library's picture at an upload's path, its stored size, read once per path for the caller (a public read).
 */
export function libraryPictureLookup(db: Db): PictureLookup {
  const statement = prepared(db, 'SELECT width, height FROM media WHERE url = ?');
  const seen = new Map<string, ReturnType<PictureLookup>>();
  return (path) => {
    if (!seen.has(path)) seen.set(path, statement.get(path) as ReturnType<PictureLookup>);
    return seen.get(path);
  };
}

/** Every live item's row of a kind, in no particular order. */
export function allRowsOf(db: Db, kind: KindDeclaration): Row[] {
  return prepared(db, sqlOf(kind).select).all() as Row[];
}

export interface TrashSnapshot {
  entry: number;
  kind: string;
  id: number;
  title: string;
  snapshot_json: string;
}

/** Every item in Recently deleted, with the snapshot it can be brought back from. */
export function trashSnapshots(db: Db): TrashSnapshot[] {
  return prepared(
    db,
    'SELECT id AS entry, kind, item_id AS id, title, snapshot_json FROM content_trash ORDER BY content_trash.id',
  ).all() as TrashSnapshot[];
}

/**
 * The pending drafts and Recently deleted as they stand, in one cheap statement: a draft saved, published or thrown
 * away, and an item put in Recently deleted, brought back or purged, each moves it.
 */
export function draftsAndTrashState(db: Db): { drafts: string; trash: string } {
  return prepared(
    db,
    `SELECT (SELECT count(*) || ':' || ifnull(max(updated_at), '') || ':' || ifnull(max(id), 0) FROM content_drafts) AS drafts,
       (SELECT count(*) || ':' || ifnull(max(id), 0) FROM content_trash) AS trash`,
  ).get() as { drafts: string; trash: string };
}

export interface HistoryEntry {
  id: number;
  entity: string;
  entity_id: number;
  before_json: string | null;
  after_json: string | null;
}

/**
 * Whether a privacy erasure was logged after `afterId`: it rewrote earlier entries in place (a text naming the person
 * replaced), which may have taken a picture's address out of an item's history. Reads only the entries after `afterId`.
 */
export function erasureLoggedSince(db: Db, afterId: number): boolean {
  return prepared(db, "SELECT 1 FROM audit_log WHERE id > ? AND action = 'privacy-erase' LIMIT 1").get(afterId) !== undefined;
}

/**
 * The audit log's entries after `afterId` of items of these entities (the content kinds') that name an upload in the
 * version before or after the change: an item's history, read from where the last reading ended. Only the entries after
 * `afterId` are read (`+entity` keeps SQLite on the log's id rather than the index of every entity's entries).
 */
export function historyEntriesNamingUploads(db: Db, entities: readonly string[], afterId: number): HistoryEntry[] {
  if (entities.length === 0) return [];
  return prepared(
    db,
    `SELECT id, entity, entity_id, before_json, after_json FROM audit_log
     WHERE id > ? AND entity_id IS NOT NULL AND +entity IN (${entities.map(() => '?').join(', ')})
       AND (instr(before_json, '/media/uploads/') > 0 OR instr(after_json, '/media/uploads/') > 0)
     ORDER BY id`,
  ).all(afterId, ...entities) as HistoryEntry[];
}
