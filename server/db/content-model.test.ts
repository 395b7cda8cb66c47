// The database and the content model agree: every declared kind has its table, with a column for each
// field, its parent's column, sort_order and version, and ids that are never given twice; the seed
// passes the model's document schema and comes back from the database as it went in.
import { describe, expect, it } from 'vitest';

import { KINDS } from '../../common/content-model/kinds.ts';

import { exportDocument } from './content-items.ts';
import { openDatabase, readSeedContent } from './database.ts';

describe('the content model and the database', () => {
  const db = openDatabase(':memory:');

  it('has a table for each kind with a column for each field, its parent, its place and its version', () => {
    for (const kind of KINDS) {
      const columns = (db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(kind.table) as string[]).sort();
      const expected = ['id', 'sort_order', 'version', ...(kind.parent ? [kind.parent.field] : []), ...Object.keys(kind.fields)].sort();
      expect(columns, kind.name).toEqual(expected);
      const sql = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(kind.table) as string;
      expect(sql, kind.name).toMatch(/id INTEGER PRIMARY KEY AUTOINCREMENT/);
    }
  });

  it('stores the seed and exports it as it was', () => {
    expect(exportDocument(db)).toEqual(readSeedContent());
  });
});
