// Every address of the site, walked with hostile text: each route Fastify registers (the API, the staff API
// unauthenticated, the sitemap, the feed, share pictures, media, the built files) and each page of the route table,
// with NUL, a lone surrogate, control characters, 10,000 characters, Devanagari and a number past the last in every
// path parameter, in every query parameter a route declares (and those the pages read), and in every field of a body.
// The lists come from the route table and from the routes as the app registers them, so a new route is walked without
// a word here. No answer may be a 5xx or carry the server's insides (a stack, an exception's name, a Node, Fastify or
// SQLite error code, a file path); a page address that is not found answers a page of the site (HTML). A route that
// refuses a visitor who is not signed in (401, 403: the staff API) reads nothing else, so its first refusal ends its
// walk. docs/decisions/0009-public-server-limits.md.
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENQUIRY_FIELDS, HONEYPOT_FIELD } from '../../common/enquiry-rules.ts';
import { publicEndpoints } from '../../common/content-model/public-api.ts';
import { QUOTE_PARAMS, redirects as fixedRedirects } from '../../common/paths.ts';
import { pagePaths, shellPaths } from '../../common/route-addresses.ts';
import { routeTable } from '../../common/routes.ts';
import { buildTestApp, type TestApp } from '../api/test-app.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';

const ORIGIN = 'http://localhost:8080';

/** The hostile values, as a URL carries them (percent-encoded) and as a JSON body does. */
const HOSTILE = [
  { name: 'NUL', inUrl: 'tally%00', inBody: 'tally\u0000' },
  { name: 'a lone surrogate', inUrl: '%ED%A0%80', inBody: '\ud800' },
  { name: 'control characters', inUrl: 'a%01%08%0B%1B%7F%0D%0Ab', inBody: 'a\u0001\u0008\u000b\u001b\u007f\r\nb' },
  { name: '10,000 characters', inUrl: 'x'.repeat(10_000), inBody: 'x'.repeat(10_000) },
  { name: 'Devanagari', inUrl: encodeURIComponent('मराठी'), inBody: 'मराठी' },
  // Not hostile text but the edge of a list: an id, a page or a sitemap's part past the last one there is.
  { name: 'a number past the last', inUrl: '999999', inBody: '999999' },
  // A path that a browser reads as another site's address (it drops the tab, and `//` starts a host): where a route
  // sends the visitor back to a page they name (a plain form post, the form answer's Back link), it must stay here.
  { name: 'an address of another site', inUrl: '%2F%09%2Fevil.example', inBody: '/\t/evil.example' },
] as const;

/** The host of the value above: an answer that sends a visitor there, or links there, lets a stranger's link leave the site. */
const ELSEWHERE = 'evil.example';

/** Query parameters the pages and the public reads take without declaring them in a schema. */
const READ_PARAMETERS = [
  'q',
  'page',
  'offering',
  'id',
  'slug',
  'preview',
  ...Object.values(QUOTE_PARAMS),
  ...publicEndpoints().flatMap((endpoint) => (endpoint.query ? [endpoint.query] : [])),
];

/** What the routes without a body schema read from one: the enquiry's fields, a view's or a tap's report. */
const UNDECLARED_BODY_FIELDS = [...ENQUIRY_FIELDS, 'sent_from_page', 'path', 'kind', 'from', 'plan'];

/** The server's insides: a stack frame, an exception, a Node, Fastify or SQLite error code, a file of the machine. */
const INSIDES =
  /\bat [\w$.<>]+ \(|\bat (?:file|node):|is not a function|is not defined|Cannot read propert|ERR_[A-Z]|SQLITE|\b(?:Type|Range|Reference|Syntax)Error\b|node_modules|\/(?:work|tmp|home|usr|var)\/|\.tsx?:\d+/;

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

/** A Fastify or route-table pattern with each parameter (`:id`, `:part(^[1-9]…)`, `*`) given the value. */
const filled = (pattern: string, value: string) => pattern.replace(/:[A-Za-z_]\w*(\([^)]*\))?|\*/g, value);

