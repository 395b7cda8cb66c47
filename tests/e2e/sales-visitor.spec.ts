// The visitor's side of the sales desk in a real browser: a plan's Get a Quote lands on the contact form
// in view, focused, with the service and plan, and the enquiry records the service page; phones get a
// bar with Call, WhatsApp and Get a Quote that Go to Top never covers, nor a price's "+ GST"; page views
// are counted exactly (loads and moves inside the app; crawlers' and DNT's are left out by the server, tested there),
// and no answer sets a cookie.
import type { Page, Response } from '@playwright/test';
import Database from 'better-sqlite3';

import { E2E_DATABASE } from '../../playwright.config';

import { appReady, expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';

const SERVICE_PATH = '/service/service-2';

/** Reads the server's database without writing to it. */
function readDatabase<T>(path: string, read: (db: Database.Database) => T): T {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Every view of a page so far, whatever the day. */
const viewsOf = (databasePath: string, path: string) =>
  readDatabase(
    databasePath,
    (db) => db.prepare('SELECT coalesce(sum(views), 0) FROM page_views WHERE path = ?').pluck().get(path) as number,
  );

/** Every tap of a kind on a page so far, whatever the day. */
const tapsOf = (databasePath: string, path: string, kind: string) =>
  readDatabase(
    databasePath,
    (db) => db.prepare('SELECT coalesce(sum(taps), 0) FROM taps WHERE path = ? AND kind = ?').pluck().get(path, kind) as number,
  );

/**
 * Watches every answer the page receives; the function it returns waits for every header read begun so far
 * and gives the cookies set, or "unread: …" for an answer whose headers could not be read. A read that fails
 * once its page has closed, after the last check, is of no interest to the test and is dropped.
 */
function watchCookies(page: Page) {
  const cookies: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const read = response.headerValue('set-cookie').then(
      (value) => void (value && cookies.push(`${response.url()}: ${value}`)),
      (error: Error) => void cookies.push(`unread: ${response.url()}: ${error.message}`),
    );
    reads.push(read);
  });
  return async () => {
    await Promise.all(reads);
    return cookies;
  };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Side by side: no vertical scroll can ever bring the two over each other. */
const apartSideways = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x;

test.describe('asking for a quote', () => {
  test('a plan’s Get a Quote opens the form in view and focused with the service and plan; the enquiry records the service page', async ({
    page,
  }) => {
    const cookiesSet = watchCookies(page);
    await page.goto(SERVICE_PATH);
    const service = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const plan = page.getByRole('list', { name: 'Pricing plans' }).getByRole('article').first();
    const planName = (await plan.getByRole('heading', { level: 3 }).textContent())!.trim();
    await plan.getByRole('link', { name: 'Get a Quote' }).click();

    const form = page.getByRole('form', { name: 'Send us your requirement' });
    await expect(form).toBeFocused();
    await expect(form).toBeInViewport();
    const summary = form.getByText('Your quote request').locator('..');
    await expect(summary).toBeInViewport();
    await expect(summary).toContainText(`Service${service}`);
    await expect(summary).toContainText(`Plan${planName}`);
    await expect(form).toHaveAccessibleDescription(new RegExp(`${service}.*${planName}`));
    await expect(page.getByRole('textbox', { name: 'Which service?' })).toHaveValue(`Quote for ${service} (plan: ${planName})`);

    // A phone is enough: no e-mail.
    const marker = `sales-visitor-${Date.now()}-${test.info().repeatEachIndex}`;
    await page.getByLabel('Full name').fill('Meera Joshi');
    await page.getByLabel('Phone').fill('+91 98220 45110');
    await page.getByLabel('What do you need?').fill(`Ten users in two offices. ${marker}`);
    await page.getByRole('checkbox', { name: /privacy notice/ }).check();
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/contact/') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: 'Your enquiry has reached us' })).toBeVisible();

    const stored = readDatabase(E2E_DATABASE, (db) =>
      db
        .prepare('SELECT sent_from_page, service_name, plan_name, email, phone, consent_version FROM enquiries WHERE project_brief LIKE ?')
        .get(`%${marker}`),
    );
    expect(stored).toEqual({
      sent_from_page: SERVICE_PATH,
      service_name: service,
      plan_name: planName,
      email: '',
      phone: '+91 98220 45110',
      consent_version: '2026-11',
    });
    expect(await cookiesSet()).toEqual([]);
  });

  test('/contact’s HTML has the Send enquiry button', async ({ request }) => {
    const html = await (await request.get('/contact')).text();
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>(?:<[^>]+>)*Send enquiry</);
    expect(html).not.toContain('Learn More');
  });
});

