// Publishing drafts: chosen ones or all at once, in one transaction (one content revision); the scheduled ones at
// their time (the clock's actor, on behalf of whoever scheduled them), and, for a preview as of a time, every
// draft live by then. 'All' leaves what waits for a time of its own and what waits for review.
import { KINDS } from '../../common/content-model/kinds.ts';
import { formatIndiaTime } from '../../common/india-time.ts';
import { writerEmails } from '../db/content-editor.ts';
import { ContentError } from '../db/content-items.ts';
import { deleteDraft, draftRows, dueDrafts, type DraftRow } from '../db/drafts.ts';

import { draftView, publishedFields } from './draft-view.ts';
import type { DraftLookup } from './draft-types.ts';
import type { ItemView } from './editor.ts';
import { setTakeDown } from './take-downs.ts';

/** The actor of a scheduled publish: the server, on behalf of whoever scheduled it. */
export const SCHEDULE_ACTOR = 'system:schedule';

export type Selection = 'all' | { kind: string; id?: number; draft?: number }[];

/**
 * Makes drafts live in one transaction (one content revision); answers the items as published. A
 * scheduled draft holds to its time: 'all' leaves it pending, and naming it is refused (409) unless
 * `early` says it is to go live now. 'all' also leaves what waits for review: a draft in review, sent
 * back, or begun by a writer and not yet approved.
 */
export function publishDrafts(
  drafts: DraftLookup,
  actor: string,
  selection: Selection,
  early: boolean,
  refused?: (draft: DraftRow, error: ContentError) => void,
): ItemView[] {
  const { editor, db } = drafts;
  return editor.transaction(() => {
    // Changes to items first, so a move saved in a draft takes the place it named among the live items;
    // then new items, oldest first, so new items drafted into the same place go in in that order.
    const chosen = selected(drafts, selection, early).sort(
      (a, b) => Number(a.item_id === null) - Number(b.item_id === null) || a.id - b.id,
    );
    /** The places of the new items published so far, by list: each one before a later one's place moves it on by one. */
    const placed = new Map<string, number[]>();
    const publishOne = (draft: DraftRow): ItemView => {
      const kind = drafts.kindOf(draft);
      const values = JSON.parse(draft.values_json) as Record<string, unknown>;
      // A take-down a save set in the draft; without one, the live item's stays as it is now.
      const takeDown = draft.take_down_set ? { at: draft.unpublish_at, to: draft.unpublish_to } : null;
      deleteDraft(db, draft.id);
      if (draft.item_id === null) {
        const body = kind.parent ? { ...values, [kind.parent.field]: draft.parent_id } : values;
        const list = `${kind.name}:${draft.parent_id}`;
        const before = placed.get(list) ?? [];
        const position = draft.position === null ? undefined : draft.position + before.filter((place) => place <= draft.position!).length;
        // A new item is by whoever began its draft, not whoever publishes it (or the schedule).
        const item = editor.create(actor, kind, body, 'publish', position, draft.created_by);
        if (draft.position !== null) placed.set(list, [...before, draft.position]);
        if (takeDown) setTakeDown(db, kind, item.id, takeDown, draft.updated_by);
        return item;
      }
      if (!editor.exists(kind, draft.item_id))
        throw new ContentError(
          409,
          `The ${kind.label.toLowerCase()} of draft ${draft.id} is deleted: discard the draft or bring the item back first.`,
        );
      const item = editor.update(
        actor,
        kind,
        draft.item_id,
        publishedFields(db, kind, draft, values, editor.get(kind, draft.item_id)),
        undefined,
        'publish',
      );
      if (takeDown) setTakeDown(db, kind, draft.item_id, takeDown, draft.updated_by);
      if (draft.position === null) return item;
      return editor.move(actor, kind, draft.item_id, draft.parent_id ?? undefined, draft.position, undefined);
    };
    if (!refused) return chosen.map(publishOne);
    // Each draft on its own (a savepoint): one the content's rules refuse now — its address taken since it was saved,
    // say — stays a draft and is reported, and the others go live.
    return chosen.flatMap((draft) => {
      try {
        return [editor.transaction(() => publishOne(draft))];
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        refused(draft, error);
        return [];
      }
    });
  });
}

/** A draft the content's rules refused to make live (its address taken since it was saved, say): it stays a draft. */
export type RefusedDraft = (draft: DraftRow, error: ContentError) => void;

/** Publishes the drafts named, their time come or not, each that the rules allow; answers how many. */
function publishNamed(drafts: DraftLookup, actor: string, rows: readonly { kind: string; id: number }[], refused: RefusedDraft): number {
  if (rows.length === 0) return 0;
  return publishDrafts(
    drafts,
    actor,
    rows.map((row) => ({ kind: row.kind, draft: row.id })),
    true,
    refused,
  ).length;
}

/** Publishes the drafts whose time has come, passing over (and reporting) one the rules refuse; answers how many. */
export function publishDue(drafts: DraftLookup, now: Date, refused: RefusedDraft = () => {}): number {
  // Their time has come: not early, but named, so the scheduled ones are meant.
  return publishNamed(
    drafts,
    SCHEDULE_ACTOR,
    dueDrafts(drafts.db, now.toISOString()).filter((draft) => draft.review === null),
    refused,
  );
}

/**
 * Publishes, for a preview as of a time, every draft live by then (each pending draft when no time is given); a draft
 * the rules refuse is left out of the preview, which shows the rest.
 */
export function publishAsOf(drafts: DraftLookup, actor: string, asOf: Date | undefined): number {
  const ready = draftRows(drafts.db).filter(
    (row) => publishable(drafts, row) && (!asOf || row.publish_at === null || Date.parse(row.publish_at) <= asOf.getTime()),
  );
  return publishNamed(drafts, actor, ready, () => {});
}

/** How many pending drafts 'all' leaves for review. */
export function heldForReviewCount(drafts: DraftLookup): number {
  const writers = writerEmails(drafts.db);
  return draftRows(drafts.db).filter((row) => heldForReview(row, writers)).length;
}

/**
 * Whether a draft can go live: its kind is still declared and its item still exists. A draft whose item was deleted
 * waits in the trash with it; one left behind by a deletion before drafts went with their items is passed over.
 */
function publishable(drafts: DraftLookup, row: DraftRow): boolean {
  const kind = KINDS.find((one) => one.name === row.kind);
  return kind !== undefined && (row.item_id === null || drafts.editor.exists(kind, row.item_id));
}

function heldForReview(row: DraftRow, writers: Set<string>): boolean {
  return row.review !== null || writers.has(row.created_by);
}

function selected(drafts: DraftLookup, selection: Selection, early: boolean): DraftRow[] {
  const all = draftRows(drafts.db);
  if (selection === 'all') {
    const writers = writerEmails(drafts.db);
    return all.filter((row) => (early || row.publish_at === null) && !heldForReview(row, writers) && publishable(drafts, row));
  }
  return selection.map((wanted) => {
    const found = all.find(
      (row) => row.kind === wanted.kind && (wanted.draft !== undefined ? row.id === wanted.draft : row.item_id === wanted.id),
    );
    if (!found) {
      const what = wanted.draft !== undefined ? `draft ${wanted.draft}` : `${wanted.kind} ${wanted.id}`;
      throw new ContentError(404, `There is no pending draft for ${what}.`);
    }
    if (found.publish_at !== null && !early) {
      throw new ContentError(
        409,
        `The change to “${draftView(drafts.db, drafts.editor, found).title}” is scheduled for ${formatIndiaTime(found.publish_at)} (India time): nothing was published. ` +
          'To publish it now instead, send "early": true.',
      );
    }
    return found;
  });
}
