// The staff reports, aggregated in SQL over a range of India dates: enquiries per week by status, by
// service, by source (utm_source, else the referrer's origin, else "direct"), by campaign and by
// referrer, the funnel new → contacted → quoted → won, page views beside enquiries per page (a renamed page's
// old address counted under its new one), and each form's views, starts and answers.
// Spam is left out of everything but the weekly counts, where it is a status of its own.
import type Database from 'better-sqlite3';

import { addDays, daysBetween, indiaDayStart, weekStart } from '../../common/india-time.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPath } from '../../common/languages.ts';
import { pageAt } from '../../common/route-addresses.ts';

import { ENQUIRY_STATUSES, type EnquiryStatus } from './enquiry-inbox.ts';
import { itemTitle } from './item-pages.ts';
import { CONTACT_FORM_ID, CONTACT_FORM_NAME } from '../../common/api-contract.ts';

/** India dates, both included. */
export interface ReportRange {
  from: string;
  to: string;
}

export interface ReportWeek {
  /** The Monday the week starts on. */
  week: string;
  counts: Record<EnquiryStatus, number>;
}
export interface ReportCount {
  enquiries: number;
  won: number;
}
export type ReportFunnelStage = 'new' | 'contacted' | 'quoted' | 'won';
export interface ReportFunnelStep {
  stage: ReportFunnelStage;
  count: number;
  /** This stage's count over the previous stage's, 0–1; null for the first stage or when the previous has none. */
  rate: number | null;
}

export interface EnquiryReport extends ReportRange {
  totals: { enquiries: number; won: number; spam: number; views: number };
  weeks: ReportWeek[];
  services: ({ service: string } & ReportCount)[];
  sources: ({ source: string } & ReportCount)[];
  campaigns: ({ source: string; campaign: string } & ReportCount)[];
  referrers: ({ referrer: string } & ReportCount)[];
  funnel: ReportFunnelStep[];
  /** Each page with its name (a service's title, a built page's, a page's own; '' for none) and address. */
  pages: { path: string; title: string; views: number; enquiries: number; taps: number }[];
  /** Taps on contact links by the service of their page or quote (its title), most first. */
  serviceTaps: { service: string; taps: number }[];
  /** Taps on Call, WhatsApp and e-mail links per page, most first; `title` the page's name ('' when it has none of its own). */
  taps: { path: string; title: string; call: number; whatsapp: number; email: number }[];
  /**
   * Each form's views, starts and answers sent (spam left out), most sent first: the forms staff build by their title
   * (a deleted one by the name its last answer carries), the contact form (id 0, the default form) as "Contact form".
   */
  forms: ReportForm[];
  /**
   * The quotations made in the range by what became of them (sent, accepted, lost, expired): how many and their
   * value with GST in paise, each number counted once, in the range its first revision was made in, as its latest
   * revision (docs/quotations.md).
   */
  quotations: ReportQuotations[];
}

export interface ReportQuotations {
  status: string;
  count: number;
  value: number;
}

export interface ReportForm {
  id: number;
  name: string;
  views: number;
  starts: number;
  submissions: number;
}

/** How many rows a ranked list keeps (the largest first). */
export const REPORT_LIST_LIMIT = 20;

/**
 * Which stages an enquiry has reached, by its status now: every enquiry was new; "contacted" is
 * contacted, quoted, won or lost; "quoted" is quoted or won; "won" is won.
 */
export const FUNNEL_RULE: Record<ReportFunnelStage, readonly EnquiryStatus[]> = {
  new: ['new', 'contacted', 'quoted', 'won', 'lost'],
  contacted: ['contacted', 'quoted', 'won', 'lost'],
  quoted: ['quoted', 'won'],
  won: ['won'],
};

