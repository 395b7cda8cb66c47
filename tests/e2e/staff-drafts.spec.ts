// Drafts in a real browser against the real server and its fresh database: a member of staff saves a
// plan's new price as a draft; a visitor (a browser without a session) still sees the old price while
// the staff member's preview shows the new one under its banner; published from Pending changes (where
// the banner's Publish… link leads), the visitor sees it. A draft scheduled for a time, off the site until then
// and live at it across a restart, is walked in staff-drafts-together.spec.ts (a new article's).

import type { Browser, Page } from '@playwright/test';

import { appReady, expect, test } from './fixtures';
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
  // Named as colleagues read each other: this account has no display name, so by its e-mail's name part.
  await expect(form).toContainText(`Draft saved by ${EMAIL.split('@')[0]} at`);

  const guest = await visitor(browser);
  await guest.page.goto(`/service/service-${service}`);
  await expect(priceOf(guest.page, name)).toHaveText(rupees(before));

  // The preview opens in a new tab of the staff member's own browser.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), form.getByRole('button', { name: 'Preview' }).click()]);
  await preview.waitForURL(`**/service/service-${service}?preview=1`);
  // Checked once the app has taken over the page, as the staff member reads it.
  await appReady(preview);
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
  await expect(row).toContainText(`by ${EMAIL.split('@')[0]}`);
  await expect(row).not.toContainText(EMAIL);
  await row.getByRole('button', { name: `Publish ${name}` }).click();
  await expect(preview.getByRole('alert').filter({ hasText: `Pricing plan “${name}” published: visitors see it now.` })).toBeVisible();
  await expect(row).toHaveCount(0);
  await preview.close();

  await guest.page.reload();
  await expect(priceOf(guest.page, name)).toHaveText(rupees(after));
  await guest.close();
});
