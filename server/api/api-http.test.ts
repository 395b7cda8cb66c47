// The API over HTTP: health, unknown paths, caching, /media, security headers and compression.
import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApiEnvelope } from '../../common/api-contract.ts';
import type { Offering, Service, ServiceSection } from '../../common/content-model/service-kinds.ts';
import { apiPaths } from '../../common/api-contract.ts';
import { ContentStore } from '../db/content-store.ts';
import { readSeedContent } from '../db/database.ts';
import { importContent, openDatabase } from '../content/service.ts';

import { buildTestApp, getData } from './test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok' } });
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nothing-here/'],
    ['GET', '/api/get-offering'],
    ['POST', '/api/get-offering/'],
    ['DELETE', '/api/get-pricingplan/'],
    ['GET', '/api/'],
  ] as const)('%s %s gets a 404 JSON envelope', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: `No API endpoint at ${method} ${url}` });
  });
});

describe('HTTP caching', () => {
  it('sends Cache-Control and an ETag, and 304 for a matching If-None-Match', async () => {
    const first = await t.app.inject(apiPaths.services);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await t.app.inject({ url: apiPaths.services, headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await t.app.inject({ url: apiPaths.services, headers: { 'if-none-match': 'W/"stale"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('gives each answer its own ETag', async () => {
    const a = await t.app.inject(`${apiPaths.pricing}?offering_details=1`);
    const b = await t.app.inject(`${apiPaths.pricing}?offering_details=2`);
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: apiPaths.offerings });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBeDefined();
  });

  it('serves new content at once after an import from another connection (the CLI)', async () => {
    const before = await t.app.inject(apiPaths.offerings);
    const other = new ContentStore(openDatabase(t.databasePath));
    const document = structuredClone(readSeedContent());
    document.offerings[1]!.offering_name = 'Tally Products & Services';
    importContent(other, document);
    other.db.close();

    const after = await t.app.inject({ url: apiPaths.offerings, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<ApiEnvelope<Offering[]>>().data![1]!.offering_name).toBe('Tally Products & Services');

    const restore = new ContentStore(openDatabase(t.databasePath));
    importContent(restore, readSeedContent());
    restore.db.close();
  });
});

describe('/media', () => {
  it('serves every image the content refers to, cached for a year', async () => {
    const services = await getData<Service[]>(t.app, apiPaths.services);
    const images = new Set(services.map((service) => service.image));
    for (const service of services) {
      for (const section of await getData<ServiceSection[]>(t.app, `${apiPaths.serviceSections}?id=${service.id}`))
        images.add(section.image);
    }
    expect(images.size).toBeGreaterThanOrEqual(30);
    for (const image of images) {
      const response = await t.app.inject(image);
      expect(response.statusCode, image).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*role="img"/);
      expect(response.body).toContain('<title>');
    }
  });

  it('has no file outside the media folder', async () => {
    for (const url of ['/media/../api-app.ts', '/media/%2e%2e/api-app.ts', '/media/services/nothing-v1.svg']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('keeps the seed referring only to versioned file names', () => {
    const seed = readFileSync(new URL('../db/seed-content.json', import.meta.url), 'utf8');
    // Empty: the built-in picture (a hero slide's) or the default one.
    for (const match of seed.matchAll(/"image": "([^"]*)"/g)) expect(match[1]).toMatch(/^$|^\/media\/[a-z]+\/[a-z0-9-]+-v\d+\.svg$/);
  });
});

describe('security headers', () => {
  it('are on every API answer: success, 304, 400, 404 and health', async () => {
    const etag = String((await t.app.inject(apiPaths.offerings)).headers.etag);
    const responses = [
      await t.app.inject(apiPaths.offerings),
      await t.app.inject({ url: apiPaths.offerings, headers: { 'if-none-match': etag } }),
      await t.app.inject(`${apiPaths.pricing}?offering_details=x`),
      await t.app.inject('/api/nope'),
      await t.app.inject('/api/health'),
      await t.app.inject('/api/%'),
    ];
    for (const response of responses) {
      expect(response.headers['content-security-policy'], String(response.statusCode)).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('answers OPTIONS with the 404 envelope when no CORS origin is configured', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: apiPaths.services,
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('compression', () => {
  it('sends large answers as brotli or gzip, compressed once', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await t.app.inject(apiPaths.quickFacts);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await t.app.inject({ url: apiPaths.quickFacts, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const gzip = await t.app.inject({ url: apiPaths.quickFacts, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    const small = await t.app.inject({ url: `${apiPaths.pricing}?offering_details=1`, headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never sends an encoding the client weighs q=0, and reads its names in any case', async () => {
    const { gunzipSync } = await import('node:zlib');
    const url = '/api/get-offering-details/';
    const plain = await t.app.inject(url);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    for (const [header, encoding] of [
      ['gzip, br;q=0', 'gzip'],
      ['GZIP', 'gzip'],
      ['gzip;q=0', undefined],
      ['br;q=0', undefined],
      ['*;q=0', undefined],
      ['identity', undefined],
    ] as const) {
      const answer = await t.app.inject({ url, headers: { 'accept-encoding': header } });
      expect(answer.headers['content-encoding'], header).toBe(encoding);
      expect((encoding ? gunzipSync(answer.rawPayload) : answer.rawPayload).toString('utf8'), header).toBe(plain.body);
    }
  });
});

describe('the whole app (createApp)', () => {
  it('serves /api and /media with the security headers and compresses large answers', async () => {
    const whole = await buildTestApp({ whole: true, database: 'memory' });
    try {
      const api = await whole.app.inject({ url: apiPaths.offeringsWithDetails, headers: { 'accept-encoding': 'br' } });
      expect(api.statusCode).toBe(200);
      expect(api.headers['content-encoding']).toBe('br');
      expect(api.headers['x-content-type-options']).toBe('nosniff');
      expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.headers.etag).toBeDefined();
      const media = await whole.app.inject('/media/sections/ledger-v1.svg');
      expect(media.statusCode).toBe(200);
      expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await whole.app.inject('/api/missing');
      expect(missing.json()).toEqual({ success: false, message: 'No API endpoint at GET /api/missing' });
    } finally {
      await whole.close();
    }
  });
});
