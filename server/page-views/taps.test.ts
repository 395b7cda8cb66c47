// Taps on Call, WhatsApp and e-mail links (POST /api/taps, a form sent with navigator.sendBeacon): counted as
// page views are — no cookie, no identifier; crawlers, DNT and GPC left out — with the service and plan of
// the page or the quote, and read back in the staff reports' `taps`, each page by its name.
import { describe, expect, it } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';
import { indiaDay } from '../../common/india-time.ts';
import { signedInStaff, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

import { viewMessages } from './routes.ts';

let t: StaffTestApp;
let session: SignedIn;
signedInStaff('each', (app, signedIn) => {
  t = app;
  session = signedIn;
});

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const tap = (form: Record<string, string | undefined>, headers: Record<string, string> = { 'user-agent': PHONE }) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.taps,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString(),
  });

async function tapsReport() {
  const today = indiaDay(new Date());
  const response = await t.send('GET', `/api/staff/reports?from=${today}&to=${today}`, { session });
  expect(response.statusCode).toBe(200);
  return response.json().data.taps as Array<Record<string, unknown>>;
}

describe('taps on contact links', () => {
  it('count each kind per page, named by its service, in the report at once: 204, no body, no cookie', async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await tap({ kind: 'whatsapp', path: '/service/service-2' });
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect((await tap({ kind: 'call', path: '/service/service-2' })).statusCode).toBe(204);
    expect((await tap({ kind: 'email', path: '/contact' })).statusCode).toBe(204);
    const service = t.db.prepare('SELECT description FROM services WHERE id = 2').pluck().get();
    expect(await tapsReport()).toEqual([
      { path: '/service/service-2', title: service, call: 1, whatsapp: 3, email: 0 },
      { path: '/contact', title: 'Contact', call: 0, whatsapp: 0, email: 1 },
    ]);
    // Leads by service count the taps of a service's page.
    const today = indiaDay(new Date());
    const report = (await t.send('GET', `/api/staff/reports?from=${today}&to=${today}`, { session })).json().data;
    expect(report.serviceTaps).toEqual([{ service, taps: 4 }]);
    expect(report.pages).toContainEqual({ path: '/service/service-2', title: service, views: 0, enquiries: 0, taps: 4 });
  });

  it('keep the service and plan of a quote', async () => {
    await tap({ kind: 'call', path: '/contact', from: '/service/service-1', plan: 'Gold' });
    await tap({ kind: 'whatsapp', path: '/service/service-1' });
    await tapsReport();
    expect(t.db.prepare('SELECT path, kind, service_id, plan, taps FROM taps ORDER BY path').all()).toEqual([
      { path: '/contact', kind: 'call', service_id: 1, plan: 'Gold', taps: 1 },
      { path: '/service/service-1', kind: 'whatsapp', service_id: 1, plan: '', taps: 1 },
    ]);
  });

  it('leave out crawlers and visitors who ask not to be tracked, and refuse what names no page or kind of tap', async () => {
    expect((await tap({ kind: 'whatsapp', path: '/service/service-2' }, { 'user-agent': GOOGLEBOT })).statusCode).toBe(204);
    expect((await tap({ kind: 'call', path: '/service/service-2' }, { 'user-agent': PHONE, dnt: '1' })).statusCode).toBe(204);
    expect((await tap({ kind: 'call', path: '/service/service-2' }, { 'user-agent': PHONE, 'sec-gpc': '1' })).statusCode).toBe(204);
    expect(await tapsReport()).toEqual([]);
    for (const form of [
      { kind: 'fax', path: '/contact' },
      { kind: 'call', path: '/nowhere' },
      { kind: 'call', path: '/staff' },
      { kind: 'call' },
      { kind: 'call', path: '/contact', plan: 'x'.repeat(101) },
    ]) {
      const answer = await tap(form);
      expect(answer.statusCode, JSON.stringify(form)).toBe(400);
      expect(answer.json()).toEqual({ success: false, message: viewMessages.badTap });
    }
    expect(await tapsReport()).toEqual([]);
  });
});
