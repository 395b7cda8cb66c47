// The migrations are frozen: each one's SQL is a file under ./migrations/, pinned by the SHA-256 its entry in ./migrations.ts gives; the
// runner records the SHA-256 of each migration it applies, fills it in for databases migrated before it
// did, and refuses a database whose applied migrations were edited since, naming the migration.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

import { DatabaseError, migrate } from './database.ts';
import { openDatabase } from '../content/service.ts';
import { MIGRATIONS_DIR, migrations, pinnedChecksums, pinnedMigrationProblem, readMigrations, type Migration } from './migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;
const tempPath = () => join(dir, `site-${(counter += 1)}.db`);

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const fileOf = (migration: Migration) => readFileSync(new URL(migration.file!, MIGRATIONS_DIR));
const PINNED = pinnedChecksums;

describe('the migration files', () => {
  it('are pinned by their SHA-256: an applied migration is never edited', () => {
    const problems = migrations.flatMap((migration) => {
      const actual = sha256(fileOf(migration));
      const pinned = PINNED[migration.file!];
      // A migration found by its file pins itself in its first line (server/db/migrations.ts, foundMigrations).
      if (pinned === undefined && pinnedMigrationProblem(fileOf(migration).toString('utf8')) === undefined) return [];
      if (pinned === undefined) {
        return [
          `${migration.file} (migration ${migration.id}) has no checksum in server/db/migrations.ts: once it is final, give its entry sha256: '${actual}'`,
        ];
      }
      if (pinned === actual) return [];
      return [
        `${migration.file} (migration ${migration.id}, ${migration.name}) is not the file that shipped (its sha256 in server/db/migrations.ts). Applied migrations never change: ` +
          'put the file back as it was and add a new migration for the change.',
      ];
    });
    expect(problems).toEqual([]);
  });

  it('are the SQL that runs, numbered in order, and nothing else is in the folder', () => {
    const numbers = Array.from({ length: migrations.length }, (_, index) => index + 1);
    expect(migrations.map((migration) => migration.id)).toEqual(numbers);
    for (const migration of migrations) {
      expect(migration.file, migration.name).toMatch(new RegExp(`^${String(migration.id).padStart(4, '0')}-[a-z0-9-]+\\.sql$`));
      expect(Buffer.from(migration.sql, 'utf8').equals(fileOf(migration)), migration.file).toBe(true);
    }
    const files = readdirSync(MIGRATIONS_DIR).sort();
    expect(files).toEqual(migrations.map((migration) => migration.file).sort());
    expect(migrations.filter((migration) => migration.foreignKeysOff).map((migration) => migration.id)).toEqual([8, 11, 29]);
  });

  it('after the listed ones are found by their files, each pinned by its first line; an edit, a gap or no pin is refused', () => {
    const copy = mkdtempSync(join(dir, 'found-'));
    cpSync(fileURLToPath(MIGRATIONS_DIR), copy, { recursive: true });
    const copyUrl = pathToFileURL(`${copy}/`);
    expect(readMigrations(copyUrl).at(-1)).toMatchObject({
      id: 50,
      name: 'seed customer stories translations',
      file: '0050-seed-customer-stories-translations.sql',
    });
    const found = join(copy, '0042-translation-drafts.sql');
    const shipped = readFileSync(found, 'utf8');
    writeFileSync(found, shipped.replace('values_json TEXT NOT NULL', 'values_json TEXT'));
    expect(() => readMigrations(copyUrl)).toThrow(/0042-translation-drafts\.sql: its pin says [0-9a-f]{64}, the lines after it hash to/);
    writeFileSync(found, shipped.replace(/^-- pinned: .*\n/, ''));
    expect(() => readMigrations(copyUrl)).toThrow(/first line must be -- pinned/);
    writeFileSync(found, shipped);
    cpSync(found, join(copy, '0052-next.sql'));
    expect(() => readMigrations(copyUrl)).toThrow('Migration 0052-next.sql should be number 51.');
    expect(pinnedMigrationProblem(shipped)).toBeUndefined();
  });

  it('hold the rows migration 15 wrote, not the site’s live copy', () => {
    const sql = migrations.find((migration) => migration.id === 15)!.sql;
    expect(sql).toMatch(/^INSERT INTO hero_slides \(id, mini_title, title, text, picture, image_alt, sort_order\) VALUES$/m);
    expect(sql).toMatch(/^INSERT INTO faq_items \(id, question, answer, sort_order\) VALUES$/m);
  });
});

