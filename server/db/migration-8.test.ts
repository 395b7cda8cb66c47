// Migration 8 on a database made before it (migrations 1–7, with content, enquiries, notes, the audit
// log and staff): every row, column, check, index and reference is kept, content items get version 1,
// and the trash is added. Its ids: migration-8-ids.test.ts; how it runs: migration-8-run.test.ts.
import { describe, expect, it } from 'vitest';

import { CONTENT_TABLES, ID_TABLES, TABLES, VERSION_COLUMN, migrated, shapeOf } from './test-migration-8.ts';

describe('migration 8 keeps the old database and adds the trash', () => {
  it('keeps every row with its values, content with version 1 and in the same order', () => {
    const { db, before } = migrated();
    const after = shapeOf(db);
    expect(before.rows.enquiries).toHaveLength(3);
    expect(before.rows.enquiry_notes).toHaveLength(3);
    expect(before.rows.services).toHaveLength(3);
    for (const table of Object.keys(TABLES)) {
      const content = (CONTENT_TABLES as readonly string[]).includes(table);
      const expected = content ? before.rows[table]!.map((row) => ({ ...row, version: 1 })) : before.rows[table];
      expect(after.rows[table], table).toEqual(expected);
      // SELECT * gives the columns in the same order, version last.
      const names = Object.keys(before.rows[table]![0]!);
      expect(Object.keys(after.rows[table]![0]!), table).toEqual(content ? [...names, 'version'] : names);
    }
    expect(after.contentOrder).toEqual(before.contentOrder);
    expect(after.contentOrder.offerings).toEqual([1, 2, 3]);
    expect(after.contentOrder.pricing_plans).toEqual([51, 52, 50]);
    expect(db.prepare('SELECT price, discounted_price FROM pricing_plans WHERE id = 51').get()).toEqual({
      price: 10000,
      discounted_price: 7500.25,
    });
    db.close();
  });

  it('keeps every column (types, NOT NULL, defaults, key), index and reference, and adds version to content', () => {
    const { db, before } = migrated();
    const after = shapeOf(db);
    for (const table of Object.keys(TABLES)) {
      const columns = before.columns[table]!;
      const expected = (CONTENT_TABLES as readonly string[]).includes(table)
        ? [...columns, { cid: columns.length, ...VERSION_COLUMN }]
        : columns;
      expect(after.columns[table], table).toEqual(expected);
    }
    expect(after.indexes).toEqual(before.indexes);
    expect(after.indexes.offerings).toEqual([
      { name: 'sqlite_autoindex_offerings_1', unique: 1, origin: 'u', partial: 0, columns: ['offering_name'] },
    ]);
    expect(after.indexes.enquiries).toEqual([
      { name: 'enquiries_by_received', unique: 0, origin: 'c', partial: 0, columns: ['received_at'] },
      { name: 'enquiries_by_status', unique: 0, origin: 'c', partial: 0, columns: ['status'] },
    ]);
    expect(after.foreignKeys).toEqual(before.foreignKeys);
    expect(after.foreignKeys.pricing_plans).toEqual([
      { parent: 'services', from: 'service_id', to: 'id', on_update: 'NO ACTION', on_delete: 'CASCADE' },
    ]);
    for (const table of ID_TABLES) {
      const sql = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(table) as string;
      expect(sql, table).toMatch(/\bid INTEGER PRIMARY KEY AUTOINCREMENT\b/);
    }
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'new_%'").all()).toEqual([]);
    db.close();
  });

  it('keeps the checks and unique columns', () => {
    const { db } = migrated();
    expect(() => db.prepare('UPDATE quick_facts SET show_facts = 2 WHERE id = 30').run()).toThrow(/CHECK constraint failed/);
    expect(() => db.prepare("UPDATE pricing_plans SET currency = 'EUR' WHERE id = 50").run()).toThrow(/CHECK constraint failed/);
    expect(() => db.prepare('UPDATE pricing_plans SET excludes_gst = 2 WHERE id = 50').run()).toThrow(/CHECK constraint failed/);
    expect(() => db.prepare("UPDATE enquiries SET status = 'maybe' WHERE id = 1").run()).toThrow(/CHECK constraint failed/);
    expect(() => db.prepare("UPDATE offerings SET offering_name = 'All' WHERE id = 2").run()).toThrow(
      /UNIQUE constraint failed: offerings.offering_name/,
    );
    expect(() => db.prepare("UPDATE staff_accounts SET email = 'staff@example.com' WHERE id = 2").run()).toThrow(
      /UNIQUE constraint failed: staff_accounts.email/,
    );
    expect(() => db.prepare("INSERT INTO services (offering_id, heading, description, sort_order) VALUES (99, 'x', '', 0)").run()).toThrow(
      /FOREIGN KEY constraint failed/,
    );
    db.close();
  });

  it('leaves every reference whole, foreign keys on, and deletions cascading as before', () => {
    const { db } = migrated();
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const count = (sql: string) => db.prepare(sql).pluck().get() as number;

    db.prepare('DELETE FROM services WHERE id = 10').run();
    expect(count('SELECT count(*) FROM service_sections WHERE service_id = 10')).toBe(0);
    expect(count('SELECT count(*) FROM quick_facts WHERE service_id = 10')).toBe(0);
    expect(count('SELECT count(*) FROM pricing_entries WHERE service_id = 10')).toBe(0);
    expect(count('SELECT count(*) FROM service_sections')).toBe(1);

    db.prepare('DELETE FROM offerings WHERE id = 3').run();
    expect(count('SELECT count(*) FROM services WHERE id = 12')).toBe(0);
    expect(count('SELECT count(*) FROM service_sections')).toBe(0);
    expect(db.prepare('SELECT id FROM pricing_plans ORDER BY id').pluck().all()).toEqual([50, 51]);

    db.prepare('DELETE FROM enquiries WHERE id = 2').run();
    expect(db.prepare('SELECT enquiry_id FROM enquiry_notes').pluck().all()).toEqual([1]);
    db.prepare('DELETE FROM staff_accounts WHERE id = 1').run();
    expect(db.prepare('SELECT id_hash FROM staff_sessions').pluck().all()).toEqual(['hash-two']);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  });

  it('creates the trash', () => {
    const { db } = migrated();
    const columns = (db.pragma('table_info(content_trash)') as { name: string; type: string; notnull: number; pk: number }[]).map(
      ({ name, type, notnull, pk }) => [name, type, notnull, pk],
    );
    expect(columns).toEqual([
      ['id', 'INTEGER', 0, 1],
      ['kind', 'TEXT', 1, 0],
      ['item_id', 'INTEGER', 1, 0],
      ['title', 'TEXT', 1, 0],
      ['parent_id', 'INTEGER', 0, 0],
      ['position', 'INTEGER', 1, 0],
      ['snapshot_json', 'TEXT', 1, 0],
      ['deleted_at', 'TEXT', 1, 0],
      ['deleted_by', 'TEXT', 1, 0],
    ]);
    expect((db.pragma('index_list(content_trash)') as { name: string }[]).map((index) => index.name)).toEqual(['content_trash_by_deleted']);
    const sql = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'content_trash'").pluck().get() as string;
    expect(sql).toMatch(/\bid INTEGER PRIMARY KEY AUTOINCREMENT\b/);
    db.close();
  });
});
