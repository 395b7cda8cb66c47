// Every change staff make to the content, item by item: each writes that item and its audit entry in one
// transaction that takes the write lock at its start (so a save during an import waits instead of
// failing: ./change.ts), keeps every other item where it is, and moves the content revision the page, API and
// share-picture caches follow. A change names the version it was made from; a stale one is refused
// (./stale-saves.ts).
import type Database from 'better-sqlite3';

import { KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { auditHistory, recordAudit, type AuditRecord } from '../db/audit.ts';
import { deleteItem, insertItem, renumberItems, updateItemFields } from '../db/content-editor.ts';
import {
  ContentError,
  listIds,
  listRows,
  nextSortOrder,
  listedViews,
  listPage,
  type ListPage,
  parentOf,
  rowOf,
  sqlOf,
  viewById,
  type ItemView,
} from '../db/content-items.ts';
import { toColumn } from '../db/content-rows.ts';
import type { ContentStore } from '../db/content-store.ts';
import { orphanedDraftIdsOf, trashDrafts } from '../db/drafts.ts';
import type { TrashReason } from '../db/trash.ts';
import { describeUploads } from '../media/library.ts';

import { inChange } from './change.ts';
import { fieldsOf } from './draft-view.ts';
import { versionIn, type RestoreState } from './item-history.ts';
import type { MergeNote } from './merge.ts';
import { keepOldAddress, referencesOf, trashMenuEntries, type References } from './page-references.ts';
import { moveItem, reorderList, type Move } from './item-order.ts';
import { checkKeys, checkParent, checkRemovable, checkRules, parseFields } from './rules.ts';
import { rebaseSave, staleChange } from './stale-saves.ts';
import { stampAuthor, stampPublished } from './stamps.ts';
import { addressOf, freeAddress } from './take-downs.ts';
import { ContentTrash } from './trash.ts';

export { ContentError };
export type { ItemView };

export type { MergeNote };

/** The version a change was made from (If-Match); undefined: the last write wins (scripts). */
export type Expected = number | undefined;

/** How an item leaves: deleted or taken down, and whether the menu entries linking to its page go with it. */
export interface Removal {
  withMenuEntries?: boolean;
  reason?: TrashReason;
}

const kindNamed = (name: string) => KINDS.find((kind) => kind.name === name)!;

export class ContentEditor {
  readonly db: Database.Database;
  readonly trash: ContentTrash;

  constructor(private readonly store: ContentStore) {
    this.db = store.db;
    this.trash = new ContentTrash(this.db, (work) => this.transaction(work));
  }

  /** A list as its rows show it: each item without its rich text or blocks (inListRows); its form reads it whole. */
  list(kind: KindDeclaration, parentId?: number): ItemView[] {
    return listedViews(this.db, kind, parentId);
  }

  /** A page of a long list (a kind with a pageSize), or of the items a search of it finds. */
  page(kind: KindDeclaration, number: number, query: string): ListPage {
    return listPage(this.db, kind, number, kind.pageSize!, query);
  }

  get(kind: KindDeclaration, id: number): ItemView {
    const view = viewById(this.db, kind, id);
    if (!view) throw new ContentError(404, `There is no ${kind.label.toLowerCase()} with id ${id}.`);
    return view;
  }

  exists(kind: KindDeclaration, id: number): boolean {
    return rowOf(this.db, kind, id) !== undefined;
  }

  /**
   * A new item at the end of its list, or at `position` in it (how many items come before it); `by` is who
   * created it (its author, when the kind has one): the actor, or the member of staff who began its draft.
   */
  create(
    actor: string,
    kind: KindDeclaration,
    body: Record<string, unknown>,
    action = 'create',
    position?: number,
    by: string = actor,
  ): ItemView {
    checkKeys(kind, body);
    return this.transaction(() => {
      const parentId = checkParent(this.db, kind, kind.parent ? body[kind.parent.field] : null);
      const values = stampAuthor(this.db, kind, stampPublished(kind, parseFields(kind, body, false), undefined), by);
      checkRules(this.db, kind, values, undefined);
      describeUploads(this.db, actor, kind, values);
      const sql = sqlOf(kind);
      const columns = [...(sql.parent ? [sql.parent] : []), ...sql.fields.map(([name]) => name), 'sort_order'];
      const row = [
        ...(sql.parent ? [parentId] : []),
        ...sql.fields.map(([name, f]) => toColumn(f, values[name])),
        nextSortOrder(this.db, kind, parentId),
      ];
      const id = insertItem(this.db, kind, columns, row);
      // A place named inside the list: the list in its new order (its ids only: it may hold thousands of articles).
      if (position !== undefined) {
        const ids = listIds(this.db, kind, parentId).filter((other) => other !== id);
        if (position < ids.length) {
          ids.splice(Math.max(0, position), 0, id);
          this.renumber(kind, ids);
        }
      }
      const after = this.get(kind, id);
      recordAudit(this.db, { actor, entity: kind.entity, entityId: id, action, after });
      freeAddress(this.db, kind, after);
      return after;
    });
  }

  /** Changes an item's fields; its place stays. The parent may be sent only as it is (moves are their own change). */
  update(actor: string, kind: KindDeclaration, id: number, body: Record<string, unknown>, expected: Expected, action = 'update'): ItemView {
    return this.save(actor, kind, id, body, expected, action).item;
  }

  /** As update, and whose changes a save made from an older version was merged with. */
  save(
    actor: string,
    kind: KindDeclaration,
    id: number,
    body: Record<string, unknown>,
    expected: Expected,
    action = 'update',
  ): { item: ItemView; merged: MergeNote | null } {
    checkKeys(kind, body, id);
    return this.transaction(() => {
      const before = this.get(kind, id);
      const { changes, merged } = rebaseSave(this.db, actor, kind, before, expected, body, fieldsOf(kind, before));
      const parent = kind.parent?.field;
      if (parent && parent in body && body[parent] !== before[parent]) {
        throw new ContentError(400, `The ${kind.label.toLowerCase()} was not saved: correct the marked fields.`, {
          [parent]: `moving it to another ${kindNamed(kind.parent!.kind).label.toLowerCase()} is a move of its own: use Move`,
        });
      }
      const values = stampPublished(kind, { ...fieldsOf(kind, before), ...changes }, before);
      checkRules(this.db, kind, values, id);
      describeUploads(this.db, actor, kind, changes);
      if (Object.keys(kind.fields).every((name) => JSON.stringify(values[name]) === JSON.stringify(before[name])))
        return { item: before, merged };
      const sql = sqlOf(kind);
      updateItemFields(
        this.db,
        kind,
        id,
        sql.fields.map(([name, f]) => [name, toColumn(f, values[name])] as const),
      );
      const after = this.get(kind, id);
      recordAudit(this.db, { actor, entity: kind.entity, entityId: id, action, before, after });
      const [oldAddress, newAddress] = [addressOf(kind, before), addressOf(kind, after)];
      if (oldAddress && newAddress) keepOldAddress(this, actor, oldAddress, newAddress);
      freeAddress(this.db, kind, after);
      return { item: after, merged };
    });
  }

  /** Moves an item to a place in its list or in another parent's list (clamped to the list's end: ./item-order.ts). */
  move(...move: Move): ItemView {
    return moveItem(this, ...move);
  }

  /** Puts one list in a new order (./item-order.ts). */
  reorder(actor: string, kind: KindDeclaration, parentId: number | null, ids: number[]): number[] {
    return reorderList(this, actor, kind, parentId, ids);
  }

  /**
   * Moves the item, with its children, to the trash; answers the trash entry. Its drafts (and its children's) wait
   * there with it, out of Pending changes; the menu entries linking to its page go with it when asked, and come
   * back with it.
   */
  remove(actor: string, kind: KindDeclaration, id: number, expected: Expected, { withMenuEntries = false, reason }: Removal = {}): number {
    return this.transaction(() => {
      const before = this.current(kind, id, expected);
      checkRemovable(this.db, kind, id);
      const entry = this.trash.put(actor, kind, before, new Date(), { reason });
      deleteItem(this.db, kind, id);
      this.renumber(
        kind,
        listRows(this.db, kind, parentOf(kind, { ...before, sort_order: 0 })).map((row) => row.id),
      );
      recordAudit(this.db, { actor, entity: kind.entity, entityId: id, action: reason === 'take-down' ? 'take-down' : 'delete', before });
      const address = addressOf(kind, before);
      if (withMenuEntries && address) trashMenuEntries(this, actor, address, entry, reason);
      trashDrafts(this.db, this.orphanedDrafts(), entry);
      return entry;
    });
  }

  /** The menu entries and redirects that point at an item's page (what deleting it would break). */
  references(kind: KindDeclaration, id: number): References {
    return referencesOf(this, kind, id);
  }

  /** The pending drafts whose item is gone, or whose new item's list (its parent) is: they go to the trash with it. */
  private orphanedDrafts(): number[] {
    return KINDS.flatMap((kind) =>
      orphanedDraftIdsOf(this.db, kind.name, kind.table, kind.parent ? kindNamed(kind.parent.kind).table : undefined),
    ).sort((a, b) => a - b);
  }

  history(kind: KindDeclaration, id: number): AuditRecord[] {
    return auditHistory(this.db, kind.entity, id);
  }

  /** The item's fields as one history entry recorded them (before or after that change). */
  versionIn(kind: KindDeclaration, id: number, entryId: number, state: RestoreState): Record<string, unknown> {
    return versionIn(this.db, kind, id, entryId, state);
  }

  /** The item as stored, if its version is the expected one; a conflict answers the current item and who made it. */
  current(kind: KindDeclaration, id: number, expected: Expected): ItemView {
    const view = this.get(kind, id);
    if (expected !== undefined && expected !== view.version) throw staleChange(this.db, kind, view);
    return view;
  }

  private renumber(kind: KindDeclaration, ids: number[]): void {
    renumberItems(this.db, kind, ids);
  }

  /** One change: its own transaction, begun with the write lock; the caches follow once it is stored (./change.ts). */
  transaction<T>(work: () => T): T {
    return inChange(this.store, work);
  }
}
