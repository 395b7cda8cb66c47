// People, My account, two-factor sign-in and Activity in a real browser against the real server
// (docs/decisions/0019, 0021): an owner invites a sales member; the member opens the link (no session), sets
// a password and is signed in; turns on two-factor sign-in with a code made here from the key the page shows
// (as an authenticator app would), signs in with a code, changes the password on My account, and signs in
// once with a recovery code; the owner ends the member's session on People and sees all of it on the
// Activity page. The pages have no axe violations and no sideways scrolling at 1440 and 375 px, and keep their
// contrast in the dark theme. Without SMTP the forgotten-password page says to ask an owner. (Activity's pages past 50
// entries, a weak password refused and an invitation link used twice are the unit tests' of those views.)
import type { Browser, Locator, Page } from '@playwright/test';

import { generate } from 'otplib';

import { axeOn, expect, test } from './fixtures';
import { lettersIn } from './letters';
import { signInAs, staffAccounts } from './staff-account';

let OWNER = '';
const OWNER_PASSWORD = 'aundh-ledger-people-2026';
const FIRST_PASSWORD = 'parvati-hill-sunrise-walk';
const SECOND_PASSWORD = 'khadakwasla-dam-evening-ride';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  OWNER = `owner.people.w${test.info().workerIndex}@example.in`;
  await staffAccounts([OWNER], OWNER_PASSWORD);
});

