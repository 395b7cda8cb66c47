// Drafts: a change staff prepare before it goes live. A draft holds an item's fields as they will be
// (one draft per item, or a new item for a list), is checked as a save is, and changes nothing
// visitors see until it is published — by hand, all pending drafts or chosen ones in one transaction,
// or on its own at the time it was given. Two people drafting one item are merged field by field against
// the version each started from (a field one of them did not touch never overwrites the other's). Every
// draft, publish and discard is in the item's history (merging: ./draft-merge.ts; places: ./draft-places.ts;
// publishing: ./draft-publish.ts).
import type Database from 'better-sqlite3';

import { KINDS, pageWithin, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { formatIndiaTime } from '../../common/india-time.ts';
import { ContentError } from '../db/content-items.ts';
import { recordAudit } from '../db/audit.ts';
import { describeUploads } from '../media/library.ts';
import {
  deleteDraft,
  draftCounts,
  draftRow,
  draftRows,
  draftRowsPage,
  insertDraft,
  itemDraftRow,
  kindDraftRows,
  scheduledDraftCount,
  updateDraftPlace,
  updateDraftValues,
  type DraftAuthor,
  type DraftRow,
  type DraftTakeDown,
  type NewDraft,
} from '../db/drafts.ts';
import { trashEntryOfItem } from '../db/trash.ts';

import { draftFromLive, mergeDraftSave, mergeIntoDraft } from './draft-merge.ts';
import { placeDraft, saveMoveInDraft, type DraftMove, type MoveSave } from './draft-places.ts';
import { heldForReviewCount, publishAsOf, publishDrafts, publishDue, type RefusedDraft, type Selection } from './draft-publish.ts';
import type { DraftSave, DraftLookup } from './draft-types.ts';
import { draftView, type DraftView } from './draft-view.ts';
import type { ContentEditor, ItemView, MergeNote } from './editor.ts';
import { checkKeys, checkParent, checkRules, notSaved, parseFields } from './rules.ts';
import { liveTakeDown } from './take-downs.ts';

export type { DraftView, FieldChange } from './draft-view.ts';
export { SCHEDULE_ACTOR, type Selection } from './draft-publish.ts';

const kindNamed = (name: string) => KINDS.find((kind) => kind.name === name);

/**
 * A draft's item must go live before it is taken down, whichever of the two times this save set (the other may be the
 * draft's from an earlier save, or the live item's take-down): refused with the field the save set.
 */
function checkTimes(kind: KindDeclaration, publishAt: string | null, takeDownAt: string | null, made: DraftSave): void {
  if (publishAt === null || takeDownAt === null || takeDownAt > publishAt) return;
  const [up, down, label] = [formatIndiaTime(publishAt), formatIndiaTime(takeDownAt), kind.label.toLowerCase()];
  throw new ContentError(
    400,
    `Nothing was saved: the ${label} would be taken down at ${down} (India time), before it goes live at ${up}. Choose times in that order.`,
    made.takeDown?.at !== undefined
      ? { _unpublish_at: `must be after the time it goes live (${up}, India time): it cannot come down before it is up` }
      : { _publish_at: `must be before the ${label} is taken down (${down}, India time): it cannot go live after it comes down` },
  );
}

/** How many drafts a page of Pending changes lists. */
export const PENDING_PAGE_SIZE = 50;

/** A page of Pending changes: its drafts, which page it is, and how many drafts are pending and in a review. */
export interface DraftPage {
  items: DraftView[];
  number: number;
  size: number;
  total: number;
  in_review: number;
}

export class ContentDrafts implements DraftLookup {
  readonly db: Database.Database;

  constructor(readonly editor: ContentEditor) {
    this.db = editor.db;
  }

  /**
   * Saves a draft of a change to an item (id) or of a new item (no id); the live content stays as it is.
   * Answers the draft, and whose changes it was merged with when it was made from an older version.
   */
  save(
    actor: string,
    kind: KindDeclaration,
    id: number | undefined,
    body: Record<string, unknown>,
    made: DraftSave,
    now = new Date(),
  ): { draft: DraftView; merged: MergeNote | null } {
    checkKeys(kind, body, id);
    return this.editor.transaction(() => {
      const at = now.toISOString();
      if (id === undefined) {
        const parentId = checkParent(this.db, kind, kind.parent ? body[kind.parent.field] : null);
        const values = parseFields(kind, body, false);
        checkRules(this.db, kind, values, undefined);
        describeUploads(this.db, actor, kind, values);
        const takeDown = { at: made.takeDown?.at ?? null, to: made.takeDown?.to ?? null };
        const draftId = this.insert(kind, { itemId: null, parentId, baseVersion: null }, values, made, takeDown, { actor, at });
        recordAudit(this.db, { actor, entity: kind.entity, entityId: null, action: 'draft', after: { draft: draftId, ...values } }, now);
        return { draft: this.get(draftId)!, merged: null };
      }
      const live = this.live(kind, id);
      const existing = itemDraftRow(this.db, kind.name, id);
      const { values, merged } = existing
        ? mergeIntoDraft(this.editor, actor, kind, live, existing, body, made)
        : draftFromLive(this.editor, actor, kind, live, body, made.itemVersion);
      const parent = kind.parent?.field;
      if (parent && parent in body && body[parent] !== live[parent]) {
        throw new ContentError(400, notSaved(kind), { [parent]: 'a draft cannot move the item: use Move' });
      }
      checkRules(this.db, kind, values, id);
      describeUploads(this.db, actor, kind, values);
      const takeDown = this.takeDownOf(kind, id, existing, made.takeDown);
      const publishAt = made.publishAt === undefined ? (existing?.publish_at ?? null) : made.publishAt;
      checkTimes(kind, publishAt, (takeDown ?? liveTakeDown(this.db, kind, id)).at, made);
      if (existing) {
        updateDraftValues(this.db, existing.id, values, { publishAt, takeDown }, { actor, at });
      } else {
        this.insert(kind, { itemId: id, parentId: null, baseVersion: live.version }, values, made, takeDown, { actor, at });
      }
      recordAudit(this.db, { actor, entity: kind.entity, entityId: id, action: 'draft', before: live, after: { ...live, ...values } }, now);
      return { draft: this.forItem(kind, id)!, merged };
    });
  }

  /** Saves a draft named by its id (a new item's too): made from its version `made.draftVersion` (If-Match). */
  saveById(actor: string, draftId: number, body: Record<string, unknown>, made: DraftSave, now = new Date()) {
    const row = this.pendingRow(draftId);
    const kind = this.kindOf(row);
    if (row.item_id !== null) return this.save(actor, kind, row.item_id, body, { ...made, itemVersion: undefined }, now);
    checkKeys(kind, body);
    return this.editor.transaction(() => {
      const parent = kind.parent?.field;
      if (parent && parent in body) checkParent(this.db, kind, body[parent]);
      const { values, merged } = mergeDraftSave(
        this.editor,
        actor,
        kind,
        row,
        parseFields(kind, body, true),
        made.draftVersion ?? undefined,
      );
      checkRules(this.db, kind, values, undefined);
      describeUploads(this.db, actor, kind, values);
      const publishAt = made.publishAt === undefined ? row.publish_at : made.publishAt;
      const takeDown = this.takeDownOf(kind, undefined, row, made.takeDown);
      checkTimes(kind, publishAt, takeDown?.at ?? null, made);
      updateDraftValues(this.db, draftId, values, { publishAt, takeDown }, { actor, at: now.toISOString() });
      if (parent && parent in body && body[parent] !== row.parent_id) {
        updateDraftPlace(this.db, draftId, body[parent] as number, 0, { actor, at: now.toISOString() });
      }
      recordAudit(this.db, { actor, entity: kind.entity, entityId: null, action: 'draft', after: { draft: draftId, ...values } }, now);
      return { draft: this.get(draftId)!, merged };
    });
  }

  /** Saves a move of an item as part of its draft: to `position` in its list, or in another parent's (./draft-places.ts). */
  saveMove(...move: DraftMove): DraftView {
    return saveMoveInDraft(this, ...move);
  }

  /** Puts a draft in a place of its list: a new item among the live items, or an item's move (as saveMove). */
  place(actor: string, draftId: number, parentId: number | undefined, position: number, how: MoveSave = {}): DraftView {
    return placeDraft(this, actor, draftId, parentId, position, how);
  }

  /** Every pending draft, oldest first. */
  list(): DraftView[] {
    return draftRows(this.db).map((row) => this.view(row));
  }

  /** The pending drafts of a kind, oldest first; with `itemIds`, those items' drafts and the kind's new items'. */
  listOfKind(kind: KindDeclaration, itemIds?: readonly number[]): DraftView[] {
    return kindDraftRows(this.db, kind.name, itemIds).map((row) => this.view(row));
  }

  /** A page of Pending changes, oldest first, with how many drafts are pending and how many of them are in a review. */
  page(number: number): DraftPage {
    const { total, inReview } = draftCounts(this.db);
    const page = pageWithin(number, total, PENDING_PAGE_SIZE);
    const items = draftRowsPage(this.db, (page - 1) * PENDING_PAGE_SIZE, PENDING_PAGE_SIZE).map((row) => this.view(row));
    return { items, number: page, size: PENDING_PAGE_SIZE, total, in_review: inReview };
  }

  /** How many drafts are pending, and how many of them are in a review. */
  counts(): { total: number; in_review: number } {
    const { total, inReview } = draftCounts(this.db);
    return { total, in_review: inReview };
  }

  /** A pending draft; undefined when there is none with that id (or it waits in the trash with its item). */
  get(draftId: number): DraftView | undefined {
    const row = draftRow(this.db, draftId);
    return row && row.trash_entry === null ? this.view(row) : undefined;
  }

  /** The pending draft of an item, if it has one. */
  forItem(kind: KindDeclaration, id: number): DraftView | undefined {
    const row = itemDraftRow(this.db, kind.name, id);
    return row && row.trash_entry === null ? this.view(row) : undefined;
  }

  /** Throws a draft away; the live content stays as it is. */
  discard(actor: string, draftId: number, now = new Date()): void {
    this.editor.transaction(() => {
      const draft = this.view(this.pendingRow(draftId));
      deleteDraft(this.db, draftId);
      recordAudit(
        this.db,
        {
          actor,
          entity: kindNamed(draft.kind)!.entity,
          entityId: draft.item_id,
          action: 'discard-draft',
          before: { draft: draftId, ...draft.values },
        },
        now,
      );
    });
  }

  /** Makes drafts live in one transaction (one content revision); answers the items as published (./draft-publish.ts). */
  publish(actor: string, selection: Selection, early = false, refused?: RefusedDraft): ItemView[] {
    return publishDrafts(this, actor, selection, early, refused);
  }

  /** Publishes the drafts whose time has come; answers how many. */
  publishDue(now = new Date(), refused?: RefusedDraft): number {
    return publishDue(this, now, refused);
  }

  /** Publishes, for a preview as of a time, every draft live by then (each pending draft when no time is given). */
  publishAsOf(actor: string, asOf: Date | undefined): number {
    return publishAsOf(this, actor, asOf);
  }

  /** How many pending drafts wait for a time of their own. */
  scheduledCount(): number {
    return scheduledDraftCount(this.db);
  }

  /** How many pending drafts 'all' leaves for review. */
  heldForReviewCount(): number {
    return heldForReviewCount(this);
  }

  /** A pending draft's row; a refusal that says what became of it otherwise. */
  pendingRow(draftId: number): DraftRow {
    const row = draftRow(this.db, draftId);
    if (!row) throw new ContentError(404, `There is no pending draft ${draftId}: it was published or discarded.`);
    if (row.trash_entry !== null) {
      const kind = kindNamed(row.kind);
      throw new ContentError(
        409,
        `The ${kind?.label.toLowerCase() ?? 'item'} of this draft was deleted meanwhile: bring it back from Recently deleted to go on with the draft.`,
      );
    }
    return row;
  }

  kindOf(row: DraftRow): KindDeclaration {
    const kind = kindNamed(row.kind);
    if (!kind) throw new ContentError(409, `Draft ${row.id} is of a kind this site no longer has.`);
    return kind;
  }

  /** The item a draft is saved for; deleted meanwhile: 409 with a sentence, not a bare 404. */
  private live(kind: KindDeclaration, id: number): ItemView {
    if (!this.editor.exists(kind, id) && trashEntryOfItem(this.db, kind.name, id)) {
      throw new ContentError(
        409,
        `This ${kind.label.toLowerCase()} was deleted meanwhile: nothing was saved. Bring it back from Recently deleted to go on with the draft.`,
      );
    }
    return this.editor.get(kind, id);
  }

  /** A save's new draft: of a new item in `parentId`'s list, or of item `itemId` made from its `baseVersion`; its id. */
  private insert(
    kind: KindDeclaration,
    of: Pick<NewDraft, 'itemId' | 'parentId' | 'baseVersion'>,
    values: Record<string, unknown>,
    made: DraftSave,
    takeDown: DraftTakeDown | null,
    author: DraftAuthor,
  ): number {
    return insertDraft(this.db, { kind: kind.name, ...of, values, position: null, publishAt: made.publishAt ?? null, takeDown }, author);
  }

  /**
   * The take-down a draft saves: what the save says over the draft's own (or the live item's). A draft of a live item
   * sets none until a save sends one (null): it follows the live item's, so a take-down set there meanwhile stays.
   */
  private takeDownOf(
    kind: KindDeclaration,
    id: number | undefined,
    existing: DraftRow | undefined,
    sent: DraftSave['takeDown'],
  ): DraftTakeDown | null {
    const own = existing?.take_down_set ? { at: existing.unpublish_at, to: existing.unpublish_to } : undefined;
    if (id !== undefined && !own && sent === undefined) return null;
    const kept = own ?? (id === undefined ? { at: null, to: null } : liveTakeDown(this.db, kind, id));
    return { at: sent?.at === undefined ? kept.at : sent.at, to: sent?.to === undefined ? kept.to : sent.to };
  }

  private view(row: DraftRow): DraftView {
    return draftView(this.db, this.editor, row);
  }
}
