// Drafts: a change staff prepare before it goes live. A draft holds an item's fields as they will be
// (one draft per item, or a new item for a list), is checked as a save is, and changes nothing
// visitors see until it is published — by hand, all pending drafts or chosen ones in one transaction,
// or on its own at the time it was given. Every draft, publish and discard is in the item's history.
import type Database from 'better-sqlite3';

import { KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { formatIndiaTime } from '../../common/india-time.ts';
import { ContentError, listRows, parentOf, rowOf } from '../db/content-items.ts';
import { recordAudit } from '../db/audit.ts';
import {
  deleteDraft,
  draftRow,
  draftRows,
  dueDrafts,
  insertItemDraft,
  insertMoveDraft,
  insertNewItemDraft,
  itemDraftRow,
  scheduledDraftCount,
  updateDraftPlace,
  updateDraftValues,
  type DraftRow,
} from '../db/drafts.ts';

import type { ContentEditor, Expected, ItemView, MergeNote } from './editor.ts';
import { baseVersion, sameValue } from './merge.ts';
import { checkKeys, checkParent, checkRules, notSaved, parseFields } from './rules.ts';

/** The actor of a scheduled publish: the server, on behalf of whoever scheduled it. */
export const SCHEDULE_ACTOR = 'system:schedule';

export interface FieldChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}

