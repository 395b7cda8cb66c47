// The page_views table: one count per page per India day (server/page-views/service.ts decides what counts).
import type Database from 'better-sqlite3';

export class PageViewCounts {
  private readonly upsert;

  constructor(db: Database.Database) {
    this.upsert = db.prepare(
      'INSERT INTO page_views (day, path, views) VALUES (?, ?, 1) ON CONFLICT(day, path) DO UPDATE SET views = views + 1',
    );
  }

  /** Counts one view of `path` on `day` (YYYY-MM-DD). */
  add(day: string, path: string): void {
    this.upsert.run(day, path);
  }
}
