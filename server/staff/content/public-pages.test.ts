// An edit made in the staff API shows on the public pages at the next request: the whole server with a
// miniature build whose render bundle prints a service's heading, so the page cache is the real one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../app.ts';
import { readServerConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { StaffStore } from '../../db/staff-store.ts';
import { hashPassword } from '../passwords.ts';
import { CHEAP_SCRYPT, cookieFrom, STAFF_EMAIL, STAFF_PASSWORD } from '../test-staff.ts';

const ORIGIN = 'http://localhost:8080';
let dir: string;
let app: Awaited<ReturnType<typeof createApp>>;

function write(path: string, body: string) {
  mkdirSync(join(dir, 'dist', path, '..'), { recursive: true });
  writeFileSync(join(dir, 'dist', path), body);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dx-content-pages-'));
  write('client/index.html', '<h1>home</h1>');
  write('client/404.html', '<h1>This page could not be found.</h1>');
  write('client/_shell.html', '<div id="root"></div>');
  write('client/.vite/manifest.json', '{}');
  write('client/assets/index-abc123.js', '');
  write('template.html', '<html><head></head><body><div id="root"><!--app--></div></body></html>');
  // Stands in for src/entry-server.tsx: a service page shows its heading, read as the real pages read it.
  write(
    'server/entry-server.js',
    `export function pageHandleAt(pathname) { return /^\\/service\\/service-\\d+$/.test(pathname) ? { render: 'request' } : {}; }
     export function indexablePaths() { return ['/']; }
     export async function render(url, { readData }) {
       const id = Number(url.split('-').pop());
       const service = (await readData('/api/get-offering-details/', {})).find((s) => s.id === id);
       return { kind: 'page', status: service ? 200 : 404, html: '<h1>' + (service ? service.heading : 'Service Not Found') + '</h1>',
         head: '', hydrationData: '', queryData: '', routeIds: [], complete: true };
     }
     export function pageDocument(assets, page) { return assets.template.replace('<!--app-->', page.html); }`,
  );
  write('build-info.json', JSON.stringify({ builtAt: new Date().toISOString(), siteOrigin: ORIGIN, apiBaseUrl: '', scriptHashes: [] }));
  const databasePath = join(dir, 'site.db');
  app = await createApp(readServerConfig({ DIST_DIR: join(dir, 'dist'), DATABASE_PATH: databasePath, SITE_ORIGIN: ORIGIN }));
  await app.ready();
  const db = openDatabase(databasePath);
  new StaffStore(db).addAccount(STAFF_EMAIL, await hashPassword(STAFF_PASSWORD, CHEAP_SCRYPT));
  db.close();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function signIn() {
  const form = await app.inject('/api/staff/session/sign-in');
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/staff/session/sign-in',
    headers: { origin: ORIGIN, cookie: cookieFrom(form, 'dx_staff_sign_in'), 'x-csrf-token': form.json().data.csrfToken },
    payload: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
  });
  return { cookie: cookieFrom(signedIn, 'dx_staff'), 'x-csrf-token': signedIn.json().data.csrfToken as string, origin: ORIGIN };
}

describe('a service edited by staff', () => {
  it('shows its new heading on its page, in the API and on its share picture at the next request', async () => {
    const page = await app.inject('/service/service-1');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Payroll made simple');
    // Cached answers that must not outlive the edit.
    expect((await app.inject({ url: '/service/service-1', headers: { 'if-none-match': String(page.headers.etag) } })).statusCode).toBe(304);
    const api = await app.inject('/api/get-offering-details/');
    const picture = await app.inject('/og/service-1.png');
    expect(picture.statusCode).toBe(200);

    const headers = await signIn();
    const saved = await app.inject({ method: 'PATCH', url: '/api/staff/content/services/1', headers, payload: { heading: 'Payroll made simple' } });
    expect(saved.statusCode).toBe(200);

    const after = await app.inject({ url: '/service/service-1', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<h1>Payroll made simple</h1>');
    const apiAfter = await app.inject({ url: '/api/get-offering-details/', headers: { 'if-none-match': String(api.headers.etag) } });
    expect(apiAfter.statusCode).toBe(200);
    expect(apiAfter.json().data.find((s: { id: number }) => s.id === 1).heading).toBe('Payroll made simple');
    expect((await app.inject('/og/service-1.png')).rawPayload.equals(picture.rawPayload)).toBe(false);
  });
});
