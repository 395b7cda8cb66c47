// The sitemap splits once it holds more addresses than one file may: /sitemap.xml becomes a sitemap index of
// /sitemap-1.xml, /sitemap-2.xml, …, each a urlset, which together list what one file listed, in its order.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContentDocument } from '../../common/content-model/schema.ts';
import { readSeedContent } from '../db/database.ts';
import { importContent, openContentStore } from '../content/service.ts';
import type { ContentStore } from '../db/content-store.ts';

import type { RenderSource } from './bundle.ts';
import { createDataReader } from './data-reader.ts';
import { renderPlugin } from './index.ts';
import { SITEMAP_PART_SIZE } from './sitemap.ts';

const SITE = 'https://www.dexterity.example';

let store: ContentStore | undefined;
beforeAll(() => {
  store = openContentStore(':memory:');
  importContent(store, withArticles(45));
});
afterAll(() => store?.db.close());

/** A render source for the sitemap, which never renders a page. */
const source: RenderSource = {
  cacheable: true,
  builtAt: () => '2026-11-01T10:00:00.000Z',
  bundle: async () => {
    throw new Error('not used');
  },
  assets: async () => ({ template: '', assetFiles: [] }),
};

/** The seed with `count` published articles, the newest last. */
function withArticles(count: number): ContentDocument {
  const document = structuredClone(readSeedContent()) as unknown as Record<string, unknown>;
  document.articles = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Article ${i + 1}`,
    slug: `article-${i + 1}`,
    summary: '',
    body: '<p>Text</p>',
    cover_image: '',
    cover_alt: '',
    category_id: null,
    service_ids: [],
    author_email: '',
    published_at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    search_title: '',
    search_description: '',
  }));
  return document as unknown as ContentDocument;
}

async function app(sitemapPartSize?: number) {
  const server = Fastify();
  await server.register(renderPlugin, {
    store: store!,
    source,
    readData: createDataReader(store!, '/nowhere'),
    siteOrigin: SITE,
    sitemapPartSize,
  });
  return server;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** The urlset's addresses, after checking that it is one: a urlset of <url> entries, each with a loc and a lastmod. */
function urlsetLocs(xml: string): string[] {
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
  );
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  const entries = xml.match(/<url>.*?<\/url>/g) ?? [];
  // Each address with its last change and the page's addresses in English, Marathi, Hindi and the default.
  for (const entry of entries)
    expect(entry).toMatch(
      /^<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>(<xhtml:link rel="alternate" hreflang="(en-IN|mr|hi|x-default)" href="[^"]+"\/>){4}<\/url>$/,
    );
  expect(entries).toHaveLength(locs(xml).length);
  return locs(xml);
}

describe('the sitemap in three languages', () => {
  it('lists each page in English, Marathi and Hindi, each naming the three and English as the default', async () => {
    const server = await app();
    const xml = (await server.inject('/sitemap.xml')).body;
    const all = urlsetLocs(xml);
    const english = all.filter((loc) => !/^https:\/\/[^/]+\/(mr|hi)(\/|$)/.test(loc));
    expect(all).toHaveLength(english.length * 3);
    for (const page of [`${SITE}/`, `${SITE}/service/service-1`, `${SITE}/insights/article-45`]) {
      const path = new URL(page).pathname;
      const atIndex = all.indexOf(page);
      expect(all.slice(atIndex, atIndex + 3)).toEqual([page, `${SITE}/mr${path}`, `${SITE}/hi${path}`]);
      const entry = xml.match(new RegExp(`<url><loc>${SITE}/mr${path}</loc>.*?</url>`))![0];
      expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]])).toEqual([
        ['en-IN', page],
        ['mr', `${SITE}/mr${path}`],
        ['hi', `${SITE}/hi${path}`],
        ['x-default', page],
      ]);
    }
    await server.close();
  });
});

describe('a sitemap too long for one file', () => {
  it('is an index of parts that list, in order, what one file would, at most the limit each; past the last is 404', async () => {
    const whole = await (await app()).inject('/sitemap.xml');
    const all = urlsetLocs(whole.body);
    expect(all).toContain(`${SITE}/insights/article-45`);
    // Services and the company's pages come first, then the articles newest first.
    expect(all.length).toBeGreaterThan(45 + 16);

    const server = await app(20);
    const index = await server.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(index.body).not.toContain('<urlset');
    const count = Math.ceil(all.length / 20);
    expect(locs(index.body)).toEqual(Array.from({ length: count }, (_, i) => `${SITE}/sitemap-${i + 1}.xml`));
    expect(index.body.match(/<sitemap><loc>[^<]+<\/loc><lastmod>[\dTZ:-]+<\/lastmod><\/sitemap>/g)).toHaveLength(count);

    const listed: string[] = [];
    for (let part = 1; part <= count; part += 1) {
      const answer = await server.inject(`/sitemap-${part}.xml`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      const partLocs = urlsetLocs(answer.body);
      expect(partLocs.length).toBe(part < count ? 20 : all.length - 20 * (count - 1));
      listed.push(...partLocs);
    }
    expect(listed).toEqual(all);
    // The index dates each part by the latest change among its addresses: the articles' part by the newest article's.
    const lastmods = [...index.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]!);
    const partOfNewest = Math.floor(all.indexOf(`${SITE}/insights/article-45`) / 20);
    const newest = /<loc>[^<]+\/insights\/article-45<\/loc><lastmod>([^<]+)</.exec(whole.body)![1]!;
    expect(lastmods[partOfNewest]! >= newest).toBe(true);

    expect((await server.inject(`/sitemap-${count + 1}.xml`)).statusCode).toBe(404);
    expect((await server.inject('/sitemap-0.xml')).statusCode).toBe(404);
    await server.close();
  });

  it('stays one urlset while it fits, with no parts, and splits at 10,000 addresses a file by default', async () => {
    const server = await app();
    expect((await server.inject('/sitemap.xml')).body).toContain('<urlset');
    expect((await server.inject('/sitemap-1.xml')).statusCode).toBe(404);
    expect(SITEMAP_PART_SIZE).toBe(10_000);
    // Exactly at the limit it is still one file; one address more splits it.
    const fits = locs((await server.inject('/sitemap.xml')).body).length;
    const atLimit = await app(fits);
    expect((await atLimit.inject('/sitemap.xml')).body).toContain('<urlset');
    const over = await app(fits - 1);
    expect((await over.inject('/sitemap.xml')).body).toContain('<sitemapindex');
    expect(urlsetLocs((await over.inject('/sitemap-2.xml')).body)).toHaveLength(1);
    // Kept between requests while the content is unchanged, and made again after a change (a page in three languages).
    importContent(store!, withArticles(46));
    expect(urlsetLocs((await over.inject('/sitemap-2.xml')).body)).toHaveLength(4);
    expect((await over.inject('/sitemap.xml')).body).toContain(`${SITE}/sitemap-2.xml`);
    expect(locs((await atLimit.inject('/sitemap-1.xml')).body)).toContain(`${SITE}/insights/article-46`);
    await Promise.all([server.close(), atLimit.close(), over.close()]);
  });
});
