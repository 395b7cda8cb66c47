// The sales desk in a real browser against the real server: an enquiry stored with its quote's service
// and the visit's utm_source is answered with one tap (call, WhatsApp, e-mail), assigned to "me" with a
// follow-up day of today, found through the "mine" and "due today" filters, and exported as CSV with
// India times, the assignee and its notes; past 25 a page, Next and Previous turn the list and take the reader to its
// count; the reports page draws its charts at 1440 and 375 px.
import { readFileSync } from 'node:fs';

import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';

import { E2E_DATABASE } from '../../playwright.config';
import { indiaDay } from '../../common/india-time';

import { axeOn, expect, test } from './fixtures';
import { signInAs, staffAccounts } from './staff-account';

let EMAIL = '';
const PASSWORD = 'baner-ledger-follow-up-2026';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  EMAIL = `desk.staff.w${test.info().workerIndex}@example.in`;
  await staffAccounts([EMAIL], PASSWORD);
});

/** Writes rows into the running server's database, as the contact form and the page counter would. */
function seed(write: (db: Database.Database) => void) {
  const db = new Database(E2E_DATABASE);
  db.pragma('busy_timeout = 5000');
  try {
    write(db);
  } finally {
    db.close();
  }
}

function addEnquiry(db: Database.Database, row: Record<string, string>) {
  const full = {
    phone: '',
    page_details: '',
    project_brief: 'Tally for two godowns',
    received_at: new Date().toISOString(),
    utm_source: '',
    utm_campaign: '',
    referrer_origin: '',
    sent_from_page: '/contact',
    service_name: '',
    plan_name: '',
    status: 'new',
    ...row,
  };
  db.prepare(
    `INSERT INTO enquiries (full_name, email, phone, page_details, project_brief, received_at, consent_version, sent_from_page, referrer_origin, utm_source, utm_campaign, service_name, plan_name, status)
     VALUES (@full_name, @email, @phone, @page_details, @project_brief, @received_at, '2026-11', @sent_from_page, @referrer_origin, @utm_source, @utm_campaign, @service_name, @plan_name, @status)`,
  ).run(full);
}

async function signIn(page: Page) {
  await signInAs(page, EMAIL, PASSWORD);
}

