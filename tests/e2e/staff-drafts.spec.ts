// Drafts in a real browser against the real server and its fresh database: a member of staff saves a
// plan's new price as a draft; a visitor (a browser without a session) still sees the old price while
// the staff member's preview shows the new one under its banner; published from Pending changes (where
// the banner's Publish… link leads), the visitor sees it. A service's new tagline saved as a draft to go
// live at 09:00 tomorrow (India time), on a server of its own whose clock the test sets at each start,
// stays off the site an hour before and goes live as the clock passes 09:00.

import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'hadapsar-draft-ledger-2026';
/** One account per worker: a password reset (a repeated run) signs out only that worker's sessions. */
let EMAIL = '';

/**
 * What each worker edits, so runs side by side (--repeat-each) never change the same items, nor items
 * other tests read: a plan shown on its service's page.
 */
const CASES = [{ plan: { service: 4, name: 'TSS renewal, Silver' } }, { plan: { service: 11, name: 'Cloud Starter' } }] as const;
const workerCase = () => CASES[test.info().parallelIndex % CASES.length]!;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  EMAIL = `drafts.staff.w${test.info().parallelIndex}@example.in`;
  await staffAccounts([EMAIL], PASSWORD);
});

async function signIn(page: Page) {
  await signInAs(page, EMAIL, PASSWORD);
}

/** A visitor: a browser of their own, without a session. */
async function visitor(browser: Browser, baseURL = test.info().project.use.baseURL) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** An amount as the site writes it: ₹ and Indian grouping. */
const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
const priceOf = (page: Page, plan: string) => page.getByRole('article', { name: plan }).locator('.pricing-plan__amount');

test('a plan’s new price saved as a draft: visitors keep the old one, the preview shows the new one, and publishing makes it live', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { service, name } = workerCase().plan;
  await signIn(page);
  await page.goto('/staff/content?kind=pricing-plans');
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: `Edit pricing plan “${name}”` });
  const priceInput = form.getByLabel('Price', { exact: true });
  const before = Number((await priceInput.inputValue()).replaceAll(',', ''));
  const after = before + 1 + (Date.now() % 89);
  await priceInput.fill(String(after));
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByRole('status')).toHaveText('Draft saved: visitors still see the live version.');
  await expect(form).toContainText(`Draft saved by ${EMAIL} at`);

  const guest = await visitor(browser);
  await guest.page.goto(`/service/service-${service}`);
  await expect(priceOf(guest.page, name)).toHaveText(rupees(before));

  // The preview opens in a new tab of the staff member's own browser.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), form.getByRole('button', { name: 'Preview' }).click()]);
  await preview.waitForURL(`**/service/service-${service}?preview=1`);
  // Checked once the app has taken over the page, as the staff member reads it.
  await preview.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const banner = preview.getByRole('region', { name: 'Preview' });
  await expect(banner).toContainText('Preview — not live');
  await expect(priceOf(preview, name)).toHaveText(rupees(after));
  await expect(priceOf(guest.page, name)).toHaveText(rupees(before));

  // The banner's Publish… leads to Pending changes.
  await banner.getByRole('link', { name: 'Publish…' }).click();
  await expect(preview).toHaveURL(/\/staff\/content\?view=pending$/);
  const row = preview
    .getByRole('table', { name: 'Pending changes, oldest first' })
    .getByRole('row')
    .filter({ has: preview.getByRole('rowheader', { name, exact: true }) });
  await expect(row).toContainText(
    `Price: ${new Intl.NumberFormat('en-IN').format(before)} → changed to ${new Intl.NumberFormat('en-IN').format(after)}`,
  );
  await expect(row).toContainText(`by ${EMAIL}`);
  await row.getByRole('button', { name: `Publish ${name}` }).click();
  await expect(preview.getByRole('alert').filter({ hasText: `Pricing plan “${name}” published: visitors see it now.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await preview.close();

  await guest.page.reload();
  await expect(priceOf(guest.page, name)).toHaveText(rupees(after));
  await guest.close();
});

// Stopped here rather than in the test, so that a test stopped by its time limit stops its server too.
let privateServer: PrivateServer | undefined;
test.afterEach(async () => {
  await privateServer?.stop();
  privateServer = undefined;
});

test('a tagline scheduled for 09:00 tomorrow (India time) stays off the site until then and goes live at it, a restart in between; the test drives the server’s clock', async ({
  browser,
}) => {
  // Two server starts, three terminal commands and a wait for the clock: room for a busy machine.
  test.setTimeout(180_000);
  const service = 6;
  const tagline = `Ready for the new year ${Date.now()}`;
  const tomorrow = new Date(Date.now() + 330 * 60_000 + 24 * 3_600_000).toISOString().slice(0, 10);
  const at = Date.parse(`${tomorrow}T09:00:00+05:30`);
  // A server of its own, whose clock the test sets at each start (SCHEDULE_CLOCK_START): first an hour
  // before the draft's time.
  const server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + test.info().parallelIndex, seedDocument(), {
    PUBLISH_CHECK_SECONDS: '1',
    SCHEDULE_CLOCK_START: new Date(at - 3_600_000).toISOString(),
  });
  privateServer = server;
  await staffAccounts([EMAIL], PASSWORD, server.databasePath);
  const staff = await browser.newContext({ baseURL: server.baseURL });
  const page = await staff.newPage();
  await signInAs(page, EMAIL, PASSWORD);
  await page.goto('/staff/content?kind=services');
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/service/service-${service}"]`) });
  await row.getByRole('button', { name: /^Edit / }).click();
  const form = page.getByRole('dialog', { name: /^Edit service/ });
  const before = await form.getByLabel('Tagline').inputValue();
  await form.getByLabel('Tagline').fill(tagline);
  await form.getByLabel('Publish at (India time)').fill(`${tomorrow}T09:00`);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByRole('status')).toContainText('Draft saved: it goes live on');
  await expect(form).toContainText('Goes live on');
  await form.getByRole('button', { name: 'Close' }).last().click();
  await expect(row.getByRole('rowheader')).toContainText('Scheduled');

  const guest = await visitor(browser, server.baseURL);
  const seesTagline = async (text: string) => {
    await guest.page.goto(`/service/service-${service}`);
    await expect(guest.page.getByText(text, { exact: true })).toBeVisible();
  };
  // An hour before its time by the server's clock: off the site.
  await seesTagline(before);
  await expect(guest.page.getByText(tagline)).toHaveCount(0);

  // Restarted with its clock two seconds before the time: the server publishes it as its clock passes 09:00.
  await server.restart({ SCHEDULE_CLOCK_START: new Date(at - 2_000).toISOString() });
  await expect(async () => seesTagline(tagline)).toPass({ timeout: 30_000 });
  await guest.close();

  await page.reload();
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.locator(`a[href="/service/service-${service}"]`) })
      .getByRole('rowheader'),
  ).not.toContainText(/Draft|Scheduled/);
  await staff.close();
});
