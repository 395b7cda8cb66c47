// How migration 8 runs: with foreign keys off (restored after), once, and by openDatabase on an old file;
// and what migrate does with a migration that needs foreign keys off.
import { describe, expect, it } from 'vitest';

import { migrate } from './database.ts';
import { openDatabase } from '../content/service.ts';
import { migrations, type Migration } from './migrations.ts';
import { DELETED_ENQUIRY, THROUGH_8, insertInto, migrated, oldDatabase, shapeOf, tempPath } from './test-migration-8.ts';

describe('migration 8 runs with foreign keys off, once', () => {
  it('runs with foreign keys off', () => {
    const migration = migrations.find((m) => m.id === 8);
    expect(migration).toMatchObject({ name: 'ids never reused, item versions, trash', foreignKeysOff: true });
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
    expect(db.prepare('SELECT * FROM enquiries ORDER BY id').all()).toEqual(
      before.rows.enquiries!.map((row) => expect.objectContaining(row)),
    );
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
    expect(() => migrate(db, [...old, broken])).toThrow(
      /migration 8 \(broken\) would leave 2 rows pointing at nothing \(services → offerings\)/,
    );
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
