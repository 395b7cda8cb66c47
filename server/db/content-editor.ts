// The content editor's statements on the content tables (server/content: editor, rules, trash): each is built
// from the kind's declaration and prepared once per connection (./content-items.ts). The editor runs them
// inside its write transaction.
import type Database from 'better-sqlite3';

import type { KindDeclaration } from '../../common/content-model/kinds.ts';

import { prepared } from './content-items.ts';
import { column as quoted, columnList } from './content-rows.ts';

type Db = Database.Database;

/** Inserts a row of the kind's table with these columns; answers its id. */
export function insertItem(db: Db, kind: KindDeclaration, columns: readonly string[], values: readonly unknown[]): number {
  return Number(
    prepared(db, `INSERT INTO ${kind.table} (${columnList(columns)}) VALUES (${columns.map(() => '?').join(', ')})`).run(...values)
      .lastInsertRowid,
  );
}

/** Writes an item's fields (column, value) and moves its version on. */
export function updateItemFields(db: Db, kind: KindDeclaration, id: number, fields: readonly (readonly [string, unknown])[]): void {
  prepared(
    db,
    `UPDATE ${kind.table} SET ${fields.map(([name]) => `${quoted(name)} = ?`).join(', ')}, version = version + 1 WHERE id = ?`,
  ).run(...fields.map(([, value]) => value), id);
}

/** Puts an item under another parent (its place is set apart). */
export function setItemParent(db: Db, kind: KindDeclaration & { parent: { field: string } }, id: number, parentId: number | null): void {
  prepared(db, `UPDATE ${kind.table} SET ${kind.parent.field} = ? WHERE id = ?`).run(parentId, id);
}

/** Moves an item's version on (a move changes no field). */
export function bumpItemVersion(db: Db, kind: KindDeclaration, id: number): void {
  prepared(db, `UPDATE ${kind.table} SET version = version + 1 WHERE id = ?`).run(id);
}

export function deleteItem(db: Db, kind: KindDeclaration, id: number): void {
  prepared(db, `DELETE FROM ${kind.table} WHERE id = ?`).run(id);
}

/** Gives the items their places in this order, writing only the rows whose place changes. */
export function renumberItems(db: Db, kind: KindDeclaration, ids: readonly number[]): void {
  const set = prepared(db, `UPDATE ${kind.table} SET sort_order = ? WHERE id = ? AND sort_order IS NOT ?`);
  ids.forEach((id, index) => set.run(index, id, index));
}

/** Gives the items their places in this order, every row written. */
export function placeItems(db: Db, kind: KindDeclaration, ids: readonly number[]): void {
  const set = prepared(db, `UPDATE ${kind.table} SET sort_order = ? WHERE id = ?`);
  ids.forEach((id, index) => set.run(index, id));
}

/** Whether another item of the kind (not `exceptId`) has this value in a text column, letter case aside. */
export function nameTaken(db: Db, kind: KindDeclaration, column: string, value: unknown, exceptId: number | null = null): boolean {
  return (
    prepared(db, `SELECT id FROM ${kind.table} WHERE lower(${quoted(column)}) = lower(?) AND id IS NOT ?`).get(value, exceptId) !==
    undefined
  );
}

/** The staff account that has this e-mail (an item's author is one), as its stored e-mail; undefined when none has. */
export function staffAccountEmail(db: Db, email: string): string | undefined {
  return (prepared(db, 'SELECT email FROM staff_accounts WHERE email = ?').get(email) as { email: string } | undefined)?.email;
}

/** The titles of the items of the kind whose list of ids in a column (a `relations` field's) holds this id, first few first. */
export function itemsNamingInList(
  db: Db,
  kind: KindDeclaration,
  column: string,
  id: number,
  limit = 3,
): { title: string; total: number }[] {
  return prepared(
    db,
    `SELECT ${quoted(kind.title)} AS title, count(*) OVER () AS total FROM ${kind.table} x
     WHERE EXISTS (SELECT 1 FROM json_each(x.${quoted(column)}) WHERE json_each.value = ?) ORDER BY x.sort_order, x.id LIMIT ?`,
  ).all(id, limit) as { title: string; total: number }[];
}

/** Whether any item of the kind has this id in a column (its parent's, or a relation's). */
export function anyItemNaming(db: Db, kind: KindDeclaration, column: string, id: number): boolean {
  return prepared(db, `SELECT 1 FROM ${kind.table} WHERE ${quoted(column)} = ? LIMIT 1`).get(id) !== undefined;
}

/** The e-mails of the writers' accounts (their drafts wait for review: docs/decisions/0031). */
export function writerEmails(db: Db): Set<string> {
  return new Set(prepared(db, "SELECT email FROM staff_accounts WHERE role = 'writer'").pluck().all() as string[]);
}

/** The e-mails of those who review writers' drafts: the editors and owners. */
export function reviewerEmails(db: Db): string[] {
  return prepared(db, "SELECT email FROM staff_accounts WHERE role IN ('owner', 'editor') ORDER BY id").pluck().all() as string[];
}