test.describe('a service page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('has a bar with Call, WhatsApp and Get a Quote; Go to Top never covers a price’s + GST or the bar', async ({ page }) => {
    await page.goto(SERVICE_PATH);
    const bar = page.getByRole('navigation', { name: 'Contact us about this service' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+91/);
    await expect(bar.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    const quote = bar.getByRole('link', { name: 'Get a Quote' });
    await expect(quote).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    expect(Math.round(barBox.y + barBox.height)).toBe(740);
    // The bar has WhatsApp: the floating chat button gives way to it.
    await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toBeHidden();

    const prices = page.locator('.pricing-plan__tax');
    expect(await prices.count()).toBeGreaterThan(0);
    const toTop = page.getByRole('button', { name: 'Go to Top' });
    for (const price of await prices.all()) {
      await price.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(toTop).toBeVisible();
      const [priceBox, toTopBox] = [(await price.boundingBox())!, (await toTop.boundingBox())!];
      expect(overlaps(toTopBox, priceBox)).toBe(false);
      expect(apartSideways(toTopBox, priceBox), 'Go to Top keeps out of the prices’ lane').toBe(true);
      expect(overlaps(toTopBox, (await bar.boundingBox())!)).toBe(false);
      // The bar stays at the foot of the screen, above the page.
      expect(Math.round((await bar.boundingBox())!.y)).toBe(Math.round(barBox.y));
    }

    // The bar's Get a Quote asks about this service, from this page.
    const service = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await quote.click();
    const form = page.getByRole('form', { name: 'Send us your requirement' });
    await expect(form).toBeFocused();
    await expect(form.getByText('Your quote request')).toBeInViewport();
    await expect(form).toHaveAccessibleDescription(`Your quote request Service ${service}`);
    await expect(page).toHaveURL(/&from=%2Fservice%2Fservice-2$/);
  });

  test('on a wide screen the bar is hidden and Go to Top stays clear of every + GST', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(SERVICE_PATH);
    await expect(page.getByRole('navigation', { name: 'Contact us about this service' })).toBeHidden();
    const toTop = page.getByRole('button', { name: 'Go to Top' });
    for (const price of await page.locator('.pricing-plan__tax').all()) {
      await price.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await expect(toTop).toBeVisible();
      expect(apartSideways((await toTop.boundingBox())!, (await price.boundingBox())!)).toBe(true);
    }
  });
});

test.describe('page views', () => {
  let server: PrivateServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A server of its own: its count moves only with this test's visits.
    server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + 20 + test.info().parallelIndex, seedDocument());
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  // Crawlers, Do Not Track and Global Privacy Control are left out by the server, whatever page they load or beacon they
  // send: server/site-views.test.ts and server/page-views/taps.test.ts ask it as they do. Here, what only a browser shows:
  // a load is counted once (not again when the app takes over), a move inside the app and Back once each.
  test('two loads count two, a move inside the app and Back one each, and no answer sets a cookie', async ({ page }) => {
    test.setTimeout(90_000);
    const cookiesSet = watchCookies(page);
    const views = (path: string) => viewsOf(server.databasePath, path);
    const service = views(SERVICE_PATH);
    const about = views('/about');

    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(`${server.baseURL}${SERVICE_PATH}`);
      await appReady(page);
    }
    await expect.poll(() => views(SERVICE_PATH)).toBe(service + 2);

    // Inside the app: Our Story by a link, then Back.
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => views('/about')).toBe(about + 1);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${SERVICE_PATH}$`));
    await expect.poll(() => views(SERVICE_PATH)).toBe(service + 3);
    expect(views('/about')).toBe(about + 1);

    expect(await page.context().cookies()).toEqual([]);
    expect(await cookiesSet()).toEqual([]);
  });

  test('taps on the bar’s WhatsApp and Call at 375 px count three and one, and no answer sets a cookie', async ({ page }) => {
    test.setTimeout(90_000);
    const taps = (kind: string) => tapsOf(server.databasePath, SERVICE_PATH, kind);
    const before = { whatsapp: taps('whatsapp'), call: taps('call') };
    const cookiesSet = watchCookies(page);
    // Tapped as a visitor on a phone does; the call and the chat open outside the page, so the page stays.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.baseURL}${SERVICE_PATH}`);
    await appReady(page);
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    const bar = page.getByRole('navigation', { name: 'Contact us about this service' });
    for (let tap = 0; tap < 3; tap += 1) await bar.getByRole('link', { name: /^WhatsApp/ }).click();
    await bar.getByRole('link', { name: /^Call / }).click();
    await expect.poll(() => taps('whatsapp')).toBe(before.whatsapp + 3);
    await expect.poll(() => taps('call')).toBe(before.call + 1);
    expect(await page.context().cookies()).toEqual([]);
    expect(await cookiesSet()).toEqual([]);
  });
});
