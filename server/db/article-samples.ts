// What the Insights benchmark (server/bench/insights.ts) reads of a database besides its pages: how many articles
// are published and how many of them the site search holds, and a random sample of their addresses.
import type Database from 'better-sqlite3';

type Db = Database.Database;

/** Published articles (every row is one) and the search index's entries of them. */
export function articleCounts(db: Db): { rows: number; indexed: number } {
  return {
    rows: db.prepare('SELECT count(*) FROM articles').pluck().get() as number,
    indexed: db.prepare("SELECT count(*) FROM site_search WHERE type = 'Article'").pluck().get() as number,
  };
}

/** `count` published articles' slugs, picked at random. */
export function randomArticleSlugs(db: Db, count: number): string[] {
  return db.prepare('SELECT slug FROM articles ORDER BY random() LIMIT ?').pluck().all(count) as string[];
}
