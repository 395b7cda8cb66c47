// Migration 11 (staff roles) on a database made before it: every account made before is an owner (it
// could do everything), keeps its id, sessions and assigned enquiries, and no id is given twice; from
// then on an account cannot be stored without one of the three roles.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

import { migrate } from './database.ts';
import { openDatabase } from '../content/service.ts';
import { migrations } from './migrations.ts';
import { StaffStore } from './staff-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-migration-11-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A database as the server made it before migration 11, with two accounts (a third was removed). */
function oldDatabase(path: string) {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(
    db,
    migrations.filter((migration) => migration.id <= 10),
  );
  db.exec(`
    INSERT INTO staff_accounts (email, password_hash, created_at, password_changed_at, last_sign_in_at) VALUES
      ('asha@example.in', 'scrypt$hash-one', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'),
      ('ravi@example.in', 'scrypt$hash-two', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z', NULL),
      ('gone@example.in', 'scrypt$hash-three', '2026-01-04T00:00:00.000Z', '2026-01-04T00:00:00.000Z', NULL);
    DELETE FROM staff_accounts WHERE email = 'gone@example.in';
    INSERT INTO staff_sessions (id_hash, account_id, csrf_secret, created_at, last_seen_at) VALUES ('hash-one', 1, 'secret-one', 1, 2);
    INSERT INTO enquiries (full_name, email, project_brief, received_at, assigned_to) VALUES ('Meena', 'meena@example.com', 'Payroll', '2026-02-01T00:00:00.000Z', 2);
  `);
  return db;
}

describe('migration 11: staff roles', () => {
  it('is the one after content drafts, and rebuilds the table with foreign keys off', () => {
    expect(migrations.find((migration) => migration.id === 11)).toMatchObject({ name: 'staff roles', foreignKeysOff: true });
    expect(migrations.find((migration) => migration.id === 10)?.name).toBe('content drafts');
  });

  it('makes every account made before it an owner, keeping its row, sessions and enquiries', () => {
    const path = join(dir, 'before.db');
    const old = oldDatabase(path);
    const before = old.prepare('SELECT * FROM staff_accounts ORDER BY id').all() as Record<string, unknown>[];
    const references = old.pragma('foreign_key_list(staff_sessions)');
    old.close();

    const db = openDatabase(path);
    // Migration 27 adds the display name (none yet).
    expect(db.prepare('SELECT * FROM staff_accounts ORDER BY id').all()).toEqual(
      before.map((row) => ({ ...row, role: 'owner', display_name: '' })),
    );
    expect(new StaffStore(db).accountByEmail('ravi@example.in')).toMatchObject({ id: 2, role: 'owner' });
    expect(new StaffStore(db).session('hash-one')).toMatchObject({ account_id: 1, email: 'asha@example.in', role: 'owner' });
    expect(db.prepare('SELECT assigned_to FROM enquiries').pluck().get()).toBe(2);
    expect(db.pragma('foreign_key_list(staff_sessions)')).toEqual(references);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  });

  it('never gives a removed account’s id again, and stores no account without one of the three roles', () => {
    const path = join(dir, 'after.db');
    oldDatabase(path).close();
    const db = openDatabase(path);
    const store = new StaffStore(db);
    store.addAccount('new@example.in', 'scrypt$hash', 'sales');
    expect(store.accountByEmail('new@example.in')).toMatchObject({ id: 4, role: 'sales' });
    expect(() =>
      db
        .prepare(
          "INSERT INTO staff_accounts (email, password_hash, created_at, password_changed_at) VALUES ('x@example.in', 'h', 'now', 'now')",
        )
        .run(),
    ).toThrow(/NOT NULL constraint failed: staff_accounts\.role/);
    expect(() => store.addAccount('y@example.in', 'h', 'admin' as 'owner')).toThrow(/CHECK constraint failed/);
    // Removing an account still ends its sessions and frees its enquiries.
    store.removeAccount(2);
    expect(db.prepare('SELECT assigned_to FROM enquiries').pluck().get()).toBeNull();
    store.removeAccount(1);
    expect(db.prepare('SELECT count(*) FROM staff_sessions').pluck().get()).toBe(0);
    db.close();
  });
});
