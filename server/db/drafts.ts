// The content_drafts table: one pending draft per item (or a new item of a list), its values as JSON.
// The editor's drafts (server/content-editor/drafts.ts) run these inside its write transaction.
import type Database from 'better-sqlite3';

import { prepared } from './content-items.ts';

type Db = Database.Database;

export interface DraftRow {
  id: number;
  kind: string;
  item_id: number | null;
  parent_id: number | null;
  base_version: number | null;
  values_json: string;
  position: number | null;
  publish_at: string | null;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

/** Who writes a draft, and when (ISO 8601): its creator and last editor at first. */
export interface DraftAuthor {
  actor: string;
  at: string;
}

/** A draft of a new item of a list; answers its id. */
export function insertNewItemDraft(
  db: Db,
  kind: string,
  parentId: number | null,
  values: unknown,
  publishAt: string | null,
  { actor, at }: DraftAuthor,
): number {
  return Number(
    prepared(
      db,
      `INSERT INTO content_drafts (kind, item_id, parent_id, base_version, values_json, publish_at, created_by, created_at, updated_by, updated_at)
       VALUES (?, NULL, ?, NULL, ?, ?, ?, ?, ?, ?)`,
    ).run(kind, parentId, JSON.stringify(values), publishAt, actor, at, actor, at).lastInsertRowid,
  );
}

/** A draft of an item's fields, made from its version `baseVersion`. */
export function insertItemDraft(
  db: Db,
  kind: string,
  itemId: number,
  baseVersion: number,
  values: unknown,
  publishAt: string | null,
  { actor, at }: DraftAuthor,
): void {
  prepared(
    db,
    `INSERT INTO content_drafts (kind, item_id, parent_id, base_version, values_json, publish_at, created_by, created_at, updated_by, updated_at)
     VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(kind, itemId, baseVersion, JSON.stringify(values), publishAt, actor, at, actor, at);
}

/** A draft of an item's move (to another parent, or null for its own list, and a place in the list). */
export function insertMoveDraft(
  db: Db,
  kind: string,
  itemId: number,
  parentId: number | null,
  baseVersion: number,
  values: unknown,
  position: number,
  { actor, at }: DraftAuthor,
): void {
  prepared(
    db,
    `INSERT INTO content_drafts (kind, item_id, parent_id, base_version, values_json, position, publish_at, created_by, created_at, updated_by, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
  ).run(kind, itemId, parentId, baseVersion, JSON.stringify(values), position, actor, at, actor, at);
}

export function updateDraftValues(db: Db, draftId: number, values: unknown, publishAt: string | null, { actor, at }: DraftAuthor): void {
  prepared(db, 'UPDATE content_drafts SET values_json = ?, publish_at = ?, updated_by = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify(values),
    publishAt,
    actor,
    at,
    draftId,
  );
}

export function updateDraftPlace(db: Db, draftId: number, parentId: number | null, position: number, { actor, at }: DraftAuthor): void {
  prepared(db, 'UPDATE content_drafts SET parent_id = ?, position = ?, updated_by = ?, updated_at = ? WHERE id = ?').run(
    parentId,
    position,
    actor,
    at,
    draftId,
  );
}

export function draftRow(db: Db, draftId: number): DraftRow | undefined {
  return prepared(db, 'SELECT * FROM content_drafts WHERE id = ?').get(draftId) as DraftRow | undefined;
}

/** The pending draft of an item, if it has one. */
export function itemDraftRow(db: Db, kind: string, itemId: number): DraftRow | undefined {
  return prepared(db, 'SELECT * FROM content_drafts WHERE kind = ? AND item_id = ?').get(kind, itemId) as DraftRow | undefined;
}

/** Every pending draft, oldest first. */
export function draftRows(db: Db): DraftRow[] {
  return prepared(db, 'SELECT * FROM content_drafts ORDER BY id').all() as DraftRow[];
}

export function deleteDraft(db: Db, draftId: number): void {
  prepared(db, 'DELETE FROM content_drafts WHERE id = ?').run(draftId);
}

/** The drafts whose publishing time (ISO 8601) has come, oldest first. */
export function dueDrafts(db: Db, now: string): { kind: string; item_id: number | null; id: number }[] {
  return prepared(db, 'SELECT kind, item_id, id FROM content_drafts WHERE publish_at IS NOT NULL AND publish_at <= ? ORDER BY id').all(
    now,
  ) as {
    kind: string;
    item_id: number | null;
    id: number;
  }[];
}

/** How many pending drafts wait for a time of their own. */
export function scheduledDraftCount(db: Db): number {
  return prepared(db, 'SELECT count(*) FROM content_drafts WHERE publish_at IS NOT NULL').pluck().get() as number;
}
