// The staff pages as the site serves them: the app shell behind the staff gate, never stored, never
// indexed, with the site's CSP; a visitor without a session is sent to the sign-in page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from './app.ts';
import { readServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { StaffStore } from './db/staff-store.ts';
import { hashPassword } from './staff/passwords.ts';
import { CHEAP_SCRYPT, cookieFrom, STAFF_EMAIL, STAFF_PASSWORD } from './staff/test-staff.ts';

let dir: string;
let app: Awaited<ReturnType<typeof createApp>>;
let origin: string;

function write(path: string, body: string) {
  mkdirSync(join(dir, 'dist', path, '..'), { recursive: true });
  writeFileSync(join(dir, 'dist', path), body);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dx-site-staff-'));
  write('client/404.html', '<h1>This page could not be found.</h1>');
  write('client/_shell.html', '<div id="root"></div>');
  write('client/.vite/manifest.json', '{}');
  write('template.html', '<html><head></head><body><div id="root"></div></body></html>');
  write('server/entry-server.js', 'export async function render() { throw new Error("not used"); }\nexport function pageDocument() { return ""; }');
  write('build-info.json', JSON.stringify({ builtAt: new Date().toISOString(), siteOrigin: 'http://localhost:8080', apiBaseUrl: '', scriptHashes: [] }));
  const databasePath = join(dir, 'site.db');
  const config = readServerConfig({ DIST_DIR: join(dir, 'dist'), DATABASE_PATH: databasePath, RATE_LIMIT_PER_MINUTE: '100000' });
  origin = config.siteOrigin;
  app = await createApp(config);
  await app.ready();
  const db = openDatabase(databasePath);
  new StaffStore(db).addAccount(STAFF_EMAIL, await hashPassword(STAFF_PASSWORD, CHEAP_SCRYPT));
  db.close();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function signIn(): Promise<string> {
  const form = await app.inject('/api/staff/session/sign-in');
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/session/sign-in',
    headers: { origin, cookie: cookieFrom(form, 'dx_staff_sign_in'), 'x-csrf-token': form.json().data.csrfToken },
    payload: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return cookieFrom(response, 'dx_staff');
}

function expectStaffShell(response: Awaited<ReturnType<typeof app.inject>>) {
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-robots-tag']).toContain('noindex');
  expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
}

describe('the staff pages', () => {
  it('send a visitor without a session to the sign-in page, which is the app shell', async () => {
    for (const path of ['/staff', '/staff/content', '/staff/enquiries/3']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(303);
      expect(response.headers.location).toBe('/staff/sign-in');
    }
    expectStaffShell(await app.inject('/staff/sign-in'));
  });

  it('answer a signed-in member with the app shell, and 404 at an address the staff area does not have', async () => {
    const cookie = await signIn();
    for (const path of ['/staff', '/staff/content', '/staff/enquiries/3']) expectStaffShell(await app.inject({ url: path, headers: { cookie } }));
    const unknown = await app.inject({ url: '/staff/no-such-page', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
