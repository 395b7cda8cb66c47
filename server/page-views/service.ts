// Page views, first-party and cookieless (what Plausible and Umami count, kept in our own SQLite): one
// number per page per India day. Nothing about the visitor is stored — no cookie, no address, no
// identifier — and crawlers, link previewers, prefetches and visitors who ask not to be tracked
// (DNT: 1, Sec-GPC: 1) are not counted. A page's HTML load is counted where the site answers it
// (server/site.ts); a move inside the app is reported by the browser to POST /api/views (./routes.ts).
import type Database from 'better-sqlite3';

import { hrefs, SERVICE_SLUG_PREFIX } from '../../common/paths.ts';
import { pageAt } from '../../common/route-addresses.ts';
import { indiaDay } from '../../common/india-time.ts';
import type { ContentStore } from '../db/content-store.ts';
import { PageViewCounts } from '../db/page-views.ts';

export type ViewOutcome = 'counted' | 'not-counted' | 'unknown-page';

/** The headers a view is judged by (Node's lower-case names). */
export type ViewHeaders = Record<string, string | string[] | undefined>;

/** Longest path counted: longer ones are no page of this site. */
export const MAX_VIEW_PATH = 200;

/**
 * User agents that are not a person reading: search and AI crawlers, link previewers, monitors, audit
 * tools and HTTP libraries. A headless browser (HeadlessChrome) is counted: it loads pages as a visitor does.
 */
const NOT_A_VISITOR =
  /bot\b|bot[/;-]|crawl|spider|slurp|mediapartners|apis-google|google-inspectiontool|googleother|feedfetcher|bingpreview|facebookexternalhit|meta-externalagent|embedly|skypeuripreview|whatsapp\/|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|python-|aiohttp|curl\/|wget|httpie|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|scrapy|ia_archiver|archive\.org|headless(?!chrome)/i;

const header = (headers: ViewHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim();
};

/** Whether a request comes from no person reading: a crawler, a link previewer, a tool (or sends no user agent). */
export function isCrawler(headers: ViewHeaders): boolean {
  const agent = header(headers, 'user-agent');
  return agent === '' || NOT_A_VISITOR.test(agent);
}

/** Whether a request is one that is not counted: a crawler, a prefetch, or a visitor asking not to be tracked. */
export function isUncounted(headers: ViewHeaders): boolean {
  if (isCrawler(headers)) return true;
  if (header(headers, 'dnt') === '1' || header(headers, 'sec-gpc') === '1') return true;
  return /prefetch|prerender/i.test(`${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-moz')}`);
}

const SERVICE_PATH = new RegExp(`^/service/${SERVICE_SLUG_PREFIX}(\\d{1,15})$`);

/**
 * The page a path names, as it is counted ('/service/service-02' is '/service/service-2', '/about/' is
 * '/about'), or undefined when it names no visitor's page: a path no route answers, the staff area, or a
 * made-up address of a page with a parameter (only its known addresses and existing services count).
 */
export function countedPath(
  raw: string,
  knowsService: (id: number) => boolean,
  knowsBuiltPage: (path: string) => boolean = () => false,
): string | undefined {
  if (raw.length > MAX_VIEW_PATH * 3 || !/^\/[^?#\s]*$/.test(raw)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (path.length > MAX_VIEW_PATH || path.startsWith('//')) return undefined;
  const page = pageAt(path);
  if (!page) return knowsBuiltPage(path) ? path : undefined;
  if (page.render === 'shell') return undefined;
  if (!page.path.includes(':')) return path;
  const service = path.match(SERVICE_PATH);
  if (service) return knowsService(Number(service[1])) ? hrefs.serviceDetails(Number(service[1])) : undefined;
  return page.knownPaths?.includes(path) ? path : undefined;
}

/** Whether a service id exists, from the store's list, read again only when the content changes. */
export function serviceChecker(store: ContentStore): (id: number) => boolean {
  let revision: string | undefined;
  let ids = new Set<number>();
  return (id) => {
    const now = store.revision();
    if (now !== revision) {
      ids = new Set(store.services().map((service) => service.id));
      revision = now;
    }
    return ids.has(id);
  };
}

export class PageViews {
  private readonly counts;

  /** `db` must be the content store's connection: a write from another would look like a content change. */
  constructor(
    db: Database.Database,
    private readonly knowsService: (id: number) => boolean,
    /** Whether a built page is at a path (server/pages): its loads count like any page's. */
    private readonly knowsBuiltPage: (path: string) => boolean = () => false,
  ) {
    this.counts = new PageViewCounts(db);
  }

  /** Counts one view of the page at `path` (as sent, percent-encoded) on the India day of `now`, unless it is not one. */
  count(path: string, headers: ViewHeaders, now: Date = new Date()): ViewOutcome {
    const page = countedPath(path, this.knowsService, this.knowsBuiltPage);
    if (page === undefined) return 'unknown-page';
    if (isUncounted(headers)) return 'not-counted';
    this.counts.add(indiaDay(now), page);
    return 'counted';
  }
}
