// The content editor in a real browser against the real server and its fresh database: two members of
// staff save the same quick fact, and the second sees the first one's value and keeps their own; a service saved
// unchanged leaves the public list of services as it was; axe finds nothing in the editor's dialogs and views at 1440
// and 375 px, nor a contrast problem in the dark theme; a fifth shown quick fact is warned about before it is
// published, and saved when staff say so. (An item deleted and brought back from Recently deleted is walked in
// staff-page-leaves.spec.ts.)

import type { Browser, Locator, Page } from '@playwright/test';

import { axeOn, apiData, expect, test } from './fixtures';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'baner-balance-sheet-2026';
/** Two accounts per worker: a password reset (a repeated run) signs out only that worker's sessions. */
let EMAIL = '';
let OTHER_EMAIL = '';

/**
 * What each worker edits, so runs side by side (--repeat-each) never change the same items: a quick fact
 * that two members save.
 */
const CASES = [
  { service: 9, fact: 'Reconciliation' },
  { service: 8, fact: 'Typical delivery' },
] as const;
const workerCase = () => CASES[test.info().parallelIndex % CASES.length]!;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const worker = test.info().parallelIndex;
  EMAIL = `content.staff.w${worker}@example.in`;
  OTHER_EMAIL = `content.other.w${worker}@example.in`;
  await staffAccounts([EMAIL, OTHER_EMAIL], PASSWORD);
});

async function signIn(page: Page, email = EMAIL) {
  await signInAs(page, email, PASSWORD);
}

