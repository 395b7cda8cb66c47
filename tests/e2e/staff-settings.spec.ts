// The company's details as staff keep them (Site settings), on a server of its own so that no other test
// sees its numbers change: staff change the main phone and the office hours as a draft, a visitor still
// sees the old ones, staff publish, and the header, the footer and the contact page show the new ones at
// the next request; a second phone left empty disappears.
import { expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { signInAs, staffAccounts } from './staff-account';

const EMAIL = 'settings.staff@example.in';
const PASSWORD = 'baner-settings-ledger-2026';
const seeded = seedDocument() as unknown as { site_settings: { phone: string; phone_2: string; office_hours: string } };

let server: PrivateServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('staff change the phone and office hours: a draft stays off the site, and once published every page shows them', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + test.info().parallelIndex, seedDocument());
  await staffAccounts([EMAIL], PASSWORD, server.databasePath);
  const staff = await browser.newContext({ baseURL: server.baseURL });
  const page = await staff.newPage();
  await signInAs(page, EMAIL, PASSWORD);
  await page.goto('/staff/content?kind=site-settings');
  const settings = page.getByRole('region', { name: 'Site settings' });
  await expect(settings).toContainText(seeded.site_settings.phone);

  await settings.getByRole('button', { name: 'Edit site settings' }).click();
  const form = page.getByRole('dialog', { name: 'Edit site settings' });
  await form.getByLabel('Main phone').fill('+91 90110 22334');
  await form.getByLabel('Second phone').fill('');
  await form.getByLabel('Office hours').fill('Monday to Friday, 09:30 to 18:30 IST');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByRole('status')).toContainText('Draft saved');
  await form.getByRole('button', { name: 'Close' }).last().click();
  await expect(settings.getByText('Draft', { exact: true })).toBeVisible();

  const visitor = await browser.newContext({ baseURL: server.baseURL });
  const guest = await visitor.newPage();
  await guest.goto('/contact');
  await expect(guest.getByRole('main').getByRole('link', { name: seeded.site_settings.phone })).toBeVisible();
  await expect(guest.getByText('+91 90110 22334')).toHaveCount(0);

  await settings.getByRole('button', { name: 'Edit site settings' }).click();
  await page.getByRole('dialog', { name: 'Edit site settings' }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Site settings published.' })).toBeVisible();

  await guest.reload();
  const main = guest.getByRole('main');
  await expect(main.getByRole('link', { name: '+91 90110 22334' })).toHaveAttribute('href', 'tel:+919011022334');
  await expect(main.getByText('Monday to Friday, 09:30 to 18:30 IST')).toBeVisible();
  await expect(guest.getByRole('contentinfo').getByRole('link', { name: '+91 90110 22334' })).toBeVisible();
  // The second phone was emptied: it is on no page any more.
  await expect(guest.getByText(seeded.site_settings.phone_2)).toHaveCount(0);
  await guest.goto('/about');
  await expect(guest.getByRole('contentinfo').getByRole('link', { name: '+91 90110 22334' })).toBeVisible();
  await expect(guest.getByText(seeded.site_settings.phone)).toHaveCount(0);
  await visitor.close();
  await staff.close();
});
