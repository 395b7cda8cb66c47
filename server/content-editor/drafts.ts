// Drafts: a change staff prepare before it goes live. A draft holds an item's fields as they will be
// (one draft per item, or a new item for a list), is checked as a save is, and changes nothing
// visitors see until it is published — by hand, all pending drafts or chosen ones in one transaction,
// or on its own at the time it was given. Two people drafting one item are merged field by field against
// the version each started from (a field one of them did not touch never overwrites the other's). Every
// draft, publish and discard is in the item's history.
import type Database from 'better-sqlite3';

import { KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { formatIndiaTime } from '../../common/india-time.ts';
import { writerEmails } from '../db/content-editor.ts';
import { ContentError, listRows, parentOf, rowOf } from '../db/content-items.ts';
import { recordAudit } from '../db/audit.ts';
import { describeUploads } from '../media/library.ts';
import {
  deleteDraft,
  draftRow,
  draftRows,
  draftSaversAfter,
  draftValuesAt,
  dueDrafts,
  insertDraft,
  itemDraftRow,
  scheduledDraftCount,
  updateDraftPlace,
  updateDraftValues,
  type DraftRow,
  type DraftTakeDown,
} from '../db/drafts.ts';
import { trashEntryOfItem } from '../db/trash.ts';

import { draftView, fieldsOf, publishedFields, type DraftView } from './draft-view.ts';
import type { ContentEditor, Expected, ItemView, MergeNote } from './editor.ts';
import { baseVersion, changedSince, mergeFields, staffName, type FieldConflict } from './merge.ts';
import { checkKeys, checkParent, checkRules, notSaved, parseFields } from './rules.ts';
import { liveTakeDown, setTakeDown } from './take-downs.ts';

export type { DraftView, FieldChange } from './draft-view.ts';

/** The actor of a scheduled publish: the server, on behalf of whoever scheduled it. */
export const SCHEDULE_ACTOR = 'system:schedule';

export type Selection = 'all' | { kind: string; id?: number; draft?: number }[];

/** What a draft save was made from, and the times it sets. */
export interface DraftSave {
  /** The item's version the change was made from (the item's If-Match); undefined: the last write wins. */
  itemVersion?: Expected;
  /**
   * The draft's version it was made from (the draft's If-Match, or the one the form opened with); null: the form
   * opened the item without a draft; undefined: not said (a script), the last write wins over the draft.
   */
  draftVersion?: number | null;
  /** When it goes live on its own; null: clears the time; undefined: keeps the draft's. */
  publishAt?: string | null;
  /** When the item leaves the site once live (pages and articles); each part undefined: keeps the draft's. */
  takeDown?: { at?: string | null; to?: string | null };
}

const kindNamed = (name: string) => KINDS.find((kind) => kind.name === name);

export class ContentDrafts {
  private readonly db: Database.Database;

  constructor(private readonly editor: ContentEditor) {
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
        const draftId = insertDraft(
          this.db,
          {
            kind: kind.name,
            itemId: null,
            parentId,
            baseVersion: null,
            values,
            position: null,
            publishAt: made.publishAt ?? null,
            takeDown,
          },
          { actor, at },
        );
        recordAudit(this.db, { actor, entity: kind.entity, entityId: null, action: 'draft', after: { draft: draftId, ...values } }, now);
        return { draft: this.get(draftId)!, merged: null };
      }
      const live = this.live(kind, id);
      const existing = itemDraftRow(this.db, kind.name, id);
      const { values, merged } = existing
        ? this.mergeIntoDraft(actor, kind, live, existing, body, made)
        : this.draftFromLive(kind, live, body, made.itemVersion);
      const parent = kind.parent?.field;
      if (parent && parent in body && body[parent] !== live[parent]) {
        throw new ContentError(400, notSaved(kind), { [parent]: 'a draft cannot move the item: use Move' });
      }
      checkRules(this.db, kind, values, id);
      describeUploads(this.db, actor, kind, values);
      const takeDown = this.takeDownOf(kind, id, existing, made.takeDown);
      if (existing) {
        const publishAt = made.publishAt === undefined ? existing.publish_at : made.publishAt;
        updateDraftValues(this.db, existing.id, values, { publishAt, takeDown }, { actor, at });
      } else {
        insertDraft(
          this.db,
          {
            kind: kind.name,
            itemId: id,
            parentId: null,
            baseVersion: live.version,
            values,
            position: null,
            publishAt: made.publishAt ?? null,
            takeDown,
          },
          { actor, at },
        );
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
      const { values, merged } = this.merged(actor, kind, row, parseFields(kind, body, true), made.draftVersion ?? undefined);
      checkRules(this.db, kind, values, undefined);
      describeUploads(this.db, actor, kind, values);
      updateDraftValues(
        this.db,
        draftId,
        values,
        {
          publishAt: made.publishAt === undefined ? row.publish_at : made.publishAt,
          takeDown: this.takeDownOf(kind, undefined, row, made.takeDown),
        },
        { actor, at: now.toISOString() },
      );
      if (parent && parent in body && body[parent] !== row.parent_id) {
        updateDraftPlace(this.db, draftId, body[parent] as number, 0, { actor, at: now.toISOString() });
      }
      recordAudit(this.db, { actor, entity: kind.entity, entityId: null, action: 'draft', after: { draft: draftId, ...values } }, now);
      return { draft: this.get(draftId)!, merged };
    });
  }

  /**
   * Saves a move of an item as part of its draft (made from the item as it is, if it has none): to
   * `position` in its list, or in another parent's. It goes live when the draft does.
   */
  saveMove(
    actor: string,
    kind: KindDeclaration,
    id: number,
    parentId: number | undefined,
    position: number,
    expected: Expected,
    now = new Date(),
  ): DraftView {
    return this.editor.transaction(() => {
      const live = this.editor.current(kind, id, expected);
      const from = parentOf(kind, rowOf(this.db, kind, id)!);
      const to = kind.parent ? checkParent(this.db, kind, parentId ?? from) : null;
      const last = listRows(this.db, kind, to).length - (to === from ? 1 : 0);
      const place = Math.min(position, last);
      const existing = itemDraftRow(this.db, kind.name, id);
      const values = existing ? (JSON.parse(existing.values_json) as Record<string, unknown>) : fieldsOf(kind, live);
      const author = { actor, at: now.toISOString() };
      if (existing) {
        updateDraftPlace(this.db, existing.id, to === from ? null : to, place, author);
      } else {
        insertDraft(
          this.db,
          {
            kind: kind.name,
            itemId: id,
            parentId: to === from ? null : to,
            baseVersion: live.version,
            values,
            position: place,
            publishAt: null,
            takeDown: this.takeDownOf(kind, id, undefined, undefined),
          },
          author,
        );
      }
      const after = { ...live, ...values, position: place, ...(kind.parent && to !== from ? { [kind.parent.field]: to } : {}) };
      recordAudit(this.db, { actor, entity: kind.entity, entityId: id, action: 'draft', before: live, after }, now);
      return this.forItem(kind, id)!;
    });
  }

  /** Puts a draft in a place of its list: a new item among the live items, or an item's move (as saveMove). */
  place(actor: string, draftId: number, parentId: number | undefined, position: number, now = new Date()): DraftView {
    return this.editor.transaction(() => {
      const row = this.pendingRow(draftId);
      const kind = this.kindOf(row);
      if (row.item_id !== null) return this.saveMove(actor, kind, row.item_id, parentId, position, undefined, now);
      const to = kind.parent ? checkParent(this.db, kind, parentId ?? row.parent_id) : null;
      const place = Math.min(position, listRows(this.db, kind, to).length);
      updateDraftPlace(this.db, draftId, to, place, { actor, at: now.toISOString() });
      const values = JSON.parse(row.values_json) as Record<string, unknown>;
      recordAudit(
        this.db,
        { actor, entity: kind.entity, entityId: null, action: 'draft', after: { draft: draftId, ...values, position: place } },
        now,
      );
      return this.get(draftId)!;
    });
  }

  /** Every pending draft, oldest first. */
  list(): DraftView[] {
    return draftRows(this.db).map((row) => this.view(row));
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

  /**
   * Makes drafts live in one transaction (one content revision); answers the items as published. A
   * scheduled draft holds to its time: 'all' leaves it pending, and naming it is refused (409) unless
   * `early` says it is to go live now. 'all' also leaves what waits for review: a draft in review, sent
   * back, or begun by a writer and not yet approved.
   */
  publish(actor: string, selection: Selection, early = false): ItemView[] {
    return this.editor.transaction(() => {
      // Changes to items first, so a move saved in a draft takes the place it named among the live items;
      // then new items, oldest first, so new items drafted into the same place go in in that order.
      const drafts = this.selected(selection, early).sort((a, b) => Number(a.item_id === null) - Number(b.item_id === null) || a.id - b.id);
      /** The places of the new items published so far, by list: each one before a later one's place moves it on by one. */
      const placed = new Map<string, number[]>();
      return drafts.map((draft) => {
        const kind = this.kindOf(draft);
        const values = JSON.parse(draft.values_json) as Record<string, unknown>;
        const takeDown = { at: draft.unpublish_at, to: draft.unpublish_to };
        deleteDraft(this.db, draft.id);
        if (draft.item_id === null) {
          const body = kind.parent ? { ...values, [kind.parent.field]: draft.parent_id } : values;
          let position: number | undefined;
          if (draft.position !== null) {
            const list = `${kind.name}:${draft.parent_id}`;
            const before = placed.get(list) ?? [];
            placed.set(list, [...before, draft.position]);
            position = draft.position + before.filter((place) => place <= draft.position!).length;
          }
          // A new item is by whoever began its draft, not whoever publishes it (or the schedule).
          const item = this.editor.create(actor, kind, body, 'publish', position, draft.created_by);
          setTakeDown(this.db, kind, item.id, takeDown, draft.updated_by);
          return item;
        }
        if (!this.editor.exists(kind, draft.item_id))
          throw new ContentError(
            409,
            `The ${kind.label.toLowerCase()} of draft ${draft.id} is deleted: discard the draft or bring the item back first.`,
          );
        const item = this.editor.update(
          actor,
          kind,
          draft.item_id,
          publishedFields(this.db, kind, draft, values, this.editor.get(kind, draft.item_id)),
          undefined,
          'publish',
        );
        setTakeDown(this.db, kind, draft.item_id, takeDown, draft.updated_by);
        if (draft.position === null) return item;
        return this.editor.move(actor, kind, draft.item_id, draft.parent_id ?? undefined, draft.position, undefined);
      });
    });
  }

  /** Publishes the drafts whose time has come; answers how many. */
  publishDue(now = new Date()): number {
    const due = dueDrafts(this.db, now.toISOString()).filter((draft) => draft.review === null);
    if (due.length === 0) return 0;
    // Their time has come: not early, but named, so the scheduled ones are meant.
    return this.publish(
      SCHEDULE_ACTOR,
      due.map((draft) => ({ kind: draft.kind, draft: draft.id })),
      true,
    ).length;
  }

  /** Publishes, for a preview as of a time, every draft live by then (each pending draft when no time is given). */
  publishAsOf(actor: string, asOf: Date | undefined): number {
    const ready = draftRows(this.db).filter(
      (row) => this.publishable(row) && (!asOf || row.publish_at === null || Date.parse(row.publish_at) <= asOf.getTime()),
    );
    if (ready.length === 0) return 0;
    return this.publish(
      actor,
      ready.map((row) => ({ kind: row.kind, draft: row.id })),
      true,
    ).length;
  }

  /** How many pending drafts wait for a time of their own. */
  scheduledCount(): number {
    return scheduledDraftCount(this.db);
  }

  /** How many pending drafts 'all' leaves for review. */
  heldForReviewCount(): number {
    const writers = writerEmails(this.db);
    return draftRows(this.db).filter((row) => this.heldForReview(row, writers)).length;
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

  /** A first draft of an item, made from its live version `itemVersion` (merged with live changes made since). */
  private draftFromLive(kind: KindDeclaration, live: ItemView, body: Record<string, unknown>, itemVersion: Expected) {
    const { changes, merged } = this.editor.rebase(kind, live, itemVersion, body, fieldsOf(kind, live));
    return { values: { ...fieldsOf(kind, live), ...changes }, merged };
  }

  /**
   * A save into an item's existing draft. Made from the draft's own version k (the form opened the draft): merged
   * against version k. Made from the item when it had no draft (a colleague began one since): merged against the
   * item as that person opened it, so the fields they did not touch keep the colleague's draft of them.
   */
  private mergeIntoDraft(
    actor: string,
    kind: KindDeclaration,
    live: ItemView,
    existing: DraftRow,
    body: Record<string, unknown>,
    made: DraftSave,
  ): { values: Record<string, unknown>; merged: MergeNote | null } {
    const yours = parseFields(kind, body, true);
    if (typeof made.draftVersion === 'number' || made.itemVersion === undefined) {
      return this.merged(actor, kind, existing, yours, made.draftVersion ?? undefined);
    }
    const theirs = JSON.parse(existing.values_json) as Record<string, unknown>;
    const base = made.itemVersion === live.version ? fieldsOf(kind, live) : baseVersion(this.db, kind, live.id, made.itemVersion)?.fields;
    const { changes, conflicts } = mergeFields(kind, base, theirs, yours);
    if (conflicts.length > 0) throw this.conflict(kind, existing, conflicts);
    const since = base && made.itemVersion !== live.version ? this.liveChangersSince(kind, live.id, made.itemVersion) : [];
    const people = [...new Set([...draftSaversAfter(this.db, existing.id, 0), ...since])].filter((who) => who !== actor);
    return { values: { ...theirs, ...changes }, merged: { with: people.map(staffName) } };
  }

  /** A save into a draft made from its version `from` (undefined or the current one: the save wins field by field). */
  private merged(
    actor: string,
    kind: KindDeclaration,
    row: DraftRow,
    yours: Record<string, unknown>,
    from: number | undefined,
  ): { values: Record<string, unknown>; merged: MergeNote | null } {
    const theirs = JSON.parse(row.values_json) as Record<string, unknown>;
    if (from === undefined || from === row.version) return { values: { ...theirs, ...yours }, merged: null };
    if (from > row.version) {
      throw new ContentError(400, notSaved(kind), { 'if-match': `names version ${from}; the draft is at version ${row.version}` });
    }
    const { changes, conflicts } = mergeFields(kind, draftValuesAt(this.db, row.id, from), theirs, yours);
    if (conflicts.length > 0) throw this.conflict(kind, row, conflicts);
    const people = draftSaversAfter(this.db, row.id, from).filter((who) => who !== actor);
    return { values: { ...theirs, ...changes }, merged: { with: people.map(staffName) } };
  }

  private liveChangersSince(kind: KindDeclaration, id: number, version: number): string[] {
    const base = baseVersion(this.db, kind, id, version);
    return base ? changedSince(this.db, kind, id, base.laterFrom) : [];
  }

  /** The 412 of a draft save that both people changed in the same field: the draft as it is, and those fields. */
  private conflict(kind: KindDeclaration, row: DraftRow, conflicts: FieldConflict[]): ContentError {
    const label = kind.label.toLowerCase();
    const both = conflicts.map((c) => c.label.toLowerCase()).join(', ');
    return new ContentError(
      412,
      `Someone else changed the draft of this ${label} since you opened it: nothing was saved. You both changed: ${both}.`,
      Object.fromEntries(conflicts.map((c) => [c.field, 'was changed by someone else too since you opened it: choose which to keep'])),
      {
        // The item as it is live (for an item's draft): the form's other fields stand on it.
        ...(row.item_id !== null && this.editor.exists(kind, row.item_id) ? { data: this.editor.get(kind, row.item_id) } : {}),
        draft: this.view(row),
        changed_by: row.updated_by,
        changed_at: row.updated_at,
        conflicts,
      },
    );
  }

  /** The take-down a draft saves: what the save says, else the draft's, else the live item's. */
  private takeDownOf(
    kind: KindDeclaration,
    id: number | undefined,
    existing: DraftRow | undefined,
    sent: DraftSave['takeDown'],
  ): DraftTakeDown {
    const kept = existing
      ? { at: existing.unpublish_at, to: existing.unpublish_to }
      : id === undefined
        ? { at: null, to: null }
        : liveTakeDown(this.db, kind, id);
    return { at: sent?.at === undefined ? kept.at : sent.at, to: sent?.to === undefined ? kept.to : sent.to };
  }

  /**
   * Whether a draft can go live: its kind is still declared and its item still exists. A draft whose item was deleted
   * waits in the trash with it; one left behind by a deletion before drafts went with their items is passed over.
   */
  private publishable(row: DraftRow): boolean {
    const kind = kindNamed(row.kind);
    return kind !== undefined && (row.item_id === null || this.editor.exists(kind, row.item_id));
  }

  private heldForReview(row: DraftRow, writers: Set<string>): boolean {
    return row.review !== null || writers.has(row.created_by);
  }

  private selected(selection: Selection, early: boolean): DraftRow[] {
    const all = draftRows(this.db);
    if (selection === 'all') {
      const writers = writerEmails(this.db);
      return all.filter((row) => (early || row.publish_at === null) && !this.heldForReview(row, writers) && this.publishable(row));
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
          `The change to “${this.view(found).title}” is scheduled for ${formatIndiaTime(found.publish_at)} (India time): nothing was published. ` +
            'To publish it now instead, send "early": true.',
        );
      }
      return found;
    });
  }

  private view(row: DraftRow): DraftView {
    return draftView(this.db, this.editor, row);
  }
}
