// The reads and writes of built pages' addresses: the pages' slugs, the redirects, and the missing addresses
// visitors asked for (server/pages). Pages and redirects are content items (server/content-editor writes them).
import type Database from 'better-sqlite3';

import { prepared } from './content-items.ts';

type Db = Database.Database;

export interface RedirectRow {
  id: number;
  from: string;
  to: string;
  permanent: boolean;
}

export interface MissingAddress {
  path: string;
  hits: number;
  last_seen: string;
}

/** Every page's slug, by page id. */
export function pageSlugs(db: Db): Map<string, number> {
  const rows = prepared(db, 'SELECT id, slug FROM pages ORDER BY sort_order, id').all() as { id: number; slug: string }[];
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Every live article's slug (its page is `/insights/<slug>`). */
export function articleSlugs(db: Db): Set<string> {
  return new Set(prepared(db, 'SELECT slug FROM articles').pluck().all() as string[]);
}

/** The menu entries that link to an address (a built page's, before it is renamed). */
export function menuItemsLinkingTo(db: Db, href: string): number[] {
  return prepared(db, 'SELECT id FROM menu_items WHERE href = ? ORDER BY id').pluck().all(href) as number[];
}

/** Every redirect. */
export function redirectRows(db: Db): RedirectRow[] {
  const rows = prepared(db, 'SELECT id, "from", "to", permanent FROM redirects ORDER BY sort_order, id').all() as (Omit<
    RedirectRow,
    'permanent'
  > & { permanent: number })[];
  return rows.map((row) => ({ ...row, permanent: row.permanent === 1 }));
}

/** Counts one more request for a missing address; keeps at most `keep` addresses, the least asked for going first. */
export function recordMissingAddress(db: Db, path: string, at: string, keep: number): void {
  db.transaction(() => {
    prepared(
      db,
      `INSERT INTO missing_addresses (path, hits, last_seen) VALUES (?, 1, ?)
       ON CONFLICT (path) DO UPDATE SET hits = hits + 1, last_seen = excluded.last_seen`,
    ).run(path, at);
    const count = prepared(db, 'SELECT count(*) FROM missing_addresses').pluck().get() as number;
    if (count > keep) {
      prepared(
        db,
        `DELETE FROM missing_addresses WHERE path IN (
           SELECT path FROM missing_addresses WHERE path <> ? ORDER BY hits, last_seen LIMIT ?)`,
      ).run(path, count - keep);
    }
  })();
}

/** The missing addresses, most asked for first. */
export function missingAddresses(db: Db): MissingAddress[] {
  return prepared(
    db,
    'SELECT path, hits, last_seen FROM missing_addresses ORDER BY hits DESC, last_seen DESC, path',
  ).all() as MissingAddress[];
}
