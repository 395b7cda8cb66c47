// What the site answers at an address the route table does not have (server/site.ts): a redirect staff made,
// a built page, or a 404 whose address is kept for the Missing addresses view. The pages' slugs and the
// redirects are read once per content revision.
import { SLUG_PATTERN } from '../../common/content-model/page-kinds.ts';
import type { ContentStore } from '../db/content-store.ts';
import {
  articleSlugs,
  missingAddresses,
  pageSlugs,
  recordMissingAddress,
  redirectRows,
  type MissingAddress,
  type RedirectRow,
} from '../db/built-pages.ts';
import { goneRows } from '../db/take-downs.ts';
import type { Language } from '../../common/languages.ts';
import { hasItemPage, itemAddressIn } from '../db/item-pages.ts';
import { isCrawler, type ViewHeaders } from '../page-views/service.ts';

import { normalPath, siteAddress } from './addresses.ts';

/** Longest missing address kept: longer ones are noise (scanners), not a link someone followed. */
export const MAX_MISSING_PATH = 300;
/** Most missing addresses kept; the least asked for make room. */
export const MAX_MISSING_ADDRESSES = 5000;

const SLUG = new RegExp(SLUG_PATTERN.source);

/** An article's page, `/insights/<slug>` (a category's, `/insights/category/<slug>`, is not one). */
const ARTICLE_PAGE = /^\/insights\/(?!category(?:\/|$))([^/]+)$/;

/** The path of this site a redirect leads to, without its query or fragment; undefined for another site. */
function sitePath(to: string): string | undefined {
  if (!to.startsWith('/') || to.startsWith('//')) return undefined;
  return normalPath(to.replace(/[?#].*$/, ''));
}

/** Addresses under which a miss is not a page a visitor looked for. */
const NOT_PAGES = /^\/(api|assets|media)(\/|$)/;

export class BuiltPages {
  private revision: string | undefined;
  private slugs = new Set<string>();
  private redirects = new Map<string, RedirectRow>();
  private gone = new Map<string, string | null>();

  constructor(private readonly store: ContentStore) {}

  private fresh(): void {
    const revision = this.store.revisionThisTurn();
    if (revision === this.revision) return;
    this.slugs = new Set(pageSlugs(this.store.db).keys());
    this.redirects = new Map(redirectRows(this.store.db).map((row) => [row.from, row]));
    this.gone = new Map(goneRows(this.store.db).map((row) => [row.path, row.send_to]));
    this.revision = revision;
  }

  /** The redirect staff made from this path (trailing slashes aside), if any. */
  redirectFor(pathname: string): RedirectRow | undefined {
    this.fresh();
    return this.redirects.get(normalPath(pathname));
  }

  /**
   * What a taken-down page's or article's address answers: where it sends visitors (a 302), null for 410 Gone;
   * undefined when nothing was taken down there.
   */
  goneAt(pathname: string): { sendTo: string | null } | undefined {
    this.fresh();
    const path = normalPath(pathname);
    return this.gone.has(path) ? { sendTo: this.gone.get(path)! } : undefined;
  }

  /** Whether a published built page is at this path (`/gst-e-invoicing-webinar`). */
  hasPage(pathname: string): boolean {
    this.fresh();
    return this.slugs.has(normalPath(pathname).slice(1));
  }

  /** Whether a live item has its own page at this path (an article's, a customer story's: any kind's `itemPage`). */
  hasItemAt(pathname: string): boolean {
    return hasItemPage(this.store.db, normalPath(pathname));
  }

  /**
   * Where an item's page is in `lang` when `path` (within its language) is its address in another (an article's Marathi
   * address asked for in English, or its English one under /mr/ when it has a Marathi one); undefined otherwise.
   */
  itemAddressIn(lang: Language, path: string): string | undefined {
    return itemAddressIn(this.store.db, lang, normalPath(path));
  }

  /** Whether a built page could be at this path: its shape is a slug's (a draft's preview may be drawn there). */
  mayBePage(pathname: string): boolean {
    return SLUG.test(pathname.slice(1));
  }

  /** Keeps a path that answered 404 to a visitor: a GET of a page, not by a crawler, of a sensible length. */
  recordMissing(method: string, pathname: string, headers: ViewHeaders, now = new Date()): boolean {
    if (method !== 'GET' || pathname.length > MAX_MISSING_PATH || NOT_PAGES.test(pathname) || isCrawler(headers)) return false;
    recordMissingAddress(this.store.db, pathname, now.toISOString().replace(/\.\d{3}Z$/, 'Z'), MAX_MISSING_ADDRESSES);
    return true;
  }

  /**
   * The redirects that lead to a page of this site that is not there: a built page's address or an article's whose
   * page was deleted or taken down (or never was). Pages of the route table and other sites are not checked here.
   */
  brokenRedirects(): RedirectRow[] {
    this.fresh();
    const articles = articleSlugs(this.store.db);
    return [...this.redirects.values()].filter((row) => {
      const path = sitePath(row.to);
      if (path === undefined) return false;
      const article = path.match(ARTICLE_PAGE);
      if (article) return !articles.has(article[1]!);
      return siteAddress(path) === undefined && !this.slugs.has(path.slice(1));
    });
  }

  /** The missing addresses, most asked for first, but those that now have a redirect or a page. */
  missing(): MissingAddress[] {
    return missingAddresses(this.store.db).filter((row) => !this.redirectFor(row.path) && !this.hasPage(row.path));
  }
}
