// The security headers of each part of the whole app, pinned: the public API in a scope of its own with its
// fixed headers (no helmet hooks on its routes), and helmet's headers on everything else — the pages and
// their 404, redirects, /media, the staff pages and the staff API — with HSTS over HTTPS behind a proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiPaths } from '../common/api-contract.ts';

import { API_SECURITY_HEADERS } from './shared/responses.ts';
import { buildTestApp, type TestApp } from './api/test-app.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from './staff/test-staff.ts';

/** The site's policy as helmet writes it (contentSecurityPolicy()), with the build's theme-script hash if any. */
const siteCsp = (scriptHash: string) =>
  `default-src 'self';script-src 'self'${scriptHash};style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';` +
  "connect-src 'self';media-src 'self';frame-src https://www.youtube-nocookie.com https://www.google.com;object-src 'none';" +
  "base-uri 'self';form-action 'self';frame-ancestors 'none';manifest-src 'self';worker-src 'self'";

/** helmet's headers on a page and on every answer outside the public API. */
const PAGE_HEADERS = {
  'content-security-policy': siteCsp(" 'sha256-abc='"),
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const HELMET_ONLY = [
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const HSTS = 'max-age=31536000; includeSubDomains';

/** A stand-in build: the 404 page, a template and a render bundle that answers every page. */
const DIST = {
  'client/404.html': '<h1>This page could not be found.</h1>',
  'client/_shell.html': '<div id="root"></div>',
  'client/assets/index-abc123.js': 'console.log(1)',
  'client/.vite/manifest.json': '{}',
  'template.html': '<html><head><!--head--></head><body><div id="root"><!--app--></div></body></html>',
  'server/entry-server.js': `export async function render(url) {
      return { kind: 'page', status: 200, html: '<h1>' + url + '</h1>', head: '', hydrationData: '', queryData: '', routeIds: [], complete: true };
    }
    export function pageDocument(assets, page) { return assets.template.replace('<!--head-->', page.head).replace('<!--app-->', page.html); }`,
  'build-info.json': JSON.stringify({
    builtAt: '2026-11-24T00:00:00.000Z',
    siteOrigin: 'http://localhost:8080',
    apiBaseUrl: '',
    scriptHashes: ["'sha256-abc='"],
  }),
};

/** The hooks Fastify lists for one route (`METHOD path`), from the app's route tree. */
function hooksOf(app: TestApp['app'], method: string, path: string): string {
  const lines = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  const at = lines.findIndex((line) => line.includes(`${path} (${method})`));
  if (at < 0) throw new Error(`No route ${method} ${path}`);
  const hooks: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.includes('•')) break;
    hooks.push(line);
  }
  return hooks.join('\n');
}

