// Reading content items and the whole content document, for every kind alike: the kind's declaration
// (common/content-model/kinds.ts) says its table, fields, parent and children.
import type Database from 'better-sqlite3';

import { DOCUMENT_ID, KINDS, childKinds, listSearchWords, pageWithin, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { documentKinds, rootKinds, type ContentDocument, type DocumentItem } from '../../common/content-model/schema.ts';

import { columnList, fieldsOf, kindSql, type KindSql, type Row } from './content-rows.ts';

type Db = Database.Database;

/** An item as the staff API and the history show it: its fields, its parent, its place and its version. */
export type ItemView = Record<string, unknown> & { id: number; position: number; version: number };

const SQL = new Map<KindDeclaration, KindSql>();

/** The kind's SQL, made the first time it is needed (KINDS may have grown since the start). */
export function sqlOf(kind: KindDeclaration): KindSql {
  let sql = SQL.get(kind);
  if (!sql) SQL.set(kind, (sql = kindSql(kind)));
  return sql;
}

/** A refusal with its HTTP status and, where a field is to blame, a message per field. */
export class ContentError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Sent with the refusal (the current item, for a conflict). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** A statement prepared once per connection. */
export function prepared(db: Db, source: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(source);
  if (!statement) cache.set(source, (statement = db.prepare(source)));
  return statement;
}

/**
 * The rows of one list in order: a parent's list, or the kind's only list when it has no parent. `listed`: only the
 * fields a list's rows carry (sql.listFields), without reading rich text or blocks.
 */
export function listRows(db: Db, kind: KindDeclaration, parentId: number | null, listed = false): Row[] {
  const sql = sqlOf(kind);
  const select = listed ? sql.listSelect : sql.select;
  if (!sql.parent) return prepared(db, `${select} ORDER BY sort_order, id`).all() as Row[];
  return prepared(db, `${select} WHERE ${sql.parent} = ? ORDER BY sort_order, id`).all(parentId) as Row[];
}

export function rowOf(db: Db, kind: KindDeclaration, id: number): Row | undefined {
  return prepared(db, `${sqlOf(kind).select} WHERE id = ?`).get(id) as Row | undefined;
}

export function parentOf(kind: KindDeclaration, row: Row): number | null {
  const column = sqlOf(kind).parent;
  return column ? (row[column] as number) : null;
}

export function viewOf(kind: KindDeclaration, row: Row, position: number, listed = false): ItemView {
  const sql = sqlOf(kind);
  const fields = fieldsOf(sql, row, listed ? sql.listFields : sql.fields);
  return { id: row.id, position, version: row.version, ...(sql.parent ? { [sql.parent]: row[sql.parent] } : {}), ...fields };
}

/** The item's view, with its place in its list (counted, not read: a list may hold thousands of articles). */
export function viewById(db: Db, kind: KindDeclaration, id: number): ItemView | undefined {
  const row = rowOf(db, kind, id);
  if (!row) return undefined;
  return viewOf(kind, row, placeOf(db, kind, row));
}

/** How many items of the row's list come before it (its list's order: sort_order, then id). */
function placeOf(db: Db, kind: KindDeclaration, row: Row): number {
  const sql = sqlOf(kind);
  const before = '(sort_order < ? OR (sort_order = ? AND id < ?))';
  const order = [row.sort_order, row.sort_order, row.id];
  if (!sql.parent)
    return prepared(db, `SELECT count(*) FROM ${kind.table} WHERE ${before}`)
      .pluck()
      .get(...order) as number;
  return prepared(db, `SELECT count(*) FROM ${kind.table} WHERE ${sql.parent} IS ? AND ${before}`)
    .pluck()
    .get(row[sql.parent], ...order) as number;
}

/** The ids of one list in order, without their fields. */
export function listIds(db: Db, kind: KindDeclaration, parentId: number | null): number[] {
  const sql = sqlOf(kind);
  if (!sql.parent) return prepared(db, `SELECT id FROM ${kind.table} ORDER BY sort_order, id`).pluck().all() as number[];
  return prepared(db, `SELECT id FROM ${kind.table} WHERE ${sql.parent} = ? ORDER BY sort_order, id`).pluck().all(parentId) as number[];
}

/** The place after the last of one list (sort_order), without reading the list. */
export function nextSortOrder(db: Db, kind: KindDeclaration, parentId: number | null): number {
  const sql = sqlOf(kind);
  const last = sql.parent
    ? prepared(db, `SELECT max(sort_order) FROM ${kind.table} WHERE ${sql.parent} = ?`).pluck().get(parentId)
    : prepared(db, `SELECT max(sort_order) FROM ${kind.table}`).pluck().get();
  return typeof last === 'number' ? last + 1 : 0;
}

/** Every item of a kind in display order: its parents' lists one after another, in their own order. */
export function listViews(db: Db, kind: KindDeclaration, parentId?: number, listed = false): ItemView[] {
  const parentKind = kind.parent && KINDS.find((other) => other.name === kind.parent!.kind);
  const parents = !parentKind
    ? [null]
    : parentId !== undefined
      ? [parentId]
      : listViews(db, parentKind, undefined, true).map((parent) => parent.id);
  return parents.flatMap((parent) => listRows(db, kind, parent, listed).map((row, index) => viewOf(kind, row, index, listed)));
}

/** A list as the content editor's list shows it: each item's view without its rich text or blocks (inListRows). */
export const listedViews = (db: Db, kind: KindDeclaration, parentId?: number): ItemView[] => listViews(db, kind, parentId, true);

/** The item as the content document holds it: its id, its fields and its children's lists. */
export function documentItem(db: Db, kind: KindDeclaration, row: Row): DocumentItem {
  const item: DocumentItem = { id: row.id, ...fieldsOf(sqlOf(kind), row) };
  for (const child of childKinds(kind))
    item[child.documentKey] = listRows(db, child, row.id).map((childRow) => documentItem(db, child, childRow));
  return item;
}

/** The single documents (Site settings) as the content document holds them, by their keys. */
export function singleDocuments(db: Db): Record<string, Record<string, unknown>> {
  const found: Record<string, Record<string, unknown>> = {};
  for (const kind of documentKinds()) {
    const row = rowOf(db, kind, DOCUMENT_ID);
    if (row) found[kind.documentKey] = fieldsOf(sqlOf(kind), row);
  }
  return found;
}

/**
 * The content a change reached, as one document: every list and document but the kinds dated apart when `rest` (they
 * are small: menus, services, built pages), and of the kinds dated apart (articles, categories) only the items
 * named, by kind name. What it leaves out, recording the change leaves as it was (server/db/content-changes.ts).
 */
export function exportDocumentOf(
  db: Db,
  { rest, apart }: { rest: boolean; apart: ReadonlyMap<string, ReadonlySet<number>> },
): ContentDocument {
  const document: Record<string, unknown> = { format: 'dexterity-content', version: 1 };
  for (const kind of rootKinds()) {
    if (kind.datedApart) {
      const ids = apart.get(kind.name);
      if (!ids) continue;
      document[kind.documentKey] = [...ids].flatMap((id) => {
        const row = rowOf(db, kind, id);
        return row ? [documentItem(db, kind, row)] : [];
      });
    } else if (rest) document[kind.documentKey] = listRows(db, kind, null).map((row) => documentItem(db, kind, row));
  }
  return (rest ? { ...document, ...singleDocuments(db) } : document) as ContentDocument;
}

/** All content as one document, in the import format. */
export function exportDocument(db: Db): ContentDocument {
  const document: Record<string, unknown> = { format: 'dexterity-content', version: 1 };
  for (const kind of rootKinds()) document[kind.documentKey] = listRows(db, kind, null).map((row) => documentItem(db, kind, row));
  return { ...document, ...singleDocuments(db) } as ContentDocument;
}

/** One page of a list, as the editor's list reads a long one (docs/staff-area.md): its rows and how many there are. */
export interface ListPage {
  /** The page's items, each with its place in the whole list, newest first (not in the page, nor among those found). */
  items: ItemView[];
  /** The page shown, from 1: the one asked for, or the last there is when the list has fewer. */
  number: number;
  size: number;
  /** How many items the search found (every item without one). */
  matched: number;
  /** How many items the list holds. */
  total: number;
}

/** The ORDER BY of a long list (longListOrder): newest first when the kind is dated, else by its title, A to Z. */
const longListOrderBy = (kind: KindDeclaration) =>
  kind.publishedAt ? `ORDER BY ${columnList([kind.publishedAt])} DESC, id DESC` : `ORDER BY ${columnList([kind.title])} ASC, id ASC`;

/** A long list's ids in the order its pages list them (longListViews), without its rows. */
export function longListIds(db: Db, kind: KindDeclaration): number[] {
  return prepared(db, `SELECT id FROM ${kind.table} ${longListOrderBy(kind)}`)
    .pluck()
    .all() as number[];
}

/** Every item of a long list in the order its pages list them (listPage), each with all its fields. */
export function longListViews(db: Db, kind: KindDeclaration): ItemView[] {
  return (prepared(db, `${sqlOf(kind).select} ${longListOrderBy(kind)}`).all() as Row[]).map((row, index) => viewOf(kind, row, index));
}

/**
 * A page of a long list (a kind with a pageSize, without a parent): `size` items from page `number` on, newest first as
 * the site lists them when the kind is dated (its publishedAt field), else by its title, A to Z (longListOrder); with a
 * search, of the items whose title or list columns hold every word of it, in any case. Without one, only the page's
 * rows are read; a search reads the title and the columns of every row (short texts), then the page's rows.
 */
export function listPage(db: Db, kind: KindDeclaration, number: number, size: number, query = ''): ListPage {
  const sql = sqlOf(kind);
  if (sql.parent) throw new Error(`${kind.name} is not a long list: it has a parent`);
  const inOrder = longListOrderBy(kind);
  const total = prepared(db, `SELECT count(*) FROM ${kind.table}`).pluck().get() as number;
  const words = listSearchWords(query);
  if (words.length === 0) {
    const shown = pageWithin(number, total, size);
    const offset = (shown - 1) * size;
    const rows = prepared(db, `${sql.listSelect} ${inOrder} LIMIT ? OFFSET ?`).all(size, offset) as Row[];
    return { items: rows.map((row, index) => viewOf(kind, row, offset + index, true)), number: shown, size, matched: total, total };
  }
  const searched = [kind.title, ...kind.columns].filter((name) => kind.fields[name]);
  const texts = prepared(db, `SELECT ${columnList(['id', ...searched])} FROM ${kind.table} ${inOrder}`).all() as Row[];
  const found = texts.flatMap((row, position) => {
    const text = searched.map((name) => (row[name] === null || row[name] === undefined ? '' : String(row[name]))).join('\n');
    const lower = text.toLocaleLowerCase();
    return words.every((word) => lower.includes(word)) ? [{ id: row.id, position }] : [];
  });
  const shown = pageWithin(number, found.length, size);
  const onPage = found.slice((shown - 1) * size, shown * size);
  const rows = onPage.length
    ? (prepared(db, `${sql.listSelect} WHERE id IN (SELECT value FROM json_each(?))`).all(
        JSON.stringify(onPage.map(({ id }) => id)),
      ) as Row[])
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = onPage.flatMap(({ id, position }) => {
    const row = byId.get(id);
    return row ? [viewOf(kind, row, position, true)] : [];
  });
  return { items, number: shown, size, matched: found.length, total };
}
