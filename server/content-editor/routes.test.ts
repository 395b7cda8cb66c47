// Every content editor route refuses without a session (401), and every state-changing one without the
// session's CSRF token or from another origin (403), before it reads its body: nothing is changed.
// (server/staff/guard.test.ts walks the whole staff route table too, these routes included.)
import { describe, expect, it } from 'vitest';

import { ContentStore } from '../db/content-store.ts';
import { signedInStaff, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

import { CONTENT_KINDS } from '../../common/content-model/kinds.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const ROUTES: { method: Method; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/staff/content' },
  { method: 'POST', url: '/api/staff/content/images', payload: {} },
  { method: 'GET', url: '/api/staff/content/trash' },
  { method: 'POST', url: '/api/staff/content/trash/1/restore', payload: {} },
  ...CONTENT_KINDS.flatMap(({ name, shape }): { method: Method; url: string; payload?: object }[] => {
    const base = `/api/staff/content/${name}`;
    // A single document has no id in its path, and is never created, moved or deleted.
    if (shape === 'document') {
      return [
        { method: 'GET' as const, url: base },
        { method: 'GET' as const, url: `${base}/history` },
        { method: 'PATCH' as const, url: base, payload: { office_hours: 'Changed' } },
        { method: 'POST' as const, url: `${base}/restore`, payload: { entry: 1, state: 'before' } },
        { method: 'PUT' as const, url: `${base}/presence` },
      ];
    }
    return [
      { method: 'GET' as const, url: base },
      { method: 'GET' as const, url: `${base}/1` },
      { method: 'GET' as const, url: `${base}/1/history` },
      { method: 'POST' as const, url: base, payload: { title: 'Changed', heading: 'Changed', offering_name: 'Changed' } },
      { method: 'PATCH' as const, url: `${base}/1`, payload: { title: 'Changed', heading: 'Changed', offering_name: 'Changed' } },
      { method: 'DELETE' as const, url: `${base}/1` },
      { method: 'POST' as const, url: `${base}/reorder`, payload: { parent_id: 1, ids: [1] } },
      { method: 'POST' as const, url: `${base}/1/restore`, payload: { entry: 1, state: 'before' } },
      { method: 'POST' as const, url: `${base}/1/move`, payload: { parent_id: 1, position: 0 } },
      { method: 'PUT' as const, url: `${base}/1/presence` },
      { method: 'GET' as const, url: `${base}/presence` },
    ];
  }),
];

let t: StaffTestApp;
let session: SignedIn;
signedInStaff('all', (app, signedIn) => {
  t = app;
  session = signedIn;
});

describe('the content editor routes', () => {
  it('are all registered', () => {
    for (const { method, url } of ROUTES)
      expect(t.app.hasRoute({ method, url: url.replace('/trash/1', '/trash/:entry').replace('/1', '/:id') }), `${method} ${url}`).toBe(
        true,
      );
  });

  it('answer 401 without a session, with no-store and noindex', async () => {
    for (const { method, url, payload } of ROUTES) {
      const response = await t.send(method, url, { payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Sign in to continue.' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      // No other site may read a staff answer, even one it could name.
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('answer 403 to a change without the session’s CSRF token or from another origin, and change nothing', async () => {
    const document = new ContentStore(t.db).exportContent();
    const refusals = [{ csrfToken: null }, { csrfToken: 'made-up-token' }, { origin: 'https://evil.example' }, { origin: null }];
    for (const { method, url, payload } of ROUTES.filter((route) => route.method !== 'GET')) {
      for (const refusal of refusals) {
        const response = await t.send(method, url, { session, payload, ...refusal });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(refusal)}`).toBe(403);
        expect(response.json().success).toBe(false);
      }
    }
    expect(new ContentStore(t.db).exportContent()).toEqual(document);
    expect(t.db.prepare("SELECT count(*) FROM audit_log WHERE entity != 'staff_account'").pluck().get()).toBe(0);
  });

  it('answer a signed-in member who sends the token', async () => {
    const response = await t.send('PATCH', '/api/staff/content/sections/1', { session, payload: { title: 'Changed' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
