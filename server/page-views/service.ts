// Page views, first-party and cookieless (what Plausible and Umami count, kept in our own SQLite): one
// number per page per India day. Nothing about the visitor is stored — no cookie, no address, no
// identifier — and crawlers, link previewers, prefetches and visitors who ask not to be tracked
// (DNT: 1, Sec-GPC: 1) are not counted. A page's HTML load is counted where the site answers it
// (server/site.ts); a move inside the app is reported by the browser to POST /api/views (./routes.ts). A form
// shown and begun is counted the same way (POST /api/form-events), per form and day.
// Counting costs a page no write: views are added up in memory and written in one transaction a few
// seconds later (VIEWS_WRITE_SECONDS), before a report is read and when the server stops; a crash loses
// at most those seconds of counts (docs/page-views.md).
import type Database from 'better-sqlite3';

import { hrefs, SERVICE_SLUG_PREFIX } from '../../common/paths.ts';
import { pageAt } from '../../common/route-addresses.ts';
import { indiaDay } from '../../common/india-time.ts';
import { DEFAULT_LANGUAGE, languageOfPath, pathInLanguage } from '../../common/languages.ts';
import { kept } from '../../common/kept.ts';
import type { ContentStore } from '../db/content-store.ts';
import { hasItemPage } from '../db/item-pages.ts';
import { PageViewCounts, type FormCount, type TapCount } from '../db/page-views.ts';
import { forms } from '../../common/kinds/forms.ts';
import { CONTACT_FORM_ID, FORM_EVENTS } from '../../common/api-contract.ts';
import { rowOf } from '../db/content-items.ts';
import { formIdOf } from '../forms/service.ts';

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

/** Whether a user agent is no person reading, judged once per agent (browsers send a handful of them). */
const judgeAgent = kept((agent: string) => agent === '' || NOT_A_VISITOR.test(agent));

