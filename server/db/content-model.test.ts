// The database and the content model agree: every declared kind has its table, with a column for each
// field, its parent's column, sort_order and version, and ids that are never given twice; the seed
// passes the model's document schema and comes back from the database as it went in.
import { describe, expect, it } from 'vitest';

import { KINDS } from '../../common/content-model/kinds.ts';
import { isImageAddress } from '../../common/content-model/value-schemas.ts';

import { exportDocument } from './content-items.ts';
import { readSeedContent } from './database.ts';
import { openDatabase } from '../content/service.ts';

describe('the content model and the database', () => {
  const db = openDatabase(':memory:');

  it('has a table for each kind with a column for each field, its parent, its place and its version', () => {
    for (const kind of KINDS) {
      const columns = (db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(kind.table) as string[]).sort();
      const expected = ['id', 'sort_order', 'version', ...(kind.parent ? [kind.parent.field] : []), ...Object.keys(kind.fields)].sort();
      expect(columns, kind.name).toEqual(expected);
      const sql = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(kind.table) as string;
      // A list never gives an id twice; a single document is its one row.
      expect(sql, kind.name).toMatch(
        kind.shape === 'list' ? /id INTEGER PRIMARY KEY AUTOINCREMENT/ : /id INTEGER PRIMARY KEY CHECK \(id = 1\)/,
      );
    }
  });

  it('stores the seed and exports it as it was', () => {
    expect(exportDocument(db)).toEqual(readSeedContent());
  });
});

describe('a picture’s address', () => {
  it('is empty, a file under /media/ or an https:// address, and nothing else of this site or another', () => {
    for (const good of ['', '/media/services/tally.svg', '/media/uploads/ab12-photo.v2.webp', 'https://cdn.example.in/x.png']) {
      expect(isImageAddress(good), good).toBe(true);
    }
    const bad = [
      '/api/staff/enquiries/export?status=all',
      '/\\evil.example/x.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      'http://example.in/x.png',
      '/media/../api/health',
      '/media//x.png',
      '/media/x.png?download=1',
      'https://',
      'https:// evil',
      'data:image/png;base64,AAAA',
    ];
    for (const value of bad) expect(isImageAddress(value), value).toBe(false);
  });
});
