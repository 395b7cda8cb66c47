// Test helper: a database migrated (and seeded) once per process, copied for each test that needs a fresh one.
// Migrating and seeding a new file runs every migration and imports the seed document: about 0.3 s of CPU,
// which the server's tests and the browser tests' own servers paid hundreds of times a run. A copy of the same
// file takes a few milliseconds, and `openDatabase` then finds it up to date, exactly as a restart would.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { openDatabase } from '../content/service.ts';
import { migratedImage, type NewDatabaseImage } from './database.ts';
import { migrations as allMigrations } from './migrations.ts';

const templates = new Map<boolean, string>();

function template(seed: boolean): string {
  const known = templates.get(seed);
  if (known) return known;
  const dir = mkdtempSync(join(tmpdir(), 'dexterity-template-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'site.db');
  // Closing the only connection writes the write-ahead log back into the file: the file alone is the database.
  openDatabase(path, { seed }).close();
  templates.set(seed, path);
  return path;
}

/**
 * Puts a fresh database at `path` (which must not exist yet): a copy of this process's migrated database, seeded
 * with the seed document unless `seed` is false. Open it with `openDatabase(path)` as usual.
 */
export function placeFreshDatabase(path: string, { seed = true }: { seed?: boolean } = {}): void {
  if (existsSync(path)) throw new Error(`${path} already exists: a fresh database goes where there is none`);
  copyFileSync(template(seed), path);
}

let image: Buffer | undefined;

/**
 * A new database's state after every migration, migrated once in this process (a module the files of a worker share:
 * the set-up file itself runs again for each file); undefined for a test's own migrations, which then run.
 */
export const migratedOnce: NewDatabaseImage = (migrations) => (migrations === allMigrations ? (image ??= migratedImage()) : undefined);
