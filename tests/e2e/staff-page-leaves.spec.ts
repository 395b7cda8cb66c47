// A built page in the header menu leaves the site, in a real browser against a server of its own, two ways. Taken
// down at its time: staff set "Take down at" in its form, find it on the Calendar, and once the server's clock passes
// the time (the server restarted with SCHEDULE_CLOCK_START just before it) a visitor gets 410 Gone and the header no
// longer links to it; Restore in Recently deleted brings the page and its menu entry back. Deleted: the question lists
// the menu entry and the redirect that point at it, its box takes the entry out with the page, the redirects screen
// lists the redirect as broken, and Restore brings both back.
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { formatIndiaLongDay } from '../../common/india-time';
import { E2E_PORT } from '../../playwright.config';

import { axeOn, expect, test } from './fixtures';
import { seedDocument, startPrivateServer, type ContentDocument, type PrivateServer } from './private-server';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'camp-road-ledger-2026';
const EDITOR = 'meera@example.in';
const PAGE = { title: 'GST e-invoicing webinar', slug: 'gst-e-invoicing-webinar', hero: 'GST e-invoicing webinar, 12 December' };
const ADDRESS = `/${PAGE.slug}`;

interface MenuEntry {
  id: number;
  menu: string;
  label: string;
  href: string;
}

/** The seed with the webinar's page published, in the header menu as "Webinar", and an old address redirected to it. */
function withWebinarPage(): ContentDocument {
  const document = seedDocument() as ContentDocument & { pages: unknown[]; menu_items: MenuEntry[]; redirects: unknown[] };
  document.pages = [
    {
      id: 1,
      title: PAGE.title,
      slug: PAGE.slug,
      search_title: '',
      search_description: '',
      share_image: '',
      blocks: [{ type: 'hero', title: PAGE.hero, text: 'Sixty minutes on IRN and QR codes' }],
    },
  ];
  const next = Math.max(...document.menu_items.map((entry) => entry.id)) + 1;
  document.menu_items = [...document.menu_items, { id: next, menu: 'header', label: 'Webinar', href: ADDRESS }];
  document.redirects = [{ id: 1, from: '/webinar', to: ADDRESS, permanent: true }];
  return document;
}

let server: PrivateServer | undefined;
let contexts: BrowserContext[] = [];
// Stopped here rather than in the test, so that a test stopped by its time limit stops its server too.
test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
  await server?.stop();
  server = undefined;
});

/** A server of this test's own (its port derives from this run's, E2E_PORT), with an editor's account. */
async function startServer(settings: Record<string, string> = {}) {
  server = await startPrivateServer(E2E_PORT + 40 + test.info().parallelIndex, withWebinarPage(), settings);
  await staffAccounts([EDITOR], PASSWORD, server.databasePath, 'editor');
  return server;
}

/** Someone in a browser of their own. */
async function person(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  return context.newPage();
}

/** The header's link to the webinar, as a visitor sees the home page. */
async function headerWebinarLink(visitor: Page) {
  await visitor.goto('/');
  return visitor.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Webinar' });
}

/** No axe violations in what is on screen (a dialog alone: the page behind its backdrop is out of reach): every rule in the
 * light theme, colour contrast in the dark one. */
