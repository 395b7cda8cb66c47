// What GET /api/ready reads of the database (server/api/readiness.ts): every table the site reads or
// writes, counted, which walks each one's pages, through the server's connection or a new one.
import Database from 'better-sqlite3';

const TABLES = ['offerings', 'services', 'service_sections', 'quick_facts', 'pricing_entries', 'pricing_plans', 'enquiries'];

/** Counts the rows of every table through this connection; throws what SQLite throws. */
export function readEveryTable(db: Database.Database): void {
  for (const table of TABLES) db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
}

/** Counts the rows of every table through a new read-only connection to the file (not the page cache of the server's own). */
export function readEveryTableFromFile(path: string): void {
  let fresh: Database.Database | undefined;
  try {
    fresh = new Database(path, { readonly: true, fileMustExist: true });
    fresh.pragma('busy_timeout = 1000');
    readEveryTable(fresh);
  } finally {
    fresh?.close();
  }
}
