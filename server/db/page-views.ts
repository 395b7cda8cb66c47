// The page_views table: one count per page per India day (server/page-views/service.ts decides what counts
// and adds them up in memory; they are written here a few seconds' worth at a time).
import type Database from 'better-sqlite3';

/** Taps on a contact link, as stored: `service_id` 0 when the page and the quote name none, `plan` '' likewise. */
export interface TapCount {
  day: string;
  path: string;
  kind: 'call' | 'whatsapp' | 'email';
  service_id: number;
  plan: string;
  taps: number;
}

export class PageViewCounts {
  private readonly upsert;

  private readonly addTap;

  constructor(private readonly db: Database.Database) {
    this.addTap = db.prepare(
      `INSERT INTO taps (day, path, kind, service_id, plan, taps) VALUES (@day, @path, @kind, @service_id, @plan, @taps)
       ON CONFLICT(day, path, kind, service_id, plan) DO UPDATE SET taps = taps + excluded.taps`,
    );
    this.upsert = db.prepare(
      'INSERT INTO page_views (day, path, views) VALUES (?, ?, ?) ON CONFLICT(day, path) DO UPDATE SET views = views + excluded.views',
    );
  }

  /** Counts one view of `path` on `day` (YYYY-MM-DD). */
  add(day: string, path: string): void {
    this.upsert.run(day, path, 1);
  }

  /** Adds page views (`[day, path, views]`) and taps in one transaction. */
  addAll(counts: ReadonlyArray<readonly [day: string, path: string, views: number]>, taps: ReadonlyArray<TapCount> = []): void {
    this.db.transaction(() => {
      for (const [day, path, views] of counts) this.upsert.run(day, path, views);
      for (const tap of taps) this.addTap.run(tap);
    })();
  }
}