async function expectNoAxeViolations(staff: Page, name: string, dialog = false) {
  const before = await staff.evaluate(() => document.documentElement.getAttribute('data-bs-theme') ?? 'light');
  for (const theme of ['light', 'dark'] as const) {
    await staff.evaluate((value) => document.documentElement.setAttribute('data-bs-theme', value), theme);
    // The theme's colours ease in: measured once they have settled.
    await staff.waitForFunction(() => document.getAnimations().length === 0);
    const axe = dialog ? axeOn(staff).include('.modal') : axeOn(staff);
    const { violations } = await (theme === 'dark' ? axe.withRules(['color-contrast']) : axe).analyze();
    expect(
      violations.map(
        (violation) => `${name} ${theme}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
  await staff.evaluate((value) => document.documentElement.setAttribute('data-bs-theme', value), before);
}

/** Recently deleted's row of the page, with the menu entry that went with it named under it, and its Restore. */
async function restoreFromRecentlyDeleted(staff: Page, when: RegExp) {
  await staff.goto('/staff/content?kind=pages');
  await staff.getByRole('button', { name: 'Recently deleted' }).click();
  const table = staff.getByRole('table', { name: 'Recently deleted, newest first' });
  await expect(table.getByRole('rowheader')).toHaveText([`${PAGE.title}with its menu entry “Webinar”`]);
  await expect(table.getByRole('row').nth(1)).toContainText(when);
  await expect(table.getByRole('button', { name: 'Restore Webinar' })).toHaveCount(0);
  await table.getByRole('button', { name: `Restore ${PAGE.title}` }).click();
  await expect(staff.getByRole('alert')).toHaveText(`Page “${PAGE.title}” is back where it was, with its menu entry “Webinar”.`);
}

test('a page in the header menu taken down at its time answers 410 Gone and leaves the menu; Recently deleted brings both back', async ({
  browser,
}) => {
  // Two server starts and a wait for the server's clock: room for a busy machine.
  test.setTimeout(150_000);
  const tomorrow = new Date(Date.now() + 330 * 60_000 + 24 * 3_600_000).toISOString().slice(0, 10);
  const at = Date.parse(`${tomorrow}T09:00:00+05:30`);
  const { baseURL } = await startServer({ PUBLISH_CHECK_SECONDS: '1', SCHEDULE_CLOCK_START: new Date(at - 3_600_000).toISOString() });
  const staff = await person(browser, baseURL);
  const visitor = await person(browser, baseURL);
  await signInAs(staff, EDITOR, PASSWORD);

  // Its form: taken down at 09:00 tomorrow, India time.
  await staff.goto('/staff/content?kind=pages');
  await staff.getByRole('button', { name: `Edit ${PAGE.title}` }).click();
  const form = staff.getByRole('dialog', { name: `Edit page “${PAGE.title}”` });
  await form.getByLabel('Take down at (India time)').fill(`${tomorrow}T09:00`);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form).toBeHidden();

  // On the Calendar, under tomorrow's heading; its link opens the page's form.
  await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Calendar' }).click();
  const day = staff.getByRole('region', { name: formatIndiaLongDay(tomorrow) });
  const row = day.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: PAGE.title }) });
  await expect(row).toContainText('9:00 am');
  await expect(row).toContainText('Taken down410 Gone');
  await expect(row).toContainText('Page');
  await expect(row).toContainText('meera');
  await expectNoAxeViolations(staff, 'calendar');
  await row.getByRole('link', { name: `Open in the editor: ${PAGE.title}` }).click();
  await expect(form.getByLabel('Take down at (India time)')).toHaveValue(`${tomorrow}T09:00`);
  await form.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(form).toBeHidden();

  // An hour before its time by the server's clock: still on the site and in the menu.
  expect((await visitor.goto(ADDRESS))?.status()).toBe(200);
  await expect(await headerWebinarLink(visitor)).toHaveAttribute('href', ADDRESS);

  // Restarted two seconds before the time: as the server's clock passes it, the page is gone, and so is its menu entry.
  await server!.restart({ SCHEDULE_CLOCK_START: new Date(at - 2_000).toISOString() });
  await expect(async () => expect((await visitor.goto(ADDRESS))?.status()).toBe(410)).toPass({ timeout: 30_000 });
  await expect(await headerWebinarLink(visitor)).toHaveCount(0);
  await staff.goto('/staff/calendar');
  await expect(staff.getByText('Nothing is scheduled.')).toBeVisible();

  await restoreFromRecentlyDeleted(staff, /taken down at its time/);
  expect((await visitor.goto(ADDRESS))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PAGE.hero);
  await expect(await headerWebinarLink(visitor)).toHaveAttribute('href', ADDRESS);
});

test('deleting a page in the header menu lists its menu entry and redirect, takes the entry out with it, marks the redirect broken, and Restore brings both back', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { baseURL } = await startServer();
  const staff = await person(browser, baseURL);
  const visitor = await person(browser, baseURL);
  await signInAs(staff, EDITOR, PASSWORD);

  await staff.goto('/staff/content?kind=pages');
  await staff.getByRole('button', { name: `Delete ${PAGE.title}` }).click();
  const question = staff.getByRole('dialog', { name: `Delete page “${PAGE.title}”?` });
  await expect(question.getByRole('listitem')).toHaveText([
    'The header menu links to it: Webinar',
    'Redirects lead to it: /webinar (they will lead to a missing page)',
  ]);
  await expect(question.getByRole('checkbox', { name: /^Also take its menu entry out/ })).toBeChecked();
  await expectNoAxeViolations(staff, 'delete question', true);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(staff.getByRole('alert')).toHaveText(`“${PAGE.title}” moved to Recently deleted, with the menu entries that linked to it.`);

  // Off the site and out of the header.
  expect((await visitor.goto(ADDRESS))?.status()).toBe(404);
  await expect(await headerWebinarLink(visitor)).toHaveCount(0);

  // The redirects screen: the old address now leads to a page that is gone.
  await staff.getByLabel('What to edit').selectOption('Redirects');
  const broken = staff.getByRole('region', { name: 'Broken redirects' });
  await expect(broken.getByRole('row').nth(1)).toHaveText(`/webinar${ADDRESS}Broken: leads to a page that is goneEdit redirect`);

  // Who deleted it, by the name colleagues read: her e-mail's name part, her account having no display name.
  await restoreFromRecentlyDeleted(staff, /by meera(?!@)/);
  await expect(await headerWebinarLink(visitor)).toHaveAttribute('href', ADDRESS);
  await visitor.goto('/webinar');
  await expect(visitor).toHaveURL(new RegExp(`${ADDRESS}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PAGE.hero);
});
