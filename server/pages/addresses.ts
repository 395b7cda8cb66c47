// Which addresses belong to the site already, and the rules a built page's slug and a redirect must keep
// (docs/decisions/0029-pages-from-blocks.md): a slug is never an address the site answers otherwise, nor a
// redirect's; a redirect never hides a real page (it may come from an address of an item's shape no item has: a
// renamed article's old one), never leads to itself and never to another redirect.
import type Database from 'better-sqlite3';

import { KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import type { RouteEntry } from '../../common/page-handle.ts';
import { redirects as fixedRedirects } from '../../common/paths.ts';
import { NOT_FOUND_ROUTE_ID, routeTable } from '../../common/routes.ts';
import { languageName, TRANSLATED_LANGUAGES } from '../../common/translation-states.ts';
import { pageSlugs, redirectRows } from '../db/built-pages.ts';
import { hasItemPage } from '../db/item-pages.ts';

type Db = Database.Database;

/** First segments the server answers outside the route table, with what they are. */
const SERVER_ADDRESSES: Readonly<Record<string, string>> = {
  api: 'the API',
  media: 'the media library',
  assets: 'the site’s scripts and styles',
  data: 'the site’s data files',
  'sitemap.xml': 'the sitemap',
  'robots.txt': 'the robots file',
  og: 'the share pictures',
  quotation: 'the quotations sent to visitors',
  // The site in Marathi and Hindi: every page of it at its English address under /mr/ or /hi/ (docs/languages.md).
  ...Object.fromEntries(TRANSLATED_LANGUAGES.map((code) => [code, `the site in ${languageName(code)}`])),
};

const firstSegment = (path: string) => path.replace(/^\/+/, '').split('/')[0]!.toLowerCase();

/** Each first segment of an address the site answers without the database, with what it is. */
const SITE_ADDRESSES: ReadonlyMap<string, string> = (() => {
  const known = new Map<string, string>();
  for (const route of routeTable as readonly RouteEntry[]) {
    if (route.id === NOT_FOUND_ROUTE_ID) continue;
    const segment = firstSegment(route.path);
    if (segment === '' || known.has(segment)) continue;
    known.set(segment, route.render === 'shell' ? 'the staff area' : `the ${route.id.replace(/-/g, ' ')} page`);
  }
  for (const { from } of fixedRedirects) {
    const segment = firstSegment(from);
    if (!known.has(segment)) known.set(segment, 'an old address of the site that redirects');
  }
  for (const [segment, what] of Object.entries(SERVER_ADDRESSES)) known.set(segment, what);
  return known;
})();

/**
 * The kind whose items' pages are at addresses of this shape under a page of the site (an article's
 * /insights/<slug>, a customer story's /customer-stories/<slug>): an address no item has there yet may redirect,
 * as a renamed item's old one does. Undefined for any other address (a built page's are the site's root).
 */
export function itemKindAt(path: string): KindDeclaration | undefined {
  return KINDS.find((kind) => {
    const page = kind.itemPage;
    if (!page || page.prefix === '/' || !path.startsWith(page.prefix)) return false;
    const field = kind.fields[page.field];
    const pattern = field && 'pattern' in field ? field.pattern : undefined;
    const value = path.slice(page.prefix.length);
    return pattern !== undefined && new RegExp(pattern.source).test(value);
  });
}

/** What the site answers at a path without the database (`/staff/inbox` → 'the staff area'), or undefined. */
export function siteAddress(path: string): string | undefined {
  if (path === '/' || path === '') return 'the home page';
  return SITE_ADDRESSES.get(firstSegment(path));
}

/** The path with its trailing slashes gone, as pages and redirects are matched (`/Old-Page/` stays `/Old-Page`). */
export const normalPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A link's path as a visitor's request for it is matched (server/site.ts decodes it; links are stored encoded). */
function linkedPath(link: string): string {
  if (!link.startsWith('/')) return link;
  const path = link.split(/[?#]/)[0]!;
  try {
    return normalPath(decodeURIComponent(path));
  } catch {
    return normalPath(path);
  }
}

const slugField = (kind: KindDeclaration) => Object.entries(kind.fields).find(([, f]) => f.type === 'text' && f.slug === true)?.[0];

/**
 * The problems of a built page's slug or a redirect, by field (empty when there is none): what checkRules adds
 * to its own. `id` is the item's own (undefined for a new one).
 */
export function addressProblems(
  db: Db,
  kind: KindDeclaration,
  values: Record<string, unknown>,
  id: number | undefined,
): Record<string, string> {
  const slug = slugField(kind);
  if (slug && typeof values[slug] === 'string') return slugProblems(db, slug, values[slug]);
  if (kind.name === 'redirects' && typeof values.from === 'string' && typeof values.to === 'string')
    return redirectProblems(db, values.from, values.to, id);
  return {};
}

function slugProblems(db: Db, field: string, slug: string): Record<string, string> {
  const path = `/${slug}`;
  const site = siteAddress(path);
  if (site) return { [field]: `/${firstSegment(path)} is an address of the site (${site})` };
  const redirect = redirectRows(db).find((row) => row.from === path);
  if (redirect) return { [field]: `${path} redirects to ${redirect.to}: delete that redirect first, or choose another address` };
  return {};
}

function redirectProblems(db: Db, rawFrom: string, rawTo: string, id: number | undefined): Record<string, string> {
  const from = normalPath(rawFrom);
  const to = linkedPath(rawTo);
  const site = siteAddress(from);
  const itemKind = site ? itemKindAt(from) : undefined;
  if (site && !itemKind) return { from: `a redirect cannot hide a real page: ${from} is an address of the site (${site})` };
  if (itemKind && hasItemPage(db, from)) return { from: `a redirect cannot hide a real page: ${from} is a ${itemKind.entity}’s page` };
  if (pageSlugs(db).has(from.slice(1))) return { from: `a redirect cannot hide a real page: ${from} is a built page` };
  if (from !== rawFrom) return { from: `must not end with "/": ${from}` };
  if (to === from) return { to: 'must lead somewhere else: a redirect to its own address would never end' };
  const others = redirectRows(db).filter((row) => row.id !== id);
  const onward = others.find((row) => row.from === to);
  if (onward) return { to: `${to} redirects to ${onward.to} already: lead this one straight to ${onward.to}` };
  const into = others.find((row) => linkedPath(row.to) === from);
  if (into) return { from: `${into.from} redirects to ${from}: change that redirect to lead where this one does, not to another redirect` };
  return {};
}