describe('the checksums of applied migrations', () => {
  const recorded = (db: Database.Database) => db.prepare('SELECT id, checksum FROM schema_migrations ORDER BY id').all();
  const expected = (through = Infinity) =>
    migrations
      .filter((migration) => migration.id <= through)
      .map((migration) => ({ id: migration.id, checksum: sha256(fileOf(migration)) }));

  it('are recorded by a fresh database, each the SHA-256 of its file', () => {
    const db = openDatabase(':memory:', { seed: false });
    expect(recorded(db)).toEqual(expected());
    db.close();
  });

  it('refuse a database whose applied migration changed in the list, naming it, and leave the file as it was', () => {
    const path = tempPath();
    openDatabase(path).close();
    const edited = migrations.map((migration) =>
      migration.id === 15 ? { ...migration, sql: `${migration.sql}\n-- one more line` } : migration,
    );
    expect(() => openDatabase(path, { migrations: edited })).toThrow(DatabaseError);
    expect(() => openDatabase(path, { migrations: edited })).toThrow(
      `Cannot use the database file ${path}: migration 15 (home page copy) was changed after it was applied to this database: ` +
        'its SQL (server/db/migrations/0015-home-page-copy.sql) no longer matches the checksum recorded when it ran. ' +
        'Applied migrations never change: put it back as it was and add a new migration for the change',
    );
    const db = openDatabase(path);
    expect(recorded(db)).toEqual(expected());
    db.close();
  });

  it('refuse a database whose applied migration’s file was edited', () => {
    const path = tempPath();
    openDatabase(path).close();
    const folder = join(dir, `edited-${counter}`);
    cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    const file = join(folder, '0012-site-settings.sql');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace("'Dexterity', 'Dexterity Consultants'", "'Dexterity', 'Dexterity Consultants Pvt Ltd'"),
    );
    const fromFiles = readMigrations(pathToFileURL(`${folder}/`));
    expect(fromFiles.find((migration) => migration.id === 12)!.sql).toContain('Dexterity Consultants Pvt Ltd');
    expect(() => openDatabase(path, { migrations: fromFiles })).toThrow(/migration 12 \(site settings\) was changed after it was applied/);
  });

  it('do not hold back a migration not yet applied', () => {
    const path = tempPath();
    openDatabase(path, { seed: false, migrations: migrations.filter((migration) => migration.id <= 10) }).close();
    // The newest migration, changed before any database ran it: it runs as it now is (what it did, and a probe
    // more: the content the database is filled with may need its columns).
    const last = migrations.at(-1)!;
    const changed = `${last.sql}\nCREATE TABLE later_probe (id INTEGER PRIMARY KEY);`;
    const later = migrations.map((migration) => (migration.id === last.id ? { ...migration, sql: changed } : migration));
    const db = openDatabase(path, { migrations: later });
    expect(recorded(db)).toEqual([...expected(last.id - 1), { id: last.id, checksum: sha256(changed) }]);
    db.close();
  });

  it('are filled in from the files for a database migrated before they were recorded, once', () => {
    // A database as the server made it before checksums: schema_migrations without the column, migrations 1–14.
    const path = tempPath();
    const old = new Database(path);
    old.pragma('journal_mode = WAL');
    old.exec('CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
    for (const migration of migrations.filter((m) => m.id <= 14)) {
      old.exec(migration.sql);
      old
        .prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)')
        .run(migration.id, migration.name, '2026-06-01T00:00:00.000Z');
    }
    old.close();

    const db = openDatabase(path, { seed: false });
    expect(recorded(db)).toEqual(expected());
    expect(db.prepare('SELECT applied_at FROM schema_migrations WHERE id = 14').pluck().get()).toBe('2026-06-01T00:00:00.000Z');
    // Idempotent: a second run adds no column and changes nothing.
    expect(migrate(db)).toBe(0);
    expect(db.prepare("SELECT sql FROM sqlite_master WHERE name = 'schema_migrations'").pluck().get()).toBe(
      'CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL, checksum TEXT)',
    );
    expect(recorded(db)).toEqual(expected());
    db.close();
    // From then on an edit to one of the migrations it had applied before is refused too.
    const edited = migrations.map((migration) =>
      migration.id === 3 ? { ...migration, sql: migration.sql.replace('now', 'localtime') } : migration,
    );
    expect(() => openDatabase(path, { migrations: edited })).toThrow(/migration 3 \(content changes\) was changed after it was applied/);
  });
});
