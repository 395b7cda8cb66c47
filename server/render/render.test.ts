import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { readSeedContent as seedContent } from '../db/database.ts';
import { importContent, openContentStore } from '../content/service.ts';
import type { ContentStore } from '../db/content-store.ts';
import { TranslationStore } from '../db/translations.ts';

import type { RenderSource } from './bundle.ts';
import { pageKey, renderPlugin } from './index.ts';
import { createDataReader } from './data-reader.ts';
import { SHARE_PICTURE } from './share-picture.ts';

const SITE = 'https://www.dexterity.example';

let store: ContentStore | undefined;
afterEach(() => store?.db.close());

/** A render source for the sitemap and the share pictures, which never render a page. */
function source(builtAt = '2026-11-01T10:00:00.000Z'): RenderSource {
  return {
    cacheable: true,
    builtAt: () => builtAt,
    bundle: async () => ({
      render: async () => {
        throw new Error('not used');
      },
      pageDocument: () => '',
    }),
    assets: async () => ({ template: '', assetFiles: [] }),
  };
}

async function app() {
  store = openContentStore(':memory:');
  const server = Fastify();
  await server.register(renderPlugin, { store, source: source(), readData: createDataReader(store, '/nowhere'), siteOrigin: SITE });
  return server;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('share pictures', () => {
  it('draws a 1200×630 PNG for a service, and a new one when its title changes', async () => {
    const server = await app();
    const first = await server.inject('/og/service-1.png');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(pngSize(first.rawPayload)).toEqual(SHARE_PICTURE);
    expect((await server.inject('/og/service-1.png')).rawPayload.equals(first.rawPayload)).toBe(true);

    const document = structuredClone(seedContent());
    document.offerings[1]!.services[0]!.description = 'A completely different title for this service';
    expect(document.offerings[1]!.services[0]!.id).toBe(1);
    importContent(store!, document);
    const redrawn = await server.inject('/og/service-1.png');
    expect(pngSize(redrawn.rawPayload)).toEqual(SHARE_PICTURE);
    expect(redrawn.rawPayload.equals(first.rawPayload)).toBe(false);
    await server.close();
  }, 30_000);

  it('answers with a strong ETag from the picture, and 304 to it while the picture is the same', async () => {
    const server = await app();
    const first = await server.inject('/og/service-1.png');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.inject({ url: '/og/service-1.png', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    // Each picture has its own: the Marathi one's does not match the English one's.
    const marathi = await server.inject({ url: '/og/mr/service-1.png', headers: { 'if-none-match': etag } });
    expect(marathi.statusCode).toBe(200);
    expect(marathi.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(marathi.headers.etag).not.toBe(etag);

    const document = structuredClone(seedContent());
    document.offerings[1]!.services[0]!.description = 'A completely different title for this service';
    importContent(store!, document);
    const redrawn = await server.inject({ url: '/og/service-1.png', headers: { 'if-none-match': etag } });
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.headers.etag).not.toBe(etag);
    expect(pngSize(redrawn.rawPayload)).toEqual(SHARE_PICTURE);
    await server.close();
  }, 30_000);

  it('draws the Marathi and Hindi pictures from the service’s and the tagline’s translations, and again when one changes', async () => {
    const server = await app();
    const english = (await server.inject('/og/service-1.png')).rawPayload;
    const [service] = store!.service(1);
    const translations = new TranslationStore(store!.db);
    /** Saves the service's title in a language, as a staff save does (the revision moves on). */
    const translateTitle = (lang: 'mr' | 'hi', title: string) => {
      translations.put('services', 1, lang, 'description', title, service!.description, 'editor@dexterity.example');
      store!.contentChanged();
    };
    const pictures: Buffer[] = [];
    for (const [lang, title, changed] of [
      ['mr', 'टॅलीप्राइम सिल्व्हर लायसन्स: प्रशिक्षणासह', 'क्षमतेनुसार टॅलीप्राइम सिल्व्हर लायसन्स'],
      ['hi', 'टैलीप्राइम सिल्वर लाइसेंस: प्रशिक्षण सहित', 'क्षमता के अनुसार टैलीप्राइम सिल्वर लाइसेंस'],
    ] as const) {
      translateTitle(lang, title);
      const first = await server.inject(`/og/${lang}/service-1.png`);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/png');
      expect(first.headers['cache-control']).toBe('public, max-age=86400');
      expect(pngSize(first.rawPayload)).toEqual(SHARE_PICTURE);
      expect(first.rawPayload.equals(english), lang).toBe(false);
      // Kept while the content is the same.
      expect((await server.inject(`/og/${lang}/service-1.png`)).rawPayload.equals(first.rawPayload)).toBe(true);

      translateTitle(lang, changed);
      const redrawn = await server.inject(`/og/${lang}/service-1.png`);
      expect(pngSize(redrawn.rawPayload)).toEqual(SHARE_PICTURE);
      expect(redrawn.rawPayload.equals(first.rawPayload), lang).toBe(false);
      pictures.push(redrawn.rawPayload);
    }
    expect(pictures[0]!.equals(pictures[1]!)).toBe(false);
    // The company's tagline beside its name is the Site settings' in that language.
    const [settings] = store!.siteSettings();
    translations.put('site-settings', 1, 'mr', 'tagline', 'पुण्यातील Tally पार्टनर', settings!.tagline, 'editor@dexterity.example');
    store!.contentChanged();
    expect((await server.inject('/og/mr/service-1.png')).rawPayload.equals(pictures[0]!)).toBe(false);
    // The English picture does not follow the translations.
    expect((await server.inject('/og/service-1.png')).rawPayload.equals(english)).toBe(true);
    await server.close();
  }, 30_000);

  it('answers 404 for a service that does not exist and for names that are not a service', async () => {
    const server = await app();
    for (const url of [
      '/og/service-99999.png',
      '/og/service-0.png',
      '/og/service-abc.png',
      '/og/service-1.jpg',
      '/og/..%2fpasswd',
      '/og/service-1%00.png',
      // Languages the site is not in; English has no prefix.
      '/og/xx/service-1.png',
      '/og/en/service-1.png',
      '/og/MR/service-1.png',
      '/og/mr/service-99999.png',
      '/og/hi/service-1.jpg',
      '/og/mr/..%2fservice-1.png',
      '/og/mr/service-1.png/x',
    ]) {
      const res = await server.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/png');
    }
    await server.close();
  });
});

describe('sitemap.xml', () => {
  it('lists the indexed pages and every service, with lastmod, and follows content changes', async () => {
    const server = await app();
    const res = await server.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const everyLanguage = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    // Each page in English, then in Marathi and Hindi (sitemap.test.ts): the English addresses, in order.
    const locs = everyLanguage.filter((loc) => !/^https:\/\/[^/]+\/(mr|hi)\//.test(loc));
    expect(everyLanguage).toHaveLength(locs.length * 3);
    const services = store!.services();
    expect(services.length).toBeGreaterThan(10);
    expect(locs).toEqual([
      `${SITE}/`,
      `${SITE}/about`,
      `${SITE}/service`,
      `${SITE}/contact`,
      `${SITE}/privacy`,
      `${SITE}/insights`,
      `${SITE}/customer-stories`,
      `${SITE}/quote`,
      ...services.map((service) => `${SITE}/service/service-${service.id}`),
      // The seed's customer stories, each at its page (a kind with pages of its own: common/kinds).
      ...seedContent().customer_stories!.map((story) => `${SITE}/customer-stories/${String(story.slug)}`),
    ]);
    const lastmods = [...res.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]).filter((_, i) => i % 3 === 0);
    expect(lastmods).toHaveLength(locs.length);
    for (const time of lastmods) expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // Every page shows the Site settings: the company's pages change with the site-wide content (or the build).
    const lastmodOf = (path: string) => lastmods[locs.indexOf(`${SITE}${path}`)];
    expect(lastmodOf('/about')).toBe(lastmodOf('/'));
    expect(Date.parse(lastmodOf('/about')!)).toBeGreaterThanOrEqual(Date.parse('2026-11-01T10:00:00Z'));

    const document = structuredClone(seedContent());
    document.offerings[1]!.services.splice(0, 1);
    document.pricing_plans = document.pricing_plans.filter((plan) => plan.service_id !== 1);
    importContent(store!, document);
    const after = await server.inject('/sitemap.xml');
    expect(after.body).not.toContain(`<loc>${SITE}/service/service-1</loc>`);
    expect(after.body).toContain(`<loc>${SITE}/service/service-2</loc>`);
    await server.close();
  });
});

describe('pageKey', () => {
  it('keeps the path and the parameters that change a page, and drops the rest', () => {
    expect(pageKey('/service?utm_source=mail&offering=Tally%20Software&fbclid=x')).toBe('/service?offering=Tally+Software');
    expect(pageKey('/service/service-1?ref=whatsapp')).toBe('/service/service-1');
    expect(pageKey('/')).toBe('/');
  });

  it('reads a path that starts with two slashes as a path of this site', () => {
    expect(pageKey('//?page=2')).toBe('//');
    expect(pageKey('//evil.example/about?preview=1')).toBe('//evil.example/about');
  });

  it('leaves out a parameter value that cannot change the page', () => {
    const known = (name: string, value: string) => name === 'offering' && value === 'Cloud Services';
    expect(pageKey('/service?offering=Cloud%20Services', known)).toBe('/service?offering=Cloud+Services');
    expect(pageKey('/service?offering=made-up-1234', known)).toBe('/service');
  });
});
