// GET /sitemap.xml, made on request from the route table and the database: every indexed page, every
// service page, every built page and Insights' articles and categories, with lastmod from the content. Sample pages stay out.
import type { FastifyInstance } from 'fastify';

import { hrefs, paths } from '../../common/paths.ts';
import { indexedPages } from '../../common/route-addresses.ts';
import { pageSlugs } from '../db/built-pages.ts';
import { insightAddresses } from '../insights/articles.ts';
import { articles as articleKind, categories as categoryKind } from '../../common/content-model/insights-kinds.ts';
import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import { builtPageSubject, contentChangeTimes, datedApartSubject, SITE_WIDE_SUBJECT } from '../db/content-changes.ts';
import type { ContentStore } from '../db/content-store.ts';

import type { RenderSource } from './bundle.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SitemapOptions {
  store: ContentStore;
  source: RenderSource;
  siteOrigin: string;
}

export async function sitemapPlugin(app: FastifyInstance, { store, source, siteOrigin }: SitemapOptions) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const changes = contentChangeTimes(store.db);
    const builtAt = source.builtAt?.();
    const siteWide = changes.get(SITE_WIDE_SUBJECT);
    // Insights' articles and categories are dated apart from the site-wide content, each by its own changes.
    const dated = (kind: KindDeclaration, table: 'articles' | 'categories', href: (slug: string) => string) =>
      insightAddresses(store.db, table).map(({ id, slug }) => ({
        loc: new URL(href(slug), siteOrigin).href,
        changed: changes.get(datedApartSubject(kind, id)),
      }));
    const articles = dated(articleKind, 'articles', hrefs.insightsArticle);
    const categories = dated(categoryKind, 'categories', hrefs.insightsCategory);
    // /insights lists the articles: it changes with the latest of them too.
    const newestArticle = articles.reduce<string | undefined>((last, { changed }) => latest(last, changed), undefined);
    // Every page shows the database's content (the Site settings at least): it changes with it.
    const urls: { loc: string; lastmod?: string }[] = indexedPages.map((page) => ({
      loc: new URL(page.path, siteOrigin).href,
      lastmod: latest(page.path === paths.insights ? latest(siteWide, newestArticle) : siteWide, builtAt),
    }));
    for (const service of store.services()) {
      urls.push({ loc: new URL(hrefs.serviceDetails(service.id), siteOrigin).href, lastmod: latest(changes.get(service.id), builtAt) });
    }
    // Every published built page at its address, dated by its own changes (a draft is no page yet).
    for (const [slug, id] of pageSlugs(store.db)) {
      urls.push({ loc: new URL(`/${slug}`, siteOrigin).href, lastmod: latest(changes.get(builtPageSubject(id)), builtAt) });
    }
    // Every published article and category of Insights, dated by its own changes (docs/insights.md).
    for (const { loc, changed } of [...categories, ...articles]) urls.push({ loc, lastmod: latest(changed, builtAt) });
    const body = urls
      .map(({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
      .join('\n');
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });
}

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
