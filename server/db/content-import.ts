// Replaces all content with a document (the seed, `content import`: server/content/service.ts, which cleans its rich
// text first and brings the search index in step in the same transaction), in one transaction that takes the write
// lock at its start. Ids are kept; an item the document leaves as it was keeps its version, so a form opened before
// the import still saves; a changed one moves to the next version.
import { createHash } from 'node:crypto';

import type Database from 'better-sqlite3';

import { KINDS, isDocument, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { documentKinds, walkDocument, type ContentDocument } from '../../common/content-model/schema.ts';

import { recordChangeDates } from './content-changes.ts';
import { prepared, singleDocuments, sqlOf } from './content-items.ts';
import { column, columnList, fieldsOf, toColumn, type Row } from './content-rows.ts';

type Db = Database.Database;

const digest = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/** The lists the import replaces: every list, but one the document may leave out (kept as stored when it does). */
function replacedLists(document: ContentDocument): KindDeclaration[] {
  const carried = document as Record<string, unknown>;
  return KINDS.filter((kind) => !isDocument(kind)).filter((kind) => !kind.keptWhenLeftOut || carried[kind.documentKey] !== undefined);
}

/**
 * Writes a single document (Site settings) the import carries; one it leaves out keeps what is stored.
 * Its version moves only when a field changes.
 */
function importSingle(db: Db, kind: KindDeclaration, fields: Record<string, unknown>): void {
  const sql = sqlOf(kind);
  const stored = prepared(db, `${sql.select} WHERE id = 1`).get() as Row | undefined;
  const values = sql.fields.map(([name, f]) => toColumn(f, fields[name]));
  if (!stored) {
    const columns = sql.fields.map(([name]) => name);
    prepared(db, `INSERT INTO ${kind.table} (id, ${columnList(columns)}) VALUES (1, ${columns.map(() => '?').join(', ')})`).run(...values);
  } else if (digest(fieldsOf(sql, stored)) !== digest(Object.fromEntries(sql.fields.map(([name]) => [name, fields[name]])))) {
    prepared(
      db,
      `UPDATE ${kind.table} SET ${sql.fields.map(([name]) => `${column(name)} = ?`).join(', ')}, version = version + 1 WHERE id = 1`,
    ).run(...values);
  }
}

/**
 * Replaces all content with the document (its rich text already cleaned): on any error nothing changes. Returns the
 * content as stored now, a single document the import left out included, for what follows it in its transaction.
 */
export function importDocument(db: Db, document: ContentDocument): ContentDocument {
  const replaceAll = db.transaction((): ContentDocument => {
    const lists = replacedLists(document);
    const before = new Map<string, { version: number; digest: string }>();
    for (const kind of lists) {
      const sql = sqlOf(kind);
      for (const row of prepared(db, sql.select).all() as Row[]) {
        before.set(`${kind.name}:${row.id}`, {
          version: row.version,
          digest: digest([sql.parent ? row[sql.parent] : null, row.sort_order, fieldsOf(sql, row)]),
        });
      }
    }
    // Children first, though deleting the top-level lists would take them too.
    for (const kind of [...lists].reverse()) prepared(db, `DELETE FROM ${kind.table}`).run();
    for (const { kind, item, parentId, index } of walkDocument(document)) {
      if (!lists.includes(kind)) continue;
      const sql = sqlOf(kind);
      const fields = Object.fromEntries(sql.fields.map(([name]) => [name, item[name]]));
      const old = before.get(`${kind.name}:${item.id}`);
      const version = !old ? 1 : old.digest === digest([parentId, index, fields]) ? old.version : old.version + 1;
      const values = [
        item.id,
        ...(sql.parent ? [parentId] : []),
        ...sql.fields.map(([name, f]) => toColumn(f, item[name])),
        index,
        version,
      ];
      const columns = sql.insertColumns;
      prepared(db, `INSERT INTO ${kind.table} (${columnList(columns)}) VALUES (${columns.map(() => '?').join(', ')})`).run(...values);
    }
    for (const kind of documentKinds()) {
      const fields = (document as Record<string, unknown>)[kind.documentKey];
      if (fields) importSingle(db, kind, fields as Record<string, unknown>);
    }
    // What is stored now: a single document the import left out is part of it.
    const stored = { ...document, ...singleDocuments(db) };
    recordChangeDates(db, stored);
    return stored;
  });
  return replaceAll.immediate();
}
