// The contact form in a real browser against the real server and its fresh database: an enquiry
// sent from /contact is in the staff's CSV export; bad input and a dead API lose nothing typed.
import { execFileSync } from 'node:child_process';

import type { Page } from '@playwright/test';

import { apiPaths } from '../../common/api-contract';
import { E2E_DATABASE } from '../../playwright.config';

import { axeOn, expect, test } from './fixtures';

const CONFIRMATION = 'Thank you! Your enquiry has reached us.';

function exportEnquiries(): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/enquiries.ts', 'export'], {
    env: { ...process.env, DATABASE_PATH: E2E_DATABASE },
    encoding: 'utf8',
  });
}

async function fillForm(page: Page, values: { name: string; email: string; phone: string; page: string; brief: string }) {
  await page.getByLabel('Full name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Phone').fill(values.phone);
  await page.getByLabel('Which service?').fill(values.page);
  await page.getByLabel('What do you need?').fill(values.brief);
  await page.getByRole('checkbox', { name: /privacy notice/ }).check();
}

test.describe('the contact form', () => {
  test('an enquiry sent from /contact is confirmed, clears the form and is in the CSV export', async ({ page }) => {
    const marker = `e2e-${Date.now()}`;
    const values = {
      name: 'अजय पाटील',
      email: `ajay.${marker}@patil-traders.in`,
      phone: '+91 98220 45110',
      page: 'Tally on Cloud, "Gold" plan',
      brief: `=SUM(1,2) ${marker}\nTen users in two offices.`,
    };
    await page.goto('/contact');
    await fillForm(page, values);
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/contact/') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    expect((await posted).status()).toBe(201);

    await expect(page.getByRole('status').filter({ hasText: CONFIRMATION })).toBeVisible();
    for (const label of ['Full name', 'Email', 'Phone', 'Which service?', 'What do you need?'])
      await expect(page.getByLabel(label)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();

    const csv = exportEnquiries();
    expect(csv.startsWith('\uFEFFid,received_at,full_name,email,phone,page_details,project_brief\r\n')).toBe(true);
    const row = csv.split('\r\n').find((line) => line.includes(values.email));
    expect(row).toBeDefined();
    expect(row).toMatch(
      new RegExp(
        `^\\d+,\\d{4}-\\d\\d-\\d\\dT[^,]+Z,अजय पाटील,${values.email.replaceAll('.', '\\.')},'\\+91 98220 45110,"Tally on Cloud, ""Gold"" plan","'=SUM\\(1,2\\) ${marker}\nTen users in two offices\\."$`,
      ),
    );
    expect(csv).toContain(`"'=SUM(1,2) ${marker}\nTen users in two offices."\r\n`);
  });

  test('bad input shows each message beside its field, focuses the first, and sends nothing', async ({ page }) => {
    // What is sent: any POST but the cookieless counts of the page and its form (a view, a start).
    const posts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname !== apiPaths.formEvents && pathname !== apiPaths.views) posts.push(pathname);
    });
    await page.goto('/contact');
    await page.getByLabel('Email').fill('asha@');
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
    await page.getByRole('button', { name: 'Send enquiry' }).click();

    const name = page.getByLabel('Full name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your full name.');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address, like name@company.com.');
    await expect(page.getByLabel('What do you need?')).toHaveAccessibleDescription('Please tell us briefly about your project.');
    await expect(page.getByLabel('Email')).toHaveValue('asha@');
    expect(posts).toEqual([]);

    const results = await axeOn(page).include('.contact-form').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('with the API stopped, the typed text is kept and an error is shown', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/API POST \/api\/contact\/ failed|Failed to load resource|net::ERR_FAILED/);
    await page.route('**/api/contact/', (route) => route.abort());
    const values = {
      name: 'Asha Kulkarni',
      email: 'asha@kulkarni-traders.in',
      phone: '020 2553 4110',
      page: 'GST e-invoicing',
      brief: 'Three branches in Pune and Nashik.',
    };
    await page.goto('/contact');
    await fillForm(page, values);
    await page.getByRole('button', { name: 'Send enquiry' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Your enquiry could not be sent' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Everything you typed is still here');
    await expect(page.getByLabel('Full name')).toHaveValue(values.name);
    await expect(page.getByLabel('Email')).toHaveValue(values.email);
    await expect(page.getByLabel('Phone')).toHaveValue(values.phone);
    await expect(page.getByLabel('Which service?')).toHaveValue(values.page);
    await expect(page.getByLabel('What do you need?')).toHaveValue(values.brief);
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();

    const results = await axeOn(page).include('.contact-form').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('the honeypot is out of sight, out of the tab order and hidden from assistive technology', async ({ page }) => {
    await page.goto('/contact');
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    const box = await trap.boundingBox();
    expect(box === null || box.x + box.width <= 0 || box.width <= 1).toBe(true);
    await expect(page.getByRole('textbox', { name: /Leave this field empty/ })).toHaveCount(0);
    // Tabbing from Which service? reaches What do you need?, then the button: never the trap.
    await page.getByLabel('Which service?').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('What do you need?')).toBeFocused();
    // The consent box and its privacy notice link come next; then the button, with the honeypot skipped.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /privacy notice/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'privacy notice' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeFocused();
  });
});
