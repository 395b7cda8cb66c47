// An edit made in the staff API shows on the public pages at the next request: the whole server with a
// miniature build whose render bundle prints a service's heading, so the page cache is the real one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceHeadingBuild } from '../render/stand-in-build.ts';
import { buildStaffTestApp, type StaffTestApp } from '../staff/test-staff.ts';

const ORIGIN = 'http://localhost:8080';
let t: StaffTestApp;

beforeAll(async () => {
  t = await buildStaffTestApp({
    env: { SITE_ORIGIN: ORIGIN },
    dist: serviceHeadingBuild(ORIGIN),
  });
  await t.addAccount();
});

afterAll(async () => t.close());

describe('a service edited by staff', () => {
  it('shows its new heading on its page, in the API and on its share picture at the next request', async () => {
    const page = await t.app.inject('/service/service-1');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Payroll made simple');
    // Cached answers that must not outlive the edit.
    expect((await t.app.inject({ url: '/service/service-1', headers: { 'if-none-match': String(page.headers.etag) } })).statusCode).toBe(
      304,
    );
    const api = await t.app.inject('/api/get-offering-details/');
    const picture = await t.app.inject('/og/service-1.png');
    expect(picture.statusCode).toBe(200);

    const session = await t.signIn();
    const saved = await t.send('PATCH', '/api/staff/content/services/1', { session, payload: { heading: 'Payroll made simple' } });
    expect(saved.statusCode).toBe(200);

    const after = await t.app.inject({ url: '/service/service-1', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<h1>Payroll made simple</h1>');
    const apiAfter = await t.app.inject({ url: '/api/get-offering-details/', headers: { 'if-none-match': String(api.headers.etag) } });
    expect(apiAfter.statusCode).toBe(200);
    expect(apiAfter.json().data.find((s: { id: number }) => s.id === 1).heading).toBe('Payroll made simple');
    expect((await t.app.inject('/og/service-1.png')).rawPayload.equals(picture.rawPayload)).toBe(false);
  });
});