test('an enquiry is answered in one tap, assigned to me, due today, found by "mine" and exported with its notes', async ({ page }) => {
  test.setTimeout(90_000);
  const marker = `desk-e2e-${Date.now()}`;
  const today = indiaDay();
  seed((db) =>
    addEnquiry(db, {
      full_name: 'Sneha Joshi',
      email: `sneha.${marker}@joshi-traders.in`,
      phone: '98220 45110',
      project_brief: `GST e-invoicing for our branches ${marker}`,
      service_name: 'GST e-invoice setup',
      plan_name: 'Gold',
      utm_source: 'desk-newsletter',
      received_at: '2026-11-24T06:08:49.000Z',
    }),
  );

  await signIn(page);
  await page.getByLabel('Search').fill(marker);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 enquiry' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Sneha Joshi' });
  await expect(row.getByRole('link', { name: '98220 45110' })).toHaveAttribute('href', 'tel:9822045110');
  await expect(row.getByText('GST e-invoice setup')).toBeVisible();
  await expect(row.getByText('desk-newsletter')).toBeVisible();
  await expect(row.getByText('24 Nov 2026, 11:38 am')).toBeVisible();
  // The staff list is held back until the page has drawn, as on a slow connection.
  let releaseList = () => {};
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route('**/api/staff/people', async (route) => {
    await listHeld;
    await route.continue();
  });
  await row.getByRole('link', { name: 'Sneha Joshi' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry from Sneha Joshi' })).toBeVisible();
  const answer = page.getByRole('list', { name: 'Answer this enquiry' });
  await expect(answer.getByRole('link', { name: 'Call 98220 45110' })).toHaveAttribute('href', 'tel:9822045110');
  await expect(answer.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919822045110\?text=Hello%20Sneha%2C%20this%20is%20Dexterity.*GST%20e-invoice%20setup/,
  );
  await expect(answer.getByRole('link', { name: /^E-mail / })).toHaveAttribute(
    'href',
    /^mailto:sneha\.desk-e2e-\d+@joshi-traders\.in\?subject=Your%20enquiry%20to%20Dexterity/,
  );
  const assignToMe = page.getByRole('button', { name: 'Assign to me' });
  await expect(assignToMe).toBeVisible();
  const beforeTheList = await assignToMe.boundingBox();
  releaseList();

  // The buttons stay where they are when the staff list arrives and fills the "Assigned to" choice: a tap meant for
  // Assign to me must not land on Save follow-up.
  await expect(page.getByLabel('Assigned to').getByRole('option', { name: EMAIL })).toHaveCount(1);
  expect(await assignToMe.boundingBox()).toEqual(beforeTheList);
  await assignToMe.click();
  await expect(page.getByRole('alert').filter({ hasText: `Assigned to ${EMAIL}; no follow-up day.` })).toBeVisible();
  await page.getByLabel('Follow up on').fill(today);
  await page.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Assigned to ${EMAIL}; follow up on` })).toBeVisible();
  await page.getByLabel('New note').fill('Sent the price list; call back today.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: 'Notes' }).getByText('Sent the price list; call back today.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the enquiries' }).click();
  await page.getByLabel('Search').fill(marker);
  await page.getByLabel('Assigned to').selectOption('Mine');
  await page.getByLabel('Follow-up').selectOption('Due today or before');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/assigned=mine&due=today/);
  await expect(page.getByRole('status').filter({ hasText: '1 enquiry' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Sneha Joshi' }).getByText(EMAIL)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Sneha Joshi' }).getByText('due', { exact: true })).toBeVisible();
  await page.getByLabel('Assigned to').selectOption('Nobody');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('status').filter({ hasText: '0 enquiries' })).toBeVisible();
  await page.getByLabel('Assigned to').selectOption('Mine');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 enquiry' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = readFileSync(await download.path(), 'utf8');
  const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toBe(
    'Id,Received (India time),Name,E-mail,Phone,Service,Plan,Status,Assigned to,Follow up on,Pages / details,Project brief,Notes,' +
      'Consent version,Sent from page,Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content',
  );
  const mine = rows.filter((line) => line.includes(marker));
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatch(/^\d+,2026-11-24T11:38:49\+05:30,Sneha Joshi,/);
  expect(mine[0]).toContain(`,GST e-invoice setup,Gold,new,${EMAIL},${today},`);
  expect(mine[0]).toMatch(
    new RegExp(
      `,\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+05:30 ${EMAIL.replaceAll('.', '\\.')}: Sent the price list; call back today\\.,`,
    ),
  );
  expect(mine[0]).toContain(',desk-newsletter,');

  // More than 25: Next page shows the rest and takes the reader to the count above the list, and Previous page back.
  const many = `desk-pages-${Date.now()}`;
  seed((db) => {
    for (let n = 1; n <= 26; n += 1) {
      addEnquiry(db, {
        full_name: `Pager ${n}`,
        email: `pager.${n}@example.in`,
        project_brief: `Two pages ${many}`,
        status: 'contacted',
        received_at: new Date(Date.now() - (60 - n) * 60_000).toISOString(),
      });
    }
  });
  await page.getByLabel('Assigned to').selectOption('Anyone');
  await page.getByLabel('Follow-up').selectOption('Any day');
  await page.getByLabel('Search').fill(many);
  await page.getByRole('button', { name: 'Show' }).click();
  const count = page.getByRole('status').filter({ hasText: '26 enquiries' });
  await expect(count).toHaveText('26 enquiries, page 1 of 2');
  await expect(page.getByRole('link', { name: 'Pager 26', exact: true })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages of enquiries' });
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(count).toHaveText('26 enquiries, page 2 of 2');
  await expect(count).toBeFocused();
  await expect(page.getByRole('link', { name: /^Pager \d+$/ })).toHaveText(['Pager 1']);
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Previous page' }).click();
  await expect(count).toHaveText('26 enquiries, page 1 of 2');
  await expect(count).toBeFocused();
  await expect(page.getByRole('link', { name: /^Pager \d+$/ })).toHaveCount(25);
});

test('the reports page draws its charts at 1440 and 375 px, with the funnel’s rule and each chart’s figures', async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const path = `/service/desk-e2e-${stamp}`;
  const source = `desk-report-${stamp}`;
  seed((db) => {
    db.prepare(
      'INSERT INTO page_views (day, path, views) VALUES (?, ?, ?) ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views',
    ).run('2026-11-10', path, 120);
    db.prepare(
      "INSERT INTO taps (day, path, kind, taps) VALUES (?, ?, 'whatsapp', ?) ON CONFLICT (day, path, kind, service_id, plan) DO UPDATE SET taps = taps + excluded.taps",
    ).run('2026-11-10', path, 2);
    // One of each kind every figure counts: a campaign, a referrer, a service, a page, a tap.
    for (const [status, from, campaign, referrer] of [
      ['won', source, 'diwali', ''],
      ['quoted', source, '', ''],
      ['new', '', '', 'https://www.google.com'],
    ] as const) {
      addEnquiry(db, {
        full_name: `Report ${status}`,
        email: 'report@example.in',
        status,
        utm_source: from,
        utm_campaign: campaign,
        referrer_origin: referrer,
        sent_from_page: path,
        service_name: 'Payroll training',
        received_at: '2026-11-10T05:00:00.000Z',
      });
    }
  });
  await signIn(page);
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2026-11-01');
  await page.getByLabel('To', { exact: true }).fill('2026-11-30');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('From 1 Nov 2026 to 30 Nov 2026 (India dates, both included).')).toBeVisible();

  const funnel = page.getByRole('region', { name: 'Funnel: new → contacted → quoted → won' });
  await expect(funnel.getByText(/contacted means contacted, quoted, won or lost; quoted means quoted or won/)).toBeVisible();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // Eleven figures; the quotations' has none in this range, so it shows its table without a chart.
    const charts = page.locator('canvas[role="img"]');
    await expect(charts).toHaveCount(10);
    for (const chart of await charts.all()) {
      await chart.scrollIntoViewIfNeeded();
      await expect(chart).toBeVisible();
      const box = (await chart.boundingBox())!;
      expect(box.width, `${width} px`).toBeGreaterThan(width === 375 ? 200 : 400);
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    }
    // Nothing wider than the window: no sideways scrolling at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await expect(page.getByRole('img', { name: new RegExp(`^By source: .*${source} 2 enquiries, 1 won`) })).toBeAttached();
  const pages = page.getByRole('region', { name: 'Page views, enquiries and taps per page' });
  await pages.getByText('The figures').click();
  // The address, views, enquiries, taps, and leads (enquiries and taps) per 100 views.
  await expect(pages.getByRole('row').filter({ hasText: path }).getByRole('cell')).toHaveText([path, '120', '3', '2', '4.2']);
});

test('the reports page has no axe violations at 1440 and 375 px, and keeps its contrast in the dark theme', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/staff/reports?from=2026-11-01&to=2026-11-30');
  const ready = page.getByRole('region', { name: 'By source' });
  await expect(ready).toBeVisible();
  const violations = async (rules?: string[]) => {
    const builder = axeOn(page);
    const { violations: found } = await (rules ? builder.withRules(rules) : builder).analyze();
    return found.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  };
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await violations(), `${width} px`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(ready).toBeVisible();
  expect(await violations(['color-contrast']), '375 px dark').toEqual([]);
});
