// The content_drafts table: one pending draft per item (or a new item of a list), its values as JSON, with
// every version it had (content_draft_versions: what a colleague's later save is merged against). A draft
// whose item is in the trash waits there with it (trash_entry), out of the pending list. The editor's drafts
// (server/content-editor/drafts.ts) run these inside its write transaction.
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
  /** When the item leaves the site once the draft is live (ISO 8601, UTC); null: it stays. */
  unpublish_at: string | null;
  /** Where its address sends visitors then; null: 410 Gone. */
  unpublish_to: string | null;
  /** 1: a save set the take-down above, and publishing applies it; 0: it follows the live item's (both null). */
  take_down_set: number;
  /** Its review: a writer submitted it ('in-review') or a reviewer sent it back ('sent-back'); null: none. */
  review: DraftReview | null;
  /** The trash entry it waits in with its item; null: pending. */
  trash_entry: number | null;
  /** Counts its saves: 1 when made, one more with each save (the If-Match of PATCH …/drafts/<id>). */
  version: number;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

export type DraftReview = 'in-review' | 'sent-back';

/** When a draft's item is taken down, and where its address sends visitors (null: 410 Gone). */
export interface DraftTakeDown {
  at: string | null;
  to: string | null;
}

/** Who writes a draft, and when (ISO 8601): its creator and last editor at first. */
export interface DraftAuthor {
  actor: string;
  at: string;
}

/** A new draft: of a new item of a list (no itemId), or of an item's fields (made from its version baseVersion). */
export interface NewDraft {
  kind: string;
  itemId: number | null;
  parentId: number | null;
  baseVersion: number | null;
  values: unknown;
  /** A move saved in the draft (its place in the list); null: none. */
  position: number | null;
  publishAt: string | null;
  /** null: it follows the live item's take-down until a save sets one. */
  takeDown: DraftTakeDown | null;
}

/** Keeps a version of a draft's values: what a save made from that version is merged against. */
function recordVersion(db: Db, draftId: number, version: number, valuesJson: string, { actor, at }: DraftAuthor): void {
  prepared(db, 'INSERT INTO content_draft_versions (draft_id, version, values_json, saved_by, saved_at) VALUES (?, ?, ?, ?, ?)').run(
    draftId,
    version,
    valuesJson,
    actor,
    at,
  );
}

