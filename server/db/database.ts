// Opens the SQLite database: creates the file and its folder, applies pending migrations, and seeds
// the content on the very first start. Any failure names the file and the reason.
import { mkdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import Database from 'better-sqlite3';

import { parseContent, type ContentDocument } from './content-schema.ts';
import { importContent } from './content-store.ts';
import { migrations as allMigrations, type Migration } from './migrations.ts';

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

export interface OpenOptions {
  /** Seed the content when the database is created (default true). */
  seed?: boolean;
  migrations?: readonly Migration[];
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: string }).code;
    return code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}

/** Applies the migrations not yet recorded; returns how many ran. */
export function migrate(db: SqliteDatabase, migrations: readonly Migration[] = allMigrations): number {
  db.prepare(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  ).run();
  const applied = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as number[]);
  const known = new Set(migrations.map((migration) => migration.id));
  const unknown = [...applied].filter((migrationId) => !known.has(migrationId));
  if (unknown.length > 0) {
    throw new Error(`it was migrated by a newer version of the server (unknown migrations ${unknown.join(', ')})`);
  }
  const record = db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)');
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
      record.run(migration.id, migration.name, new Date().toISOString());
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

export function openDatabase(path: string, options: OpenOptions = {}): SqliteDatabase {
  const label = path === ':memory:' ? 'the in-memory database' : `the database file ${path}`;
  let db: SqliteDatabase | undefined;
  try {
    if (path !== ':memory:') prepareDatabaseLocation(path);
    db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    const fresh = (db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'schema_migrations'").pluck().get() as number) === 0;
    migrate(db, options.migrations);
    if (fresh && options.seed !== false) importContent(db, readSeedContent());
    return db;
  } catch (error) {
    db?.close();
    if (error instanceof DatabaseError) throw error;
    throw new DatabaseError(`Cannot use ${label}: ${reasonOf(error)}`);
  }
}
