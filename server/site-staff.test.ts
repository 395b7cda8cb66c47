// The staff pages as the site serves them: the app shell behind the staff gate, never stored, never
// indexed, with the site's CSP; a visitor without a session is sent to the sign-in page (but for an invitation's).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SHELL_TITLE } from '../common/staff-pages.ts';

import { buildStaffTestApp, type StaffTestApp } from './staff/test-staff.ts';

let t: StaffTestApp;

beforeAll(async () => {
  t = await buildStaffTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '100000' },
    dist: {
      'client/404.html': '<h1>This page could not be found.</h1>',
      'client/_shell.html': `<html><head>${SHELL_TITLE}</head><body><div id="root"></div></body></html>`,
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

/** The app shell, titled as the page: its tab and a screen reader name it before the page's scripts run. */
function expectStaffShell(response: Awaited<ReturnType<typeof t.app.inject>>, title: string) {
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.body).toContain(`<title>${title} | Staff | Dexterity</title>`);
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
    expectStaffShell(await t.app.inject('/staff/sign-in'), 'Staff sign-in');
    // An invitation's link is opened by someone without an account yet.
    expectStaffShell(await t.app.inject('/staff/invitation'), 'Your invitation');
  });

  it('answer a signed-in member with the app shell, and 404 at an address the staff area does not have', async () => {
    const cookie = await signIn();
    for (const [path, title] of [
      ['/staff', 'Enquiries'],
      ['/staff/content', 'Site content'],
      ['/staff/enquiries/3', 'Enquiry'],
      ['/staff/people', 'People'],
      ['/staff/activity', 'Activity'],
      ['/staff/account', 'My account'],
      ['/staff/invitation', 'Your invitation'],
    ] as const)
      expectStaffShell(await t.app.inject({ url: path, headers: { cookie } }), title);
    const unknown = await t.app.inject({ url: '/staff/no-such-page', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('answer the shell a rebuild left under the running server, compressed for a browser that takes brotli', async () => {
    const shellFile = join(t.config.distDir, 'client/_shell.html');
    const built = readFileSync(shellFile, 'utf8');
    const compressed = await t.app.inject({ url: '/staff/sign-in', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('<title>Staff sign-in | Staff | Dexterity</title>');
    writeFileSync(shellFile, built.replace('</body>', '<script type="module" src="/assets/rebuilt.js"></script></body>'));
    try {
      expectStaffShell(await t.app.inject('/staff/sign-in'), 'Staff sign-in');
      expect((await t.app.inject('/staff/sign-in')).body).toContain('/assets/rebuilt.js');
    } finally {
      writeFileSync(shellFile, built);
    }
  });

  it('compress the staff API’s answers by the site’s one rule: never in an encoding refused by name, `*` as brotli', async () => {
    const cookie = await signIn();
    const cases: Array<[string, 'br' | 'gzip' | undefined]> = [
      ['gzip', 'gzip'],
      ['*', 'br'],
      ['br;q=0, *', 'gzip'],
      ['gzip;q=0, *', 'br'],
      ['br;q=0, gzip;q=0, *', undefined],
      ['identity', undefined],
    ];
    // The whole content document: an answer @fastify/compress compresses as it is sent.
    const plain = await t.app.inject({ url: '/api/staff/content/', headers: { cookie } });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [header, encoding] of cases) {
      const answer = await t.app.inject({ url: '/api/staff/content/', headers: { cookie, 'accept-encoding': header } });
      expect(answer.headers['content-encoding'], header).toBe(encoding);
      const decode = { br: brotliDecompressSync, gzip: gunzipSync, none: (bytes: Buffer) => bytes }[encoding ?? 'none'];
      expect(decode(answer.rawPayload).toString(), header).toBe(plain.body);
    }
  });
});
