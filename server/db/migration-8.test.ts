// Migration 8 on a database made before it (migrations 1–7, with content, enquiries, notes, the audit
// log and staff): every row, column and index is kept, content items get version 1, and from then on
// no id is given twice, not even one only the audit log remembers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

import { migrate, openDatabase, type SqliteDatabase } from './database.ts';
import { migrations, type Migration } from './migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-migration-8-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;
const tempPath = () => join(dir, `site-${(counter += 1)}.db`);

const CONTENT_TABLES = ['offerings', 'services', 'service_sections', 'quick_facts', 'pricing_entries', 'pricing_plans'] as const;
const ID_TABLES = [...CONTENT_TABLES, 'enquiries', 'enquiry_notes', 'audit_log', 'staff_accounts', 'staff_sign_in_failures'] as const;
type IdTable = (typeof ID_TABLES)[number];
/** Every table of the old database and the column its rows are ordered by. */
const TABLES: Record<string, string> = {
  ...Object.fromEntries(ID_TABLES.map((table) => [table, 'id'])),
  staff_sessions: 'id_hash',
  content_changes: 'subject_id',
};
/** The audit log's name for the records of each table. */
const ENTITY: Partial<Record<IdTable, string>> = {
  offerings: 'offering',
  services: 'service',
  service_sections: 'section',
  quick_facts: 'quick_fact',
  pricing_entries: 'pricing_entry',
  pricing_plans: 'pricing_plan',
  enquiries: 'enquiry',
};
/** A deleted enquiry: only the audit log still names it. */
const DELETED_ENQUIRY = 4;
/** A service created and deleted: only the audit log still names it. */
const DELETED_SERVICE = 15;

