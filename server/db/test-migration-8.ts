// A database as the server made it before migration 8 (migrations 1–7, with content, enquiries, notes, the
// audit log and staff), and what the migration-8 tests compare: its shape before and after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Database from 'better-sqlite3';
import { expect } from 'vitest';

import { migrate, type SqliteDatabase } from './database.ts';
import { migrations } from './migrations.ts';

// One folder for every test file of this worker (they share this module), removed when the worker exits.
const dir = mkdtempSync(join(tmpdir(), 'dexterity-migration-8-'));
process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
let counter = 0;
export const tempPath = () => join(dir, `site-${(counter += 1)}.db`);

export const CONTENT_TABLES = ['offerings', 'services', 'service_sections', 'quick_facts', 'pricing_entries', 'pricing_plans'] as const;
export const ID_TABLES = [
  ...CONTENT_TABLES,
  'enquiries',
  'enquiry_notes',
  'audit_log',
  'staff_accounts',
  'staff_sign_in_failures',
] as const;
export type IdTable = (typeof ID_TABLES)[number];
/** Every table of the old database and the column its rows are ordered by. */
export const TABLES: Record<string, string> = {
  ...Object.fromEntries(ID_TABLES.map((table) => [table, 'id'])),
  staff_sessions: 'id_hash',
  content_changes: 'subject_id',
};
/** The audit log's name for the records of each table. */
export const ENTITY: Partial<Record<IdTable, string>> = {
  offerings: 'offering',
  services: 'service',
  service_sections: 'section',
  quick_facts: 'quick_fact',
  pricing_entries: 'pricing_entry',
  pricing_plans: 'pricing_plan',
  enquiries: 'enquiry',
};
/** A deleted enquiry: only the audit log still names it. */
export const DELETED_ENQUIRY = 4;
/** A service created and deleted: only the audit log still names it. */
export const DELETED_SERVICE = 15;

/** A database as the server made it before migration 8, filled with plain INSERTs. */
export function oldDatabase(path: string): SqliteDatabase {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(
    db,
    migrations.filter((migration) => migration.id <= 7),
  );
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

export interface Shape {
  rows: Record<string, Record<string, unknown>[]>;
  columns: Record<string, unknown[]>;
  indexes: Record<string, unknown[]>;
  foreignKeys: Record<string, unknown[]>;
  contentOrder: Record<string, number[]>;
}

/** Everything migration 8 must keep: rows, columns, indexes, references and the order of the content. */
export function shapeOf(db: SqliteDatabase): Shape {
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

export const VERSION_COLUMN = { name: 'version', type: 'INTEGER', notnull: 1, dflt_value: '1', pk: 0 };

/** The migrations up to this one: later ones change the tables again. */
export const THROUGH_8 = migrations.filter((m) => m.id <= 8);

/** An old database, its shape, and the same file after migrate(db). */
export function migrated(): { db: SqliteDatabase; before: Shape; path: string } {
  const path = tempPath();
  const db = oldDatabase(path);
  const before = shapeOf(db);
  expect(migrate(db, THROUGH_8)).toBe(1);
  return { db, before, path };
}

/** Adds one row to the table (n keeps unique columns apart); answers its id. */
export function insertInto(db: SqliteDatabase, table: IdTable, n: number): number {
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
