// A member's display name is their articles' byline: a new name re-dates those articles in sitemap.xml (their
// lastmod is the change's time), and no one else's pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serviceHeadingBuild } from '../render/stand-in-build.ts';
import { buildStaffTestApp, STAFF_PASSWORD, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

const ORIGIN = 'https://www.dexterity.example';

let t: StaffTestApp;
let asha: SignedIn;
let ravi: SignedIn;
beforeAll(async () => {
  t = await buildStaffTestApp({ env: { SITE_ORIGIN: ORIGIN, VIEWS_WRITE_SECONDS: '0' }, dist: serviceHeadingBuild(ORIGIN) });
  await t.addAccount();
  await t.addAccount('ravi@example.in', STAFF_PASSWORD, 'editor');
  asha = await t.signIn();
  ravi = await t.signIn('ravi@example.in', STAFF_PASSWORD);
});
afterAll(async () => t?.close());

const write = async (session: SignedIn, slug: string) => {
  const payload = { title: slug, slug, summary: 'Summary', body: '<p>Text</p>' };
  const response = await t.send('POST', '/api/staff/content/articles', { session, payload });
  expect(response.statusCode, response.body).toBe(201);
};
const setName = (session: SignedIn, display_name: string) =>
  t.send('POST', '/api/staff/account/display-name', { session, payload: { display_name } });

/** The sitemap's lastmod of a few addresses. */
async function dates() {
  const body = (await t.app.inject('/sitemap.xml')).body;
  const lastmod = (path: string) => new RegExp(`<loc>${ORIGIN}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(body)?.[1];
  return { home: lastmod('/'), ashas: lastmod('/insights/gst-notes'), ravis: lastmod('/insights/tds-notes') };
}

const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('a display name change', { timeout: 30_000 }, () => {
  it('re-dates the articles that show the name in the sitemap, and only those', async () => {
    await write(asha, 'gst-notes');
    await write(ravi, 'tds-notes');
    const before = await dates();
    expect(before.ashas).toBeDefined();
    expect(before.ravis).toBeDefined();

    await aMomentLater();
    const changing = Date.now();
    expect((await setName(asha, 'Asha Rao')).statusCode).toBe(200);
    const after = await dates();
    // Seconds, as the sitemap writes them.
    expect(Date.parse(after.ashas!)).toBeGreaterThanOrEqual(Math.floor(changing / 1000) * 1000);
    expect(Date.parse(after.ashas!)).toBeGreaterThan(Date.parse(before.ashas!));
    expect(after.ravis).toBe(before.ravis);
    expect(after.home).toBe(before.home);

    // The same name again changes nothing.
    await aMomentLater();
    expect((await setName(asha, 'Asha Rao')).statusCode).toBe(200);
    expect((await dates()).ashas).toBe(after.ashas);
    // Taking the name away takes the byline away: a change too.
    expect((await setName(asha, '')).statusCode).toBe(200);
    expect(Date.parse((await dates()).ashas!)).toBeGreaterThan(Date.parse(after.ashas!));
  });
});