/** Whether a request comes from no person reading: a crawler, a link previewer, a tool (or sends no user agent). */
export function isCrawler(headers: ViewHeaders): boolean {
  return judgeAgent(header(headers, 'user-agent'));
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
 * made-up address of a page with a parameter (only its known addresses and existing services count). A page in
 * Marathi or Hindi is its own page, counted at its address in that language ('/mr/about', the home page '/mr/'), as
 * its enquiries are; the sample pages have no Marathi or Hindi address.
 */
export function countedPath(
  raw: string,
  knowsService: (id: number) => boolean,
  knowsItemPage: (path: string) => boolean = () => false,
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
  const { lang, path: inEnglish } = languageOfPath(path);
  const page = englishPage(inEnglish, knowsService, knowsItemPage, lang !== DEFAULT_LANGUAGE);
  return page === undefined ? undefined : pathInLanguage(lang, page);
}

/** The page an address without a language prefix names, as counted; `translated` for a page in Marathi or Hindi. */
function englishPage(
  path: string,
  knowsService: (id: number) => boolean,
  knowsItemPage: (path: string) => boolean,
  translated: boolean,
): string | undefined {
  if (path.startsWith('//')) return undefined;
  const page = pageAt(path);
  if (!page) return knowsItemPage(path) ? path : undefined;
  if (page.render === 'shell' || (translated && page.sample)) return undefined;
  if (!page.path.includes(':')) return path;
  const service = path.match(SERVICE_PATH);
  if (service) return knowsService(Number(service[1])) ? hrefs.serviceDetails(Number(service[1])) : undefined;
  return page.knownPaths?.includes(path) || knowsItemPage(path) ? path : undefined;
}

/** Whether a service id exists, from the store's list, read again only when the content changes. */
export function serviceChecker(store: ContentStore): (id: number) => boolean {
  let revision: string | undefined;
  let ids = new Set<number>();
  return (id) => {
    const now = store.revisionThisTurn();
    if (now !== revision) {
      ids = new Set(store.services().map((service) => service.id));
      revision = now;
    }
    return ids.has(id);
  };
}

/** The contact links whose taps are counted: a phone number, a WhatsApp chat, an e-mail address. */
export const TAP_KINDS = ['call', 'whatsapp', 'email'] as const;
export type TapKind = (typeof TAP_KINDS)[number];

/** Longest plan name a tap may carry (a plan's name is at most 100 characters). */
export const MAX_TAP_PLAN = 100;

/** A tap as the browser reports it: its kind, the page, and the quote's service page and plan when it has one. */
export interface TapReport {
  kind: unknown;
  path: unknown;
  /** The service page a quote came from (the contact page's `from`). */
  from?: unknown;
  plan?: unknown;
}

/** A form's view or start as the browser reports it. */
export interface FormEventReport {
  form: unknown;
  event: unknown;
}

/** The service a counted path is the page of, or 0. */
function serviceOf(path: string | undefined): number {
  const match = path === undefined ? undefined : languageOfPath(path).path.match(SERVICE_PATH);
  return match ? Number(match[1]) : 0;
}

export class PageViews {
  private readonly counts;
  /** Views not yet written, by India day and page: `2026-11-24 /about`. */
  private pending = new Map<string, number>();
  /** Taps not yet written, by their row's key (JSON of day, path, kind, service, plan). */
  private pendingTaps = new Map<string, TapCount>();
  /** Forms' views and starts not yet written, by India day and form: `2026-11-24 3`. */
  private pendingForms = new Map<string, FormCount>();
  private timer: NodeJS.Timeout | undefined;

  /** `db` must be the content store's connection: a write from another would look like a content change. */
  constructor(
    db: Database.Database,
    private readonly knowsService: (id: number) => boolean,
    /** How long counted views wait before they are written, in ms (0: at once). */
    private readonly writeDelayMs = 5_000,
    /** Whether an item has its own page at a path (a built page, an article, a customer story): its loads count too. */
    private readonly knowsItemPage: (path: string) => boolean = () => false,
    /** The content's revision: the page a path names is worked out once per path while it stays the same. */
    private readonly revision?: () => string,
    /** Whether a form staff built exists (its views and starts are counted; the contact form's always are). */
    private readonly knowsForm: (id: number) => boolean = () => false,
  ) {
    this.counts = new PageViewCounts(db);
  }

  /** The page each path sent names (countedPath), kept while the content's revision is `pagesRevision`. */
  private readonly pages = kept((path: string) => countedPath(path, this.knowsService, this.knowsItemPage));
  private pagesRevision = '';

  private pageOf(path: string): string | undefined {
    if (!this.revision) return countedPath(path, this.knowsService, this.knowsItemPage);
    const revision = this.revision();
    if (revision !== this.pagesRevision) {
      this.pages.clear();
      this.pagesRevision = revision;
    }
    return this.pages(path);
  }

  /** Counts one view of the page at `path` (as sent, percent-encoded) on the India day of `now`, unless it is not one. */
  count(path: string, headers: ViewHeaders, now: Date = new Date()): ViewOutcome {
    const page = this.pageOf(path);
    if (page === undefined) return 'unknown-page';
    if (isUncounted(headers)) return 'not-counted';
    const key = `${this.dayOf(now)} ${page}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    this.soon();
    return 'counted';
  }

  /**
   * Counts a tap on a Call, WhatsApp or e-mail link of a page, with the service of the page (or of the quote's
   * page) and the quote's plan; 'unknown-page' for a report that names no page of the site or no kind of tap.
   */
  tap(report: TapReport, headers: ViewHeaders, now: Date = new Date()): ViewOutcome {
    const { kind, path, from, plan = '' } = report;
    if (typeof kind !== 'string' || !(TAP_KINDS as readonly string[]).includes(kind)) return 'unknown-page';
    if (typeof plan !== 'string' || plan.length > MAX_TAP_PLAN) return 'unknown-page';
    const page = typeof path === 'string' ? countedPath(path, this.knowsService, this.knowsItemPage) : undefined;
    if (page === undefined) return 'unknown-page';
    if (isUncounted(headers)) return 'not-counted';
    const quotedFrom = typeof from === 'string' && from !== '' ? countedPath(from, this.knowsService) : undefined;
    const row = {
      day: indiaDay(now),
      path: page,
      kind: kind as TapKind,
      service_id: serviceOf(page) || serviceOf(quotedFrom),
      plan: plan.trim(),
    };
    const key = JSON.stringify([row.day, row.path, row.kind, row.service_id, row.plan]);
    const pending = this.pendingTaps.get(key);
    if (pending) pending.taps += 1;
    else this.pendingTaps.set(key, { ...row, taps: 1 });
    this.soon();
    return 'counted';
  }

  /**
   * Counts a form shown to a visitor or begun by one ('view', 'start'): a form staff built, or the contact form
   * (CONTACT_FORM_ID); 'unknown-page' for a report that names no form or no such event.
   */
  formEvent(report: FormEventReport, headers: ViewHeaders, now: Date = new Date()): ViewOutcome {
    const { form, event } = report;
    if (typeof event !== 'string' || !(FORM_EVENTS as readonly string[]).includes(event)) return 'unknown-page';
    const id = form === String(CONTACT_FORM_ID) ? CONTACT_FORM_ID : formIdOf(form);
    if (id === undefined || (id !== CONTACT_FORM_ID && !this.knowsForm(id))) return 'unknown-page';
    if (isUncounted(headers)) return 'not-counted';
    const day = this.dayOf(now);
    const key = `${day} ${id}`;
    let pending = this.pendingForms.get(key);
    if (!pending) this.pendingForms.set(key, (pending = { day, form_id: id, views: 0, starts: 0 }));
    if (event === 'view') pending.views += 1;
    else pending.starts += 1;
    this.soon();
    return 'counted';
  }

  /** One write for every count of the next few seconds; the timer does not keep the process alive. */
  /** The India day of the last count and the second it was worked out for: counts in one second share it. */
  private day = { second: -1, day: '' };

  private dayOf(now: Date): string {
    const second = Math.floor(now.getTime() / 1000);
    if (second !== this.day.second) this.day = { second, day: indiaDay(now) };
    return this.day.day;
  }

  private soon() {
    if (this.writeDelayMs === 0) this.write();
    else this.timer ??= setTimeout(() => this.write(), this.writeDelayMs).unref();
  }

  /** Writes the views counted so far (before a report reads them, and when the server stops). */
  write(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0 && this.pendingTaps.size === 0 && this.pendingForms.size === 0) return;
    const [pending, taps, formCounts] = [this.pending, this.pendingTaps, this.pendingForms];
    this.pending = new Map();
    this.pendingTaps = new Map();
    this.pendingForms = new Map();
    this.counts.addAll(
      [...pending].map(([key, views]) => {
        const space = key.indexOf(' ');
        return [key.slice(0, space), key.slice(space + 1), views] as const;
      }),
      [...taps.values()],
      [...formCounts.values()],
    );
  }
}

const shared = new WeakMap<ContentStore, PageViews>();

/**
 * The one counter of a store's page views: the site's page loads, POST /api/views and the reports (which
 * write what is pending before they read) share it; the first to ask makes it. An item's own page (a built page,
 * an article, a customer story) counts while the item is live. The store's database is closed after its last write.
 */
export function pageViewsOf(store: ContentStore, writeDelayMs?: number): PageViews {
  let views = shared.get(store);
  if (!views) {
    const revision = () => store.revisionThisTurn();
    shared.set(
      store,
      (views = new PageViews(
        store.db,
        serviceChecker(store),
        writeDelayMs,
        (path) => hasItemPage(store.db, path),
        revision,
        (id) => rowOf(store.db, forms, id) !== undefined,
      )),
    );
  }
  return views;
}
