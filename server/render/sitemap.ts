// GET /sitemap.xml, made on request from the route table and the database: every indexed page and every item of a
// kind with pages of its own (a service's page: `ownPage`; built pages, Insights' articles and categories, customer
// stories: `itemPage`), with lastmod from the content; it names no kind. Sample pages stay out. Past SITEMAP_PART_SIZE
// addresses it is a sitemap index of /sitemap-1.xml, /sitemap-2.xml, …
import type { FastifyInstance, FastifyReply } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { isTranslatable } from '../../common/content-model/fields.ts';
import { KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { LANGUAGES, DEFAULT_LANGUAGE, languageTag, pathInLanguage, type Language } from '../../common/languages.ts';
import { indexedPages } from '../../common/route-addresses.ts';
import { itemAddresses } from '../db/item-pages.ts';
import { translatedValues } from '../db/translations.ts';
import { contentChangeTimes, pageSubject, SITE_WIDE_SUBJECT } from '../db/content-changes.ts';
import type { ContentStore } from '../db/content-store.ts';

import type { RenderSource } from './bundle.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SitemapOptions {
  store: ContentStore;
  source: RenderSource;
  siteOrigin: string;
  /** Most addresses in one sitemap file (SITEMAP_PART_SIZE; tests give a small one). */
  sitemapPartSize?: number;
}

/**
 * Most addresses in one file of the sitemap: past it, /sitemap.xml is a sitemap index of /sitemap-1.xml,
 * /sitemap-2.xml, … (the protocol allows 50,000 and 50 MB a file; 10,000 keeps each file near 1 MB).
 */
export const SITEMAP_PART_SIZE = 10_000;

interface SitemapAddress {
  loc: string;
  lastmod?: string;
  /** The page's addresses in every language: the page is listed in each, each naming the others (hreflang). */
  pages?: Readonly<Record<Language, string>>;
  /** An item's address of its own in a language (an article's Marathi slug), where the page is not its English one there. */
  own?: ReadonlyMap<string, string>;
}

/** Each page in English, Marathi and Hindi, in that order (docs/languages.md), at its address in each. */
function inEveryLanguage(urls: readonly SitemapAddress[], siteOrigin: string): SitemapAddress[] {
  return urls.flatMap(({ loc, lastmod, own }) => {
    const page = new URL(loc).pathname;
    const pages = Object.fromEntries(LANGUAGES.map(({ code }) => [code, own?.get(code) ?? pathInLanguage(code, page)])) as Record<
      Language,
      string
    >;
    return LANGUAGES.map(({ code }) => ({ loc: new URL(pages[code], siteOrigin).href, lastmod, pages }));
  });
}

/**
 * Where a kind's items have pages of their own, each dated by its own changes: at its `itemPage` (the address ends
 * with a field's value: a built page, an article, and in a language the value's translation where it has one) or its
 * `ownPage` (made from the id: a service); none without either.
 */
function itemPagesOf(
  kind: KindDeclaration,
): { field: string; address: (id: number, value: string | number) => string; translated: boolean } | undefined {
  if (kind.itemPage) {
    const { prefix, field } = kind.itemPage;
    const declared = kind.fields[field];
    return { field, address: (_id, value) => `${prefix}${value}`, translated: declared !== undefined && isTranslatable(declared) };
  }
  if (kind.ownPage) {
    const { address } = kind.ownPage;
    return { field: 'id', address: (id) => address(id), translated: false };
  }
  return undefined;
}

/** Every address of the sitemap, in its order, with its last change. */
function sitemapAddresses({ store, source, siteOrigin }: SitemapOptions): SitemapAddress[] {
  const changes = contentChangeTimes(store.db);
  const builtAt = source.builtAt?.();
  const siteWide = changes.get(SITE_WIDE_SUBJECT);
  // The items with pages of their own (services, built pages, Insights' categories and articles, customer stories), in
  // the kinds' order, each dated apart from the site-wide content by its own changes; the page that lists a kind's
  // items changes with the latest of them too.
  const items = KINDS.flatMap((kind) => {
    const pages = itemPagesOf(kind);
    if (!pages) return [];
    const translations = pages.translated ? translatedValues(store.db, kind.name, pages.field) : undefined;
    const addresses = itemAddresses(store.db, kind, pages.field).map(({ id, value }) => {
      const own = translations?.get(id);
      return {
        loc: new URL(pages.address(id, value), siteOrigin).href,
        changed: changes.get(pageSubject(kind, id)),
        own:
          own &&
          new Map([...own].map(([lang, slug]) => [lang, pathInLanguage(lang as Language, pages.address(id, encodeURIComponent(slug)))])),
      };
    });
    return [{ kind, addresses }];
  });
  const listChanged = new Map(
    items.flatMap(({ kind, addresses }) =>
      kind.listPage
        ? [[kind.listPage, addresses.reduce<string | undefined>((last, { changed }) => latest(last, changed), undefined)] as const]
        : [],
    ),
  );
  // Every page shows the database's content (the Site settings at least): it changes with it.
  const urls: SitemapAddress[] = indexedPages.map((page) => ({
    loc: new URL(page.path, siteOrigin).href,
    lastmod: latest(latest(siteWide, listChanged.get(page.path)), builtAt),
  }));
  for (const { addresses } of items)
    for (const { loc, changed, own } of addresses) urls.push({ loc, lastmod: latest(changed, builtAt), own });
  return inEveryLanguage(urls, siteOrigin);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
const lastmodOf = (lastmod: string | undefined) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : '');