/** A database as the server made it before migration 8, filled with plain INSERTs. */
function oldDatabase(path: string): SqliteDatabase {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db, migrations.filter((migration) => migration.id <= 7));
  db.exec(`
    INSERT INTO offerings (id, offering_name, sort_order) VALUES (1, 'All', 0), (3, 'Cloud Services', 2), (2, 'Tally Developments', 1);
    INSERT INTO services (id, offering_id, heading, description, image, sort_order) VALUES
      (10, 2, 'TDL customisation', 'Reports made to measure', '/media/tdl.webp', 1),
      (11, 2, 'Tally integrations', 'Connect Tally to the rest', '', 0),
      (12, 3, 'Tally on cloud', 'Hosted Tally, anywhere', '', 0);
    INSERT INTO service_sections (id, service_id, title, description, image, sort_order) VALUES
      (20, 10, 'What we build', 'Invoices, reports', '', 1),
      (21, 10, 'How it works', 'Three steps', '/media/steps.webp', 0),
      (22, 12, 'Why cloud', 'Access from anywhere', '', 0);
    INSERT INTO quick_facts (id, service_id, fact_key, fact_value, show_facts, sort_order) VALUES
      (30, 10, 'Delivery', '2 weeks', 1, 1), (31, 10, 'Support', '90 days', 0, 0), (32, 12, 'Uptime', '99.9%', 1, 0);
    INSERT INTO pricing_entries (id, service_id, title, description, sort_order) VALUES
      (40, 10, 'Per report', 'From ₹4,999', 0), (41, 12, 'Per user', 'From ₹999 a month', 0);
    INSERT INTO pricing_plans (id, plan_type, plan_type_display, price, discounted_price, discount_percentage, year, price_description, sort_order)
      VALUES (50, 'basic', 'Basic Care', 199.5, NULL, '0', 1, '[{"Users":"1"}]', 1);
    INSERT INTO pricing_plans (id, plan_type, plan_type_display, price, discounted_price, discount_percentage, year, price_description, sort_order,
        currency, excludes_gst, service_id) VALUES
      (51, 'premium', 'Premium', 10000, 7500.25, '25', 2, '[]', 0, 'INR', 1, NULL),
      (52, 'standard', 'Cloud Standard', 999, NULL, '0', 1, '[{"Users":"5"}]', 0, 'INR', 1, 12);
    INSERT INTO content_changes (subject_id, digest, changed_at) VALUES (10, 'abc', '2024-05-01T10:00:00Z'), (12, 'def', '2024-05-02T10:00:00Z');

    INSERT INTO enquiries (full_name, email, phone, page_details, project_brief, received_at) VALUES
      ('Asha Rao', 'asha@example.com', '+91 98450 00000', 'Tally on cloud', 'Move our Tally to the cloud', '2024-06-01T09:00:00.000Z');
    INSERT INTO enquiries (full_name, email, project_brief, received_at, status, consent_version, sent_from_page, referrer_origin,
        utm_source, utm_medium, utm_campaign, utm_term, utm_content) VALUES
      ('Ravi Kumar', 'ravi@example.com', 'A GST report', '2024-06-02T09:00:00.000Z', 'contacted', '2024-05', '/services/tdl',
        'https://www.google.com', 'google', 'cpc', 'tally-2024', 'tally report', 'ad-1'),
      ('Meena Iyer', 'meena@example.com', 'Training for 10 people', '2024-06-03T09:00:00.000Z', 'won', '2024-05', '/contact', '', '', '', '', '', ''),
      ('Deleted Person', 'deleted@example.com', 'Please forget me', '2024-06-04T09:00:00.000Z', 'spam', '', '', '', '', '', '', '', '');
    INSERT INTO enquiry_notes (enquiry_id, author, body, created_at) VALUES
      (1, 'staff@example.com', 'Called back', '2024-06-01T10:00:00.000Z'),
      (2, 'staff@example.com', 'Sent a quote', '2024-06-02T10:00:00.000Z'),
      (4, 'staff@example.com', 'Looks like spam', '2024-06-04T10:00:00.000Z'),
      (2, 'boss@example.com', 'Follow up Monday', '2024-06-05T10:00:00.000Z');
    INSERT INTO audit_log (actor, at, entity, entity_id, action, before_json, after_json) VALUES
      ('staff@example.com', '2024-06-02T11:00:00.000Z', 'enquiry', 2, 'status', '{"status":"new"}', '{"status":"contacted"}'),
      ('staff@example.com', '2024-06-04T10:00:00.000Z', 'enquiry', 4, 'note', NULL, '{"noteId":3}'),
      ('staff@example.com', '2024-06-04T11:00:00.000Z', 'enquiry', 4, 'status', '{"status":"new"}', '{"status":"spam"}'),
      ('staff@example.com', '2024-06-04T12:00:00.000Z', 'enquiry', 4, 'delete', '{"full_name":"Deleted Person"}', NULL),
      ('staff@example.com', '2024-06-05T09:00:00.000Z', 'service', 15, 'create', NULL, '{"heading":"Short-lived"}'),
      ('staff@example.com', '2024-06-05T09:30:00.000Z', 'service', 15, 'delete', '{"heading":"Short-lived"}', NULL),
      ('staff@example.com', '2024-06-05T10:00:00.000Z', 'offering', 7, 'delete', '{"offering_name":"Gone"}', NULL),
      ('staff@example.com', '2024-06-05T10:10:00.000Z', 'section', 25, 'delete', '{"title":"Gone"}', NULL),
      ('staff@example.com', '2024-06-05T10:20:00.000Z', 'quick_fact', 33, 'delete', '{"fact_key":"Gone"}', NULL),
      ('staff@example.com', '2024-06-05T10:30:00.000Z', 'pricing_entry', 44, 'delete', '{"title":"Gone"}', NULL),
      ('staff@example.com', '2024-06-05T10:40:00.000Z', 'pricing_plan', 60, 'delete', '{"plan_type":"gone"}', NULL),
      ('staff@example.com', '2024-06-05T10:50:00.000Z', 'section', 20, 'update', '{"title":"Old"}', '{"title":"What we build"}'),
      ('staff@example.com', '2024-06-05T11:00:00.000Z', 'enquiry', NULL, 'export', NULL, '{"rows":3}'),
      ('staff@example.com', '2024-06-05T11:10:00.000Z', 'media', NULL, 'upload', NULL, '{"url":"/media/x.webp"}');
    DELETE FROM enquiries WHERE id = ${DELETED_ENQUIRY};

    INSERT INTO staff_accounts (email, password_hash, created_at, password_changed_at, last_sign_in_at) VALUES
      ('staff@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', '2024-05-01T00:00:00.000Z', '2024-05-01T00:00:00.000Z', '2024-06-05T08:00:00.000Z'),
      ('boss@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdDI$aGFzaDI', '2024-05-02T00:00:00.000Z', '2024-05-03T00:00:00.000Z', NULL);
    INSERT INTO staff_sessions (id_hash, account_id, csrf_secret, created_at, last_seen_at) VALUES
      ('hash-one', 1, 'secret-one', 1717574400000, 1717578000000), ('hash-two', 2, 'secret-two', 1717574500000, 1717574600000);
    INSERT INTO staff_sign_in_failures (subject, failed_at) VALUES ('subject-a', 1717570000000), ('subject-b', 1717570001000), ('subject-a', 1717570002000);
    DELETE FROM staff_sign_in_failures WHERE id = 1;
  `);
  return db;
}