const IN_RANGE = 'received_at >= @start AND received_at < @end';
const REAL = `${IN_RANGE} AND status <> 'spam'`;
const COUNTS = "count(*) AS enquiries, coalesce(sum(status = 'won'), 0) AS won";
const RANKED = `ORDER BY enquiries DESC, won DESC, 1 LIMIT ${REPORT_LIST_LIMIT}`;
const inList = (statuses: readonly string[]) => statuses.map((status) => `'${status}'`).join(', ');

/**
 * Where an address's views, enquiries and taps are reported: under the page a permanent redirect of staff's leads it
 * to (a renamed page's old address: server/content-editor/editor.ts keepOldAddress), else under itself. One hop is all
 * there is (a redirect may not lead to another's start, docs/decisions/0029); a temporary redirect (302) and one to
 * another site, or to an address with a query or a fragment, leave the address its own row. An old address is stored
 * as typed, with a trailing "/" perhaps, where a view is counted without it.
 */
const MOVED = `moved AS (
  SELECT CASE WHEN length("from") > 1 THEN rtrim("from", '/') ELSE "from" END AS old, "to" AS now FROM redirects
  WHERE permanent = 1 AND substr("to", 1, 1) = '/' AND substr("to", 1, 2) <> '//' AND instr("to", '?') = 0 AND instr("to", '#') = 0
)`;

/**
 * A row's page by its name: its query's (a service's title, a built page's), else the item's whose own page it is (an
 * article's, a customer story's, a category's), else the route table's. A page in Marathi or Hindi ('/mr/about') is
 * named as its English page is; its address tells the language.
 */
const namedIn =
  (db: Database.Database) =>
  <R extends { path: string; title: string }>(row: R): R => {
    const { path } = languageOfPath(row.path);
    return { ...row, title: row.title || itemTitle(db, path) || (pageAt(path)?.meta.title ?? '') };
  };

/** The address prefixes of Marathi and Hindi pages, as SQL strings: '/mr/', '/hi/'. */
const TRANSLATED_PREFIXES = LANGUAGES.filter(({ code }) => code !== DEFAULT_LANGUAGE)
  .map(({ code }) => `'/${code}/'`)
  .join(', ');
/** A counted address in SQL without its language prefix: '/mr/service/service-1' is '/service/service-1'. */
const inEnglish = (column: string) =>
  `CASE WHEN substr(${column}, 1, 4) IN (${TRANSLATED_PREFIXES}) THEN substr(${column}, 4) ELSE ${column} END`;

export class EnquiryReports {
  private readonly statements;
  private readonly named;

