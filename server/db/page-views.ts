// The page_views table: one count per page per India day (server/page-views/service.ts decides what counts
// and adds them up in memory; they are written here a few seconds' worth at a time).
import type Database from 'better-sqlite3';

export class PageViewCounts {
  private readonly upsert;

  constructor(private readonly db: Database.Database) {
    this.upsert = db.prepare(
      'INSERT INTO page_views (day, path, views) VALUES (?, ?, ?) ON CONFLICT(day, path) DO UPDATE SET views = views + excluded.views',
    );
  }

  /** Counts one view of `path` on `day` (YYYY-MM-DD). */
  add(day: string, path: string): void {
    this.upsert.run(day, path, 1);
  }

  /** Adds several counts in one transaction: `[day, path, views]`. */
  addAll(counts: ReadonlyArray<readonly [day: string, path: string, views: number]>): void {
    this.db.transaction(() => {
      for (const [day, path, views] of counts) this.upsert.run(day, path, views);
    })();
  }
}