/** The code an authenticator app shows `steps` periods from now. */
const appCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Signs in with the password, then with the code the sign-in asks for. */
async function signInWithCode(page: Page, email: string, password: string, code: string) {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${email} (sales)`)).toBeVisible();
}

/** A page of a browser of its own (its own cookies): the invitee is not the owner. */
async function otherBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** No axe violations at 1440 and 375 px, nothing wider than the window, and the dark theme's contrast. */
async function checkPage(page: Page, name: string, ready: Locator) {
  const violations = async (rules?: string[]) => {
    const builder = axeOn(page);
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

test('an owner invites a sales member, who sets a password, signs in with two-factor sign-in and changes the password; the owner ends a session and sees it all in Activity', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const member = `sunita.sales.w${test.info().workerIndex}.${Date.now()}@example.in`;

  await signInAs(page, OWNER, OWNER_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Staff' });
  await nav.getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  // On a phone the Role box takes its line, as the e-mail's does: the role's summary under it is not squeezed into a
  // narrow column.
  await page.setViewportSize({ width: 375, height: 900 });
  const [emailWidth, roleWidth] = await Promise.all(
    [page.getByLabel('E-mail'), page.getByLabel('Role', { exact: true })].map(async (box) => Math.round((await box.boundingBox())!.width)),
  );
  expect(roleWidth, 'the Role box on a phone, against the e-mail box').toBe(emailWidth);
  // As a card, an account's Role label reads on the line of its box's text: the foot of the letters (neither word has
  // one that hangs below the line) on the same row of pixels.
  const roleCell = page
    .getByRole('table', { name: 'Staff accounts' })
    .getByRole('row')
    .filter({ hasText: `${OWNER} (you)` })
    .getByRole('cell')
    .filter({ has: page.getByRole('combobox') });
  const box = await roleCell.evaluate((cell) => {
    const [outer, inner] = [cell.getBoundingClientRect(), cell.querySelector('select')!.getBoundingClientRect()];
    return { left: Math.round(inner.left - outer.left), width: Math.round(inner.width) };
  });
  const letters = await lettersIn(roleCell);
  const [labelFoot, roleFoot] = [letters(0, box.left - 4).bottom, letters(box.left + 4, box.left + box.width / 2).bottom];
  expect(labelFoot, 'the Role label found').toBeGreaterThan(0);
  expect(labelFoot, 'the foot of the Role label, against its box’s text').toBe(roleFoot);
  await page.setViewportSize({ width: 1440, height: 900 });
  // In the accounts table an address reads on the line of its role's name (its middle at the Role box's), not at the
  // box's top.
  const accounts = page.getByRole('table', { name: 'Staff accounts' });
  const ownRow = accounts.getByRole('row').filter({ hasText: `${OWNER} (you)` });
  const [addressMiddle, roleMiddle] = await ownRow.evaluate((row) => {
    const middle = (box: DOMRect) => box.top + box.height / 2;
    const address = document.createRange();
    address.selectNodeContents(row.querySelector('td')!.firstChild!);
    return [middle(address.getBoundingClientRect()), middle(row.querySelector('select')!.getBoundingClientRect())];
  });
  expect(Math.abs(addressMiddle - roleMiddle), 'the address against its Role box, in px').toBeLessThan(1.5);
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
  await memberPage.getByLabel('New password', { exact: true }).fill(FIRST_PASSWORD);
  await memberPage.getByLabel('New password again').fill(FIRST_PASSWORD);
  await memberPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(memberPage.getByText(`Signed in as ${member} (sales)`)).toBeVisible();
  await expect(memberPage).toHaveURL(/\/staff$/);
  await expect(memberPage.getByRole('navigation', { name: 'Staff' }).getByRole('link')).toHaveText([/^Enquiries \d+ new$/, 'Reports']);

  // My account: the key as the page shows it goes into "the app" (otplib here), whose code turns it on.
  await memberPage.goto('/staff/account');
  await memberPage.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(memberPage.getByRole('img', { name: `QR code of the key for ${member}` })).toBeVisible();
  const { violations } = await axeOn(memberPage).analyze();
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

  // Signed out, the member signs in with the app's next code and changes the password on My account.
  await memberPage.getByRole('button', { name: 'Sign out' }).click();
  await expect(memberPage).toHaveURL(/\/staff\/sign-in$/);
  await signInWithCode(memberPage, member, FIRST_PASSWORD, await appCode(secret, 1));
  await memberPage.getByRole('link', { name: 'My account' }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(memberPage.getByRole('table', { name: /Your open sessions/ })).toContainText('This session');
  await memberPage.getByLabel('Current password').fill(FIRST_PASSWORD);
  await memberPage.getByLabel('New password', { exact: true }).fill(SECOND_PASSWORD);
  await memberPage.getByLabel('New password again').fill(SECOND_PASSWORD);
  await memberPage.getByRole('button', { name: 'Change password' }).click();
  await expect(memberPage.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();
  await checkPage(memberPage, 'My account', memberPage.getByRole('heading', { level: 2, name: 'Your sessions' }));

  // Once with a recovery code and the new password; People is not for sales.
  await memberPage.getByRole('button', { name: 'Sign out' }).click();
  await signInWithCode(memberPage, member, SECOND_PASSWORD, recovery);
  await memberPage.goto('/staff/people');
  await expect(memberPage.getByText('Your role (sales) does not include the staff accounts.')).toBeVisible();

  // The owner sees the member's account and open session on People, and ends that session.
  await page.reload();
  const row = accounts.getByRole('row').filter({ hasText: member });
  await expect(row.getByRole('combobox')).toHaveValue('sales');
  await checkPage(page, 'People', accounts);
  await row.getByText('1 session').click();
  await row.getByRole('button', { name: new RegExp(`^End the session of ${member.replace(/\./g, '\\.')} started `) }).click();
  await expect(page.getByText(`Ended a session of ${member}: that browser must sign in again.`)).toBeVisible();
  await expect(row.getByText('none', { exact: true })).toBeVisible();
  await memberPage.goto('/staff');
  await expect(memberPage).toHaveURL(/\/staff\/sign-in$/);
  await memberPage.context().close();

  // Activity: what the member did, newest first, and the owner's end of the session.
  await nav.getByRole('link', { name: 'Activity' }).click();
  await page.getByLabel('Who').selectOption(member);
  await page.getByRole('button', { name: 'Show' }).click();
  // The table follows the filter once its answer has come: the expectation waits for it.
  await expect(page.locator('td[data-label="What"]')).toHaveText([
    'Signed in',
    'Signed in with a recovery code (9 codes left)',
    'Signed out',
    /^Changed their password/,
    'Signed in',
    'Signed out',
    'Turned on two-factor sign-in',
    'Signed in',
    'Accepted the invitation and set a password (role sales)',
  ]);
  await page.getByLabel('Who').selectOption(OWNER);
  await page.getByLabel('What').selectOption('invite');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Invitation for ${member}` })).toContainText('Invited them with the role sales');
  await page.getByLabel('What').selectOption('session-ended');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Staff account ${member}` })).toContainText('Ended one of the account’s sessions');
  await checkPage(page, 'Activity', page.getByRole('table', { name: /Activity, newest first/ }));
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