describe('the whole app behind a proxy (TRUST_PROXY=1), over HTTPS', () => {
  let t: StaffTestApp;
  let session: SignedIn;
  const https = { 'x-forwarded-proto': 'https' };
  const get = (url: string, headers: Record<string, string> = https) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await buildStaffTestApp({ env: { TRUST_PROXY: '1' }, dist: DIST });
    await t.addAccount();
    session = await t.signIn(undefined, undefined, { headers: https });
  });
  afterAll(async () => t.close());

  it('a page’s 404 carries helmet’s headers with the site’s policy, HSTS and a same-origin resource policy', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers).toMatchObject({
      ...PAGE_HEADERS,
      'strict-transport-security': HSTS,
      'cross-origin-resource-policy': 'same-origin',
    });
    expect((await get('/no-such-page', {})).headers['strict-transport-security']).toBeUndefined();
  });

  it('a page, a redirect and the staff pages’ gate carry the same headers', async () => {
    const page = await get('/about');
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({ ...PAGE_HEADERS, 'strict-transport-security': HSTS });
    const redirect = await get('/shop');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers).toMatchObject({ ...PAGE_HEADERS, 'strict-transport-security': HSTS });
    const gate = await get('/staff');
    expect(gate.statusCode).toBe(303);
    expect(gate.headers).toMatchObject({
      ...PAGE_HEADERS,
      'x-robots-tag': 'noindex, nofollow',
      'cache-control': 'no-store',
      'strict-transport-security': HSTS,
    });
  });

  it('a public API answer, its 404 and its 400 carry the API’s own headers, none of helmet’s, and HSTS', async () => {
    for (const url of [apiPaths.offerings, '/api/nope', `${apiPaths.pricing}?offering_details=x`]) {
      const response = await get(url);
      expect(response.headers, url).toMatchObject({ ...API_SECURITY_HEADERS, 'strict-transport-security': HSTS });
      for (const name of HELMET_ONLY) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
    expect((await get(apiPaths.offerings, {})).headers['strict-transport-security']).toBeUndefined();
  });

  it('/api/health carries the page headers, readable from another origin', async () => {
    const response = await get(apiPaths.health);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      ...PAGE_HEADERS,
      'cross-origin-resource-policy': 'cross-origin',
      'strict-transport-security': HSTS,
    });
  });

  it('the staff API, signed in or not, carries the page headers, same-origin only, never stored or indexed', async () => {
    const staff = {
      ...PAGE_HEADERS,
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    };
    const signedIn = await t.send('GET', '/api/staff/session', { session, headers: https });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers).toMatchObject({ ...staff, 'strict-transport-security': HSTS });
    const signedOut = await get('/api/staff/session');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers).toMatchObject({ ...staff, 'strict-transport-security': HSTS });
  });

  it('an image carries its own policy and is readable from another origin', async () => {
    const response = await get('/media/sections/ledger-v1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      ...PAGE_HEADERS,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'cross-origin',
      'strict-transport-security': HSTS,
    });
  });

  it('runs no page-headers hook on the public API’s routes, and runs it on /api/health and the staff API', () => {
    for (const path of ['/get-offering-details/', '/get-offering/', '/contact/']) {
      const method = path === '/contact/' ? 'POST' : 'GET';
      expect(hooksOf(t.app, method, path), path).not.toContain('pageHeaders');
    }
    expect(hooksOf(t.app, 'GET', '/health')).toContain('pageHeaders');
    expect(hooksOf(t.app, 'GET', '/session')).toContain('pageHeaders');
  });
});

describe('the whole app without the site, with CORS on', () => {
  const pageHeaders = { ...PAGE_HEADERS, 'content-security-policy': siteCsp('') };
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ whole: true, env: { CORS_ORIGINS: 'https://www.example.in' } });
  });
  afterAll(async () => t.close());

  it('answers a CORS preflight with the page headers, as it answers /api/health', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: apiPaths.offerings,
      headers: { origin: 'https://www.example.in', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      ...pageHeaders,
      'access-control-allow-origin': 'https://www.example.in',
      'cross-origin-resource-policy': 'cross-origin',
    });
    const answer = await t.app.inject({ url: apiPaths.offerings, headers: { origin: 'https://www.example.in' } });
    expect(answer.headers).toMatchObject({ ...API_SECURITY_HEADERS, 'access-control-allow-origin': 'https://www.example.in' });
    for (const name of HELMET_ONLY) expect(answer.headers[name], name).toBeUndefined();
  });

  it('answers an unknown path with Fastify’s 404 and the page headers, and keeps the staff pages’ gate', async () => {
    const missing = await t.app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Route GET:/no-such-page not found', error: 'Not Found', statusCode: 404 });
    expect(missing.headers).toMatchObject(pageHeaders);
    const gate = await t.app.inject('/staff');
    expect(gate.statusCode).toBe(303);
    expect(gate.headers.location).toBe('/staff/sign-in');
    expect(gate.headers).toMatchObject({ ...pageHeaders, 'x-robots-tag': 'noindex, nofollow' });
  });
});
