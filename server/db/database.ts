// Opens the SQLite database: creates the file and its folder and applies pending migrations, before anything reads
// it: the repositories assume every table the migrations make. Seeding the content on the very first start and filling
// the search index of a database brought up to date are the content's (server/content/service.ts, which opens
// through here). Any failure names the file and the reason.
import { mkdirSync, readFileSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import Database from 'better-sqlite3';

import { parseContent, type ContentDocument } from '../../common/content-model/schema.ts';
import { migrations as allMigrations, checksumOf, type Migration } from './migrations.ts';

export type SqliteDatabase = Database.Database;

export class DatabaseError extends Error {
  override name = 'DatabaseError';
}

export const SEED_CONTENT_FILE = fileURLToPath(new URL('./seed-content.json', import.meta.url));

let seedCache: ContentDocument | undefined;

/** The seed content shipped with the server (validated like any import). */
export function readSeedContent(): ContentDocument {
  if (seedCache) return seedCache;
  const result = parseContent(readFileSync(SEED_CONTENT_FILE, 'utf8'));
  if (!result.ok) {
    throw new DatabaseError(
      `The seed content ${SEED_CONTENT_FILE} is invalid:\n${result.problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
    );
  }
  seedCache = result.document;
  return seedCache;
}

export interface MigrateOptions {
  /** The migrations to apply (default: all of them; tests of upgrades give the ones of an older server). */
  migrations?: readonly Migration[];
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: string }).code;
    return code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}

/** Where a migration's SQL lives, for messages: its file, or the list a test gave. */
const sourceOf = (migration: Migration) => (migration.file ? `server/db/migrations/${migration.file}` : 'the list of migrations given');

/** Whether schema_migrations is missing, lacks its checksum column, or has rows without a checksum. */
function schemaMigrationsNeedWork(db: SqliteDatabase): boolean {
  const columns = db.prepare("SELECT name FROM pragma_table_info('schema_migrations')").pluck().all() as string[];
  if (!columns.includes('checksum')) return true;
  return (db.prepare('SELECT count(*) FROM schema_migrations WHERE checksum IS NULL').pluck().get() as number) > 0;
}

/**
 * Makes schema_migrations when the database is new, gives it the checksum column when it was made before
 * checksums were recorded (idempotent), and fills the checksums of the migrations applied then from their
 * files: they are the SQL that ran. Reads first, and takes the write lock only when there is work (then
 * looks again under it, so two servers starting on one file cannot both add the column).
 */
function prepareSchemaMigrations(db: SqliteDatabase, migrations: readonly Migration[]): void {
  if (!schemaMigrationsNeedWork(db)) return;
  db.transaction(() => {
    db.prepare('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)').run();
    const columns = db.prepare("SELECT name FROM pragma_table_info('schema_migrations')").pluck().all() as string[];
    if (!columns.includes('checksum')) db.prepare('ALTER TABLE schema_migrations ADD COLUMN checksum TEXT').run();
    const unrecorded = db.prepare('SELECT id FROM schema_migrations WHERE checksum IS NULL').pluck().all() as number[];
    const fill = db.prepare('UPDATE schema_migrations SET checksum = ? WHERE id = ?');
    for (const migrationId of unrecorded) {
      const migration = migrations.find((known) => known.id === migrationId);
      if (migration) fill.run(checksumOf(migration.sql), migrationId);
    }
  }).immediate();
}

/**
 * Applies the migrations not yet recorded; returns how many ran. First it refuses a database migrated by a
 * newer server (migrations it does not know) or whose applied migrations were edited since they ran (their
 * SQL's checksum differs from the one recorded).
 */
export function migrate(db: SqliteDatabase, migrations: readonly Migration[] = allMigrations): number {
  prepareSchemaMigrations(db, migrations);
  const recorded = db.prepare('SELECT id, checksum FROM schema_migrations').all() as { id: number; checksum: string | null }[];
  const applied = new Set(recorded.map((row) => row.id));
  const known = new Set(migrations.map((migration) => migration.id));
  const unknown = [...applied].filter((migrationId) => !known.has(migrationId));
  if (unknown.length > 0) {
    throw new Error(`it was migrated by a newer version of the server (unknown migrations ${unknown.join(', ')})`);
  }
  for (const { id, checksum } of recorded) {
    const migration = migrations.find((known) => known.id === id)!;
    if (checksum !== checksumOf(migration.sql)) {
      throw new Error(
        `migration ${migration.id} (${migration.name}) was changed after it was applied to this database: its SQL (${sourceOf(migration)}) ` +
          'no longer matches the checksum recorded when it ran. Applied migrations never change: put it back as it was and add a new migration for the change',
      );
    }
  }
  const record = db.prepare('INSERT INTO schema_migrations (id, name, applied_at, checksum) VALUES (?, ?, ?, ?)');
  let count = 0;
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (applied.has(migration.id)) continue;
    const run = db.transaction(() => {
      db.exec(migration.sql);
      if (migration.foreignKeysOff) {
        const broken = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
        if (broken.length > 0) {
          const where = [...new Set(broken.map((row) => `${row.table} → ${row.parent}`))].join(', ');
          throw new Error(`migration ${migration.id} (${migration.name}) would leave ${broken.length} rows pointing at nothing (${where})`);
        }
      }
      record.run(migration.id, migration.name, new Date().toISOString(), checksumOf(migration.sql));
    });
    if (migration.foreignKeysOff) {
      // Only outside a transaction can foreign keys be turned off; rebuilding a table with them on
      // would delete the rows that point at it.
      const before = db.pragma('foreign_keys', { simple: true }) as number;
      db.pragma('foreign_keys = OFF');
      try {
        if (db.pragma('foreign_keys', { simple: true }) !== 0) {
          throw new Error(`migration ${migration.id} (${migration.name}) needs foreign keys off, which a transaction under way prevents`);
        }
        run();
      } finally {
        db.pragma(`foreign_keys = ${before ? 'ON' : 'OFF'}`);
      }
    } else {
      run();
    }
    count += 1;
  }
  return count;
}

/** The file's stats, undefined when nothing is there (or a folder on the way is a file). */
function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw new DatabaseError(`Cannot use the database file ${path}: cannot look at ${path}: ${reasonOf(error)}`);
  }
}

/**
 * Checks where the database file goes before anything is created, and creates its missing folders
 * one by one (a recursive mkdir spins forever on some impossible paths, such as under /proc).
 */
export function prepareDatabaseLocation(path: string): void {
  const file = statOf(path);
  if (file?.isDirectory()) {
    throw new DatabaseError(
      `The database path ${path} is a folder: set DATABASE_PATH to a file inside it, such as ${join(path, 'site.db')}`,
    );
  }
  if (file && !file.isFile()) throw new DatabaseError(`The database path ${path} is not a regular file: set DATABASE_PATH to a file`);
  if (file) return;
  const missing: string[] = [];
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    const stats = statOf(folder);
    if (stats) {
      if (!stats.isDirectory()) {
        throw new DatabaseError(`Cannot create the database file ${path}: ${folder} is a file, not a folder (check DATABASE_PATH)`);
      }
      break;
    }
    missing.unshift(folder);
    if (dirname(folder) === folder) break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      if ((error as { code?: string }).code === 'EEXIST' && statOf(folder)?.isDirectory()) continue;
      throw new DatabaseError(`Cannot create the folder ${folder} for the database file ${path}: ${reasonOf(error)} (check DATABASE_PATH)`);
    }
  }
}

/**
 * A copy of the database in memory, foreign keys on as in the file (the page preview publishes drafts on it; the live
 * content is never touched). The file is in WAL mode, which a database in memory cannot open: the copy's header says
 * rollback journal instead.
 */
export function copyInMemory(db: SqliteDatabase): SqliteDatabase {
  const image = db.serialize();
  image[18] = 1;
  image[19] = 1;
  const copy = new Database(image);
  copy.pragma('foreign_keys = ON');
  return copy;
}

/** How a failure to open or bring up to date names the database: the file, or the database in memory. */
function labelOf(path: string): string {
  return path === ':memory:' ? 'the in-memory database' : `the database file ${path}`;
}

/** A failure to use the database at `path`, naming it and the reason (a DatabaseError as it is). */
export function cannotUse(path: string, error: unknown): DatabaseError {
  return error instanceof DatabaseError ? error : new DatabaseError(`Cannot use ${labelOf(path)}: ${reasonOf(error)}`);
}

/** A database opened and brought up to date: whether it was new (no migration had run) and how many migrations ran. */
export interface MigratedDatabase {
  db: SqliteDatabase;
  fresh: boolean;
  ran: number;
}

/**
 * The state every migration leaves a new, empty database in, as SQLite's bytes, for these migrations; undefined to
 * run them. The server runs them: it opens one database. The server's tests open hundreds, and every migration on a
 * new database costs about 0.15 s of CPU (the seed translations' query plan alone 0.13 s), so their set-up
 * (server/vitest.setup.ts) gives the state once migrated in their process.
 */
export type NewDatabaseImage = (migrations: readonly Migration[]) => Buffer | undefined;

let newDatabaseImage: NewDatabaseImage | undefined;

/** New databases start from the image `source` gives (see NewDatabaseImage), or from nothing when it is undefined. */
export function startNewDatabasesFrom(source: NewDatabaseImage | undefined): void {
  newDatabaseImage = source;
}

/** A new database in the state the migrations leave it in: migrated in memory, as SQLite's bytes (a test set-up's image). */
export function migratedImage(migrations: readonly Migration[] = allMigrations): Buffer {
  const db = new Database(':memory:');
  try {
    db.pragma('foreign_keys = ON');
    migrate(db, migrations);
    return db.serialize();
  } finally {
    db.close();
  }
}

/** Opens the database (creating its file and folders) and applies the migrations not yet applied. */
export function openMigrated(path: string, options: MigrateOptions = {}): MigratedDatabase {
  let db: SqliteDatabase | undefined;
  try {
    if (path !== ':memory:') prepareDatabaseLocation(path);
    const migrations = options.migrations ?? allMigrations;
    const isNew = path === ':memory:' || !statOf(path)?.size;
    const image = isNew ? newDatabaseImage?.(migrations) : undefined;
    if (image && path !== ':memory:') writeFileSync(path, image);
    db = image && path === ':memory:' ? new Database(image) : new Database(path);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    const fresh =
      image !== undefined ||
      (db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'schema_migrations'").pluck().get() as number) === 0;
    const ran = migrate(db, migrations);
    return { db, fresh, ran: image ? migrations.length : ran };
  } catch (error) {
    db?.close();
    throw cannotUse(path, error);
  }
}
