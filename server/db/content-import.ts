// Replaces all content with a document (the seed, `content import`), in one transaction that takes the
// write lock at its start. Ids are kept; an item the document leaves as it was keeps its version, so a
// form opened before the import still saves; a changed one moves to the next version.
import { createHash } from 'node:crypto';

import type Database from 'better-sqlite3';

import { KINDS } from '../../common/content-model/kinds.ts';
import { walkDocument, type ContentDocument } from '../../common/content-model/schema.ts';

import { recordContentChanges } from './content-changes.ts';
import { prepared, sqlOf } from './content-items.ts';
import { fieldsOf, toColumn, type Row } from './content-rows.ts';

type Db = Database.Database;

const digest = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/** Replaces all content with the document: on any error nothing changes. */
export function importDocument(db: Db, document: ContentDocument): void {
  db.transaction(() => {
    const before = new Map<string, { version: number; digest: string }>();
    // A database still being brought up to date (an older set of migrations) has no versions yet.
    const versioned = (prepared(db, `SELECT count(*) FROM pragma_table_info('offerings') WHERE name = 'version'`).pluck().get() as number) > 0;
    for (const kind of versioned ? KINDS : []) {
      const sql = sqlOf(kind);
      for (const row of prepared(db, sql.select).all() as Row[]) {
        before.set(`${kind.name}:${row.id}`, { version: row.version, digest: digest([sql.parent ? row[sql.parent] : null, row.sort_order, fieldsOf(sql, row)]) });
      }
    }
    // Children first, though deleting the top-level lists would take them too.
    for (const kind of [...KINDS].reverse()) prepared(db, `DELETE FROM ${kind.table}`).run();
    for (const { kind, item, parentId, index } of walkDocument(document)) {
      const sql = sqlOf(kind);
      const fields = Object.fromEntries(sql.fields.map(([name]) => [name, item[name]]));
      const old = before.get(`${kind.name}:${item.id}`);
      const version = !old ? 1 : old.digest === digest([parentId, index, fields]) ? old.version : old.version + 1;
      const values = [item.id, ...(sql.parent ? [parentId] : []), ...sql.fields.map(([name, f]) => toColumn(f, item[name])), index, version];
      const columns = versioned ? sql.insertColumns : sql.insertColumns.slice(0, -1);
      prepared(db, `INSERT INTO ${kind.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...values.slice(0, columns.length));
    }
    recordContentChanges(db, document);
  }).immediate();
}
