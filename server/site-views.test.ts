// A visitor's load of a page is counted where the site answers it (server/site.ts): a GET answered with
// the page (200, or 304 to a browser that has it), rendered on request. Never a HEAD, a
// redirect, a 404, the staff area, a crawler, a prefetch, or a visitor who sends DNT or GPC.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

import { testAppPerTest } from './api/test-app.ts';

/** A miniature build: a render bundle that knows /about and service 1 only. */
const build: Record<string, string> = {
  'client/404.html': '<h1>This page could not be found.</h1>',
  'client/_shell.html': '<div id="root"></div>',
  'client/.vite/manifest.json': '{}',
  'client/assets/index-abc123.js': '',
  'template.html': '<html><head></head><body><div id="root"><!--app--></div></body></html>',
  'server/entry-server.js': `export async function render(url) {
       const known = ['/about', '/service/service-1'].includes(url.split('?')[0]);
       return { kind: 'page', status: known ? 200 : 404, html: known ? '<h1>' + url + '</h1>' : '<h1>Not Found</h1>',
         head: '', hydrationData: '', routeIds: [], complete: true, missing: [] };
     }
     export function pageDocument(assets, page) { return assets.template.replace('<!--app-->', page.html); }`,
  'build-info.json': JSON.stringify({
    builtAt: new Date().toISOString(),
    siteOrigin: 'http://localhost:8080',
    apiBaseUrl: '',
    scriptHashes: [],
  }),
};

const VISITOR = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const t = testAppPerTest();
/** Each view written as it is counted, so the test reads it back at once (batching: server/page-views/routes.test.ts). */
const WRITTEN_AT_ONCE = { VIEWS_WRITE_SECONDS: '0' };

function views(): Record<string, number> {
  const db = new Database(t.databasePath, { readonly: true });
  try {
    const rows = db.prepare('SELECT path, sum(views) AS views FROM page_views GROUP BY path').all() as { path: string; views: number }[];
    return Object.fromEntries(rows.map((row) => [row.path, row.views]));
  } finally {
    db.close();
  }
}

async function load(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  const response = await t.app.inject({ method, url, headers: { 'user-agent': VISITOR, ...headers } });
  expect(response.headers['set-cookie'], url).toBeUndefined();
  return response;
}

describe('page loads', () => {
  it('count a visitor’s GET of a page, a revalidated one (304) too', async () => {
    await t.open({ whole: true, dist: build, env: WRITTEN_AT_ONCE });
    const about = await load('/about');
    expect(about.statusCode).toBe(200);
    const again = await load('/about', { 'if-none-match': about.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect((await load('/about?utm_source=newsletter')).statusCode).toBe(200);

    const service = await load('/service/service-1');
    expect(service.statusCode).toBe(200);
    expect((await load('/service/service-1', { 'if-none-match': service.headers.etag as string })).statusCode).toBe(304);
    expect(views()).toEqual({ '/about': 3, '/service/service-1': 2 });
  });

  it('do not count HEAD, redirects, 404s, the staff area, crawlers, prefetches, DNT or GPC', async () => {
    await t.open({ whole: true, dist: build, env: WRITTEN_AT_ONCE });
    expect((await load('/about', {}, 'HEAD')).statusCode).toBe(200);
    expect((await load('/about', { 'user-agent': GOOGLEBOT })).statusCode).toBe(200);
    expect((await load('/about', { dnt: '1' })).statusCode).toBe(200);
    expect((await load('/about', { 'sec-gpc': '1' })).statusCode).toBe(200);
    expect((await load('/about', { 'sec-purpose': 'prefetch' })).statusCode).toBe(200);
    expect((await load('/service/service-1', { 'user-agent': GOOGLEBOT })).statusCode).toBe(200);
    expect((await load('/service/service-99')).statusCode).toBe(404);
    expect((await load('/nowhere')).statusCode).toBe(404);
    expect((await load('/shop')).statusCode).toBe(301);
    await load('/staff');
    await load('/staff/sign-in');
    expect(views()).toEqual({});
  });
});
