// The SQL of backups: a consistent copy of the live database (VACUUM INTO, inside one read transaction, so
// never a half-written page of a database in use), and the checks of a copy before it counts as a backup.
import Database from 'better-sqlite3';

import { KINDS } from '../../common/content-model/kinds.ts';

import type { SqliteDatabase } from './database.ts';

/** What a backup records of its database, and checks again before a restore. */
export interface BackupCounts {
  enquiries: number;
  /** Rows of every kind of content (offerings, services, sections, pricing, pages' documents …). */
  contentItems: number;
}

export interface CopyCheck {
  /** `ok`, or what PRAGMA integrity_check found. */
  integrity: string;
  counts: BackupCounts;
}

/** Writes a consistent copy of the database to `path`, which must not exist yet. */
export function snapshotDatabase(db: SqliteDatabase, path: string): void {
  db.prepare('VACUUM INTO ?').run(path);
}

const tableExists = (db: SqliteDatabase, table: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(table) !== undefined;

const countRows = (db: SqliteDatabase, table: string): number =>
  tableExists(db, table)
    ? (db
        .prepare(`SELECT count(*) FROM "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number)
    : 0;

/** The enquiries and content items in a database. */
export function countRecords(db: SqliteDatabase): BackupCounts {
  return {
    enquiries: countRows(db, 'enquiries'),
    contentItems: KINDS.reduce((sum, kind) => sum + countRows(db, kind.table), 0),
  };
}

/** Opens a copy read-only and answers its integrity check and its counts; a file SQLite cannot read throws. */
export function checkDatabaseCopy(path: string): CopyCheck {
  const copy = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const found = copy.pragma('integrity_check') as { integrity_check: string }[];
    const integrity = found.map((row) => row.integrity_check).join('; ');
    return { integrity, counts: integrity === 'ok' ? countRecords(copy) : { enquiries: 0, contentItems: 0 } };
  } finally {
    copy.close();
  }
}

/** Opens a database file for a backup of it taken outside the server (the terminal's `npm run backup -- now`). */
export function openForBackup(path: string): SqliteDatabase {
  const db = new Database(path, { fileMustExist: true });
  // Another process (the server) may be writing: wait for its write to end rather than failing at once.
  db.pragma('busy_timeout = 10000');
  return db;
}