const schemaProperties = (schema: unknown, part: 'querystring' | 'body'): string[] => {
  const properties = (schema as Record<string, { properties?: Record<string, unknown> } | undefined> | undefined)?.[part]?.properties;
  return Object.keys(properties ?? {});
};

interface Walk {
  label: string;
  request: InjectOptions;
  /** An address of a page (of the route table): not found, it answers a page of the site. */
  page: boolean;
}

type Hostile = (typeof HOSTILE)[number];

/** The requests for one route and one hostile value: in its path, in its query (together and one by one), in its body. */
function walksOf(url: string, methods: readonly string[], schema: unknown, value: Hostile, page = false): Walk[] {
  const declared = schemaProperties(schema, 'querystring');
  const path = filled(url, value.inUrl);
  const query = (names: readonly string[]) => names.map((name) => `${name}=${value.inUrl}`).join('&');
  const walks: Walk[] = [];
  for (const method of methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS') as NonNullable<InjectOptions['method']>[]) {
    const add = (suffix: string, extra: Partial<InjectOptions> = {}) =>
      walks.push({ label: `${method} ${url}${suffix} with ${value.name}`, request: { method, url: `${path}${suffix}`, ...extra }, page });
    // The path alone first: a route that refuses a visitor not signed in says so to it, and its walk ends there.
    add('');
    add(`?${query([...new Set([...READ_PARAMETERS, ...declared])])}`);
    // A parameter refused first would keep the route from reading the others: each declared one alone too.
    for (const name of declared) add(`?${query([name])}`);
    if (method === 'GET' || method === 'DELETE') continue;
    const fields = schemaProperties(schema, 'body');
    const body = Object.fromEntries((fields.length > 0 ? fields : UNDECLARED_BODY_FIELDS).map((name) => [name, value.inBody]));
    add(' (JSON body)', { url: path, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    // A page answers every method but GET with 405 whatever it is sent: its JSON body is enough to try its parsing.
    if (fields.length === 0 && !page) {
      add(' (text body)', { url: path, payload: value.inBody, headers: { 'content-type': 'text/plain; charset=utf-8' } });
      const form = (fields: Record<string, string>) => ({
        url: path,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      add(' (form body)', form(body));
      // A bot fills the field visitors never see: the route answers it as if all went well, on a way of its own.
      add(` (form body, ${HONEYPOT_FIELD} filled)`, form({ ...body, [HONEYPOT_FIELD]: 'https://spam.example' }));
    }
  }
  return walks;
}

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

/** Whether an address, as a browser reads it on a page of the site, is on the hostile value's host. */
function leavesTheSite(address: string): boolean {
  const text = address.replaceAll('&amp;', '&').replaceAll('&#x9;', '\t').replaceAll('&#9;', '\t');
  if (!text.toLowerCase().includes(ELSEWHERE)) return false;
  try {
    return new URL(text, `${ORIGIN}/a/b`).hostname === ELSEWHERE;
  } catch {
    return false;
  }
}

/** What is wrong with an answer, if anything. */
function problemOf(walk: Walk, answer: Awaited<ReturnType<TestApp['app']['inject']>>): string | undefined {
  if (answer.statusCode >= 500) return `answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  const location = answer.headers.location;
  if (typeof location === 'string' && leavesTheSite(location))
    return `sends the visitor to another site: Location ${JSON.stringify(location)}`;
  const type = String(answer.headers['content-type'] ?? '');
  if (type.startsWith('text/html')) {
    const link = [...answer.body.matchAll(/\b(?:href|action|src)="([^"]*)"/g)].map((match) => match[1]!).find(leavesTheSite);
    if (link !== undefined) return `links to another site: ${JSON.stringify(link)}`;
  }
  if (!/json|html|text|xml/.test(type)) return undefined;
  const insides = INSIDES.exec(answer.body);
  if (insides) return `shows the server's insides (${insides[0]}): ${answer.body.slice(0, 300)}`;
  if (walk.page && walk.request.method === 'GET' && answer.statusCode === 404 && !type.startsWith('text/html'))
    return `answered 404 without a page of the site (${type}): ${answer.body.slice(0, 300)}`;
  return undefined;
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