export interface DraftView {
  id: number;
  kind: string;
  /** The item it changes; null for a new item. */
  item_id: number | null;
  /** The list a new item goes in (its parent's id), or the one a move saved in the draft takes the item to; null otherwise. */
  parent_id: number | null;
  /**
   * Its place in that list: for a new item, how many of the list's live items come before it (null: at the
   * end; new items in the same place go in the order they were drafted); for an item, the place a move
   * saved in the draft takes it to (null: it stays where it is).
   */
  position: number | null;
  title: string;
  values: Record<string, unknown>;
  /** What publishing it changes, field by field (from null for a new item). */
  changes: FieldChange[];
  /** When it goes live on its own (ISO 8601, UTC); null: when someone publishes it. */
  publish_at: string | null;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

export type Selection = 'all' | { kind: string; id?: number; draft?: number }[];

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
    publishAt: string | null | undefined,
    expected: Expected,
    now = new Date(),
  ): { draft: DraftView; merged: MergeNote | null } {
    checkKeys(kind, body, id);
    return this.editor.transaction(() => {
      const at = now.toISOString();
      if (id === undefined) {
        const parentId = checkParent(this.db, kind, kind.parent ? body[kind.parent.field] : null);
        const values = parseFields(kind, body, false);
        checkRules(this.db, kind, values, undefined);
        const draftId = insertNewItemDraft(this.db, kind.name, parentId, values, publishAt ?? null, { actor, at });
        recordAudit(this.db, { actor, entity: kind.entity, entityId: null, action: 'draft', after: { draft: draftId, ...values } }, now);
        return { draft: this.get(draftId)!, merged: null };
      }
      const live = this.editor.get(kind, id);
      const existing = this.row(kind.name, id);
      const base = existing ? (JSON.parse(existing.values_json) as Record<string, unknown>) : fieldsOf(kind, live);
      // Made from an older version of the item: merged with the changes made since, live or in the draft.
      const { changes, merged } = this.editor.rebase(kind, live, expected, body, base, existing?.updated_by);
      const parent = kind.parent?.field;
      if (parent && parent in body && body[parent] !== live[parent]) {
        throw new ContentError(400, notSaved(kind), { [parent]: 'a draft cannot move the item: use Move' });
      }
      const values = { ...base, ...changes };
      checkRules(this.db, kind, values, id);
      if (existing) {
        updateDraftValues(this.db, existing.id, values, publishAt === undefined ? existing.publish_at : publishAt, { actor, at });
      } else {
        insertItemDraft(this.db, kind.name, id, live.version, values, publishAt ?? null, { actor, at });
      }
      recordAudit(this.db, { actor, entity: kind.entity, entityId: id, action: 'draft', before: live, after: { ...live, ...values } }, now);
      return { draft: this.forItem(kind, id)!, merged };
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
      const existing = this.row(kind.name, id);
      const values = existing ? (JSON.parse(existing.values_json) as Record<string, unknown>) : fieldsOf(kind, live);
      const at = now.toISOString();
      if (existing) {
        updateDraftPlace(this.db, existing.id, to === from ? null : to, place, { actor, at });
      } else {
        insertMoveDraft(this.db, kind.name, id, to === from ? null : to, live.version, values, place, { actor, at });
      }
      const after = { ...live, ...values, position: place, ...(kind.parent && to !== from ? { [kind.parent.field]: to } : {}) };
      recordAudit(this.db, { actor, entity: kind.entity, entityId: id, action: 'draft', before: live, after }, now);
      return this.forItem(kind, id)!;
    });
  }

  /** Puts a draft in a place of its list: a new item among the live items, or an item's move (as saveMove). */
  place(actor: string, draftId: number, parentId: number | undefined, position: number, now = new Date()): DraftView {
    return this.editor.transaction(() => {
      const row = draftRow(this.db, draftId);
      const kind = row && kindNamed(row.kind);
      if (!row || !kind) throw new ContentError(404, `There is no pending draft ${draftId}.`);
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

  get(draftId: number): DraftView | undefined {
    const row = draftRow(this.db, draftId);
    return row && this.view(row);
  }

  /** The pending draft of an item, if it has one. */
  forItem(kind: KindDeclaration, id: number): DraftView | undefined {
    const row = this.row(kind.name, id);
    return row && this.view(row);
  }

  /** Throws a draft away; the live content stays as it is. */
  discard(actor: string, draftId: number, now = new Date()): void {
    this.editor.transaction(() => {
      const draft = this.get(draftId);
      if (!draft) throw new ContentError(404, `There is no pending draft ${draftId}.`);
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
   * `early` says it is to go live now.
   */
  publish(actor: string, selection: Selection, early = false): ItemView[] {
    return this.editor.transaction(() => {
      // Changes to items first, so a move saved in a draft takes the place it named among the live items;
      // then new items, oldest first, so new items drafted into the same place go in in that order.
      const drafts = this.selected(selection, early).sort((a, b) => Number(a.item_id === null) - Number(b.item_id === null) || a.id - b.id);
      /** The places of the new items published so far, by list: each one before a later one's place moves it on by one. */
      const placed = new Map<string, number[]>();
      return drafts.map((draft) => {
        const kind = kindNamed(draft.kind);
        if (!kind) throw new ContentError(409, `Draft ${draft.id} is of a kind this site no longer has.`);
        const values = JSON.parse(draft.values_json) as Record<string, unknown>;
        deleteDraft(this.db, draft.id);
        if (draft.item_id === null) {
          const body = kind.parent ? { ...values, [kind.parent.field]: draft.parent_id } : values;
          // A new item is by whoever began its draft, not whoever publishes it (or the schedule).
          if (draft.position === null) return this.editor.create(actor, kind, body, 'publish', undefined, draft.created_by);
          const list = `${kind.name}:${draft.parent_id}`;
          const before = placed.get(list) ?? [];
          placed.set(list, [...before, draft.position]);
          return this.editor.create(
            actor,
            kind,
            body,
            'publish',
            draft.position + before.filter((place) => place <= draft.position!).length,
            draft.created_by,
          );
        }
        if (!this.editor.exists(kind, draft.item_id))
          throw new ContentError(
            409,
            `The ${kind.label.toLowerCase()} of draft ${draft.id} is deleted: discard the draft or bring the item back first.`,
          );
        const item = this.editor.update(actor, kind, draft.item_id, this.changesOf(kind, draft, values), undefined, 'publish');
        if (draft.position === null) return item;
        return this.editor.move(actor, kind, draft.item_id, draft.parent_id ?? undefined, draft.position, undefined);
      });
    });
  }

  /** Publishes the drafts whose time has come; answers how many. */
  publishDue(now = new Date()): number {
    const due = dueDrafts(this.db, now.toISOString());
    if (due.length === 0) return 0;
    // Their time has come: not early, but named, so the scheduled ones are meant.
    return this.publish(
      SCHEDULE_ACTOR,
      due.map((draft) => ({ kind: draft.kind, draft: draft.id })),
      true,
    ).length;
  }

  /** How many pending drafts wait for a time of their own. */
  scheduledCount(): number {
    return scheduledDraftCount(this.db);
  }

  private selected(selection: Selection, early: boolean): DraftRow[] {
    const all = draftRows(this.db);
    if (selection === 'all') return all.filter((row) => early || row.publish_at === null);
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

  /**
   * What publishing a draft changes: all its fields while the item is as it was when the draft was made;
   * once someone changed the item since, only the fields the draft changed, so a colleague's live change
   * to another field stays (the merge of a save, ./merge.ts).
   */
  private changesOf(kind: KindDeclaration, draft: DraftRow, values: Record<string, unknown>): Record<string, unknown> {
    if (draft.item_id === null || draft.base_version === null || this.editor.get(kind, draft.item_id).version === draft.base_version)
      return values;
    const base = baseVersion(this.db, kind, draft.item_id, draft.base_version);
    if (!base) return values;
    return Object.fromEntries(
      Object.entries(values).filter(([name]) => !(name in base.fields) || !sameValue(values[name], base.fields[name])),
    );
  }

  private row(kind: string, id: number): DraftRow | undefined {
    return itemDraftRow(this.db, kind, id);
  }

  private view(row: DraftRow): DraftView {
    const kind = kindNamed(row.kind);
    const values = JSON.parse(row.values_json) as Record<string, unknown>;
    const live = kind && row.item_id !== null && this.editor.exists(kind, row.item_id) ? this.editor.get(kind, row.item_id) : undefined;
    const changes: FieldChange[] = [];
    // Once the item changed since the draft was made, the fields publishing it changes (changesOf).
    const publishes = kind && live ? this.changesOf(kind, row, values) : values;
    for (const [field, declared] of Object.entries(kind?.fields ?? {})) {
      if (!(field in publishes)) continue;
      const from = live ? live[field] : null;
      if (JSON.stringify(from) !== JSON.stringify(values[field])) changes.push({ field, label: declared.label, from, to: values[field] });
    }
    if (live && row.position !== null) {
      const parent = kind?.parent?.field;
      if (parent && row.parent_id !== null)
        changes.push({ field: parent, label: kindNamed(kind.parent!.kind)?.label ?? parent, from: live[parent], to: row.parent_id });
      changes.push({ field: 'position', label: 'Place in the list', from: Number(live.position) + 1, to: row.position + 1 });
    }
    const { base_version: _base, values_json: _json, ...rest } = row;
    const title = String(values[kind?.title ?? ''] ?? '') || `${kind?.label ?? row.kind} ${row.item_id ?? '(new)'}`;
    return { ...rest, title, values, changes };
  }
}

function fieldsOf(kind: KindDeclaration, view: ItemView): Record<string, unknown> {
  return Object.fromEntries(Object.keys(kind.fields).map((name) => [name, view[name]]));
}
