// The staff pages as the site serves them: the app shell behind the staff gate, never stored, never
// indexed, with the site's CSP; a visitor without a session is sent to the sign-in page (but for an invitation's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildStaffTestApp, type StaffTestApp } from './staff/test-staff.ts';

let t: StaffTestApp;

beforeAll(async () => {
  t = await buildStaffTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '100000' },
    dist: {
      'client/404.html': '<h1>This page could not be found.</h1>',
      'client/_shell.html': '<div id="root"></div>',
      'client/.vite/manifest.json': '{}',
      'template.html': '<html><head></head><body><div id="root"></div></body></html>',
      'server/entry-server.js':
        'export async function render() { throw new Error("not used"); }\nexport function pageDocument() { return ""; }',
      'build-info.json': JSON.stringify({
        builtAt: new Date().toISOString(),
        siteOrigin: 'http://localhost:8080',
        apiBaseUrl: '',
        scriptHashes: [],
      }),
    },
  });
  await t.addAccount();
});

afterAll(async () => t.close());

/** The session cookie of a signed-in member of staff. */
async function signIn(): Promise<string> {
  return (await t.signIn()).cookie;
}

function expectStaffShell(response: Awaited<ReturnType<typeof t.app.inject>>) {
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-robots-tag']).toContain('noindex');
  expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
}

describe('the staff pages', () => {
  it('send a visitor without a session to the sign-in page, which is the app shell', async () => {
    for (const path of ['/staff', '/staff/content', '/staff/enquiries/3', '/staff/people', '/staff/activity', '/staff/account']) {
      const response = await t.app.inject(path);
      expect(response.statusCode, path).toBe(303);
      expect(response.headers.location).toBe('/staff/sign-in');
    }
    expectStaffShell(await t.app.inject('/staff/sign-in'));
    // An invitation's link is opened by someone without an account yet.
    expectStaffShell(await t.app.inject('/staff/invitation'));
  });

  it('answer a signed-in member with the app shell, and 404 at an address the staff area does not have', async () => {
    const cookie = await signIn();
    for (const path of [
      '/staff',
      '/staff/content',
      '/staff/enquiries/3',
      '/staff/people',
      '/staff/activity',
      '/staff/account',
      '/staff/invitation',
    ])
      expectStaffShell(await t.app.inject({ url: path, headers: { cookie } }));
    const unknown = await t.app.inject({ url: '/staff/no-such-page', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
