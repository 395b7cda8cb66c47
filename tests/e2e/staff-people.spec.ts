// People, My account and Activity in a real browser against the real server: an owner invites a sales
// member; the member opens the link (no session), sets a password and is signed in; signs out and in
// again and changes the password on My account; the owner sees all of it on the Activity page. The three
// pages have no axe violations and no sideways scrolling at 1440 and 375 px, and keep their contrast in
// the dark theme.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { signInAs, staffAccounts } from './staff-account';

let OWNER = '';
const OWNER_PASSWORD = 'aundh-ledger-people-2026';
const FIRST_PASSWORD = 'parvati-hill-sunrise-walk';
const SECOND_PASSWORD = 'khadakwasla-dam-evening-ride';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  OWNER = `owner.people.w${test.info().workerIndex}@example.in`;
  staffAccounts([OWNER], OWNER_PASSWORD);
});

/** A page of a browser of its own (its own cookies): the invitee is not the owner. */
async function otherBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  return context.newPage();
}

/** No axe violations at 1440 and 375 px, nothing wider than the window, and the dark theme's contrast. */
async function checkPage(page: Page, name: string, ready: Locator) {
  const violations = async (rules?: string[]) => {
    const builder = new AxeBuilder({ page });
    const { violations: found } = await (rules ? builder.withRules(rules) : builder).analyze();
    return found.map((violation) => `${name}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  };
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(ready).toBeVisible();
    expect(await violations(), `${name} at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(ready).toBeVisible();
  expect(await violations(['color-contrast']), `${name} at 375 px, dark`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an owner invites a sales member, who sets a password, signs in and changes it; the owner sees it all in Activity', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const member = `sunita.sales.w${test.info().workerIndex}.${Date.now()}@example.in`;

  await signInAs(page, OWNER, OWNER_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Staff' });
  await nav.getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await page.getByLabel('E-mail').fill(member);
  await page.getByLabel('Role', { exact: true }).selectOption('sales');
  await page.getByRole('button', { name: 'Make an invitation link' }).click();
  const link = (await page.getByTestId('invitation-link').textContent())!;
  expect(link).toMatch(/\/staff\/invitation#[\w-]{43}$/);
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(member);

  // The member, in a browser of their own, without a session.
  const memberPage = await otherBrowserPage(browser);
  await memberPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(memberPage.getByText(`You are invited to the staff area as ${member}`)).toBeVisible();
  await memberPage.getByLabel('New password', { exact: true }).fill('Password123!');
  await memberPage.getByLabel('New password again').fill('Password123!');
  await memberPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(memberPage.getByText(/^This password is /)).toBeVisible();
  await memberPage.getByLabel('New password', { exact: true }).fill(FIRST_PASSWORD);
  await memberPage.getByLabel('New password again').fill(FIRST_PASSWORD);
  await memberPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(memberPage.getByText(`Signed in as ${member} (sales)`)).toBeVisible();
  await expect(memberPage).toHaveURL(/\/staff$/);
  await expect(memberPage.getByRole('navigation', { name: 'Staff' }).getByRole('link')).toHaveText([/^Enquiries \d+ new$/, 'Reports']);

  // The link opened once: used again, it says so.
  await memberPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(memberPage.getByText(/This invitation link cannot be used/)).toBeVisible();

  // Signed in again with that password, the member changes it on My account.
  await memberPage.goto('/staff');
  await memberPage.getByRole('button', { name: 'Sign out' }).click();
  await expect(memberPage).toHaveURL(/\/staff\/sign-in$/);
  await signInAs(memberPage, member, FIRST_PASSWORD);
  await memberPage.getByRole('link', { name: 'My account' }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(memberPage.getByRole('table', { name: /Your open sessions/ })).toContainText('This session');
  await memberPage.getByLabel('Current password').fill(FIRST_PASSWORD);
  await memberPage.getByLabel('New password', { exact: true }).fill(SECOND_PASSWORD);
  await memberPage.getByLabel('New password again').fill(SECOND_PASSWORD);
  await memberPage.getByRole('button', { name: 'Change password' }).click();
  await expect(memberPage.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();
  await checkPage(memberPage, 'My account', memberPage.getByRole('heading', { level: 2, name: 'Your sessions' }));
  await memberPage.getByRole('button', { name: 'Sign out' }).click();
  await signInAs(memberPage, member, SECOND_PASSWORD);
  await memberPage.goto('/staff/people');
  await expect(memberPage.getByText('Your role (sales) does not include the staff accounts.')).toBeVisible();
  await memberPage.context().close();

  // The owner sees the member's account and what happened, newest first.
  await page.reload();
  const accounts = page.getByRole('table', { name: 'Staff accounts' });
  await expect(accounts.getByRole('row').filter({ hasText: member }).getByRole('combobox')).toHaveValue('sales');
  await checkPage(page, 'People', accounts);

  await nav.getByRole('link', { name: 'Activity' }).click();
  await page.getByLabel('Who').selectOption(member);
  await page.getByRole('button', { name: 'Show' }).click();
  const rows = page.getByRole('table', { name: /Activity, newest first/ }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Signed in');
  const whats = await page.locator('td[data-label="What"]').allTextContents();
  expect(whats).toEqual([
    'Signed in',
    'Signed out',
    expect.stringMatching(/^Changed their password/),
    'Signed in',
    'Signed out',
    'Signed in',
    'Accepted the invitation and set a password (role sales)',
  ]);
  await page.getByLabel('Who').selectOption(OWNER);
  await page.getByLabel('What').selectOption('invite');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Invitation for ${member}` })).toContainText('Invited them with the role sales');
  await checkPage(page, 'Activity', page.getByRole('table', { name: /Activity, newest first/ }));
});
