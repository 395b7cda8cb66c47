// Two-factor sign-in in a real browser against the real server (docs/decisions/0021): an owner invites a sales
// member, who sets a password, turns on two-factor sign-in on My account with a code made here from the key the
// page shows (as an authenticator app would), keeps the recovery codes, then signs in with a code and once with a
// recovery code; the owner sees both on Activity. Without SMTP the forgotten-password page says to ask an owner.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';

import { expect, test } from './fixtures';
import { signInAs, staffAccounts } from './staff-account';

let OWNER = '';
const OWNER_PASSWORD = 'baner-hill-ledger-2fa-2026';
const MEMBER_PASSWORD = 'pashan-lake-evening-heron';

test.beforeAll(() => {
  OWNER = `owner.twofactor.w${test.info().workerIndex}@example.in`;
  staffAccounts([OWNER], OWNER_PASSWORD);
});

/** The code an authenticator app shows `steps` periods from now. */
const appCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Signs in with the password, then with the code the sign-in asks for. */
async function signInWithCode(page: Page, email: string, code: string) {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${email} (sales)`)).toBeVisible();
}

test('a sales member turns on two-factor sign-in and signs in with a code and a recovery code; the owner sees it in Activity', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const member = `kavya.sales.w${test.info().workerIndex}.${Date.now()}@example.in`;

  await signInAs(page, OWNER, OWNER_PASSWORD);
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'People' }).click();
  await page.getByLabel('E-mail').fill(member);
  await page.getByLabel('Role', { exact: true }).selectOption('sales');
  await page.getByRole('button', { name: 'Make an invitation link' }).click();
  const link = (await page.getByTestId('invitation-link').textContent())!;

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const memberPage = await context.newPage();
  await memberPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await memberPage.getByLabel('New password', { exact: true }).fill(MEMBER_PASSWORD);
  await memberPage.getByLabel('New password again').fill(MEMBER_PASSWORD);
  await memberPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(memberPage.getByText(`Signed in as ${member} (sales)`)).toBeVisible();

  // My account: the key as the page shows it goes into "the app" (otplib here), whose code turns it on.
  await memberPage.getByRole('link', { name: 'My account' }).click();
  await memberPage.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(memberPage.getByRole('img', { name: `QR code of the key for ${member}` })).toBeVisible();
  const { violations } = await new AxeBuilder({ page: memberPage }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  const secret = (await memberPage.getByTestId('two-factor-key').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await memberPage.getByLabel('Code from the app').fill(await appCode(secret));
  await memberPage.getByRole('button', { name: 'Turn on' }).click();
  const codes = memberPage.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!;
  await memberPage.getByRole('button', { name: 'I have kept them' }).click();
  await expect(memberPage.getByText(/It is on: after your password, sign-in asks for the code/)).toBeVisible();

  // Signed out, the member signs in with the app's next code, and once with a recovery code.
  await memberPage.getByRole('button', { name: 'Sign out' }).click();
  await expect(memberPage).toHaveURL(/\/staff\/sign-in$/);
  await signInWithCode(memberPage, member, await appCode(secret, 1));
  await memberPage.getByRole('button', { name: 'Sign out' }).click();
  await signInWithCode(memberPage, member, recovery);
  await memberPage.goto('/staff/account');
  await expect(memberPage.getByText(/Recovery codes left: 9\./)).toBeVisible();
  await context.close();

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Activity' }).click();
  await page.getByLabel('Who').selectOption(member);
  await page.getByRole('button', { name: 'Show' }).click();
  const whats = page.locator('td[data-label="What"]');
  // The table follows the filter once its answer has come: the expectation waits for it.
  await expect(whats).toHaveText([
    'Signed in',
    'Signed in with a recovery code (9 codes left)',
    'Signed out',
    'Signed in',
    'Signed out',
    'Turned on two-factor sign-in',
    'Signed in',
    'Accepted the invitation and set a password (role sales)',
  ]);
  await page.getByLabel('Who').selectOption('');
  await page.getByLabel('What').selectOption('2fa-on');
  await page.getByRole('button', { name: 'Show' }).click();
  // Only entries of that action now: the member's is among them.
  await expect(whats.first()).toHaveText('Turned on two-factor sign-in');
  await expect(whats.filter({ hasNotText: 'Turned on two-factor sign-in' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: `Staff account ${member}` })).toHaveCount(1);
});

test('the sign-in page leads to a forgotten password, which says to ask an owner when the site sends no e-mail', async ({ page }) => {
  await page.goto('/staff/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/staff\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByText(/This site does not send e-mail, so a password cannot be reset here: ask an owner/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
});