/** Stores a new draft at version 1; answers its id. */
export function insertDraft(db: Db, draft: NewDraft, author: DraftAuthor): number {
  const json = JSON.stringify(draft.values);
  const id = Number(
    prepared(
      db,
      `INSERT INTO content_drafts (kind, item_id, parent_id, base_version, values_json, position, publish_at, unpublish_at, unpublish_to,
         take_down_set, created_by, created_at, updated_by, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      draft.kind,
      draft.itemId,
      draft.parentId,
      draft.baseVersion,
      json,
      draft.position,
      draft.publishAt,
      draft.takeDown?.at ?? null,
      draft.takeDown?.to ?? null,
      draft.takeDown ? 1 : 0,
      author.actor,
      author.at,
      author.actor,
      author.at,
    ).lastInsertRowid,
  );
  recordVersion(db, id, 1, json, author);
  return id;
}

/** One more version of a draft: its values and times. */
export function updateDraftValues(
  db: Db,
  draftId: number,
  values: unknown,
  { publishAt, takeDown }: { publishAt: string | null; takeDown: DraftTakeDown | null },
  author: DraftAuthor,
): void {
  const json = JSON.stringify(values);
  prepared(
    db,
    `UPDATE content_drafts SET values_json = ?, publish_at = ?, unpublish_at = ?, unpublish_to = ?, take_down_set = ?, updated_by = ?,
       updated_at = ?, version = version + 1 WHERE id = ?`,
  ).run(json, publishAt, takeDown?.at ?? null, takeDown?.to ?? null, takeDown ? 1 : 0, author.actor, author.at, draftId);
  recordVersion(db, draftId, draftRow(db, draftId)!.version, json, author);
}

/** One more version of a draft: the place a move saved in it takes the item to (or a new item's place). */
export function updateDraftPlace(
  db: Db,
  draftId: number,
  parentId: number | null,
  position: number,
  author: DraftAuthor,
  unschedule = false,
): void {
  prepared(
    db,
    `UPDATE content_drafts SET parent_id = ?, position = ?, publish_at = CASE WHEN ? THEN NULL ELSE publish_at END,
       updated_by = ?, updated_at = ?, version = version + 1 WHERE id = ?`,
  ).run(parentId, position, unschedule ? 1 : 0, author.actor, author.at, draftId);
  const row = draftRow(db, draftId)!;
  recordVersion(db, draftId, row.version, row.values_json, author);
}

/** A draft's values at one of its versions; undefined when it never had that version. */
export function draftValuesAt(db: Db, draftId: number, version: number): Record<string, unknown> | undefined {
  const json = prepared(db, 'SELECT values_json FROM content_draft_versions WHERE draft_id = ? AND version = ?')
    .pluck()
    .get(draftId, version) as string | undefined;
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

/** Who saved a draft from a version on (after `after`), first one first. */
export function draftSaversAfter(db: Db, draftId: number, after: number): string[] {
  return prepared(
    db,
    'SELECT saved_by FROM content_draft_versions WHERE draft_id = ? AND version > ? GROUP BY saved_by ORDER BY min(version)',
  )
    .pluck()
    .all(draftId, after) as string[];
}

/** Who saved a draft last other than `actor`, and when (none: only they have). */
export function latestDraftSaveByOthers(db: Db, draftId: number, actor: string): { actor: string; at: string } | undefined {
  return prepared(
    db,
    'SELECT saved_by AS actor, saved_at AS at FROM content_draft_versions WHERE draft_id = ? AND saved_by != ? ORDER BY version DESC LIMIT 1',
  ).get(draftId, actor) as { actor: string; at: string } | undefined;
}

/** Where a draft's review stands (null: not in review). */
export function setDraftReview(db: Db, draftId: number, review: DraftReview | null): void {
  prepared(db, 'UPDATE content_drafts SET review = ? WHERE id = ?').run(review, draftId);
}

/** A draft, pending or waiting in the trash with its item. */
export function draftRow(db: Db, draftId: number): DraftRow | undefined {
  return prepared(db, 'SELECT * FROM content_drafts WHERE id = ?').get(draftId) as DraftRow | undefined;
}

/** The draft of an item, pending or in the trash with it. */
export function itemDraftRow(db: Db, kind: string, itemId: number): DraftRow | undefined {
  return prepared(db, 'SELECT * FROM content_drafts WHERE kind = ? AND item_id = ?').get(kind, itemId) as DraftRow | undefined;
}

/** Every pending draft, oldest first (not those waiting in the trash). */
export function draftRows(db: Db): DraftRow[] {
  return prepared(db, 'SELECT * FROM content_drafts WHERE trash_entry IS NULL ORDER BY id').all() as DraftRow[];
}

/**
 * The pending drafts of one kind, oldest first; with `itemIds`, only those items' drafts and the kind's new items'
 * (a long list's page marks its rows and heads its first page with them).
 */
export function kindDraftRows(db: Db, kind: string, itemIds?: readonly number[]): DraftRow[] {
  if (!itemIds)
    return prepared(db, 'SELECT * FROM content_drafts WHERE kind = ? AND trash_entry IS NULL ORDER BY id').all(kind) as DraftRow[];
  return prepared(
    db,
    `SELECT * FROM content_drafts WHERE kind = ? AND trash_entry IS NULL
       AND (item_id IS NULL OR item_id IN (SELECT value FROM json_each(?))) ORDER BY id`,
  ).all(kind, JSON.stringify(itemIds)) as DraftRow[];
}

/** A page of the pending drafts, oldest first: `size` of them after the first `skip`. */
export function draftRowsPage(db: Db, skip: number, size: number): DraftRow[] {
  return prepared(db, 'SELECT * FROM content_drafts WHERE trash_entry IS NULL ORDER BY id LIMIT ? OFFSET ?').all(size, skip) as DraftRow[];
}

/** How many drafts are pending, and how many of them are in a review (submitted, or sent back). */
export function draftCounts(db: Db): { total: number; inReview: number } {
  return prepared(db, 'SELECT count(*) AS total, count(review) AS inReview FROM content_drafts WHERE trash_entry IS NULL').get() as {
    total: number;
    inReview: number;
  };
}

/** Throws a draft away, with its versions and its review. */
export function deleteDraft(db: Db, draftId: number): void {
  prepared(db, 'DELETE FROM content_draft_versions WHERE draft_id = ?').run(draftId);
  prepared(db, 'DELETE FROM content_draft_reviews WHERE draft_id = ?').run(draftId);
  prepared(db, 'DELETE FROM content_drafts WHERE id = ?').run(draftId);
}

/** Puts drafts in a trash entry (their item, or a new item's list, went there). */
export function trashDrafts(db: Db, draftIds: readonly number[], entry: number): void {
  for (const id of draftIds) prepared(db, 'UPDATE content_drafts SET trash_entry = ? WHERE id = ?').run(entry, id);
}

/** Brings back the drafts of a trash entry whose item came back: pending again. */
export function untrashDrafts(db: Db, entry: number): void {
  prepared(db, 'UPDATE content_drafts SET trash_entry = NULL WHERE trash_entry = ?').run(entry);
}

/** The drafts waiting in trash entries that no longer exist (purged): to be thrown away with them. */
export function orphanedDraftIds(db: Db): number[] {
  return prepared(db, 'SELECT id FROM content_drafts WHERE trash_entry IS NOT NULL AND trash_entry NOT IN (SELECT id FROM content_trash)')
    .pluck()
    .all() as number[];
}

/** The pending drafts whose publishing time (ISO 8601) has come, oldest first. */
export function dueDrafts(db: Db, now: string): { kind: string; item_id: number | null; id: number; review: DraftReview | null }[] {
  return prepared(
    db,
    'SELECT kind, item_id, id, review FROM content_drafts WHERE publish_at IS NOT NULL AND publish_at <= ? AND trash_entry IS NULL ORDER BY id',
  ).all(now) as { kind: string; item_id: number | null; id: number; review: DraftReview | null }[];
}

/** The pending drafts with a time of their own (to go live, or to come down once live), oldest first: the calendar's. */
export function scheduledDraftRows(db: Db): DraftRow[] {
  return prepared(
    db,
    'SELECT * FROM content_drafts WHERE (publish_at IS NOT NULL OR unpublish_at IS NOT NULL) AND trash_entry IS NULL ORDER BY id',
  ).all() as DraftRow[];
}

/**
 * The pending drafts of a kind (stored in `table`) whose item no longer exists, or, for a new item's draft, whose list's
 * parent (in `parentTable`) no longer does: an index probe per draft of the kind, in the database.
 */
export function orphanedDraftIdsOf(db: Db, kind: string, table: string, parentTable?: string): number[] {
  const newItems = parentTable
    ? `OR (d.item_id IS NULL AND d.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${parentTable} p WHERE p.id = d.parent_id))`
    : '';
  return prepared(
    db,
    `SELECT d.id FROM content_drafts d WHERE d.kind = ? AND d.trash_entry IS NULL
       AND ((d.item_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = d.item_id)) ${newItems})
     ORDER BY d.id`,
  )
    .pluck()
    .all(kind) as number[];
}

/** How many pending drafts wait for a time of their own. */
export function scheduledDraftCount(db: Db): number {
  return prepared(db, 'SELECT count(*) FROM content_drafts WHERE publish_at IS NOT NULL AND trash_entry IS NULL').pluck().get() as number;
}

export interface ReviewStep {
  id: number;
  draft_id: number;
  action: 'submit' | 'comment' | 'send-back' | 'approve';
  note: string;
  actor: string;
  at: string;
}

/** One step of a draft's review. */
export function insertReviewStep(db: Db, step: Omit<ReviewStep, 'id'>): number {
  return Number(
    prepared(db, 'INSERT INTO content_draft_reviews (draft_id, action, note, actor, at) VALUES (?, ?, ?, ?, ?)').run(
      step.draft_id,
      step.action,
      step.note,
      step.actor,
      step.at,
    ).lastInsertRowid,
  );
}

/** A draft's review, first step first. */
export function reviewSteps(db: Db, draftId: number): ReviewStep[] {
  return prepared(db, 'SELECT * FROM content_draft_reviews WHERE draft_id = ? ORDER BY id').all(draftId) as ReviewStep[];
}
