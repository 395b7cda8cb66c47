// Deny by default, proven on every route: the route list is read from the staff API itself, so a
// route added later without the guard makes this test fail.
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readServerConfig } from '../config.ts';
import { openContentStore } from '../db/open.ts';

import { registerStaff } from './index.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from './test-staff.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface StaffRoute {
  method: string;
  url: string;
  public: boolean;
}

/** Every method and path the staff API answers, as registered. */
async function staffRoutes(): Promise<StaffRoute[]> {
  const app = Fastify();
  const routes: StaffRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/staff')) return;
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, public: route.config?.staffAccess === 'public' });
    }
  });
  const store = openContentStore(':memory:', { seed: false });
  await registerStaff(app, { config: readServerConfig({}), store });
  await app.ready();
  await app.close();
  store.db.close();
  return routes;
}

/** A path that reaches the route: parameters filled in with an enquiry that exists. */
const concrete = (url: string) => url.replace(':id', '1').replace('*', 'anything');

let t: StaffTestApp;
let session: SignedIn;
let routes: StaffRoute[];
beforeAll(async () => {
  routes = await staffRoutes();
  t = await buildStaffTestApp();
  await t.addAccount();
  session = await t.signIn();
});
afterAll(async () => t.close());

const body = { status: 'contacted', text: 'x', email: 'a@b.in', password: 'p' };

describe('the staff API route list', () => {
  it('holds the session, sign-in, enquiry and catch-all routes, and only the sign-in, invitation and password reset ones are public', () => {
    const names = routes.map((route) => `${route.method} ${route.url}${route.public ? ' (public)' : ''}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/staff/session',
        'GET /api/staff/session/sign-in (public)',
        'POST /api/staff/session/sign-in (public)',
        'POST /api/staff/session/sign-out',
        'GET /api/staff/enquiries',
        'GET /api/staff/enquiries/export',
        'GET /api/staff/enquiries/:id',
        'PATCH /api/staff/enquiries/:id',
        'DELETE /api/staff/enquiries/:id',
        'POST /api/staff/enquiries/:id/notes',
        'DELETE /api/staff/*',
      ]),
    );
    expect(routes.filter((route) => route.public).map((route) => `${route.method} ${route.url}`)).toEqual([
      'GET /api/staff/session/sign-in',
      'HEAD /api/staff/session/sign-in',
      'POST /api/staff/session/sign-in',
      // The code of two-factor sign-in: after the password, before there is a session (docs/decisions/0021).
      'POST /api/staff/session/sign-in/code',
      // An invitation's link: for someone without an account yet (docs/decisions/0019).
      'POST /api/staff/session/invitation',
      'POST /api/staff/session/invitation/accept',
      // A forgotten password: for someone who cannot sign in (docs/decisions/0021).
      'GET /api/staff/session/password-reset',
      'HEAD /api/staff/session/password-reset',
      'POST /api/staff/session/password-reset',
      'POST /api/staff/session/password-reset/check',
      'POST /api/staff/session/password-reset/accept',
    ]);
  });
});

describe('every staff API route', () => {
  it('answers 401 without a session (the public sign-in routes excepted), with no-store and noindex', async () => {
    for (const route of routes.filter((r) => !r.public)) {
      const response = await t.send(route.method as 'GET', concrete(route.url), { payload: UNSAFE.has(route.method) ? body : undefined });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      if (route.method !== 'HEAD') expect(response.json()).toEqual({ success: false, message: 'Sign in to continue.' });
    }
  });

  it('answers 403 to a state-changing request without a valid CSRF token, or from another origin', async () => {
    t.inbox.add({ full_name: 'Asha', email: 'asha@example.in', phone: '', page_details: '', project_brief: 'x' });
    const unsafe = routes.filter((r) => UNSAFE.has(r.method));
    expect(unsafe.length).toBeGreaterThanOrEqual(6);
    const refusals = [
      { csrfToken: null },
      { csrfToken: 'made-up-token' },
      { csrfToken: `${session.csrfToken.slice(0, -1)}${session.csrfToken.endsWith('A') ? 'B' : 'A'}` },
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:8080.evil.example' },
      { origin: null },
    ];
    for (const route of unsafe) {
      for (const refusal of refusals) {
        const response = await t.send(route.method as 'POST', concrete(route.url), { session, payload: body, ...refusal });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(refusal)}`).toBe(403);
        expect(response.json().success).toBe(false);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
    // Nothing was changed by the refused requests.
    expect(t.inbox.get(1)?.status).toBe('new');
    expect(t.inbox.notes(1)).toEqual([]);
    expect(t.db.prepare("SELECT count(*) FROM audit_log WHERE entity != 'staff_account'").pluck().get()).toBe(0);
  });

  it('takes the token of the session only: another session’s token is refused', async () => {
    const other = await t.signIn();
    const response = await t.send('PATCH', '/api/staff/enquiries/1', { session: { cookie: session.cookie, csrfToken: other.csrfToken }, payload: body });
    expect(response.statusCode).toBe(403);
    const own = await t.send('PATCH', '/api/staff/enquiries/1', { session, payload: { status: 'contacted' } });
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 with the envelope for an unknown staff path once signed in', async () => {
    const response = await t.send('GET', '/api/staff/nothing-here', { session });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No staff endpoint at GET /api/staff/nothing-here' });
  });
});
