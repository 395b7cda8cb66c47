// The staff area in a real browser against the real server and its fresh database: a visitor's enquiry
// from /contact (with consent and the landing page's utm_source) reaches the inbox; a staff member
// signs in, finds it, changes its status, adds a note, exports the CSV, publishes a service's new title,
// brings the earlier one back from history as a draft and publishes it, and signs out. axe checks every
// staff page at 1440 and 375 px. Each role sees only its own sections.
import { readFileSync } from 'node:fs';

import type { Locator, Page } from '@playwright/test';

import { contactFormCopy } from '../../src/components/enquiry-form/contact-form-copy';

import { axeOn, expect, test } from './fixtures';
import { signInAs, staffAccounts, staffApi } from './staff-account';

/** One account per worker: a password reset (a repeated run) signs out only that worker's sessions. */
let EMAIL = '';
const PASSWORD = 'kothrud-ledger-audit-2026';

/** The services the edit test changes, one per worker: pages no other test reads titles from. */
const EDITED_SERVICES = [5, 13];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  EMAIL = `meera.staff.w${test.info().workerIndex}@example.in`;
  // The account comes from the terminal, as it would for a real member of staff (never from the web);
  await staffAccounts([EMAIL], PASSWORD);
});

async function signIn(page: Page) {
  await signInAs(page, EMAIL, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
}

/** The value shown beside a label on the enquiry page. */
const fieldValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('a visitor’s enquiry reaches the inbox; staff work on it, export it and sign out', async ({ page }) => {
  test.setTimeout(90_000);
  const marker = `staff-e2e-${Date.now()}`;
  await page.goto('/contact?utm_source=newsletter&utm_medium=email');
  await page.getByLabel('Full name').fill('Rohan Deshpande');
  await page.getByLabel('Email').fill(`rohan.${marker}@deshpande-steel.in`);
  await page.getByLabel('What do you need?').fill(`<b>Tally</b> for two godowns ${marker}`);
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your enquiry has reached us' })).toBeVisible();

  await signIn(page);
  await expect(page.getByRole('link', { name: /Enquiries \d+ new/ })).toBeVisible();
  await page.getByLabel('Search').fill(marker);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 enquiry' })).toBeVisible();
  await page.getByRole('link', { name: 'Rohan Deshpande' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry from Rohan Deshpande' })).toBeVisible();
  await expect(fieldValue(page, 'Consent version')).toHaveText(contactFormCopy.consent.version);
  await expect(fieldValue(page, 'utm_source')).toHaveText('newsletter');
  await expect(fieldValue(page, 'Sent from page')).toHaveText('/contact');
  // What the visitor typed is text, never markup.
  await expect(fieldValue(page, 'Project brief')).toHaveText(`<b>Tally</b> for two godowns ${marker}`);

  await page.getByLabel('Status', { exact: true }).selectOption('contacted');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Status set to contacted.' })).toBeVisible();
  await expect(fieldValue(page, 'Status')).toHaveText('contacted');

  await page.getByLabel('New note').fill('Called back; visit on Monday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText('Called back; visit on Monday.')).toBeVisible();
  await expect(notes.getByText(new RegExp(`^${EMAIL.replaceAll('.', '\\.')}, `))).toBeVisible();

  await page.getByRole('link', { name: 'Back to the enquiries' }).click();
  // The filters' buttons sit on a line with the boxes, as tall as they are (top and bottom level), or start a line of
  // their own, at the row's gap under the line before (on a phone they wrap): never set down further by the search
  // box's hint.
  const filters = page.getByRole('search', { name: 'Enquiries' });
  const viewport = page.viewportSize()!;
  for (const width of [375, 820, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const placement = await filters.evaluate((form) => {
      const show = form.querySelector('button[type="submit"]')!.getBoundingClientRect();
      const boxes = [...form.querySelectorAll('input, select')].map((box) => box.getBoundingClientRect());
      if (boxes.some((box) => Math.abs(box.top - show.top) < 1 && Math.abs(box.bottom - show.bottom) < 1)) return 'level with the boxes';
      const lineAbove = Math.max(
        ...[...form.children].map((child) => child.getBoundingClientRect().bottom).filter((bottom) => bottom <= show.top),
      );
      return `${Math.round(show.top - lineAbove)} px under the line before`;
    });
    expect(['level with the boxes', '12 px under the line before'], `${width} px`).toContain(placement);
  }
  await page.setViewportSize(viewport);
  await page.getByLabel('Search').fill(marker);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 enquiry' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d\d-\d\d\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  const rows = csv.split('\r\n').filter((line) => line.includes(marker));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain('Rohan Deshpande');
  expect(rows[0]).toContain(',contacted,');
  expect(rows[0]).toContain(`,${contactFormCopy.consent.version},/contact,`);
  expect(rows[0]).toContain(',newsletter,email,');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
});

test('staff mark an enquiry as spam (it leaves the inbox for the Spam list) and delete it for good after the question', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // An enquiry of its own: the inbox's other enquiries stay for the tests after this one.
  const marker = `staff-spam-${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel('Full name').fill('Bulk Offers');
  await page.getByLabel('Email').fill(`offers.${marker}@example.com`);
  await page.getByLabel('What do you need?').fill(`Cheap followers for your page ${marker}`);
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your enquiry has reached us' })).toBeVisible();

  await signIn(page);
  const filters = page.getByRole('search', { name: 'Enquiries' });
  /** The inbox's count for this enquiry's marker under a status filter. */
  const countUnder = async (status: string, count: string) => {
    await filters.getByLabel('Search').fill(marker);
    await filters.getByLabel('Status').selectOption(status);
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${count}\\b`) })).toBeVisible();
  };
  await countUnder('', '1 enquiry');
  await page.getByRole('link', { name: 'Bulk Offers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry from Bulk Offers' })).toBeVisible();

  const spam = page.getByRole('button', { name: 'Mark as spam' });
  await spam.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Status set to spam.' })).toBeVisible();
  await expect(fieldValue(page, 'Status')).toHaveText('spam');
  await expect(spam).toBeDisabled();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('spam');

  await page.getByRole('link', { name: 'Back to the enquiries' }).click();
  await countUnder('', '0 enquiries');
  await countUnder('spam', '1 enquiry');
  await page.getByRole('link', { name: 'Bulk Offers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry from Bulk Offers' })).toBeVisible();

  // Keep it closes the question and keeps the enquiry; Delete for good erases it and goes back to the inbox.
  const address = page.url();
  await page.getByRole('button', { name: 'Delete enquiry' }).click();
  const question = page.getByRole('dialog', { name: 'Delete this enquiry?' });
  await expect(question).toContainText('The enquiry from Bulk Offers and its notes will be erased for good.');
  await question.getByRole('button', { name: 'Keep it' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry from Bulk Offers' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete enquiry' }).click();
  await question.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  const deleted = page.getByRole('status').filter({ hasText: 'The enquiry from Bulk Offers was deleted.' });
  await expect(deleted).toBeVisible();
  await countUnder('all', '0 enquiries');
  await expect(deleted).toBeHidden();
  // Its address now answers that there is no such enquiry (the API's 404, which the page reports).
  allowConsoleErrors(/404 \(Not Found\)|API GET \/api\/staff\/enquiries\/\d+ failed/);
  await page.goto(address);
  await expect(page.getByText('There is no enquiry with this id.')).toBeVisible();
});

