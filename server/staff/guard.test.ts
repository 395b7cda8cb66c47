// Deny by default, proven on every route: the route list is read from the staff API itself, so a
// route added later without the guard makes this test fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  buildStaffTestApp,
  concreteUrl,
  isPublicRoute,
  PUBLIC_STAFF_ROUTES,
  staffRoutes,
  type SignedIn,
  type StaffRoute,
  type StaffTestApp,
} from './test-staff.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    const names = routes.map((route) => `${route.method} ${route.url}${isPublicRoute(route) ? ' (public)' : ''}`);
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
    expect(routes.filter(isPublicRoute).map((route) => `${route.method} ${route.url}`)).toEqual(PUBLIC_STAFF_ROUTES);
  });
});

describe('every staff API route', () => {
  it('answers 401 without a session (the public sign-in routes excepted), with no-store and noindex', async () => {
    for (const route of routes.filter((r) => !isPublicRoute(r))) {
      const response = await t.send(route.method as 'GET', concreteUrl(route.url), {
        payload: UNSAFE.has(route.method) ? body : undefined,
      });
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
        const response = await t.send(route.method as 'POST', concreteUrl(route.url), { session, payload: body, ...refusal });
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
    const response = await t.send('PATCH', '/api/staff/enquiries/1', {
      session: { cookie: session.cookie, csrfToken: other.csrfToken },
      payload: body,
    });
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
