// The staff API walked with hostile text by a signed-in owner, who may use every route: the same values and checks as
// the walk without a session (./hostile-walk.test.ts, ./hostile-requests.ts) in every path parameter, declared query
// parameter and body field of each route under /api/staff, sent as the staff pages send them (the session's cookie,
// the CSRF token, the site's Origin; the sign-in form's for the routes open without a session). Bad input is answered
// 400 or 404, never 5xx nor the server's insides. A request that ends the session (signing out) is followed by a new
// sign-in. docs/decisions/0009-public-server-limits.md.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DOCUMENT_ID, isDocument, KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { buildStaffTestApp, concreteUrl, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

import { HOSTILE, ORIGIN, problemOf, walksOf, type Hostile, type Walk } from './hostile-requests.ts';

let t: StaffTestApp;
let session: SignedIn;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await buildStaffTestApp({
    env: { SITE_ORIGIN: ORIGIN, ENQUIRY_LIMIT: '100000' },
    onRoute: (route) => {
      if (route.url.startsWith('/api/staff')) routes.push(route);
    },
  });
  await t.addAccount();
  session = await t.signIn();
});
afterAll(async () => t.close());

/** A path that reaches an item: a kind that has translations (services), Marathi, and 1 for every other parameter. */
const plausibleUrl = (url: string) => concreteUrl(url.replace(/:kind\b/g, 'services').replace(/:lang\b/g, 'mr'));

/** A kind's item as the staff API addresses it: the document, or the first item of the list. */
async function itemUrl(kind: KindDeclaration): Promise<string | undefined> {
  const url = `/api/staff/content/${kind.name}`;
  if (isDocument(kind)) return url;
  const list = await signedIn({ method: 'GET', url });
  const first = (list.json() as { data?: { id: number }[] }).data?.[0];
  return first ? `${url}/${first.id}` : undefined;
}

/**
 * Sends a request as the staff pages do (the session's cookie, the CSRF token, the site's Origin; for the routes open
 * without a session, those of the sign-in form), signed in again when it ended the session.
 */
async function signedIn(request: Walk['request'], as: SignedIn = session) {
  const headers = {
    ...(request.headers as Record<string, string>),
    cookie: as.cookie,
    'x-csrf-token': as.csrfToken,
    origin: ORIGIN,
  };
  const answer = await t.app.inject({ ...request, headers, remoteAddress: '10.40.0.2' });
  // Signed out by what it sent (the sign-out route): signed in again for the next request.
  if (answer.statusCode === 401) session = await t.signIn();
  return answer;
}

/** Every field of a kind's item given the value, one field at a time (a save, its translation), and all at once (a new item). */
function fieldWalks(kind: KindDeclaration, url: string, value: Hostile): Walk[] {
  const json = (fields: object) => ({ payload: JSON.stringify(fields), headers: { 'content-type': 'application/json' } });
  const walk = (label: string, request: Walk['request']): Walk => ({
    label: `${request.method} ${request.url} ${label} with ${value.name}`,
    request,
    page: false,
  });
  const hostileOf = (type: string) => (['list', 'rows', 'blocks', 'relations'].includes(type) ? [value.inBody] : value.inBody);
  const fields = Object.entries(kind.fields);
  // Its Marathi translation, each field it translates (docs/languages.md): saved, and as a draft for a time.
  const translation = `/api/staff/translations/${kind.name}/${isDocument(kind) ? DOCUMENT_ID : url.split('/').pop()}/mr`;
  const translated = fields.filter(([, field]) => 'translatable' in field && field.translatable);
  return [
    ...translated.flatMap(([name]) => [
      walk(`{ ${name} }`, { method: 'PUT', url: translation, ...json({ values: { [name]: value.inBody } }) }),
      walk(`(a draft) { ${name} }`, { method: 'PUT', url: `${translation}/draft`, ...json({ values: { [name]: value.inBody } }) }),
    ]),
    ...(translated.length > 0
      ? [walk('(a draft for a time)', { method: 'PUT', url: `${translation}/draft`, ...json({ values: {}, publishAt: value.inBody }) })]
      : []),
    ...fields.map(([name, field]) => walk(`{ ${name} }`, { method: 'PATCH', url, ...json({ [name]: hostileOf(field.type) }) })),
    ...(isDocument(kind)
      ? []
      : [
          walk('(a new item, every field)', {
            method: 'POST',
            url: `/api/staff/content/${kind.name}`,
            ...json(Object.fromEntries(fields.map(([name, field]) => [name, hostileOf(field.type)]))),
          }),
        ]),
  ];
}

describe('hostile text at every staff address, signed in', () => {
  it('walks every staff route as registered', () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const url of [
      '/api/staff/media/:id',
      '/api/staff/backups',
      '/api/staff/content/articles/:id',
      '/api/staff/translations/:kind/:id/:lang',
    ])
      expect(urls, url).toContain(url);
  });

  it.each(HOSTILE)('never answers 5xx nor shows the server’s insides, to $name', async (value) => {
    const problems: string[] = [];
    for (const route of routes) {
      const methods = [route.method].flat();
      // Sign-in, an invitation, a forgotten password: with the sign-in form's cookie and token, as that form sends them.
      const open = (route.config as { staffAccess?: string } | undefined)?.staffAccess === 'public';
      // Hostile text in the path's parameters, then (an item there is) in its query and body alone.
      const walks = [
        ...walksOf(route.url, methods, route.schema, value),
        ...(/[:*]/.test(route.url) ? walksOf(plausibleUrl(route.url), methods, route.schema, value) : []),
      ];
      for (const walk of walks) {
        const problem = problemOf(walk, await signedIn(walk.request, open ? await t.signInForm() : session));
        if (problem) problems.push(`${walk.label}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(HOSTILE)('never answers 5xx nor shows the server’s insides, to $name in any field of any kind', async (value) => {
    const problems: string[] = [];
    for (const kind of KINDS) {
      const url = await itemUrl(kind);
      for (const walk of url ? fieldWalks(kind, url, value) : []) {
        const problem = problemOf(walk, await signedIn(walk.request));
        if (problem) problems.push(`${walk.label}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
