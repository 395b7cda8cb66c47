// openDatabase: creating, migrating and seeding the file on the first start, keeping it on later ones, and
// the messages when the path is not a database.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { ContentStore } from './content-store.ts';
import { DatabaseError, migrate, openMigrated, readSeedContent, startNewDatabasesFrom } from './database.ts';
import { importContent, openDatabase } from '../content/service.ts';
import { migrations } from './migrations.ts';
import { migratedOnce } from './test-template.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;
const tempPath = () => join(dir, `db-${(counter += 1)}`, 'site.db');

const seed = () => structuredClone(readSeedContent());

describe('openDatabase', () => {
  it('creates the folder and the file, migrates and seeds it on the first start', () => {
    const path = tempPath();
    const db = openDatabase(path);
    expect(existsSync(path)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.prepare('SELECT id, name FROM schema_migrations').all()).toEqual(migrations.map(({ id, name }) => ({ id, name })));
    expect(new ContentStore(db).exportContent()).toEqual(readSeedContent());
    db.close();
  });

  it('keeps the content on later starts (no re-seeding, no re-migrating)', () => {
    const path = tempPath();
    const first = new ContentStore(openDatabase(path));
    const edited = seed();
    edited.offerings.splice(2, 1);
    importContent(first, edited);
    first.db.close();

    const again = new ContentStore(openDatabase(path));
    expect(again.exportContent()).toEqual(edited);
    expect(again.db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(migrations.length);
    again.db.close();
  });

  it('applies only the migrations not yet applied, in order', () => {
    const path = tempPath();
    openDatabase(path).close();
    const next = Math.max(...migrations.map((migration) => migration.id)) + 1;
    const extra = [...migrations, { id: next, name: 'test column', sql: 'ALTER TABLE offerings ADD COLUMN note TEXT' }];
    const db = openDatabase(path, { migrations: extra });
    expect(db.prepare('SELECT id FROM schema_migrations ORDER BY id').pluck().all()).toEqual(extra.map((m) => m.id));
    expect(migrate(db, extra)).toBe(0);
    db.close();
    // An older server does not know the newer migration: it refuses the file.
    expect(() => openDatabase(path)).toThrow(/migrated by a newer version of the server/);
  });

  it('keeps the plans of a database made before rupee pricing, as general US-dollar plans without GST', () => {
    const path = tempPath();
    const before = openDatabase(path, { seed: false, migrations: migrations.filter((migration) => migration.id < 6) });
    before
      .prepare(
        `INSERT INTO pricing_plans (id, plan_type, plan_type_display, price, discounted_price, discount_percentage, year, price_description, sort_order)
         VALUES (7, 'basic', 'Basic Care', 199, NULL, '0', 1, '[{"Users":"1"}]', 0)`,
      )
      .run();
    before.close();
    const store = new ContentStore(openDatabase(path));
    expect(store.pricingPlans()).toEqual([
      {
        id: 7,
        plan_type: 'basic',
        plan_type_display: 'Basic Care',
        price: 199,
        discounted_price: null,
        discount_percentage: '0',
        year: 1,
        price_description: [{ Users: '1' }],
        currency: 'USD',
        excludes_gst: false,
        offering_details: null,
      },
    ]);
    store.db.close();
  });

  it('stops with a message naming the file and the reason', () => {
    const notDatabase = join(dir, 'notes.txt');
    writeFileSync(notDatabase, 'this is not a database, just some notes\n'.repeat(200));
    expect(() => openDatabase(notDatabase)).toThrow(DatabaseError);
    expect(() => openDatabase(notDatabase)).toThrow(`Cannot use the database file ${notDatabase}: file is not a database`);

    const folder = join(dir, 'a-folder.db');
    rmSync(folder, { recursive: true, force: true });
    openDatabase(join(folder, 'x.db')).close();
    expect(() => openDatabase(folder)).toThrow(
      `The database path ${folder} is a folder: set DATABASE_PATH to a file inside it, such as ${join(folder, 'site.db')}`,
    );

    const underFile = join(notDatabase, 'site.db');
    expect(() => openDatabase(underFile)).toThrow(`Cannot create the database file ${underFile}: ${notDatabase} is a file, not a folder`);
  });

  it('can start empty (seed: false): no lists, and the copy the site had when it became content (site settings, pages)', () => {
    const db = openDatabase(':memory:', { seed: false });
    const { format, version, offerings, pricing_plans, customer_stories, forms, price_items, ...written } = new ContentStore(
      db,
    ).exportContent();
    expect({ format, version, offerings, pricing_plans, customer_stories, forms, price_items }).toEqual({
      format: 'dexterity-content',
      version: 1,
      offerings: [],
      pricing_plans: [],
      // A site that was running gets no story the company has not confirmed: the three to confirm are the seed's.
      customer_stories: [],
      // Nor a form: the seed's is an example for a new site.
      forms: [],
      // Nor a price the company has not confirmed.
      price_items: [],
    });
    // What the migrations wrote is what the seed holds.
    const seed = readSeedContent() as Record<string, unknown>;
    expect(written).toHaveProperty('site_settings');
    expect(written).toEqual(Object.fromEntries(Object.keys(written).map((key) => [key, seed[key]])));
    db.close();
  });
});

// The server's tests start new databases from an image migrated once in their process (server/vitest.setup.ts); the
// server itself runs the migrations. Both must leave the same database behind.
describe('a new database started from a migrated image', () => {
  const tables = (db: ReturnType<typeof openDatabase>) =>
    (
      db.prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all() as {
        name: string;
        type: string;
      }[]
    ).map((entry) => ({
      ...entry,
      rows: entry.type === 'table' ? db.prepare(`SELECT * FROM "${entry.name}"`).raw().all().length : undefined,
    }));
  // As the set-up has it (server/vitest.setup.ts), and without the image for the database to compare with.
  beforeEach(() => startNewDatabasesFrom(migratedOnce));
  const withoutImage = (open: () => ReturnType<typeof openDatabase>) => {
    startNewDatabasesFrom(undefined);
    try {
      return open();
    } finally {
      startNewDatabasesFrom(migratedOnce);
    }
  };

  it('holds what running every migration and the seed leaves: the same tables, rows, content and migrations, in a file and in memory', () => {
    for (const where of ['file', 'memory'] as const) {
      const path = () => (where === 'file' ? tempPath() : ':memory:');
      const migrated = withoutImage(() => openDatabase(path()));
      const started = openDatabase(path());
      expect(tables(started)).toEqual(tables(migrated));
      expect(started.prepare('SELECT id, name, checksum FROM schema_migrations').all()).toEqual(
        migrated.prepare('SELECT id, name, checksum FROM schema_migrations').all(),
      );
      expect(new ContentStore(started).exportContent()).toEqual(readSeedContent());
      if (where === 'file') expect(started.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(started.pragma('foreign_keys', { simple: true })).toBe(1);
      migrated.close();
      started.close();
    }
  });

  it('counts as new (every migration ran), and a database with migrations of its own runs them', () => {
    const started = openMigrated(tempPath());
    expect({ fresh: started.fresh, ran: started.ran }).toEqual({ fresh: true, ran: migrations.length });
    started.db.close();
    const older = migrations.slice(0, 3);
    const own = openMigrated(tempPath(), { migrations: older });
    expect(own.db.prepare('SELECT id FROM schema_migrations').pluck().all()).toEqual(older.map(({ id }) => id));
    own.db.close();
  });
});