interface Shape {
  rows: Record<string, Record<string, unknown>[]>;
  columns: Record<string, unknown[]>;
  indexes: Record<string, unknown[]>;
  foreignKeys: Record<string, unknown[]>;
  contentOrder: Record<string, number[]>;
}

/** Everything migration 8 must keep: rows, columns, indexes, references and the order of the content. */
function shapeOf(db: SqliteDatabase): Shape {
  const shape: Shape = { rows: {}, columns: {}, indexes: {}, foreignKeys: {}, contentOrder: {} };
  for (const [table, key] of Object.entries(TABLES)) {
    shape.rows[table] = db.prepare(`SELECT * FROM ${table} ORDER BY ${key}`).all() as Record<string, unknown>[];
    shape.columns[table] = db.pragma(`table_info(${table})`) as unknown[];
    shape.indexes[table] = (db.pragma(`index_list(${table})`) as { name: string; unique: number; origin: string; partial: number }[])
      .map(({ name, unique, origin, partial }) => ({
        name,
        unique,
        origin,
        partial,
        columns: (db.pragma(`index_info(${name})`) as { name: string }[]).map((column) => column.name),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    shape.foreignKeys[table] = (db.pragma(`foreign_key_list(${table})`) as Record<string, unknown>[]).map(
      ({ table: parent, from, to, on_update, on_delete }) => ({ parent, from, to, on_update, on_delete }),
    );
  }
  for (const table of CONTENT_TABLES) {
    shape.contentOrder[table] = db.prepare(`SELECT id FROM ${table} ORDER BY sort_order, id`).pluck().all() as number[];
  }
  return shape;
}

const VERSION_COLUMN = { name: 'version', type: 'INTEGER', notnull: 1, dflt_value: '1', pk: 0 };

/** The migrations up to this one: later ones change the tables again. */
const THROUGH_8 = migrations.filter((m) => m.id <= 8);

/** An old database, its shape, and the same file after migrate(db). */
function migrated(): { db: SqliteDatabase; before: Shape; path: string } {
  const path = tempPath();
  const db = oldDatabase(path);
  const before = shapeOf(db);
  expect(migrate(db, THROUGH_8)).toBe(1);
  return { db, before, path };
}

/** Adds one row to the table (n keeps unique columns apart); answers its id. */
function insertInto(db: SqliteDatabase, table: IdTable, n: number): number {
  const sql: Record<IdTable, string> = {
    offerings: `INSERT INTO offerings (offering_name, sort_order) VALUES ('Offering ' || ?, 9)`,
    services: `INSERT INTO services (offering_id, heading, description, sort_order) VALUES (2, 'Service ' || ?, '', 9)`,
    service_sections: `INSERT INTO service_sections (service_id, title, description, sort_order) VALUES (11, 'Section ' || ?, '', 9)`,
    quick_facts: `INSERT INTO quick_facts (service_id, fact_key, fact_value, show_facts, sort_order) VALUES (11, 'Fact ' || ?, '', 1, 9)`,
    pricing_entries: `INSERT INTO pricing_entries (service_id, title, description, sort_order) VALUES (11, 'Entry ' || ?, '', 9)`,
    pricing_plans: `INSERT INTO pricing_plans (plan_type, plan_type_display, price, discount_percentage, year, price_description, sort_order)
      VALUES ('plan-' || ?, 'Plan', 1, '0', 1, '[]', 9)`,
    enquiries: `INSERT INTO enquiries (full_name, email, project_brief, received_at) VALUES ('Visitor ' || ?, 'v@example.com', 'Hello', '2024-07-01T00:00:00.000Z')`,
    enquiry_notes: `INSERT INTO enquiry_notes (enquiry_id, author, body, created_at) VALUES (1, 'staff@example.com', 'Note ' || ?, '2024-07-01T00:00:00.000Z')`,
    audit_log: `INSERT INTO audit_log (actor, at, entity, action) VALUES ('staff@example.com', '2024-07-01T00:00:00.000Z', 'media', 'upload-' || ?)`,
    staff_accounts: `INSERT INTO staff_accounts (email, password_hash, created_at, password_changed_at) VALUES ('new' || ? || '@example.com', 'h', 'now', 'now')`,
    staff_sign_in_failures: `INSERT INTO staff_sign_in_failures (subject, failed_at) VALUES ('subject-' || ?, 1)`,
  };
  return Number(db.prepare(sql[table]).run(n).lastInsertRowid);
}

describe('the database before migration 8', () => {
  it('gives a deleted enquiry’s id, with its audit history, to the next enquiry (what migration 8 ends)', () => {
    const db = oldDatabase(tempPath());
    const id = insertInto(db, 'enquiries', 1);
    expect(id).toBe(DELETED_ENQUIRY);
    expect(db.prepare("SELECT count(*) FROM audit_log WHERE entity = 'enquiry' AND entity_id = ?").pluck().get(id)).toBe(3);
    db.close();
  });
});

describe('migration 8: ids never reused, item versions, trash', () => {
  it('runs with foreign keys off', () => {
    const migration = migrations.find((m) => m.id === 8);
    expect(migration).toMatchObject({ name: 'ids never reused, item versions, trash', foreignKeysOff: true });
  });

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
    expect(db.prepare('SELECT price, discounted_price FROM pricing_plans WHERE id = 51').get()).toEqual({ price: 10000, discounted_price: 7500.25 });
    db.close();
  });

  it('keeps every column (types, NOT NULL, defaults, key), index and reference, and adds version to content', () => {
    const { db, before } = migrated();
    const after = shapeOf(db);
    for (const table of Object.keys(TABLES)) {
      const columns = before.columns[table]!;
      const expected = (CONTENT_TABLES as readonly string[]).includes(table) ? [...columns, { cid: columns.length, ...VERSION_COLUMN }] : columns;
      expect(after.columns[table], table).toEqual(expected);
    }
    expect(after.indexes).toEqual(before.indexes);
    expect(after.indexes.offerings).toEqual([{ name: 'sqlite_autoindex_offerings_1', unique: 1, origin: 'u', partial: 0, columns: ['offering_name'] }]);
    expect(after.indexes.enquiries).toEqual([
      { name: 'enquiries_by_received', unique: 0, origin: 'c', partial: 0, columns: ['received_at'] },
      { name: 'enquiries_by_status', unique: 0, origin: 'c', partial: 0, columns: ['status'] },
    ]);
    expect(after.foreignKeys).toEqual(before.foreignKeys);
    expect(after.foreignKeys.pricing_plans).toEqual([{ parent: 'services', from: 'service_id', to: 'id', on_update: 'NO ACTION', on_delete: 'CASCADE' }]);
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
    expect(() => db.prepare("UPDATE offerings SET offering_name = 'All' WHERE id = 2").run()).toThrow(/UNIQUE constraint failed: offerings.offering_name/);
    expect(() => db.prepare("UPDATE staff_accounts SET email = 'staff@example.com' WHERE id = 2").run()).toThrow(/UNIQUE constraint failed: staff_accounts.email/);
    expect(() => db.prepare('INSERT INTO services (offering_id, heading, description, sort_order) VALUES (99, \'x\', \'\', 0)').run()).toThrow(
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

  it('counts each table on from the highest id it or the audit log ever held', () => {
    const { db, before } = migrated();
    const sequence = Object.fromEntries(
      (db.prepare('SELECT name, seq FROM sqlite_sequence').all() as { name: string; seq: number }[]).map(({ name, seq }) => [name, seq]),
    );
    expect(sequence).toEqual({
      offerings: 7,
      services: DELETED_SERVICE,
      service_sections: 25,
      quick_facts: 33,
      pricing_entries: 44,
      pricing_plans: 60,
      enquiries: DELETED_ENQUIRY,
      enquiry_notes: 4,
      audit_log: 14,
      staff_accounts: 2,
      staff_sign_in_failures: 3,
    });
    // The same, worked out from the old rows.
    for (const table of ID_TABLES) {
      const entity = ENTITY[table];
      const audited = entity
        ? before.rows.audit_log!.filter((row) => row.entity === entity && row.entity_id !== null).map((row) => row.entity_id as number)
        : [];
      expect(sequence[table], table).toBe(Math.max(0, ...before.rows[table]!.map((row) => row.id as number), ...audited));
    }
    db.close();
  });

  it('never gives an id twice: not after deleting the highest row, nor one only the audit log remembers', () => {
    const { db, before } = migrated();
    const auditedCount = db.prepare('SELECT count(*) FROM audit_log WHERE entity = ? AND entity_id = ?').pluck();

    const enquiry = insertInto(db, 'enquiries', 1);
    expect(enquiry).toBe(DELETED_ENQUIRY + 1);
    expect(auditedCount.get('enquiry', enquiry)).toBe(0);
    const service = insertInto(db, 'services', 1);
    expect(service).toBe(DELETED_SERVICE + 1);
    expect(auditedCount.get('service', service)).toBe(0);

    for (const table of ID_TABLES) {
      const highestBefore = Math.max(0, ...before.rows[table]!.map((row) => row.id as number));
      const first = table === 'enquiries' ? enquiry : table === 'services' ? service : insertInto(db, table, 1);
      expect(first, table).toBeGreaterThan(highestBefore);
      const entity = ENTITY[table];
      if (entity) expect(auditedCount.get(entity, first), table).toBe(0);
      expect(db.prepare(`SELECT max(id) FROM ${table}`).pluck().get(), table).toBe(first);
      db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(first);
      const second = insertInto(db, table, 2);
      expect(second, table).toBe(first + 1);
    }
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

  it('runs once: a second migrate runs nothing', () => {
    const { db } = migrated();
    expect(db.prepare('SELECT id, name FROM schema_migrations ORDER BY id').all()).toEqual(THROUGH_8.map(({ id, name }) => ({ id, name })));
    const rows = shapeOf(db).rows;
    expect(migrate(db, THROUGH_8)).toBe(0);
    expect(shapeOf(db).rows).toEqual(rows);
    db.close();
  });

  it('is applied by openDatabase to an old file, which keeps its content (no seeding)', () => {
    const path = tempPath();
    const old = oldDatabase(path);
    const before = shapeOf(old);
    old.close();
    const db = openDatabase(path);
    expect(db.prepare('SELECT id FROM schema_migrations ORDER BY id').pluck().all()).toEqual(migrations.map((m) => m.id));
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT * FROM offerings ORDER BY id').all()).toEqual(before.rows.offerings!.map((row) => ({ ...row, version: 1 })));
    // Later migrations add columns; every value the old file held is still there.
    expect(db.prepare('SELECT * FROM enquiries ORDER BY id').all()).toEqual(before.rows.enquiries!.map((row) => expect.objectContaining(row)));
    expect(insertInto(db, 'enquiries', 1)).toBe(DELETED_ENQUIRY + 1);
    db.close();
  });

  it('restores foreign keys to off when they were off', () => {
    const db = oldDatabase(tempPath());
    db.pragma('foreign_keys = OFF');
    expect(migrate(db, THROUGH_8)).toBe(1);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(0);
    expect(db.prepare('SELECT count(*) FROM services').pluck().get()).toBe(3);
    db.close();
  });
});

describe('migrate with a migration that needs foreign keys off', () => {
  const old = migrations.filter((migration) => migration.id <= 7);

  it('rolls back, restores foreign keys and names the tables when rows would point at nothing', () => {
    const db = oldDatabase(tempPath());
    const broken: Migration = { id: 8, name: 'broken', foreignKeysOff: true, sql: 'DELETE FROM offerings WHERE id = 2' };
    expect(() => migrate(db, [...old, broken])).toThrow(/migration 8 \(broken\) would leave 2 rows pointing at nothing \(services → offerings\)/);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.prepare('SELECT id FROM offerings ORDER BY id').pluck().all()).toEqual([1, 2, 3]);
    expect(db.prepare('SELECT max(id) FROM schema_migrations').pluck().get()).toBe(7);
    db.close();
  });

  it('refuses to run inside a transaction, where foreign keys cannot be turned off', () => {
    const db = oldDatabase(tempPath());
    expect(() => db.transaction(() => migrate(db))()).toThrow(/needs foreign keys off/);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.prepare('SELECT count(*) FROM service_sections').pluck().get()).toBe(3);
    expect(db.prepare('SELECT max(id) FROM schema_migrations').pluck().get()).toBe(7);
    db.close();
  });
});