/** A page's addresses in every language and English as the default (`<xhtml:link rel="alternate" hreflang>`). */
function alternatesOf(pages: Readonly<Record<Language, string>> | undefined, siteOrigin: string): string {
  if (pages === undefined) return '';
  const link = (tag: string, lang: Language) =>
    `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(new URL(pages[lang], siteOrigin).href)}"/>`;
  return [...LANGUAGES.map(({ code }) => link(languageTag(code), code)), link('x-default', DEFAULT_LANGUAGE)].join('');
}

function urlset(urls: readonly SitemapAddress[], siteOrigin: string): string {
  const body = urls
    .map(({ loc, lastmod, pages }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmodOf(lastmod)}${alternatesOf(pages, siteOrigin)}</url>`)
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML}">\n${body}\n</urlset>\n`;
}

/** The index of a split sitemap: each part with the latest change of its addresses. */
function sitemapIndex(parts: readonly SitemapAddress[][], siteOrigin: string): string {
  const body = parts
    .map((part, i) => {
      const lastmod = part.reduce<string | undefined>((last, { lastmod }) => latest(last, lastmod), undefined);
      return `  <sitemap><loc>${escapeXml(new URL(`/sitemap-${i + 1}.xml`, siteOrigin).href)}</loc>${lastmodOf(lastmod)}</sitemap>`;
    })
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${body}\n</sitemapindex>\n`;
}

/** The addresses cut into files of at most `size`: one file when they fit. */
function sitemapParts(urls: SitemapAddress[], size: number): SitemapAddress[][] {
  const parts = [];
  for (let start = 0; start < urls.length; start += size) parts.push(urls.slice(start, start + size));
  return parts;
}

/**
 * GET /sitemap.xml: one urlset while the addresses fit in one file (SITEMAP_PART_SIZE), else a sitemap index of
 * GET /sitemap-<n>.xml, each a urlset of the next addresses in the same order; a part past the last is 404.
 * robots.txt names /sitemap.xml either way.
 */
export const sitemapPlugin = scopedPlugin('sitemapPlugin', async (app: FastifyInstance, options: SitemapOptions) => {
  const size = options.sitemapPartSize ?? SITEMAP_PART_SIZE;
  // The addresses are kept while the content and the build are as they were: the index and each of its parts are
  // asked for one after another, and 10,000 articles' addresses and dates take 50–150 ms to read and write out.
  let kept: { version: string; urls: SitemapAddress[] } | undefined;
  const addresses = async () => {
    const version = `${await options.store.revisionSoon()} ${options.source.builtAt?.() ?? ''}`;
    if (kept?.version !== version) kept = { version, urls: sitemapAddresses(options) };
    return kept.urls;
  };
  const xml = (reply: FastifyReply, body: string) =>
    reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(body);
  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = await addresses();
    if (urls.length <= size) return xml(reply, urlset(urls, options.siteOrigin));
    return xml(reply, sitemapIndex(sitemapParts(urls, size), options.siteOrigin));
  });
  app.get('/sitemap-:part(^[1-9][0-9]{0,5}).xml', async (request, reply) => {
    const part = Number((request.params as { part: string }).part);
    const urls = await addresses();
    // One file has no parts: only a sitemap that was split has them.
    const listed = urls.length > size ? urls.slice((part - 1) * size, part * size) : [];
    if (listed.length === 0) return reply.callNotFound();
    return xml(reply, urlset(listed, options.siteOrigin));
  });
});

/** The later of two times (a page changes with its code as well as its content). */
function latest(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return w3cTime(b);
  if (!b) return w3cTime(a);
  return w3cTime(Date.parse(a) > Date.parse(b) ? a : b);
}

/** A sitemap time: UTC to the second (`2026-11-23T17:23:19Z`). */
function w3cTime(time: string | undefined): string | undefined {
  if (!time) return undefined;
  const ms = Date.parse(time);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