  constructor(db: Database.Database) {
    this.named = namedIn(db);
    this.statements = {
      // 'weekday 0' moves to the week's Sunday (or stays on it); six days before is its Monday.
      weeks: db.prepare(
        `SELECT date(received_at, '+330 minutes', 'weekday 0', '-6 days') AS week, status, count(*) AS count
         FROM enquiries WHERE ${IN_RANGE} GROUP BY week, status`,
      ),
      totals: db.prepare(
        `SELECT coalesce(sum(status <> 'spam'), 0) AS enquiries, coalesce(sum(status = 'won'), 0) AS won, coalesce(sum(status = 'spam'), 0) AS spam
         FROM enquiries WHERE ${IN_RANGE}`,
      ),
      views: db.prepare('SELECT coalesce(sum(views), 0) FROM page_views WHERE day BETWEEN @from AND @to').pluck(),
      services: db.prepare(`SELECT service_name AS service, ${COUNTS} FROM enquiries WHERE ${REAL} GROUP BY service_name ${RANKED}`),
      sources: db.prepare(
        `SELECT coalesce(nullif(utm_source, ''), nullif(referrer_origin, ''), 'direct') AS source, ${COUNTS}
         FROM enquiries WHERE ${REAL} GROUP BY 1 ${RANKED}`,
      ),
      campaigns: db.prepare(
        `SELECT utm_source AS source, utm_campaign AS campaign, ${COUNTS}
         FROM enquiries WHERE ${REAL} AND utm_campaign <> '' GROUP BY utm_source, utm_campaign ${RANKED}`,
      ),
      referrers: db.prepare(
        `SELECT referrer_origin AS referrer, ${COUNTS} FROM enquiries WHERE ${REAL} AND referrer_origin <> '' GROUP BY referrer_origin ${RANKED}`,
      ),
      funnel: db.prepare(
        `SELECT ${(Object.entries(FUNNEL_RULE) as [ReportFunnelStage, readonly EnquiryStatus[]][])
          .map(([stage, statuses]) => `coalesce(sum(status IN (${inList(statuses)})), 0) AS ${stage}`)
          .join(', ')}
         FROM enquiries WHERE ${REAL}`,
      ),
      pages: db.prepare(
        `WITH ${MOVED}, x AS (
           SELECT coalesce(m.now, y.path) AS path, y.views, y.enquiries, y.taps FROM (
             SELECT path, views, 0 AS enquiries, 0 AS taps FROM page_views WHERE day BETWEEN @from AND @to
             UNION ALL
             SELECT sent_from_page, 0, 1, 0 FROM enquiries WHERE ${REAL} AND sent_from_page <> ''
             UNION ALL
             SELECT path, 0, 0, taps FROM taps WHERE day BETWEEN @from AND @to
           ) y LEFT JOIN moved m ON m.old = y.path
         )
         SELECT x.path, coalesce(s.description, p.title, '') AS title, sum(x.views) AS views, sum(x.enquiries) AS enquiries, sum(x.taps) AS taps
         FROM x
         LEFT JOIN services s ON ${inEnglish('x.path')} = '/service/service-' || s.id
         LEFT JOIN pages p ON ${inEnglish('x.path')} = '/' || p.slug
         GROUP BY x.path ORDER BY views DESC, enquiries DESC, taps DESC, x.path LIMIT ${REPORT_LIST_LIMIT}`,
      ),
      serviceTaps: db.prepare(
        `SELECT s.description AS service, sum(t.taps) AS taps FROM taps t JOIN services s ON s.id = t.service_id
         WHERE t.day BETWEEN @from AND @to GROUP BY s.id ORDER BY taps DESC, service LIMIT ${REPORT_LIST_LIMIT}`,
      ),
      // A service page is named by its service's title, a built page by its title.
      taps: db.prepare(
        `WITH ${MOVED}, t AS (
           SELECT coalesce(m.now, y.path) AS path, y.kind, y.taps FROM taps y LEFT JOIN moved m ON m.old = y.path
           WHERE y.day BETWEEN @from AND @to
         )
         SELECT t.path, coalesce(s.description, p.title, '') AS title,
           sum(CASE t.kind WHEN 'call' THEN t.taps ELSE 0 END) AS call,
           sum(CASE t.kind WHEN 'whatsapp' THEN t.taps ELSE 0 END) AS whatsapp,
           sum(CASE t.kind WHEN 'email' THEN t.taps ELSE 0 END) AS email
         FROM t
         LEFT JOIN services s ON ${inEnglish('t.path')} = '/service/service-' || s.id
         LEFT JOIN pages p ON ${inEnglish('t.path')} = '/' || p.slug
         GROUP BY t.path ORDER BY sum(t.taps) DESC, t.path LIMIT ${REPORT_LIST_LIMIT}`,
      ),
      // The numbers first made in the range (their first revision's time), each counted as its latest revision: its
      // status and value now. A quotation made in January and revised in February is January's, with its revised value.
      quotations: db.prepare(
        `SELECT l.status, count(*) AS count, sum(l.total_paise) AS value FROM quotations f
         JOIN quotations l ON l.year = f.year AND l.serial = f.serial
           AND l.revision = (SELECT max(revision) FROM quotations r WHERE r.year = f.year AND r.serial = f.serial)
         WHERE f.revision = 0 AND f.created_at >= @start AND f.created_at < @end
         GROUP BY l.status ORDER BY count DESC, l.status`,
      ),
      // A form's counts by day beside its answers; its name is its title, else its last answer's (the form is deleted).
      forms: db.prepare(
        `WITH x AS (
           SELECT form_id, views, starts, 0 AS sent FROM form_views WHERE day BETWEEN @from AND @to
           UNION ALL
           SELECT coalesce(form_id, ${CONTACT_FORM_ID}), 0, 0, 1 FROM enquiries WHERE ${REAL}
         )
         SELECT x.form_id AS id,
           coalesce(f.title, (SELECT e.form_name FROM enquiries e WHERE e.form_id = x.form_id ORDER BY e.received_at DESC LIMIT 1), '') AS name,
           sum(x.views) AS views, sum(x.starts) AS starts, sum(x.sent) AS submissions
         FROM x LEFT JOIN forms f ON f.id = x.form_id
         GROUP BY x.form_id ORDER BY submissions DESC, views DESC, x.form_id LIMIT ${REPORT_LIST_LIMIT}`,
      ),
    };
  }

