// Marathi walked end to end, against a server of its own: an editor translates a service into Marathi beside its
// English; a visitor on a phone switches the site to मराठी and reads it; the service's English title is changed and
// published, and the translation shows as outdated with the words that changed (a scheduled change marks it when it goes
// live: server/translations/translations.test.ts; a draft live at its time in a browser: staff-drafts-together.spec.ts);
// the editor updates it as a draft, sees it in the preview while visitors still read the old words, publishes it and the
// visitor's Marathi page shows the new words; the editor puts the first words back from the history and saves them,
// over a colleague's save of the same title made meanwhile, once the refusal has named it;
// the visitor then sends an enquiry in
// Marathi from the Marathi contact page, and sales find it marked Marathi.
import type { APIRequestContext } from '@playwright/test';

import { appReady, expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { signInAs, staffAccounts, staffApi } from './staff-account';

const PASSWORD = 'sadashiv-peth-ledger-2026';
const SERVICE = 'TallyPrime Gold Licence';
const SERVICE_PAGE = '/service/service-2';
const FIRST_TITLE = 'टॅलीप्राइम गोल्ड परवाना';
const SECOND_TITLE = 'टीमसाठी टॅलीप्राइम गोल्ड परवाना';

let privateServer: PrivateServer | undefined;
test.afterEach(async () => {
  await privateServer?.stop();
  privateServer = undefined;
});

/** A colleague, an editor signed in to the staff API in a client of their own, saves the service's Marathi words. */
async function colleagueSaves(request: APIRequestContext, baseURL: string, values: Record<string, string>) {
  const email = `translator.colleague.w${test.info().parallelIndex}@example.in`;
  await staffAccounts([email], PASSWORD, privateServer!.databasePath, 'editor');
  await (
    await staffApi(request, baseURL, email, PASSWORD)
  )('PUT', 'translations/services/2/mr', { values });
}

test('staff translate a service into Marathi; an English change marks it outdated; a visitor reads it in मराठी on a phone and writes in Marathi', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + 70 + test.info().parallelIndex, seedDocument());
  privateServer = server;
  const email = `translator.w${test.info().parallelIndex}@example.in`;
  await staffAccounts([email], PASSWORD, server.databasePath, 'editor');
  const staff = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signInAs(staff, email, PASSWORD);

  // The editor translates the service's title and tagline into Marathi.
  await staff.getByRole('link', { name: 'Translations' }).click();
  await staff.getByLabel('What to translate', { exact: true }).selectOption({ label: 'Services' });
  await staff.getByLabel('Language', { exact: true }).selectOption({ label: 'Marathi (मराठी)' });
  await staff.getByRole('button', { name: 'Show' }).click();
  const row = staff.getByRole('row').filter({ hasText: SERVICE });
  await row.getByRole('button', { name: `Translate “${SERVICE}”` }).click();
  const editor = staff.getByRole('region', { name: `${SERVICE} in Marathi` });
  await expect(editor).toContainText(SERVICE);
  await editor.getByLabel('Title in Marathi').fill(FIRST_TITLE);
  await editor.getByLabel('Tagline in Marathi').fill('लोकल नेटवर्कवरील टीमसाठी मल्टी-यूजर टॅलीप्राइम');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.getByRole('status')).toContainText('Saved.');
  await expect(row).toContainText('Translated');

  // A visitor on a phone: the English home page, the menu, मराठी; the same page in Marathi, and the service in Marathi.
  const phone = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const visitor = await phone.newPage();
  await visitor.goto('/');
  await appReady(visitor);
  await visitor.getByRole('button', { name: 'Open menu' }).click();
  await visitor.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' }).click();
  await expect(visitor).toHaveURL(/\/mr\/$/);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'mr');
  await visitor.goto(`/mr${SERVICE_PAGE}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(FIRST_TITLE);

  // The English title changes, and is published: visitors of the English page read it at once.
  await staff.goto('/staff/content?kind=services');
  await staff.getByRole('button', { name: `Edit ${SERVICE}`, exact: true }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: true }).fill(`${SERVICE} for teams`);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: `Service “${SERVICE} for teams” published.` })).toBeVisible();
  await visitor.goto(SERVICE_PAGE);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${SERVICE} for teams`);

  // Outdated, with what changed: what is left to do, found by Which; the editor updates it.
  await staff.goto('/staff/translations?kind=services&lang=mr');
  await staff.getByLabel('Which').selectOption({ label: 'Outdated' });
  await staff.getByRole('button', { name: 'Show' }).click();
  await expect(staff.getByText('1 service', { exact: true })).toBeVisible();
  await expect(staff).toHaveURL(/[?&]show=outdated/);
  const changed = staff.getByRole('row').filter({ hasText: `${SERVICE} for teams` });
  await expect(changed).toContainText('Outdated');
  await changed.getByRole('button', { name: `Translate “${SERVICE} for teams”` }).click();
  const again = staff.getByRole('region', { name: `${SERVICE} for teams in Marathi` });
  await expect(again.getByText('The English changed since this was translated.')).toBeVisible();
  await expect(again.locator('ins')).toContainText('for teams');
  // Updated as a draft first: off the site, seen in the preview, then published.
  await again.getByLabel('Title in Marathi').fill(SECOND_TITLE);
  await again.getByRole('button', { name: 'Save draft' }).click();
  await expect(again.getByRole('status')).toHaveText('Draft saved: visitors still see the live translation.');
  await expect(again.getByText(/— not live yet/)).toBeVisible();
  const [preview] = await Promise.all([staff.context().waitForEvent('page'), again.getByRole('link', { name: /^Preview/ }).click()]);
  await preview.waitForURL(`**/mr${SERVICE_PAGE}?preview=1`);
  await expect(preview.getByRole('region', { name: 'Preview' })).toContainText('Preview — not live');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(SECOND_TITLE);
  await preview.close();
  await visitor.goto(`/mr${SERVICE_PAGE}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(FIRST_TITLE);
  await again.getByRole('button', { name: 'Publish draft' }).click();
  await expect(again.getByRole('status')).toContainText('Published.');
  // Its history in Marathi: the first translation, the draft and its publishing, each with its words.
  await again.getByText(/^History in Marathi/).click();
  // Named as colleagues read each other: the e-mail's name part, the account having no display name.
  await expect(again.getByRole('group')).toContainText(`Draft saved by ${email.split('@')[0]} at`);
  await expect(again.getByRole('group')).toContainText(SECOND_TITLE);
  await expect(changed).toContainText('Translated');
  await visitor.goto(`/mr${SERVICE_PAGE}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(SECOND_TITLE);
  // The first words were better after all: put back from the history (its oldest save) and saved, they are live again.
  await again
    .getByRole('button', { name: /^Put back the words of / })
    .last()
    .click();
  await expect(again.getByLabel('Title in Marathi')).toHaveValue(FIRST_TITLE);
  await expect(again.getByRole('status')).toContainText('are back in the fields: save them to keep them.');
  // Meanwhile a colleague saves another title (through the staff API, as their page sends it): the editor's Save is
  // refused at the field, naming the colleague and their words, and keeps what the field holds; pressed again, it saves.
  await colleagueSaves(request, server.baseURL, { description: 'गोल्ड परवाना (सहकाऱ्याचे शब्द)' });
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    again.getByText(/Title in Marathi was saved by translator\.colleague.* since you opened it, as “गोल्ड परवाना \(सहकाऱ्याचे शब्द\)”/),
  ).toBeVisible();
  await expect(again.getByLabel('Title in Marathi')).toHaveValue(FIRST_TITLE);
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(again.getByRole('status')).toContainText('Saved.');
  await visitor.goto(`/mr${SERVICE_PAGE}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(FIRST_TITLE);

  // The visitor writes to the company in Marathi, from the Marathi contact page the Marathi menu leads to.
  await appReady(visitor);
  await visitor.getByRole('button', { name: 'मेनू उघडा' }).click();
  await visitor.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'संपर्क' }).click();
  await expect(visitor).toHaveURL(/\/mr\/contact$/);
  const form = visitor.locator('form', { has: visitor.getByLabel('पूर्ण नाव') });
  await form.getByLabel('पूर्ण नाव').fill('अजय पाटील');
  await form.getByLabel('फोन').fill('+91 98220 45110');
  await form.getByLabel('तुम्हाला काय हवे आहे?').fill('आमच्या दोन शाखांसाठी टॅलीप्राइम गोल्ड हवे आहे.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'चौकशी पाठवा' }).click();
  await expect(visitor.getByText('धन्यवाद! तुमची चौकशी आमच्यापर्यंत पोहोचली आहे.', { exact: false })).toBeVisible();
  await phone.close();

  // Sales find it marked Marathi, sent from the Marathi contact page.
  const salesEmail = `translator.sales.w${test.info().parallelIndex}@example.in`;
  await staffAccounts([salesEmail], PASSWORD, server.databasePath, 'sales');
  const sales = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signInAs(sales, salesEmail, PASSWORD);
  await sales.goto('/staff');
  await sales.getByRole('row').filter({ hasText: 'अजय पाटील' }).getByRole('link', { name: 'अजय पाटील' }).click();
  await expect(sales.getByText('आमच्या दोन शाखांसाठी टॅलीप्राइम गोल्ड हवे आहे.')).toBeVisible();
  const language = sales.locator('dt', { hasText: 'Language' }).locator('xpath=following-sibling::dd');
  await expect(language).toHaveText('Marathi');
  await expect(sales.locator('dt', { hasText: 'Sent from page' }).locator('xpath=following-sibling::dd')).toHaveText('/mr/contact');
});
