// Every change staff make to the content, item by item: each writes that item and its audit entry in one
// transaction that takes the write lock at its start (so a save during an import waits instead of
// failing), keeps every other item where it is, and moves the content revision the page, API and
// share-picture caches follow. A change names the version it was made from; a stale one is refused.
import type Database from 'better-sqlite3';

import { KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { menuItems, redirects } from '../../common/content-model/page-kinds.ts';
import { menuItemsLinkingTo, redirectRows } from '../db/built-pages.ts';
import { draftRows, trashDrafts } from '../db/drafts.ts';
import type { TrashReason } from '../db/trash.ts';
import { changeScopeOf, hasAddress } from '../db/content-changes.ts';
import { recordContentChanges } from '../content/service.ts';
import {
  bumpItemVersion,
  deleteItem,
  insertItem,
  renumberItems,
  setItemParent,
  staffAccountEmail,
  updateItemFields,
} from '../db/content-editor.ts';
import {
  ContentError,
  exportDocument,
  exportDocumentOf,
  listIds,
  listRows,
  nextSortOrder,
  listViews,
  parentOf,
  rowOf,
  sqlOf,
  viewById,
  type ItemView,
} from '../db/content-items.ts';
import { toColumn } from '../db/content-rows.ts';
import type { ContentStore } from '../db/content-store.ts';
import {
  auditedSince,
  auditEntry,
  auditHistory,
  extendAudit,
  lastAuditId,
  latestAudit,
  recordAudit,
  type AuditedChange,
  type AuditRecord,
} from '../db/audit.ts';

import { baseVersion, changedSince, mergeFields, sameValue, staffName, type FieldConflict, type StaffName } from './merge.ts';
import { checkKeys, checkParent, checkRemovable, checkRules, parseFields } from './rules.ts';
import { addressOf, freeAddress } from './take-downs.ts';
import { ContentTrash } from './trash.ts';
import { describeUploads } from '../media/library.ts';

export { ContentError };
export type { ItemView };

/** A save made from an older version that was merged with the changes made since: whose they were. */
export interface MergeNote {
  with: StaffName[];
}

/** A save's fields rebased on the item as it is now, and whose changes they were merged with (null: none). */
export interface Rebased {
  changes: Record<string, unknown>;
  merged: MergeNote | null;
}

/** Which side of a history entry to bring back: the item as it was before that change, or after it. */
export type RestoreState = 'before' | 'after';

/** The version a change was made from (If-Match); undefined: the last write wins (scripts). */
export type Expected = number | undefined;

/** How an item leaves: deleted or taken down, and whether the menu entries linking to its page go with it. */
export interface Removal {
  withMenuEntries?: boolean;
  reason?: TrashReason;
}

/** What points at an item's page: menu entries that link to it and redirects that lead to it. */
export interface References {
  address: string | null;
  menu_items: { id: number; label: string; menu: string }[];
  redirects: { id: number; from: string }[];
}

const kindNamed = (name: string) => KINDS.find((kind) => kind.name === name)!;

/** Steps of a move this close to each other, by one person, are one move in the log ("from place 3 to place 1"). */
export const MOVE_STEPS_WINDOW_MS = 2 * 60_000;

/**
 * The audit entry of a move: a step of the same person's move of the item just before (its latest entry, a
 * move within the same list less than MOVE_STEPS_WINDOW_MS ago) carries that entry on to the new place, so
 * ten arrow-key steps are one entry. Another change of the item in between, another person, a move to
 * another parent or a pause starts an entry of its own.
 */
function recordMove(db: Database.Database, actor: string, kind: KindDeclaration, before: ItemView, after: ItemView): void {
  const now = new Date();
  const last = latestAudit(db, kind.entity, after.id);
  const parent = kind.parent?.field;
  const sameList = (a: unknown, b: unknown) =>
    !parent || (a as Record<string, unknown> | undefined)?.[parent] === (b as Record<string, unknown> | undefined)?.[parent];
  const step =
    last?.action === 'move' &&
    last.actor === actor &&
    now.getTime() - Date.parse(last.at) <= MOVE_STEPS_WINDOW_MS &&
    (last.after as { version?: unknown } | undefined)?.version === before.version &&
    sameList(last.before, last.after) &&
    sameList(before, after);
  if (step) {
    extendAudit(db, last.id, after, now);
    // A step carried on an earlier entry writes none: the change says what it moved (ContentEditor.transaction).
    carriedMoves.get(db)?.push({ entity: kind.entity, entity_id: after.id, action: 'move', before, after });
  } else recordAudit(db, { actor, entity: kind.entity, entityId: after.id, action: 'move', before, after }, now);
}

/** The moves a change in progress carried on earlier log entries, by database. */
const carriedMoves = new WeakMap<Database.Database, AuditedChange[]>();

/**
 * An item of a kind with `publishedAt` (an article) went live when it first became a row: a create (a direct save,
 * or a draft's publish, by hand or at its scheduled time, in that publish's transaction) fills the field when
 * it is empty; a save that empties it keeps the time it had.
 */
function stampPublished(kind: KindDeclaration, values: Record<string, unknown>, before: ItemView | undefined): Record<string, unknown> {
  const name = kind.publishedAt;
  if (!name || (typeof values[name] === 'string' && values[name] !== '')) return values;
  const kept =
    typeof before?.[name] === 'string' && before[name] !== '' ? before[name] : new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { ...values, [name]: kept };
}

/**
 * An item of a kind with `author` (an article) is by the staff account that first created it: a create fills the
 * field with that account's e-mail (the one saving, or the one who began the draft being published), or leaves it
 * empty when no account has it (the terminal, an import). What a request sends for it is dropped (checkKeys), so
 * no one can make an article someone else's; a later save keeps it.
 */
function stampAuthor(db: Database.Database, kind: KindDeclaration, values: Record<string, unknown>, by: string): Record<string, unknown> {
  const name = kind.author;
  if (!name) return values;
  return { ...values, [name]: staffAccountEmail(db, by) ?? '' };
}

export class ContentEditor {
  readonly db: Database.Database;
  readonly trash: ContentTrash;

  constructor(private readonly store: ContentStore) {
    this.db = store.db;
    this.trash = new ContentTrash(this.db, (work) => this.transaction(work));
  }

  list(kind: KindDeclaration, parentId?: number): ItemView[] {
    return listViews(this.db, kind, parentId);
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
      const { changes, merged } = this.rebase(kind, before, expected, body, this.fieldsOfView(kind, before));
      const parent = kind.parent?.field;
      if (parent && parent in body && body[parent] !== before[parent]) {
        throw new ContentError(400, `The ${kind.label.toLowerCase()} was not saved: correct the marked fields.`, {
          [parent]: `moving it to another ${kindNamed(kind.parent!.kind).label.toLowerCase()} is a move of its own: use Move`,
        });
      }
      const values = stampPublished(kind, { ...this.fieldsOfView(kind, before), ...changes }, before);
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
      if (hasAddress(kind)) this.keepOldAddress(actor, before.slug, after.slug);
      freeAddress(this.db, kind, after);
      return { item: after, merged };
    });
  }

  /**
   * A built page's slug changed: its old address redirects (301) to the new one, and the redirects that led to the
   * old address lead to the new one (one hop, never a chain), as do the menu entries that linked to it (a link
   * inside the app goes straight to the page), each a change of its own in the history.
   */
  private keepOldAddress(actor: string, oldSlug: unknown, newSlug: unknown): void {
    if (typeof oldSlug !== 'string' || typeof newSlug !== 'string' || oldSlug === newSlug) return;
    const [from, to] = [`/${oldSlug}`, `/${newSlug}`];
    for (const redirect of redirectRows(this.db).filter((row) => row.to === from)) {
      this.update(actor, redirects, redirect.id, { to }, undefined);
    }
    for (const id of menuItemsLinkingTo(this.db, from)) this.update(actor, menuItems, id, { href: to }, undefined);
    this.create(actor, redirects, { from, to, permanent: true });
  }

  /**
   * A save's fields (the body, checked) made from version `expected`, to apply on top of `theirs` (the
   * item's fields, or its draft's, as stored now). From the current version: all of them. From an
   * older one: the fields this person changed since it (three-way merge, ./merge.ts); a field both
   * changed is a conflict (412 with just those fields). A parent sent as it was at that version is
   * dropped: someone may have moved the item since, and this save did not.
   */
  rebase(
    kind: KindDeclaration,
    live: ItemView,
    expected: Expected,
    body: Record<string, unknown>,
    theirs: Record<string, unknown>,
    draftBy?: string,
  ): Rebased {
    const yours = parseFields(kind, body, true);
    if (expected === undefined || expected === live.version) return { changes: yours, merged: null };
    const base = baseVersion(this.db, kind, live.id, expected);
    const parent = kind.parent?.field;
    if (base && parent && parent in body && body[parent] === base.fields[parent]) delete body[parent];
    const { changes, conflicts } = mergeFields(kind, base?.fields, theirs, yours);
    if (conflicts.length > 0) throw this.conflict(kind, live, conflicts);
    const actors = base ? changedSince(this.db, kind, live.id, base.laterFrom) : [];
    // Changes made to the item's draft count too (a draft keeps the item's version).
    if (
      draftBy &&
      !actors.includes(draftBy) &&
      base &&
      Object.keys(kind.fields).some((name) => name in base.fields && !sameValue(theirs[name], base.fields[name]))
    ) {
      actors.push(draftBy);
    }
    return { changes, merged: { with: actors.map(staffName) } };
  }

  /** Moves an item to a place in its list or in another parent's list (clamped to the list's end). */
  move(actor: string, kind: KindDeclaration, id: number, parentId: number | undefined, position: number, expected: Expected): ItemView {
    return this.transaction(() => {
      const before = this.current(kind, id, expected);
      const from = parentOf(kind, rowOf(this.db, kind, id)!);
      const to = kind.parent ? checkParent(this.db, kind, parentId ?? from) : null;
      const ids = listRows(this.db, kind, to)
        .map((row) => row.id)
        .filter((other) => other !== id);
      ids.splice(Math.min(Math.max(0, position), ids.length), 0, id);
      if (kind.parent && to !== from) setItemParent(this.db, { ...kind, parent: kind.parent }, id, to);
      this.renumber(kind, ids);
      if (to !== from)
        this.renumber(
          kind,
          listRows(this.db, kind, from).map((row) => row.id),
        );
      bumpItemVersion(this.db, kind, id);
      const after = this.get(kind, id);
      recordMove(this.db, actor, kind, before, after);
      return after;
    });
  }

  /**
   * Puts one list in a new order. The entry goes in the history of the list's parent ('reorder-sections'
   * on the service), or, for a top-level list, on the kind with no id.
   */
  reorder(actor: string, kind: KindDeclaration, parentId: number | null, ids: number[]): number[] {
    return this.transaction(() => {
      if (kind.parent && !rowOf(this.db, kindNamed(kind.parent.kind), parentId ?? 0)) {
        throw new ContentError(404, `There is no ${kindNamed(kind.parent.kind).label.toLowerCase()} with id ${parentId}.`);
      }
      const before = listRows(this.db, kind, parentId).map((row) => row.id);
      const known = new Set(before);
      if (ids.length !== before.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
        throw new ContentError(400, 'The order was not saved: correct the marked fields.', {
          ids: `must list each of the ${before.length} ids ${before.join(', ')} exactly once`,
        });
      }
      this.renumber(kind, ids);
      const entry = kind.parent
        ? { entity: kindNamed(kind.parent.kind).entity, entityId: parentId, action: `reorder-${kind.name}` }
        : { entity: kind.entity, entityId: null, action: 'reorder' };
      recordAudit(this.db, { actor, ...entry, before: { ids: before }, after: { ids } });
      return ids;
    });
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
      if (withMenuEntries && address) {
        for (const menuId of menuItemsLinkingTo(this.db, address)) {
          const menuEntry = this.get(menuItems, menuId);
          this.trash.put(actor, menuItems, menuEntry, new Date(), { reason, withEntry: entry });
          deleteItem(this.db, menuItems, menuId);
          recordAudit(this.db, { actor, entity: menuItems.entity, entityId: menuId, action: 'delete', before: menuEntry });
        }
        this.renumber(
          menuItems,
          listRows(this.db, menuItems, null).map((row) => row.id),
        );
      }
      trashDrafts(this.db, this.orphanedDrafts(), entry);
      return entry;
    });
  }

  /** The menu entries and redirects that point at an item's page (what deleting it would break). */
  references(kind: KindDeclaration, id: number): References {
    const address = addressOf(kind, this.get(kind, id)) ?? null;
    if (!address) return { address, menu_items: [], redirects: [] };
    return {
      address,
      menu_items: menuItemsLinkingTo(this.db, address).map((menuId) => {
        const entry = this.get(menuItems, menuId);
        return { id: menuId, label: String(entry.label), menu: String(entry.menu) };
      }),
      redirects: redirectRows(this.db)
        .filter((row) => row.to === address)
        .map((row) => ({ id: row.id, from: row.from })),
    };
  }

  /** The pending drafts whose item is gone, or whose new item's list (its parent) is: they go to the trash with it. */
  private orphanedDrafts(): number[] {
    return draftRows(this.db)
      .filter((row) => {
        const kind = KINDS.find((one) => one.name === row.kind);
        if (!kind) return false;
        if (row.item_id !== null) return !rowOf(this.db, kind, row.item_id);
        return kind.parent !== undefined && row.parent_id !== null && !rowOf(this.db, kindNamed(kind.parent.kind), row.parent_id);
      })
      .map((row) => row.id);
  }

  history(kind: KindDeclaration, id: number): AuditRecord[] {
    return auditHistory(this.db, kind.entity, id);
  }

  /** The item's fields as one history entry recorded them (before or after that change). */
  versionIn(kind: KindDeclaration, id: number, entryId: number, state: RestoreState): Record<string, unknown> {
    const entry = auditEntry(this.db, kind.entity, id, entryId);
    if (!entry) throw new ContentError(404, `The history of this ${kind.label.toLowerCase()} has no entry ${entryId}.`);
    const json = state === 'before' ? entry.before_json : entry.after_json;
    const version: unknown = json === null ? undefined : JSON.parse(json);
    if (typeof version !== 'object' || version === null || (version as { id?: unknown }).id !== id) {
      const what = entry.action.startsWith('reorder') ? 'an order, not a version of the item' : `no version ${state} the change`;
      throw new ContentError(400, `This entry holds ${what}.`, {
        state: `entry ${entryId} (${entry.action}) has nothing to restore ${state} the change`,
      });
    }
    if (!rowOf(this.db, kind, id)) {
      throw new ContentError(409, `This ${kind.label.toLowerCase()} is deleted: bring it back from Recently deleted first.`);
    }
    return Object.fromEntries(
      Object.keys(kind.fields)
        .filter((name) => name in version)
        .map((name) => [name, (version as Record<string, unknown>)[name]]),
    );
  }

  /** The item as stored, if its version is the expected one; a conflict answers the current item and who made it. */
  current(kind: KindDeclaration, id: number, expected: Expected): ItemView {
    const view = this.get(kind, id);
    if (expected !== undefined && expected !== view.version) throw this.conflict(kind, view);
    return view;
  }

  /**
   * The 412 of a change made from an older version: the current item, who changed it last and when, and
   * for a save the fields both people changed (base, theirs, yours), each also named in `fields`.
   */
  private conflict(kind: KindDeclaration, view: ItemView, conflicts?: FieldConflict[]): ContentError {
    const last = latestAudit(this.db, kind.entity, view.id);
    const label = kind.label.toLowerCase();
    const both = conflicts && conflicts.length > 0 ? ` You both changed: ${conflicts.map((c) => c.label.toLowerCase()).join(', ')}.` : '';
    const fields = Object.fromEntries(
      (conflicts ?? []).map((c) => [c.field, 'was changed by someone else too since you opened it: choose which to keep']),
    );
    return new ContentError(412, `Someone else changed this ${label} since you opened it: nothing was saved.${both}`, fields, {
      data: view,
      changed_by: last?.actor ?? null,
      changed_at: last?.at ?? null,
      ...(conflicts ? { conflicts } : {}),
    });
  }

  private fieldsOfView(kind: KindDeclaration, view: ItemView): Record<string, unknown> {
    return Object.fromEntries(Object.keys(kind.fields).map((name) => [name, view[name]]));
  }

  private renumber(kind: KindDeclaration, ids: number[]): void {
    renumberItems(this.db, kind, ids);
  }

  /**
   * One change: its own transaction, begun with the write lock; the caches follow once it is stored.
   * Inside another change (a publish of several drafts) it is part of that one: one content revision. What it
   * changed is read from the log entries it wrote, so the sitemap's dates and the search index are brought up to
   * date for those items (and the small site-wide rest), not from the whole content: a save costs its change.
   */
  transaction<T>(work: () => T): T {
    if (this.db.inTransaction) return this.db.transaction(work)();
    const result = this.db
      .transaction(() => {
        const since = lastAuditId(this.db);
        const moves: AuditedChange[] = [];
        carriedMoves.set(this.db, moves);
        try {
          const value = work();
          const scope = changeScopeOf([...auditedSince(this.db, since), ...moves]);
          if (!scope) recordContentChanges(this.db, exportDocument(this.db));
          else if (scope.rest || scope.apart.size > 0) recordContentChanges(this.db, exportDocumentOf(this.db, scope), new Date(), scope);
          return value;
        } finally {
          carriedMoves.delete(this.db);
        }
      })
      .immediate();
    this.store.contentChanged();
    return result;
  }
}