  /** The report of a range (valid India dates, from ≤ to: the caller checks). */
  report(range: ReportRange): EnquiryReport {
    const parameters = { ...range, start: indiaDayStart(range.from), end: indiaDayStart(addDays(range.to, 1)) };
    const s = this.statements;
    const totals = s.totals.get(parameters) as Omit<EnquiryReport['totals'], 'views'>;
    const funnelCounts = s.funnel.get(parameters) as Record<ReportFunnelStage, number>;
    const stages = Object.keys(FUNNEL_RULE) as ReportFunnelStage[];
    return {
      ...range,
      totals: { ...totals, views: s.views.get(parameters) as number },
      weeks: this.weeks(range, s.weeks.all(parameters) as { week: string; status: EnquiryStatus; count: number }[]),
      services: s.services.all(parameters) as EnquiryReport['services'],
      sources: s.sources.all(parameters) as EnquiryReport['sources'],
      campaigns: s.campaigns.all(parameters) as EnquiryReport['campaigns'],
      referrers: s.referrers.all(parameters) as EnquiryReport['referrers'],
      funnel: stages.map((stage, index) => {
        const previous = index === 0 ? 0 : funnelCounts[stages[index - 1]!];
        return { stage, count: funnelCounts[stage], rate: previous > 0 ? funnelCounts[stage] / previous : null };
      }),
      pages: (s.pages.all(parameters) as EnquiryReport['pages']).map(this.named),
      serviceTaps: s.serviceTaps.all(parameters) as EnquiryReport['serviceTaps'],
      taps: (s.taps.all(parameters) as EnquiryReport['taps']).map(this.named),
      forms: (s.forms.all(parameters) as ReportForm[]).map((form) => ({
        ...form,
        name: form.id === CONTACT_FORM_ID ? CONTACT_FORM_NAME : form.name || `Form ${form.id}`,
      })),
      quotations: s.quotations.all(parameters) as ReportQuotations[],
    };
  }

  /** Every week of the range in order, those without enquiries included (all counts 0). */
  private weeks({ from, to }: ReportRange, rows: { week: string; status: EnquiryStatus; count: number }[]): ReportWeek[] {
    const empty = () => Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<EnquiryStatus, number>;
    const weeks = new Map<string, ReportWeek>();
    // As many weeks as the range spans (the caller caps its length), counted before the walk.
    const first = weekStart(from);
    const count = Math.floor(daysBetween(first, to) / 7) + 1;
    for (let index = 0; index < count; index += 1) {
      const week = addDays(first, 7 * index);
      weeks.set(week, { week, counts: empty() });
    }
    for (const { week, status, count } of rows) {
      const entry = weeks.get(week);
      if (entry) entry.counts[status] = count;
    }
    return [...weeks.values()];
  }
}
