// Recently deleted content: a deleted item, with its children, waits in content_trash for the days the
// trash keeps (TRASH_RETENTION_DAYS, 90 by default) and comes back with its id and its place — with the
// drafts that waited there with it, the menu entries taken out with it, and its address (a taken-down page
// stops answering 410 Gone).
import type Database from 'better-sqlite3';

import { hasTranslatableFields } from '../../common/content-model/translated-fields.ts';
import { KINDS, childKinds, pageWithin, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { insertItem, nameTaken, placeItems } from '../db/content-editor.ts';
import { ContentError, documentItem, listRows, rowOf, sqlOf, viewById, type ItemView } from '../db/content-items.ts';
import { toColumn, type Row } from '../db/content-rows.ts';
import { recordAudit } from '../db/audit.ts';
import { deleteDraft, orphanedDraftIds, untrashDrafts } from '../db/drafts.ts';
import { deleteGoneOfEntry, forgetPurgedEntries } from '../db/take-downs.ts';
import { TranslationStore } from '../db/translations.ts';
import {
  companionRows,
  deleteTrashEntry,
  insertTrashEntry,
  ownTrashCount,
  purgeTrash,
  trashPage,
  trashRow,
  type TrashEntry,
  type TrashReason,
  type TrashRow,
} from '../db/trash.ts';

export type { TrashEntry } from '../db/trash.ts';

type Db = Database.Database;

export const DEFAULT_TRASH_DAYS = 90;

/** Entries per page of Recently deleted. */
export const TRASH_PAGE_SIZE = 50;

/** A page of Recently deleted. */
export interface TrashPage {
  items: (TrashEntry & { companions: TrashEntry[] })[];
  /** The entries that stand on their own, on every page. */
  total: number;
  page: number;
  size: number;
}

const kindNamed = (name: string) => KINDS.find((kind) => kind.name === name);

export class ContentTrash {
  constructor(
    private readonly db: Db,
    /** Runs a change in the editor's write transaction. */
    private readonly write: <T>(work: () => T) => T,
  ) {}

  /** Keeps a copy of the item and its children before it is deleted; answers the entry's id. */
  put(
    actor: string,
    kind: KindDeclaration,
    view: ItemView,
    now = new Date(),
    { reason, withEntry }: { reason?: TrashReason; withEntry?: number } = {},
  ): number {
    const row = rowOf(this.db, kind, view.id)!;
    const parentId = kind.parent ? (view[kind.parent.field] as number) : null;
    const snapshot = { ...documentItem(this.db, kind, row), version: row.version };
    const title = String(view[kind.title] ?? '').slice(0, 300) || `${kind.label} ${view.id}`;
    return insertTrashEntry(this.db, {
      kind: kind.name,
      itemId: view.id,
      title,
      parentId,
      position: view.position,
      snapshot,
      deletedAt: now.toISOString(),
      deletedBy: actor,
      reason,
      withEntry,
    });
  }

  /**
   * Recently deleted, newest first, a page at a time: the entries that stand on their own, each with those that went
   * with it (a page's menu entries), which come back with it and are not counted apart. A page past the last is the last.
   */
  page(asked: number, size = TRASH_PAGE_SIZE): TrashPage {
    const total = ownTrashCount(this.db);
    // Past the last page (its last entry just restored): the last page.
    const page = pageWithin(asked, total, size);
    const { entries, companions } = trashPage(this.db, (page - 1) * size, size);
    const items = entries.map((entry) => ({ ...entry, companions: companions.filter((other) => other.with_entry === entry.entry) }));
    return { items, total, page, size };
  }

  /**
   * Brings an item back with its id, its children and its place (the end of its list when the list is shorter now),
   * with what went with it.
   */
  restore(actor: string, entryId: number): ItemView {
    return this.write(() => {
      const found = trashRow(this.db, entryId);
      if (!found) throw new ContentError(404, `Recently deleted has no entry ${entryId}.`);
      const after = this.bringBack(actor, found);
      for (const companion of companionRows(this.db, entryId)) {
        // A menu entry that went with its page comes back with it, unless its place is taken by now.
        const companionKind = kindNamed(companion.kind);
        if (companionKind && !rowOf(this.db, companionKind, companion.id)) this.bringBack(actor, companion);
        else deleteTrashEntry(this.db, companion.entry);
      }
      untrashDrafts(this.db, entryId);
      deleteGoneOfEntry(this.db, entryId);
      return after;
    });
  }

  private bringBack(actor: string, found: TrashRow): ItemView {
    const kind = kindNamed(found.kind);
    if (!kind) throw new ContentError(409, `Recently deleted entry ${found.entry} is of a kind this site no longer has.`);
    const parentKind = kind.parent && kindNamed(kind.parent.kind)!;
    if (parentKind && !rowOf(this.db, parentKind, found.parent_id ?? 0)) {
      throw new ContentError(409, `Its ${parentKind.label.toLowerCase()} is deleted too: bring that back from Recently deleted first.`);
    }
    const snapshot = JSON.parse(found.snapshot_json) as Record<string, unknown> & { id: number; version?: number };
    this.checkRelations(kind, snapshot);
    const siblings = listRows(this.db, kind, found.parent_id).map((row) => row.id);
    this.insert(kind, snapshot, found.parent_id, siblings.length);
    siblings.splice(Math.min(found.position, siblings.length), 0, snapshot.id);
    placeItems(this.db, kind, siblings);
    deleteTrashEntry(this.db, found.entry);
    const after = viewById(this.db, kind, snapshot.id)!;
    recordAudit(this.db, { actor, entity: kind.entity, entityId: snapshot.id, action: 'restore-from-trash', after });
    return after;
  }

  /** Removes entries older than the days the trash keeps; answers how many. */
  purge(days: number, now = new Date()): number {
    const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
    // Not a content change: what visitors see stays as it is.
    return this.db.transaction(() => {
      const removed = purgeTrash(this.db, before);
      // The drafts that waited with what is gone now go too; taken-down addresses stay gone.
      for (const draftId of orphanedDraftIds(this.db)) deleteDraft(this.db, draftId);
      // And so do their translations (docs/languages.md).
      const translations = new TranslationStore(this.db);
      for (const kind of KINDS) if (hasTranslatableFields(kind.fields)) translations.forgetGone(kind.name, kind.table);
      forgetPurgedEntries(this.db);
      return removed;
    })();
  }

  /** What the item names must still exist, and its unique names must still be free. */
  private checkRelations(kind: KindDeclaration, item: Record<string, unknown> & { id: number }) {
    if (rowOf(this.db, kind, item.id)) throw new ContentError(409, `A ${kind.label.toLowerCase()} with id ${item.id} exists already.`);
    for (const [name, f] of Object.entries(kind.fields)) {
      const value = item[name];
      if (f.type === 'relation' && typeof value === 'number' && !rowOf(this.db, kindNamed(f.to)!, value)) {
        throw new ContentError(409, `Its ${f.label.toLowerCase()} (id ${value}) is deleted: bring that back from Recently deleted first.`);
      }
      const gone = f.type === 'relations' && Array.isArray(value) ? value.find((one) => !rowOf(this.db, kindNamed(f.to)!, one)) : undefined;
      if (f.type === 'relations' && gone !== undefined) {
        throw new ContentError(
          409,
          `One of its ${f.label.toLowerCase()} (id ${gone}) is deleted: bring that back from Recently deleted first.`,
        );
      }
      if (f.type === 'text' && f.unique && nameTaken(this.db, kind, name, value)) {
        throw new ContentError(409, `Another ${kind.label.toLowerCase()} is called ${JSON.stringify(value)} now: rename it first.`);
      }
    }
  }

  /** Inserts an item as the document holds it, then its children's lists in order. */
  private insert(
    kind: KindDeclaration,
    item: Record<string, unknown> & { id: number; version?: number },
    parentId: number | null,
    sortOrder: number,
  ) {
    const sql = sqlOf(kind);
    const values = [
      item.id,
      ...(sql.parent ? [parentId] : []),
      ...sql.fields.map(([name, f]) => toColumn(f, item[name])),
      sortOrder,
      (item.version ?? 1) + 1,
    ];
    insertItem(this.db, kind, sql.insertColumns, values);
    for (const child of childKinds(kind)) {
      const list = item[child.documentKey];
      if (Array.isArray(list)) list.forEach((childItem: Row, index) => this.insert(child, childItem, item.id, index));
    }
  }
}