test('the staff pages have no axe violations at 1440 and 375 px, and keep their contrast in the dark theme', async ({ page }) => {
  test.setTimeout(120_000);
  const report = (name: string, label: string, violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
    violations.map((violation) => `${name} ${label}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  /** Every rule at 1440 and 375 px in the light theme; colour contrast (what the theme changes) in the dark one. */
  const check = async (name: string, ready: Locator) => {
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(report(name, `${width} px`, (await axeOn(page).analyze()).violations)).toEqual([]);
    }
    // The dark theme on the page as it is (as staff-content.spec.ts does), measured once its colours have settled.
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-bs-theme', value), theme);
      await page.waitForFunction(() => document.getAnimations().length === 0);
      await expect(ready).toBeVisible();
      if (theme === 'dark')
        expect(report(name, '375 px dark', (await axeOn(page).withRules(['color-contrast']).analyze()).violations)).toEqual([]);
    }
  };
  await page.goto('/staff/sign-in');
  await check('sign-in', page.getByRole('heading', { level: 1, name: 'Staff sign-in' }));
  await signIn(page);
  await expect(page.getByRole('table')).toBeVisible();
  await check('inbox', page.getByRole('table'));
  await page.getByRole('table').getByRole('link').first().click();
  await check('enquiry', page.getByRole('heading', { level: 2, name: 'Notes' }));
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await check('content', page.getByRole('table'));
});

test('staff publish a service’s new title, bring the earlier one back from history as a draft (once a colleague’s draft is gone), and publish that', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // The refused Restore below: its 409, as the page's API client reports it.
  allowConsoleErrors(/409 \(Conflict\)|API POST \/api\/staff\/content\/services\/\d+\/restore failed/);
  // Each worker edits a service of its own, so runs side by side (--repeat-each) never change the same one.
  const id = EDITED_SERVICES[test.info().parallelIndex % EDITED_SERVICES.length]!;
  const onSite = (title: string) => page.getByRole('heading', { level: 1, name: title });
  await signIn(page);
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
  await expect(page.getByLabel('What to edit')).toHaveValue('services');
  // The list's count reads on the line of the search box's hint, not between the box and the hint.
  const baselines = await page.getByRole('search', { name: 'Services' }).evaluate((search) =>
    ['.form-text', '[role="status"]'].map((text) => {
      const probe = document.createElement('span');
      probe.style.display = 'inline-block';
      search.querySelector(text)!.append(probe);
      const baseline = probe.getBoundingClientRect().bottom;
      probe.remove();
      return baseline;
    }),
  );
  expect(Math.abs(baselines[0]! - baselines[1]!), "px between the hint's line and the count's").toBeLessThan(1);
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/service/service-${id}"]`) });
  await row.getByRole('button', { name: /^Edit / }).click();
  const title = page.getByLabel('Title', { exact: true });
  const original = await title.inputValue();
  const edited = `${original.replace(/ – edited \d+$/, '')} – edited ${Date.now()}`;
  await title.fill(edited);
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Service “${edited}” published.` })).toBeVisible();

  const viewLink = page.getByRole('link', { name: `View ${edited} on site` });
  await expect(viewLink).toHaveAttribute('href', `/service/service-${id}`);
  await page.goto(`/service/service-${id}`);
  await expect(onSite(edited)).toBeVisible();

  // A colleague has begun a draft of the same service: Restore as a draft is refused, naming them, and changes nothing.
  const colleague = `restore.colleague.w${test.info().parallelIndex}@example.in`;
  await staffAccounts([colleague], PASSWORD, undefined, 'editor');
  const theirs = await staffApi(request, new URL(page.url()).origin, colleague, PASSWORD);
  const begun = await theirs<{ draft: { id: number } }>('PATCH', `content/services/${id}`, {
    heading: 'A colleague’s tagline',
    _status: 'draft',
  });
  await page.goto('/staff/content');
  await page.getByRole('button', { name: `History of ${edited}` }).click();
  // "Restore as a draft (“…”)" or, on the oldest change, "Restore the version before this change as a draft (“…”)".
  const restore = page
    .getByRole('dialog')
    .getByRole('button', { name: `(“${original}”)` })
    .first();
  await restore.click();
  await expect(page.getByText(`Nothing was changed: this service has a draft ${colleague.split('@')[0]} saved.`)).toBeVisible();
  // They discard it; the same button then makes the earlier version a draft.
  await theirs('DELETE', `content/drafts/${begun.draft.id}`);
  await restore.click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `An earlier version of service “${original}” is a draft now: preview it, then publish it from Pending changes.` }),
  ).toBeVisible();
  await expect(page.getByRole('rowheader', { name: edited })).toContainText('Draft');
  // A draft: visitors still see the title that is live.
  await page.goto(`/service/service-${id}`);
  await expect(onSite(edited)).toBeVisible();

  await page.goto('/staff/content?view=pending');
  const pending = page.getByRole('table', { name: 'Pending changes, oldest first' });
  const draft = pending.getByRole('row').filter({ has: page.getByRole('rowheader', { name: original, exact: true }) });
  await expect(draft).toContainText(`Title: ${edited} → changed to ${original}`);
  // Pending changes fit a tablet and a small laptop (a card a draft) and a laptop (a table): nothing cut off at the
  // right edge, and a draft's kind never broken inside its word.
  const viewport = page.viewportSize()!;
  for (const width of [900, 1100, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const fit = await pending.evaluate((table) => {
      const range = document.createRange();
      range.selectNodeContents(table.querySelector('td[data-label="Kind"]')!);
      return { cutOff: table.scrollWidth > table.parentElement!.clientWidth, kindLines: range.getClientRects().length };
    });
    expect(fit, `${width} px`).toEqual({ cutOff: false, kindLines: 1 });
  }
  await page.setViewportSize(viewport);
  await draft.getByRole('button', { name: `Publish ${original}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Service “${original}” published: visitors see it now.` })).toBeVisible();
  await page.goto(`/service/service-${id}`);
  await expect(onSite(original)).toBeVisible();
});

test('each role sees only its own sections: sales the enquiries and reports, an editor the content', async ({ page }) => {
  test.setTimeout(90_000);
  const worker = test.info().workerIndex;
  const sales = `priya.sales.w${worker}@example.in`;
  const editor = `omkar.editor.w${worker}@example.in`;
  await staffAccounts([sales], PASSWORD, undefined, 'sales');
  await staffAccounts([editor], PASSWORD, undefined, 'editor');
  const staffNav = page.getByRole('navigation', { name: 'Staff' });

  await signInAs(page, sales, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(staffNav.getByRole('link')).toHaveText([/^Enquiries \d+ new$/, 'Reports']);
  await page.goto('/staff/content');
  await expect(page.getByText('Your role (sales) does not include the site’s content.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);

  await signInAs(page, editor, PASSWORD);
  // Sign-in leads an editor to the content, the role's section (with the media library).
  await expect(page).toHaveURL(/\/staff\/content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Site content' })).toBeVisible();
  await expect(staffNav.getByRole('link')).toHaveText(['Content', 'Calendar', 'Media', 'Translations']);
  await page.goto('/staff/reports');
  await expect(page.getByText('Your role (editor) does not include reports.')).toBeVisible();
  await page.goto('/staff');
  await expect(page.getByText('Your role (editor) does not include enquiries.')).toBeVisible();
});
