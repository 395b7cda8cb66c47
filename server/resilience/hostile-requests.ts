// The hostile text and the checks of the walks over every address (./hostile-walk.test.ts, without a session;
// ./staff-hostile-walk.test.ts, signed in as an owner): the values, the requests one route gets for one value (in its
// path, its query, its body), and what is wrong with an answer. docs/decisions/0009-public-server-limits.md.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import { ENQUIRY_FIELDS, HONEYPOT_FIELD } from '../../common/enquiry-rules.ts';
import { publicEndpoints } from '../../common/content-model/public-api.ts';
import { QUOTE_PARAMS } from '../../common/paths.ts';

/** The origin the walks' apps are told is the site's. */
export const ORIGIN = 'http://localhost:8080';

/** The hostile values, as a URL carries them (percent-encoded) and as a JSON body does. */
export const HOSTILE = [
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

/** A Fastify or route-table pattern with each parameter (`:id`, `:part(^[1-9]…)`, `*`) given the value. */
export const filled = (pattern: string, value: string) => pattern.replace(/:[A-Za-z_]\w*(\([^)]*\))?|\*/g, value);

const schemaProperties = (schema: unknown, part: 'querystring' | 'body'): string[] => {
  const properties = (schema as Record<string, { properties?: Record<string, unknown> } | undefined> | undefined)?.[part]?.properties;
  return Object.keys(properties ?? {});
};

export interface Walk {
  label: string;
  request: InjectOptions;
  /** An address of a page (of the route table): not found, it answers a page of the site. */
  page: boolean;
}

export type Hostile = (typeof HOSTILE)[number];

/** The requests for one route and one hostile value: in its path, in its query (together and one by one), in its body. */
export function walksOf(url: string, methods: readonly string[], schema: unknown, value: Hostile, page = false): Walk[] {
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
export function problemOf(walk: Walk, answer: LightMyRequestResponse): string | undefined {
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
  const insides = answer.body.match(INSIDES);
  if (insides) return `shows the server's insides (${insides[0]}): ${answer.body.slice(0, 300)}`;
  if (walk.page && walk.request.method === 'GET' && answer.statusCode === 404 && !type.startsWith('text/html'))
    return `answered 404 without a page of the site (${type}): ${answer.body.slice(0, 300)}`;
  return undefined;
}