/** The editor showing one service's quick facts. */
async function openQuickFacts(page: Page, serviceId: number) {
  await page.goto(`/staff/content?kind=quick-facts&parent=${serviceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

/** A second member of staff in a browser of their own. */
async function otherMember(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, OTHER_EMAIL);
  return { page, close: () => context.close() };
}

const factsOn = (page: Page) => page.getByRole('complementary', { name: 'Client Information' });

test('two members of staff save the same quick fact: the second sees the first one’s value and keeps their own', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // The refused save is logged by the browser and the API client.
  allowConsoleErrors(/412 \(Precondition Failed\)|API PATCH \/api\/staff\/content\/quick-facts\/\d+ failed/);
  const stamp = Date.now();
  const theirs = `Theirs ${stamp}`;
  const ours = `Mine ${stamp}`;
  const { service, fact } = workerCase();
  await signIn(page);
  await openQuickFacts(page, service);
  await page.getByRole('button', { name: `Edit ${fact}` }).click();
  const form = page.getByRole('dialog', { name: `Edit quick fact “${fact}”` });
  await expect(form.getByLabel('Label')).toBeFocused();

  const other = await otherMember(browser);
  await openQuickFacts(other.page, service);
  await other.page.getByRole('button', { name: `Edit ${fact}` }).click();
  const otherForm = other.page.getByRole('dialog', { name: `Edit quick fact “${fact}”` });
  await otherForm.getByLabel('Value').fill(theirs);
  await otherForm.getByRole('button', { name: 'Publish' }).click();
  await expect(other.page.getByRole('alert').filter({ hasText: `Quick fact “${fact}” published.` })).toBeVisible();
  await other.close();

  await form.getByLabel('Value').fill(ours);
  await form.getByRole('button', { name: 'Publish' }).click();
  // Both changed the value: the panel shows that field alone, as it was when the form opened, theirs and ours.
  const conflict = form
    .getByRole('alert')
    .filter({ hasText: 'Someone else changed the same field of this quick fact while you were editing.' });
  await expect(conflict).toBeVisible();
  // Named as colleagues read each other: by the e-mail's name part, the account having no display name.
  await expect(conflict).toContainText(`Changed by ${OTHER_EMAIL.split('@')[0]} at`);
  await expect(form.getByRole('row', { name: new RegExp(`^Value .+ ${theirs} ${ours}$`) })).toBeVisible();
  await expect(form.getByRole('row')).toHaveCount(2);
  await expect(form.getByLabel('Value')).toHaveValue(ours);
  await form.getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Quick fact “${fact}” published.` })).toBeVisible();
  await expect(form).toBeHidden();
  // Focus is back on the row's Edit button.
  await expect(page.getByRole('button', { name: `Edit ${fact}` })).toBeFocused();
  // The row by its Edit button: its header also says who else still has it open (the other member, for the
  // 75 s their presence is kept after their last heartbeat).
  await expect(page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit ${fact}`, exact: true }) })).toContainText(ours);

  await page.goto(`/service/service-${service}`);
  await expect(factsOn(page).getByText(ours, { exact: true })).toBeVisible();
  await expect(factsOn(page).getByText(theirs, { exact: true })).toHaveCount(0);
});

test('a fifth shown quick fact warns before it is published; Publish anyway saves it, and its page still shows four', async ({ page }) => {
  test.setTimeout(90_000);
  // Services whose pages already show four quick facts, one per worker (no other test here changes them).
  const service = [3, 5][test.info().parallelIndex % 2]!;
  const label = `Branches ${Date.now()}`;
  await signIn(page);
  await openQuickFacts(page, service);
  await page.getByRole('button', { name: 'New quick fact' }).click();
  const form = page.getByRole('dialog', { name: 'New quick fact' });
  await expect(form.getByRole('combobox', { name: 'Service' })).toHaveValue(String(service));
  await expect(form.getByRole('checkbox', { name: 'Shown on the page' })).toBeChecked();
  await form.getByLabel('Label').fill(label);
  await form.getByLabel('Value').fill('Three');
  const warning = form.getByText(
    /^This is shown quick fact number \d+ of “.+”, and its page shows only the first 4: visitors will not see it\./,
  );
  await expect(warning).toBeVisible();
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  const anyway = form.getByRole('button', { name: 'Publish anyway' });
  await expect(anyway).toBeFocused();
  // The warning and its question keep their contrast in both themes, and fit at 375 px.
  for (const [width, theme] of [
    [1440, 'light'],
    [375, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate((value) => document.documentElement.setAttribute('data-bs-theme', value), theme);
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const { violations } = await axeOn(page).include('.modal').analyze();
    expect(
      violations.map(
        (violation) => `${width} px ${theme}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await anyway.click();
  await expect(page.getByRole('alert').filter({ hasText: `Quick fact “${label}” created and published.` })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader', { name: label })).toBeVisible();

  await page.goto(`/service/service-${service}`);
  await expect(factsOn(page).locator('dt')).toHaveCount(4);
  await expect(factsOn(page).getByText(label, { exact: true })).toHaveCount(0);

  // The service's list as it was (the fact waits in Recently deleted).
  await openQuickFacts(page, service);
  await page.getByRole('button', { name: `Delete ${label}` }).click();
  await page
    .getByRole('dialog', { name: `Delete quick fact “${label}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: `“${label}” moved to Recently deleted.` })).toBeVisible();
});

test('a service saved with its form unchanged leaves the public list of services as it was', async ({ page }) => {
  test.setTimeout(60_000);
  type PublicService = { id: number };
  const before = await apiData<PublicService[]>(page.request, '/api/get-offering-details/');
  expect(before.length).toBeGreaterThan(3);
  await signIn(page);
  // Its picture is held back until the form has drawn: the focal point's picker is then a frame of a set height, and
  // Publish stays where it was when the picture arrives (it moved down 52 px at 1440 px, from under a finger).
  let showPicture = () => {};
  const pictureHeld = new Promise<void>((resolve) => (showPicture = resolve));
  await page.route('**/media/services/tally-on-aws*', async (route) => {
    await pictureHeld;
    await route.continue();
  });
  await page.goto('/staff/content?kind=services');
  // Tally on AWS (service 12), in the middle of its offering's list.
  const row = page.getByRole('row').filter({ has: page.locator('a[href="/service/service-12"]') });
  await row.getByRole('button', { name: /^Edit / }).click();
  const form = page.getByRole('dialog', { name: /^Edit service/ });
  await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
  const publish = form.getByRole('button', { name: 'Publish' });
  // Its place in the dialog's scrolling page, wherever that is scrolled to.
  const place = () => publish.evaluate((button) => button.getBoundingClientRect().top + button.closest('.modal')!.scrollTop);
  const drawn = await place();
  showPicture();
  await expect
    .poll(() => form.getByRole('slider', { name: /Focal point/ }).evaluate((picker) => picker.querySelector('img')!.naturalWidth))
    .toBeGreaterThan(0);
  expect(await place()).toBe(drawn);
  await publish.click();
  await expect(page.getByRole('alert').filter({ hasText: /^Service “.+” published\.$/ })).toBeVisible();
  const after = await apiData<PublicService[]>(page.request, '/api/get-offering-details/');
  expect(after.map((service) => service.id)).toEqual(before.map((service) => service.id));
  expect(after).toEqual(before);
});

test('the editor’s list, form, history and Recently deleted have no axe violations, in both themes', async ({ page }) => {
  test.setTimeout(120_000);
  /** A dialog is checked alone: the page behind its backdrop is out of reach while it is open. */
  const check = async (name: string, ready: Locator, dialog = false) => {
    await expect(ready).toBeVisible();
    for (const [width, theme] of [
      [1440, 'light'],
      [375, 'light'],
      [375, 'dark'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((value) => document.documentElement.setAttribute('data-bs-theme', value), theme);
      // The theme's colours ease in: measure once they have settled.
      await page.waitForFunction(() => document.getAnimations().length === 0);
      const axe = dialog ? axeOn(page).include('.modal') : axeOn(page);
      const { violations } = await (theme === 'dark' ? axe.withRules(['color-contrast']) : axe).analyze();
      expect(
        violations.map(
          (violation) =>
            `${name} ${width} px ${theme}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }
  };
  await signIn(page);
  await page.goto('/staff/content?kind=pricing-plans');
  await check('plans', page.getByRole('table'));
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await check('plan form', page.getByRole('dialog').getByRole('group', { name: 'Features' }), true);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).last().click();
  const { service, fact } = workerCase();
  await openQuickFacts(page, service);
  await page.getByRole('button', { name: `History of ${fact}` }).click();
  await check('history', page.getByRole('dialog').getByRole('button', { name: 'Close the history' }).last(), true);
  await page.getByRole('dialog').getByRole('button', { name: 'Close the history' }).last().click();
  await page.getByRole('button', { name: 'Recently deleted' }).click();
  await check('recently deleted', page.getByRole('heading', { name: 'Recently deleted' }));
});
