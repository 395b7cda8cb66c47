// Records when content last changed, per service and for the site-wide lists (subject 0): the
// sitemap's lastmod. Runs inside an import's transaction; what the import leaves as it was keeps its time.
import { createHash } from 'node:crypto';

import type Database from 'better-sqlite3';

import type { ContentDocument, DocumentItem } from './content-schema.ts';

/** The subject that stands for the offerings list, the pricing plans, the site settings and the words of the home page and the company's pages (every page). */
export const SITE_WIDE_SUBJECT = 0;

function digest(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}

export function recordContentChanges(db: Database.Database, document: ContentDocument, now = new Date()): void {
  // A database opened with an older set of migrations (tests of upgrades) has no record to keep.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'content_changes'").get()) return;
  const changedAt = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const known = new Map(
    (db.prepare('SELECT subject_id, digest FROM content_changes').all() as { subject_id: number; digest: string }[]).map((row) => [
      row.subject_id,
      row.digest,
    ]),
  );
  const upsert = db.prepare(
    `INSERT INTO content_changes (subject_id, digest, changed_at) VALUES (?, ?, ?)
     ON CONFLICT (subject_id) DO UPDATE SET digest = excluded.digest, changed_at = excluded.changed_at`,
  );
  const subjects = new Map<number, string>();
  const offerings = document.offerings as (DocumentItem & { services: DocumentItem[] })[];
  const plans = document.pricing_plans;
  subjects.set(
    SITE_WIDE_SUBJECT,
    digest({
      offerings: offerings.map(({ id, offering_name, services }) => ({ id, offering_name, services: services.map((s) => s.id) })),
      pricing_plans: plans,
      site_settings: document.site_settings ?? null,
      // The company's pages (decision 0023): Our Story, the contact page and the pages' titles.
      company_pages: [document.our_story, document.our_story_stats, document.why_dexterity_points, document.how_we_work_steps, document.contact_page, document.page_meta],
      home: [document.home, document.hero_slides, document.statistics, document.faq],
    }),
  );
  // A service page shows its own plans, or the general ones when it has none (plansFor): it changes with those.
  const general = plans.filter((plan) => plan.service_id === null);
  for (const offering of offerings) {
    for (const service of offering.services) {
      const own = plans.filter((plan) => plan.service_id === service.id);
      subjects.set(service.id, digest({ offering: offering.offering_name, service, plans: own.length > 0 ? own : general }));
    }
  }
  for (const [subject, value] of subjects) {
    if (known.get(subject) !== value) upsert.run(subject, value, changedAt);
  }
  const remove = db.prepare('DELETE FROM content_changes WHERE subject_id = ?');
  for (const subject of known.keys()) if (!subjects.has(subject)) remove.run(subject);
}

/** When each subject last changed (ISO 8601, UTC). */
export function contentChangeTimes(db: Database.Database): Map<number, string> {
  const rows = db.prepare('SELECT subject_id, changed_at FROM content_changes').all() as { subject_id: number; changed_at: string }[];
  return new Map(rows.map((row) => [row.subject_id, row.changed_at]));
}
