// Every address of the site, walked with hostile text: each route Fastify registers (the API, the staff API
// unauthenticated, the sitemap, the feed, share pictures, media, the built files) and each page of the route table,
// with NUL, a lone surrogate, control characters, 10,000 characters, Devanagari, a number past the last and a path a
// browser reads as another site's in every path parameter, in every query parameter a route declares (and those the
// pages read), and in every field of a body (./hostile-requests.ts; the staff API signed in: ./staff-hostile-walk.test.ts).
// The lists come from the route table and from the routes as the app registers them, so a new route is walked without
// a word here. No answer may be a 5xx or carry the server's insides (a stack, an exception's name, a Node, Fastify or
// SQLite error code, a file path) or send the visitor to that other site (a `Location`, a link); a page address that
// is not found answers a page of the site (HTML). A route that refuses a visitor who is not signed in (401, 403: the
// staff API) reads nothing else, so its first refusal ends its walk. docs/decisions/0009-public-server-limits.md.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { redirects as fixedRedirects } from '../../common/paths.ts';
import { pagePaths, shellPaths } from '../../common/route-addresses.ts';
import { routeTable } from '../../common/routes.ts';
import { buildTestApp, type TestApp } from '../api/test-app.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';

import { filled, HOSTILE, ORIGIN, problemOf, walksOf, type Hostile, type Walk } from './hostile-requests.ts';

let t: TestApp;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    whole: true,
    dist: serviceHeadingBuild(ORIGIN),
    env: { SITE_ORIGIN: ORIGIN, ENQUIRY_LIMIT: '100000' },
    onRoute: (route) => routes.push(route),
  });
});
afterAll(async () => t.close());

/** Every page of the route table: its fixed addresses, its patterns with a parameter, and an address of its own under each. */
function pageWalks(value: Hostile): Walk[][] {
  const patterns = [...routeTable.map((route) => route.path), ...fixedRedirects.map((redirect) => redirect.from)].filter((p) =>
    /[:*]/.test(p),
  );
  const addresses = [...pagePaths, ...shellPaths, ...patterns.map((pattern) => filled(pattern, value.inUrl))];
  const under = [...pagePaths, ...shellPaths].map((address) => `${address.replace(/\/$/, '')}/${value.inUrl}`);
  return [
    ...addresses.map((address) => walksOf(address, ['GET', 'POST'], undefined, value, true)),
    // What the not-found handler looks up (a redirect, a built page, the staff area's gate): GETs are enough.
    ...under.filter((address) => !addresses.includes(address)).map((address) => walksOf(address, ['GET'], undefined, value, true)),
  ];
}

function registeredWalks(value: Hostile): Walk[][] {
  return routes.map((route) => walksOf(route.url, [route.method].flat(), route.schema, value));
}

describe('hostile text at every address', () => {
  it('derives its walk from the registered routes and the route table', () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const url of ['/api/search/', '/api/contact/', '/sitemap-:part(^[1-9][0-9]{0,5}).xml', '/api/staff/media/:id', '/og/:slug'])
      expect(urls, url).toContain(url);
    expect(pagePaths).toContain('/search');
  });

  it.each(HOSTILE)('never answers 5xx nor shows the server’s insides, to $name', async (value) => {
    const problems: string[] = [];
    for (const walks of [...registeredWalks(value), ...pageWalks(value)]) {
      for (const walk of walks) {
        const answer = await t.app.inject({ ...walk.request, remoteAddress: '10.40.0.1' });
        const problem = problemOf(walk, answer);
        if (problem) problems.push(`${walk.label}: ${problem}`);
        if (answer.statusCode === 401 || answer.statusCode === 403) break;
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('an address that cannot be decoded', () => {
  it('answers the site’s 404 page with its headers; under /api the envelope’s 400', async () => {
    for (const url of ['/about%', '/%E0%A4', '/service/%FF', '/%zz?q=1', '/contact%']) {
      const answer = await t.app.inject({ method: 'GET', url, remoteAddress: '10.40.0.1' });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      // The 404 page, or the service page's own (the service page is drawn for any address under /service/).
      expect(answer.body, url).toMatch(/This page could not be found\.|Service Not Found/);
      expect(answer.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/get-offering/%', remoteAddress: '10.40.0.1' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ success: false, message: 'The request URL is not valid' });
  });
});

describe('an address that starts with two slashes', () => {
  it('is a path of this site: the home page’s one address, or the 404 page, never a failure', async () => {
    const answers: Array<[string, number]> = [
      ['//', 301],
      ['///?q=1', 301],
      ['/mr//', 301],
      ['//about', 404],
      ['//evil.example/about?preview=1', 404],
    ];
    for (const [url, status] of answers) {
      const answer = await t.app.inject({ method: 'GET', url, remoteAddress: '10.40.0.1' });
      expect(answer.statusCode, url).toBe(status);
      if (status === 301) expect(answer.headers.location, url).toMatch(/^\/((mr|hi)\/)?(\?|$)/);
      else expect(answer.body, url).toContain('This page could not be found.');
    }
  });
});
