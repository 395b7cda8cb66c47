// Translations walked in the staff area, against a server of its own: an editor translates a service into Marathi
// beside its English and saves; the service's English title is changed in the content editor and published; the
// translation shows as outdated with the words that changed; the editor updates it and it is translated again.
import { expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'sadashiv-peth-ledger-2026';
const SERVICE = 'TallyPrime Gold Licence';

let privateServer: PrivateServer | undefined;
test.afterEach(async () => {
  await privateServer?.stop();
  privateServer = undefined;
});

test('an editor translates a service into Marathi; an English change marks it outdated with what changed; they update it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + 70 + test.info().parallelIndex, seedDocument());
  privateServer = server;
  const email = `translator.w${test.info().parallelIndex}@example.in`;
  await staffAccounts([email], PASSWORD, server.databasePath, 'editor');
  const staff = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signInAs(staff, email, PASSWORD);

  await staff.getByRole('link', { name: 'Translations' }).click();
  await staff.getByLabel('What to translate', { exact: true }).selectOption({ label: 'Services' });
  await staff.getByLabel('Language', { exact: true }).selectOption({ label: 'Marathi (मराठी)' });
  await staff.getByRole('button', { name: 'Show' }).click();
  const row = staff.getByRole('row').filter({ hasText: SERVICE });
  await expect(row).toContainText('Missing');
  await row.getByRole('button', { name: `Translate “${SERVICE}”` }).click();

  const editor = staff.getByRole('region', { name: `${SERVICE} in Marathi` });
  await expect(editor).toContainText(SERVICE);
  await editor.getByLabel('Title in Marathi').fill('टॅलीप्राइम गोल्ड परवाना');
  await editor.getByLabel('Tagline in Marathi').fill('लोकल नेटवर्कवरील टीमसाठी मल्टी-यूजर टॅलीप्राइम');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toContainText('Saved.');
  await expect(row).toContainText('Translated');

  // The English title changes and is published.
  await staff.goto('/staff/content?kind=services');
  await staff.getByRole('button', { name: `Edit ${SERVICE}`, exact: true }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: true }).fill(`${SERVICE} for teams`);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();

  // Back at the translations: outdated, with what changed.
  await staff.goto('/staff/translations?kind=services&lang=mr');
  const changed = staff.getByRole('row').filter({ hasText: `${SERVICE} for teams` });
  await expect(changed).toContainText('Outdated');
  await changed.getByRole('button', { name: `Translate “${SERVICE} for teams”` }).click();
  const again = staff.getByRole('region', { name: `${SERVICE} for teams in Marathi` });
  await expect(again.getByText('The English changed since this was translated.')).toBeVisible();
  await expect(again.locator('ins')).toContainText('for teams');
  await again.getByLabel('Title in Marathi').fill('टीमसाठी टॅलीप्राइम गोल्ड परवाना');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByRole('status')).toContainText('Saved.');
  await expect(changed).toContainText('Translated');
});
