// The site search's statements on its FTS5 table, site_search (migration 25; docs/search.md). What goes in
// and how a query is made are server/search/index.ts's.
import type Database from 'better-sqlite3';

import { exportDocument, prepared } from './content-items.ts';

type Db = Database.Database;

export interface StoredSearchEntry {
  rowid: number;
  source: string;
  digest: string;
}

export interface SearchRow {
  type: string;
  title: string;
  url: string;
  /** The text around the match, the matches between `open` and `close`. */
  snippet: string;
  /** The entry's item (`services:2`), and its language after `@` for a translation's (`services:2@mr`). */
  source: string;
}

// Each entry's source and digest are also kept by source (site_search_entries, migration 30): found through its
// primary key, where the full-text table could only be read whole.
export const storedSearchEntries = (db: Db) =>
  prepared(db, 'SELECT entry AS rowid, source, digest FROM site_search_entries').all() as StoredSearchEntry[];

/**
 * The stored entries of some sources (`articles:12`), or of every source of some kinds (`services:`): what a change
 * of those items compares its entries with, without reading the whole index.
 */
export function storedSearchEntriesOf(
  db: Db,
  { sources = [], prefixes = [] }: { sources?: readonly string[]; prefixes?: readonly string[] },
) {
  const one = prepared(db, 'SELECT entry AS rowid, source, digest FROM site_search_entries WHERE source = ?');
  // A kind's entries: its sources lie between `kind:` and `kind;` (';' follows ':'), a range of the primary key.
  const ofKind = prepared(db, 'SELECT entry AS rowid, source, digest FROM site_search_entries WHERE source >= ? AND source < ?');
  return [
    ...sources.flatMap((source) => one.all(source) as StoredSearchEntry[]),
    ...prefixes.flatMap((prefix) => ofKind.all(prefix, `${prefix.slice(0, -1)};`) as StoredSearchEntry[]),
  ];
}

export function removeSearchEntry(db: Db, { rowid, source }: Pick<StoredSearchEntry, 'rowid' | 'source'>): void {
  prepared(db, 'DELETE FROM site_search WHERE rowid = ?').run(rowid);
  prepared(db, 'DELETE FROM site_search_entries WHERE source = ? AND entry = ?').run(source, rowid);
}

export function insertSearchEntry(
  db: Db,
  entry: { title: string; body: string; type: string; url: string; source: string; digest: string },
): void {
  const { lastInsertRowid } = prepared(
    db,
    'INSERT INTO site_search (title, body, type, url, source, digest) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(entry.title, entry.body, entry.type, entry.url, entry.source, entry.digest);
  prepared(db, 'INSERT OR REPLACE INTO site_search_entries (source, entry, digest) VALUES (?, ?, ?)').run(
    entry.source,
    Number(lastInsertRowid),
    entry.digest,
  );
}

/** Empties the index (the benchmark's fill from nothing). */
export function clearSearchIndex(db: Db): void {
  prepared(db, 'DELETE FROM site_search').run();
  prepared(db, 'DELETE FROM site_search_entries').run();
}

/**
 * The best matches of an FTS5 expression, by bm25 with the title weighing five times the text; the snippet is
 * of the text, about 24 words, the matches between `open` and `close`.
 *
 * Ordered by FTS5's `rank` (given bm25's weights), not by `bm25(…)` in ORDER BY: FTS5 then ranks every match and
 * hands back only the best `limit`, so the snippet is made for those alone — ordered by the function, SQLite made a
 * snippet for every match before sorting (10,000 of them for a word every article has: docs/benchmarks.md).
 */
export function matchSearchIndex(db: Db, match: string, marks: { open: string; close: string }, limit: number, lang?: string): SearchRow[] {
  // English: the English entries. A translated language: its translations' entries and the English, twice as many (an
  // item may match in both; the caller keeps one).
  const entries = lang === undefined ? "AND source NOT LIKE '%@%'" : "AND (source NOT LIKE '%@%' OR source LIKE '%@' || ?)";
  const sql = `SELECT type, title, url, snippet(site_search, 1, ?, ?, '…', 24) AS snippet, source
     FROM site_search WHERE site_search MATCH ? ${entries} AND rank MATCH 'bm25(5.0, 1.0)' ORDER BY rank LIMIT ?`;
  const args = lang === undefined ? [marks.open, marks.close, match, limit] : [marks.open, marks.close, match, lang, limit * 2];
  return prepared(db, sql).all(...args) as SearchRow[];
}

/** Runs `work` with the stored content as one document, in one transaction that takes the write lock (filling the index). */
export function withStoredContent(db: Db, work: (document: ReturnType<typeof exportDocument>) => void): void {
  db.transaction(() => work(exportDocument(db))).immediate();
}
