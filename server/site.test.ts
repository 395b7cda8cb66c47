import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from './app.ts';
import { rawRequest } from './resilience/net.ts';
import { readServerConfig } from './config.ts';

// A miniature build: what scripts/build.mjs writes, with recognisable bodies.
let distDir: string;
let app: Awaited<ReturnType<typeof createApp>>;

function write(path: string, body: string | Buffer) {
  mkdirSync(join(distDir, path, '..'), { recursive: true });
  writeFileSync(join(distDir, path), body);
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'dx-site-'));
  write('client/404.html', '<h1>This page could not be found.</h1>');
  write('client/_shell.html', '<div id="root"></div>');
  write('client/assets/index-abc123.js', 'console.log(1)');
  // The build's brotli and gzip copies beside a file.
  write('client/assets/index-abc123.js.br', brotliCompressSync('console.log(1)'));
  write('client/assets/index-abc123.js.gz', gzipSync('console.log(1)'));
  write('client/404.html.br', brotliCompressSync('<h1>This page could not be found.</h1>'));
  write('client/404.html.gz', gzipSync('<h1>This page could not be found.</h1>'));
  write('client/robots.txt', 'User-agent: *');
  write('client/.vite/manifest.json', '{}');
  write('template.html', '<html><head><!--head--></head><body><div id="root"><!--app--></div></body></html>');
  // A render bundle standing in for src/entry-server.tsx. Every visitor's page is rendered on request;
  // this render shows the first offering's name from the database, so a content change shows in the
  // next answer, and takes service 99999 and services 1000–1999 for ones that do not exist.
  write(
    'server/entry-server.js',
    `let renders = 0;
     export async function render(url, { readData }) {
       renders += 1;
       const offerings = await readData('/api/get-offering-with-details/', {});
       const path = url.split('?')[0];
       const id = path.startsWith('/service/service-') ? Number(path.slice('/service/service-'.length)) : 0;
       const known = id !== 99999 && !(id >= 1000 && id < 2000);
       return { kind: 'page', status: known ? 200 : 404, html: '<h1>' + offerings[0].offering_name + ' at ' + url + '</h1>',
         head: '<meta name="render" content="' + renders + '">', hydrationData: '', routeIds: [], complete: true, missing: [] };
     }
     export function pageDocument(assets, page) {
       return assets.template.replace('<!--head-->', page.head).replace('<!--app-->', page.html);
     }`,
  );
  write(
    'build-info.json',
    JSON.stringify({
      builtAt: new Date().toISOString(),
      siteOrigin: 'http://localhost:8080',
      apiBaseUrl: '',
      scriptHashes: ["'sha256-abc='"],
    }),
  );
  const config = readServerConfig({ DIST_DIR: distDir, DATABASE_PATH: ':memory:' });
  app = await createApp(config);
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the built site', () => {
  it('renders every visitor’s page on request with the database’s content, and answers it with no-cache', async () => {
    for (const path of ['/about', '/about/', '/light/', '/contact', '/blog/some-post']) {
      const page = await app.inject(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain(`<div id="root"><h1>All at ${path}</h1></div>`);
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('renders pages with data on request, with the status the render gives', async () => {
    const home = await app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root"><h1>All at /</h1></div>');
    const page = await app.inject('/service/service-1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><h1>All at /service/service-1</h1></div>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const unknown = await app.inject('/service/service-99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('/service/service-99999');
  });

  it('keeps real pages cached however many unknown addresses are asked for', async () => {
    const etag = String((await app.inject('/service/service-1')).headers.etag);
    for (let id = 1000; id < 1400; id += 1) expect((await app.inject(`/service/service-${id}`)).statusCode).toBe(404);
    // Still the same cached answer: a 304 without rendering again.
    const again = await app.inject({ url: '/service/service-1', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unchanged rendered page with 304 to its ETag, and compresses it', async () => {
    const first = await app.inject('/service');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.inject({ url: '/service?utm_source=mail', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A real offering is another page; a made-up one is the same page as none (it cannot fill the cache).
    const other = await app.inject({ url: '/service?offering=Cloud%20Services', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('/service?offering=Cloud+Services');
    const madeUp = await app.inject({ url: '/service?offering=made-up-42', headers: { 'if-none-match': etag } });
    expect(madeUp.statusCode).toBe(304);
    const compressed = await app.inject({ url: '/service', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
  });

  it('sends a page and the feed in the encoding the client takes, never one it weighs q=0', async () => {
    const cases: Array<[string, 'br' | 'gzip' | undefined]> = [
      ['gzip, br;q=0', 'gzip'],
      ['br;q=0', undefined],
      ['gzip;q=0', undefined],
      ['GZIP', 'gzip'],
      ['*', 'br'],
      ['*;q=0', undefined],
      ['identity', undefined],
      ['', undefined],
    ];
    for (const url of ['/contact', '/insights/feed.xml']) {
      const plain = await app.inject(url);
      expect(plain.statusCode, url).toBe(200);
      for (const [header, encoding] of cases) {
        const answer = await app.inject({ url, headers: { 'accept-encoding': header } });
        const label = `${url} ${header}`;
        expect(answer.statusCode, label).toBe(200);
        expect(answer.headers['content-encoding'], label).toBe(encoding);
        expect(answer.headers.vary, label).toContain('Accept-Encoding');
        const decode = { br: brotliDecompressSync, gzip: gunzipSync, none: (body: Buffer) => body }[encoding ?? 'none'];
        expect(decode(answer.rawPayload).toString(), label).toBe(plain.body);
      }
    }
  });

  it('renders the company’s pages under /mr/ and /hi/, and answers the samples, the staff area and other prefixes there with 404', async () => {
    for (const path of ['/mr/', '/hi/service/service-1', '/mr/contact', '/hi/insights', '/mr/search?q=tally']) {
      const page = await app.inject(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain(`<h1>All at ${path.replace('?q=tally', '')}`);
    }
    // The home page in a language has one address, with its slash.
    const bare = await app.inject('/hi?utm_source=mail');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/hi/?utm_source=mail');
    for (const path of ['/mr/studio-agency', '/hi/light/shop', '/mr/light/', '/hi/staff/content', '/xx/about', '/en/about', '/MR/']) {
      const page = await app.inject(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body, path).toContain('This page could not be found.');
    }
  });

  it('answers paths outside the route table with the 404 page and status 404', async () => {
    for (const path of ['/no-such-page', '/light/nope', '/service/7/extra', '/../etc/passwd', '/.vite/manifest.json']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('This page could not be found.');
    }
  });

  it('answers a part of the sitemap past the last with the 404 page, as any unknown address', async () => {
    // The seed's addresses fit in one file: /sitemap.xml has no parts at all.
    for (const path of ['/sitemap-1.xml', '/sitemap-3.xml', '/sitemap-999999.xml']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.body, path).toContain('This page could not be found.');
    }
  });

  it('answers an address that starts as another host’s would with the 404 page, not the page at its end', async () => {
    // Sent as written, over a socket: a test's inject reads `/\\host` as a URL first and sends `/`.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (const target of ['//evil.example', '//evil.example/about', '/\\evil.example', '/\\evil.example/about']) {
      const answer = await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).toContain('This page could not be found.');
    }
    expect((await app.inject('/about')).statusCode).toBe(200);
  });

  it('sends an address of slashes alone to the home page in its language, its one address', async () => {
    const homes: Array<[string, string]> = [
      ['//', '/'],
      ['///?utm_source=mail', '/?utm_source=mail'],
      ['/mr', '/mr/'],
      ['/mr//', '/mr/'],
      ['/hi///?page=2', '/hi/?page=2'],
    ];
    for (const [target, home] of homes) {
      const answer = await app.inject(target);
      expect(answer.statusCode, target).toBe(301);
      expect(answer.headers.location, target).toBe(home);
    }
  });

  it('answers an address that cannot be decoded with the 404 page and keeps serving', async () => {
    const answer = await app.inject('/%E0%A4%A');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect((await app.inject('/')).statusCode).toBe(200);
  });

  it('redirects template links outside the route table to their real pages', async () => {
    const cases: Array<[string, string]> = [
      ['/shop', '/light/shop'],
      ['/shop/4', '/light/shop/4'],
      ['/shop/cart', '/light/shop/cart'],
      ['/shop/checkout', '/light/shop/checkout'],
      ['/portfolio-details', '/portfolio/portfolio-details'],
      ['/team-details', '/team/team-details'],
    ];
    for (const [from, to] of cases) {
      const res = await app.inject(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject('/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves an asset in the encoding asked for, and no build file the server sends itself or a compressed copy by name', async () => {
    const asked = (encoding: string) => app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': encoding } });
    const br = await asked('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await asked('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    for (const path of [
      '/404.html',
      '/_shell.html',
      '/404.html.br',
      '/404.html.gz',
      '/assets/index-abc123.js.gz',
      '/assets/index-abc123.js.br',
    ]) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.body, path).toContain('This page could not be found.');
    }
  });

  it('sends a build file and the 404 page in the encoding a page would be sent in, never one refused by name, `*` included, saying it varies', async () => {
    const cases: Array<[string, 'br' | 'gzip' | undefined]> = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['*', 'br'],
      ['br;q=0, *', 'gzip'],
      ['gzip;q=0, *', 'br'],
      ['br;q=0, gzip;q=0, *', undefined],
      ['gzip;q=0, br;q=0, *', undefined],
      ['identity', undefined],
    ];
    // An asset with the build's .br and .gz copies, a file without copies (compressed as it is sent) and the 404 page.
    const files: Array<[string, number, string]> = [
      ['/assets/index-abc123.js', 200, 'console.log(1)'],
      ['/robots.txt', 200, 'User-agent: *'],
      ['/no-such-page', 404, '<h1>This page could not be found.</h1>'],
    ];
    for (const [url, status, body] of files) {
      for (const [header, encoding] of cases) {
        const label = `${url} ${header}`;
        for (const method of ['GET', 'HEAD'] as const) {
          const answer = await app.inject({ method, url, headers: { 'accept-encoding': header } });
          expect(answer.statusCode, `${method} ${label}`).toBe(status);
          expect(answer.headers['content-encoding'], `${method} ${label}`).toBe(encoding);
          expect(answer.headers.vary, `${method} ${label}`).toBe('accept-encoding');
          if (method === 'GET') {
            const decode = { br: brotliDecompressSync, gzip: gunzipSync, none: (bytes: Buffer) => bytes }[encoding ?? 'none'];
            expect(decode(answer.rawPayload).toString(), label).toBe(body);
          }
        }
      }
    }
    // A browser that has the asset's copy gets 304 to its ETag or its date, asked for in the same words.
    for (const [header] of cases) {
      const first = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': header } });
      for (const conditional of [
        { 'if-none-match': String(first.headers.etag) },
        { 'if-modified-since': String(first.headers['last-modified']) },
      ]) {
        const again = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': header, ...conditional } });
        expect(again.statusCode, `${header} ${Object.keys(conditional)[0]}`).toBe(304);
        expect(again.headers.vary, `${header} ${Object.keys(conditional)[0]}`).toBe('accept-encoding');
      }
    }
  });

  it('puts the security headers on every response', async () => {
    for (const path of ['/', '/no-such-page', '/assets/index-abc123.js', '/api/health']) {
      const res = await app.inject(path);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, path).toContain("script-src 'self' 'sha256-abc='");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy'], path).toBeDefined();
    }
  });

  it('refuses to change anything on the site', async () => {
    const res = await app.inject({ method: 'POST', url: '/about' });
    expect(res.statusCode).toBe(405);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'No API endpoint at GET /api/nope' });
  });
});

describe('configuration', () => {
  it('names the variable that is wrong', () => {
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readServerConfig({ SITE_ORIGIN: 'ftp://x' })).toThrow(/SITE_ORIGIN/);
    expect(() => readServerConfig({ CORS_ORIGINS: 'https://ok.example, nonsense' })).toThrow(/CORS_ORIGINS/);
    expect(() => readServerConfig({ SCHEDULE_CLOCK_START: '2027-01-01 09:00' })).toThrow(/SCHEDULE_CLOCK_START/);
    // Every refusal at once, each naming its variable.
    expect(() => readServerConfig({ PORT: 'eighty', BODY_LIMIT: '1', STAFF_REQUIRE_2FA: 'yes' })).toThrow(
      'PORT must be a whole number from 0 to 65535, got "eighty"; BODY_LIMIT must be a whole number from 1024 to 104857600, got "1"; STAFF_REQUIRE_2FA must be off, owner or all, got "yes"',
    );
    expect(readServerConfig({}).port).toBe(8080);
  });

  it('reads where the clock of scheduled publishing starts, with its offset', () => {
    expect(readServerConfig({}).scheduleClockStart).toBeUndefined();
    expect(readServerConfig({ SCHEDULE_CLOCK_START: '2027-01-01T09:00:00+05:30' }).scheduleClockStart?.toISOString()).toBe(
      '2027-01-01T03:30:00.000Z',
    );
  });
});
