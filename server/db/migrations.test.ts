// The migrations are frozen: each one's SQL is a file under ./migrations/, pinned by checksums.json.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { MIGRATIONS_DIR, migrations, type Migration } from './migrations.ts';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const fileOf = (migration: Migration) => readFileSync(new URL(migration.file!, MIGRATIONS_DIR));
const PINNED = JSON.parse(readFileSync(new URL('checksums.json', MIGRATIONS_DIR), 'utf8')) as Record<string, string>;

describe('the migration files', () => {
  it('are pinned by checksums.json: an applied migration is never edited', () => {
    const problems = migrations.flatMap((migration) => {
      const actual = sha256(fileOf(migration));
      const pinned = PINNED[migration.file!];
      if (pinned === undefined) {
        return [`${migration.file} (migration ${migration.id}) has no checksum in server/db/migrations/checksums.json: once it is final, add "${migration.file}": "${actual}"`];
      }
      if (pinned === actual) return [];
      return [
        `${migration.file} (migration ${migration.id}, ${migration.name}) is not the file that shipped (checksums.json). Applied migrations never change: ` +
          'put the file back as it was and add a new migration for the change.',
      ];
    });
    expect(problems).toEqual([]);
    // Nor is one removed or renamed.
    expect(Object.keys(PINNED).filter((file) => !migrations.some((migration) => migration.file === file))).toEqual([]);
  });

  it('are the SQL that runs, numbered in order, and nothing else is in the folder', () => {
    expect(migrations.map((migration) => migration.id)).toEqual(migrations.map((_, index) => index + 1));
    for (const migration of migrations) {
      expect(migration.file, migration.name).toMatch(new RegExp(`^${String(migration.id).padStart(4, '0')}-[a-z0-9-]+\\.sql$`));
      expect(Buffer.from(migration.sql, 'utf8').equals(fileOf(migration)), migration.file).toBe(true);
    }
    const files = readdirSync(MIGRATIONS_DIR).sort();
    expect(files).toEqual([...migrations.map((migration) => migration.file), 'checksums.json'].sort());
    expect(migrations.filter((migration) => migration.foreignKeysOff).map((migration) => migration.id)).toEqual([8, 11]);
  });

  it('hold the rows migration 15 wrote, not the site’s live copy', () => {
    const sql = migrations.find((migration) => migration.id === 15)!.sql;
    expect(sql).toMatch(/^INSERT INTO hero_slides \(id, mini_title, title, text, picture, image_alt, sort_order\) VALUES$/m);
    expect(sql).toMatch(/^INSERT INTO faq_items \(id, question, answer, sort_order\) VALUES$/m);
  });
});
