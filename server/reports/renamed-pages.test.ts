// A built page renamed keeps one row in the reports: its views, enquiries and taps before the rename (at its old
// address, which now answers 301) and after it (at its new one), added up under its current address and title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pageAt } from '../../common/route-addresses.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

const ORIGIN = 'http://localhost:8080';
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
let t: StaffTestApp;
let session: SignedIn;

const visit = (url: string) => t.app.inject({ url, headers: BROWSER });
const tap = (path: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/taps',
    headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `kind=call&path=${path}`,
  });
const enquiryFrom = (path: string) =>
  t.inbox.add(
    { full_name: 'Asha', email: 'asha@example.in', phone: '', page_details: '', project_brief: 'GST' },
    { sent_from_page: path },
    new Date(),
  );
const reportPages = async () => {
  const answer = await t.send('GET', '/api/staff/reports', { session });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as {
    pages: Array<{ path: string; title: string; views: number; enquiries: number; taps: number }>;
    taps: Array<{ path: string; call: number }>;
  };
};

beforeAll(async () => {
  t = await buildStaffTestApp({ env: { SITE_ORIGIN: ORIGIN }, dist: serviceHeadingBuild(ORIGIN) });
  await t.addAccount();
  session = await t.signIn();
});
afterAll(async () => t.close());

describe('a renamed page in the reports', () => {
  it('is one row under its new address with the views, enquiries and taps of both addresses', async () => {
    const made = await t.send('POST', '/api/staff/content/pages', {
      session,
      payload: { title: 'GST webinar', slug: 'gst-webinar', blocks: [{ type: 'hero', title: 'GST webinar' }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    for (let i = 0; i < 3; i++) expect((await visit('/gst-webinar')).statusCode).toBe(200);
    expect((await tap('/gst-webinar')).statusCode).toBeLessThan(300);
    enquiryFrom('/gst-webinar');

    const renamed = await t.send('PATCH', `/api/staff/content/pages/${made.json().data.id}`, {
      session,
      payload: { title: 'GST e-invoicing webinar', slug: 'gst-e-invoicing-webinar' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The old address now answers 301, which counts as no view.
    expect((await visit('/gst-webinar')).statusCode).toBe(301);
    for (let i = 0; i < 2; i++) expect((await visit('/gst-e-invoicing-webinar')).statusCode).toBe(200);
    enquiryFrom('/gst-e-invoicing-webinar');

    const { pages, taps } = await reportPages();
    expect(pages.filter((row) => row.path.includes('webinar'))).toEqual([
      { path: '/gst-e-invoicing-webinar', title: 'GST e-invoicing webinar', views: 5, enquiries: 2, taps: 1 },
    ]);
    expect(taps.filter((row) => row.path.includes('webinar'))).toMatchObject([{ path: '/gst-e-invoicing-webinar', call: 1 }]);
  });

  it('keeps apart an address a temporary redirect sends on: it is not the same page', async () => {
    enquiryFrom('/spring-offer');
    const made = await t.send('POST', '/api/staff/content/redirects', {
      session,
      payload: { from: '/spring-offer', to: '/gst-e-invoicing-webinar', permanent: false },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { pages } = await reportPages();
    expect(pages.find((row) => row.path === '/gst-e-invoicing-webinar')).toMatchObject({ views: 5, enquiries: 2 });
    expect(pages.find((row) => row.path === '/spring-offer')).toMatchObject({ views: 0, enquiries: 1 });
  });

  it('counts a page in Marathi or Hindi as its own row, named as its English page, beside its enquiries', async () => {
    // Moves inside the app, as the browser reports them (a page's load is counted by the same rule: countedPath).
    for (const path of ['/mr/', '/mr/about', '/hi/service/service-1', '/mr/gst-e-invoicing-webinar']) {
      const moved = await t.app.inject({
        method: 'POST',
        url: '/api/views',
        headers: { ...BROWSER, 'content-type': 'text/plain' },
        payload: path,
      });
      expect(moved.statusCode, path).toBe(204);
    }
    enquiryFrom('/mr/');
    expect((await tap('/hi/service/service-1')).statusCode).toBeLessThan(300);
    const { pages, taps } = await reportPages();
    const row = (path: string) => pages.find((page) => page.path === path);
    expect(row('/mr/')).toMatchObject({ title: pageAt('/')!.meta.title, views: 1, enquiries: 1 });
    expect(row('/mr/about')).toMatchObject({ title: pageAt('/about')!.meta.title, views: 1 });
    expect(row('/hi/service/service-1')).toMatchObject({ title: await serviceTitle(1), views: 1, taps: 1 });
    expect(row('/mr/gst-e-invoicing-webinar')).toMatchObject({ title: 'GST e-invoicing webinar', views: 1 });
    expect(taps.find((page) => page.path === '/hi/service/service-1')).toMatchObject({ call: 1 });
  });
});

/** A service's title, as its editor shows it. */
async function serviceTitle(id: number): Promise<string> {
  const answer = await t.send('GET', `/api/staff/content/services/${id}`, { session });
  return (answer.json().data as { description: string }).description;
}
