// The page_views table: one count per page per India day; beside it, taps on contact links (taps) and forms shown and
// begun (form_views). server/page-views/service.ts decides what counts and adds them up in memory; they are written here
// a few seconds' worth at a time.
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

/** A form's views and starts on a day, as stored: `form_id` 0 for the contact form. */
export interface FormCount {
  day: string;
  form_id: number;
  views: number;
  starts: number;
}

export class PageViewCounts {
  private readonly upsert;

  private readonly addTap;

  private readonly addForm;

  constructor(private readonly db: Database.Database) {
    this.addTap = db.prepare(
      `INSERT INTO taps (day, path, kind, service_id, plan, taps) VALUES (@day, @path, @kind, @service_id, @plan, @taps)
       ON CONFLICT(day, path, kind, service_id, plan) DO UPDATE SET taps = taps + excluded.taps`,
    );
    this.addForm = db.prepare(
      `INSERT INTO form_views (day, form_id, views, starts) VALUES (@day, @form_id, @views, @starts)
       ON CONFLICT(day, form_id) DO UPDATE SET views = views + excluded.views, starts = starts + excluded.starts`,
    );
    this.upsert = db.prepare(
      'INSERT INTO page_views (day, path, views) VALUES (?, ?, ?) ON CONFLICT(day, path) DO UPDATE SET views = views + excluded.views',
    );
  }

  /** Counts one view of `path` on `day` (YYYY-MM-DD). */
  add(day: string, path: string): void {
    this.upsert.run(day, path, 1);
  }

  /** Adds page views (`[day, path, views]`), taps and forms' views and starts in one transaction. */
  addAll(
    counts: ReadonlyArray<readonly [day: string, path: string, views: number]>,
    taps: ReadonlyArray<TapCount> = [],
    forms: ReadonlyArray<FormCount> = [],
  ): void {
    this.db.transaction(() => {
      for (const [day, path, views] of counts) this.upsert.run(day, path, views);
      for (const tap of taps) this.addTap.run(tap);
      for (const form of forms) this.addForm.run(form);
    })();
  }
}
