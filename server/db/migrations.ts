// The database schema as an ordered list of migrations, each frozen in a file of SQL under ./migrations/
// (0001-content-tables.sql …), loaded from there. Each runs once, in its own transaction, and is recorded
// in schema_migrations with the SHA-256 of its SQL; every later start compares the files with what was
// recorded and refuses a database whose applied migrations were edited (./database.ts, migrate).
//
// What an applied migration did must never change: its id, name and file stay as they shipped, byte for
// byte (each entry of FROZEN, ./migrations-frozen.ts, pins its file's SHA-256; docs/decisions/0027). A
// migration's SQL is written out in full, never built from the code of the day (the content model, the
// site's built-in copy, shared column lists): that code changes, the history must not. A change to the
// schema is a new migration at the end of FROZEN, with its file and its checksum, or (from 32 on) a file
// of its own whose first line pins the rest (foundMigrations).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

import { FROZEN } from './migrations-frozen.ts';

export interface Migration {
  id: number;
  name: string;
  sql: string;
  /**
   * Runs with foreign keys off (rebuilding a table: dropping a parent would otherwise delete its
   * children). Every reference is checked before the migration is recorded, and the setting restored.
   */
  foreignKeysOff?: boolean;
  /** The file of ./migrations/ its SQL was read from (none for a migration made in a test). */
  file?: string;
}

/** The folder of the migrations' files, beside this module (the server runs from the source tree). */
export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** The SHA-256 of a migration's SQL (its file's bytes, as UTF-8), in hex: what schema_migrations records. */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/**
 * A migration after FROZEN's last is found by its file alone (a kind's table is one file: docs/development.md):
 * `<id>-<name in hyphens>.sql`, the next id, its first line `-- pinned: <SHA-256 of the lines after it>`. The pin
 * does what FROZEN's does: a file edited after it shipped no longer matches it (pinnedMigrationProblem).
 */
const PINNED_FILE = /^(\d{4})-([a-z0-9-]+)\.sql$/;
const PIN_LINE = /^-- pinned: ([0-9a-f]{64})\n/;

/** What is wrong with a found migration's pin (undefined: it matches the rest of its file). */
export function pinnedMigrationProblem(sql: string): string | undefined {
  const pin = PIN_LINE.exec(sql);
  if (!pin) return 'its first line must be -- pinned: <the SHA-256 of the lines after it>';
  const rest = sql.slice(pin[0].length);
  return checksumOf(rest) === pin[1] ? undefined : `its pin says ${pin[1]}, the lines after it hash to ${checksumOf(rest)}`;
}

/** The migrations after FROZEN's, from their files in `dir`, in order; a gap, or a file that breaks its pin, is refused. */
function foundMigrations(dir: URL): Migration[] {
  const last = FROZEN.at(-1)!.id;
  const found = readdirSync(dir)
    .flatMap((file) => {
      const match = PINNED_FILE.exec(file);
      return match && Number(match[1]) > last ? [{ id: Number(match[1]), name: match[2]!.replace(/-/g, ' '), file }] : [];
    })
    .sort((a, b) => a.id - b.id);
  return found.map((migration, index) => {
    if (migration.id !== last + index + 1) throw new Error(`Migration ${migration.file} should be number ${last + index + 1}.`);
    const sql = readFileSync(new URL(migration.file, dir), 'utf8');
    const problem = pinnedMigrationProblem(sql);
    if (problem) throw new Error(`Migration ${migration.file}: ${problem}.`);
    return { ...migration, sql };
  });
}

/** The migrations with their SQL read from the files in `dir` (./migrations/ unless a test gives another). */
export function readMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return [
    ...FROZEN.map(({ sha256: _pin, ...migration }) => ({ ...migration, sql: readFileSync(new URL(migration.file, dir), 'utf8') })),
    ...foundMigrations(dir),
  ];
}

/** Every migration, in order, with its SQL as frozen in its file. */
export const migrations: readonly Migration[] = readMigrations();

/** The SHA-256 each migration's file had when it shipped, by file name. */
export const pinnedChecksums: Readonly<Record<string, string>> = Object.fromEntries(
  FROZEN.map((migration) => [migration.file, migration.sha256]),
);
