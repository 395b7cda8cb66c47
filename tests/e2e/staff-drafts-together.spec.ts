// Drafts a team can trust, in the browser, each walk on a server of its own: two writers draft one article and
// both changes survive (the same field brings the conflict panel, never a silent replace, and one writer's second
// tab is told the clash is with his own first tab), each named as their account names itself; a new article saved as
// a draft is reopened the next day, scheduled, and live at its time (the test sets the server's clock); a writer
// submits a draft for review, an editor sends it back with a comment, the writer fixes it, and the editor approves it
// for a time; the writer's later save takes that time off, and the editor publishes it.
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, documentArticle, seedWithArticles, startPrivateServer, type PrivateServer } from './private-server';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'shivajinagar-draft-ledger-2026';
const KAVYA = 'kavya@example.in';
const RAVI = 'ravi@example.in';
const EDITOR = 'meera@example.in';
const ARTICLE = documentArticle(
  1,
  'Closing the books in TallyPrime',
  'closing-the-books',
  'Year end, step by step.',
  '<p>Year end starts with the day book.</p>',
);

let server: PrivateServer | undefined;
let contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
  await server?.stop();
  server = undefined;
});

/** A server of the test's own with the article published, the writers and an editor; its clock starts at `clock`. */
async function startServer(clock?: Date) {
  server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + 40 + test.info().parallelIndex, seedWithArticles([ARTICLE]), {
    PUBLISH_CHECK_SECONDS: '1',
    ...(clock ? { SCHEDULE_CLOCK_START: clock.toISOString() } : {}),
  });
  await staffAccounts([KAVYA, RAVI], PASSWORD, server.databasePath, 'writer');
  await staffAccounts([EDITOR], PASSWORD, server.databasePath, 'editor');
  return server;
}

/** A member of staff, signed in, in a browser of their own. */
async function member(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: server!.baseURL });
  contexts.push(context);
  const page = await context.newPage();
  await signInAs(page, email, PASSWORD);
  return page;
}

async function openArticle(page: Page) {
  await page.goto('/staff/content?kind=articles');
  await page.getByRole('button', { name: `Edit ${ARTICLE.title}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: `Edit article “${ARTICLE.title}”` });
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(ARTICLE.title);
  return form;
}

test('two writers draft one article: both changes survive, and the same field brings the conflict panel', async ({ browser }) => {
  test.setTimeout(90_000);
  await startServer();
  const kavya = await member(browser, KAVYA);
  const ravi = await member(browser, RAVI);
  // Kavya's account has a name (My account); Ravi's has none, and his e-mail's name part stands for it.
  await kavya.goto('/staff/account');
  await kavya.getByLabel('Display name').fill('Kavya Joshi');
  await kavya.getByRole('button', { name: 'Save name' }).click();
  await expect(kavya.getByRole('status').filter({ hasText: 'Your display name is now Kavya Joshi.' })).toBeVisible();
  const hers = await openArticle(kavya);
  const his = await openArticle(ravi);

  await hers.getByLabel('Title in search results').fill('Year-end closing in TallyPrime');
  await hers.getByRole('button', { name: 'Save draft' }).click();
  await expect(hers.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  // Ravi's form was opened before her draft and sends every field: her search title must survive his save.
  await his.getByLabel('Description in search results').fill('How to close the books at year end, in five steps.');
  await his.getByRole('button', { name: 'Save draft' }).click();
  await expect(his.getByRole('status').filter({ hasText: 'together with Kavya Joshi’s changes' })).toBeVisible();
  await expect(his.getByLabel('Title in search results')).toHaveValue('Year-end closing in TallyPrime');
  await expect(his.getByText('Drafted together by Kavya Joshi and ravi.')).toBeVisible();

  // Both now change the search title: Kavya first, then Ravi from the draft he holds — the conflict panel, not a replace.
  await hers.getByLabel('Title in search results').fill('Closing the year in TallyPrime');
  await hers.getByRole('button', { name: 'Save draft' }).click();
  await expect(hers.getByRole('status').filter({ hasText: 'together with ravi’s changes' })).toBeVisible();
  await his.getByLabel('Title in search results').fill('TallyPrime year end, step by step');
  await his.getByRole('button', { name: 'Save draft' }).click();
  const conflict = his.getByRole('region', { name: /Someone else changed/ });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('row', { name: /Title in search results/ })).toContainText('Closing the year in TallyPrime');
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(his.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  // Ravi opens the draft in a second tab, changes the description in the first, then in the second: his own change
  // from the other window, said to be his, and this window's words kept when he chooses them.
  const secondTab = await openArticle(await ravi.context().newPage());
  await his.getByLabel('Description in search results').fill('Year end in TallyPrime, in five steps.');
  await his.getByRole('button', { name: 'Save draft' }).click();
  await expect(his.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await secondTab.getByLabel('Description in search results').fill('Five steps to close the year in TallyPrime.');
  await secondTab.getByRole('button', { name: 'Save draft' }).click();
  const own = secondTab.getByRole('region', {
    name: 'You changed the same field of this article in another window while you were editing here.',
  });
  await expect(own.getByRole('row', { name: /Description in search results/ })).toContainText('Year end in TallyPrime, in five steps.');
  await own.getByRole('button', { name: 'Keep this window’s' }).click();
  await expect(secondTab.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  // The editor finds one draft holding both people's changes, and publishes it.
  const editor = await member(browser, EDITOR);
  await editor.goto('/staff/content?view=pending');
  const row = editor.getByRole('row', { name: new RegExp(ARTICLE.title) });
  await expect(row).toContainText('TallyPrime year end, step by step');
  await expect(row).toContainText('Five steps to close the year in TallyPrime.');
  await row.getByRole('button', { name: `Publish ${ARTICLE.title}` }).click();
  await expect(editor.getByRole('alert').filter({ hasText: 'published' })).toBeVisible();
  const visitor = await (await browser.newContext({ baseURL: server!.baseURL })).newPage();
  await visitor.goto(`/insights/${ARTICLE.slug}`);
  await expect(visitor).toHaveTitle(/TallyPrime year end, step by step/);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', 'Five steps to close the year in TallyPrime.');
  await visitor.context().close();
});

test('a new article saved as a draft is reopened the next day, scheduled, and live at its time', async ({ browser }) => {
  test.setTimeout(120_000);
  // Day one, 10:00 India time; the next day's 11:00 is when it goes live.
  const day = new Date(Date.now() + 330 * 60_000 + 24 * 3_600_000).toISOString().slice(0, 10);
  const dayOne = new Date(`${day}T10:00:00+05:30`);
  const next = new Date(dayOne.getTime() + 24 * 3_600_000).toISOString().slice(0, 10);
  const at = Date.parse(`${next}T11:00:00+05:30`);
  await startServer(dayOne);
  const editor = await member(browser, EDITOR);
  await editor.goto('/staff/content?kind=articles');
  await editor.getByRole('button', { name: 'New article' }).click();
  const form = editor.getByRole('dialog', { name: 'New article' });
  await form.getByLabel('Title', { exact: true }).fill('GST on transport services');
  await form.getByLabel('Address', { exact: true }).fill('gst-on-transport');
  await form.getByLabel('Summary').fill('What a goods transport agency chargs.');
  await form.getByRole('textbox', { name: 'Article' }).pressSequentially('Forward charge or reverse charge.');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByRole('alert').filter({ hasText: 'Draft of the new article “GST on transport services” saved' })).toBeVisible();

  // The next day: the draft is in its list, and opens again in its form.
  await server!.restart({ SCHEDULE_CLOCK_START: new Date(dayOne.getTime() + 24 * 3_600_000).toISOString() });
  await editor.goto('/staff/content?kind=articles');
  await editor.getByRole('button', { name: 'Edit the new article GST on transport services' }).click();
  const reopened = editor.getByRole('dialog', { name: 'Draft of a new article “GST on transport services”' });
  await expect(reopened.getByLabel('Summary')).toHaveValue('What a goods transport agency chargs.');
  await reopened.getByLabel('Summary').fill('What a goods transport agency charges.');
  await reopened.getByLabel('Publish at (India time)').fill(`${next}T11:00`);
  await reopened.getByRole('button', { name: 'Save draft' }).click();
  await expect(reopened.getByRole('status').filter({ hasText: /Draft saved: it goes live on/ })).toBeVisible();
  // The calendar lists it on its day, and opens it.
  await editor.goto('/staff/calendar');
  await expect(editor.getByRole('link', { name: /GST on transport services/ })).toBeVisible();

  // Before its time it stays off the site.
  const visitor = await (await browser.newContext({ baseURL: server!.baseURL })).newPage();
  expect((await visitor.goto('/insights/gst-on-transport'))?.status()).toBe(404);

  // Two seconds before its time by the server's clock: the server publishes it as the clock passes 11:00.
  await server!.restart({ SCHEDULE_CLOCK_START: new Date(at - 2_000).toISOString() });
  await expect(async () => {
    const page = await visitor.goto('/insights/gst-on-transport');
    expect(page?.status()).toBe(200);
  }).toPass({ timeout: 30_000 });
  await expect(visitor.getByText('What a goods transport agency charges.')).toBeVisible();
  await visitor.context().close();
});

test('a writer submits for review, an editor sends it back, the writer fixes it, the editor approves it for a time, and the writer’s later save takes the time off', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  await startServer();
  const kavya = await member(browser, KAVYA);
  const form = await openArticle(kavya);
  await expect(form.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await form.getByLabel('Summary').fill('Year end, step by step, with the GST returns.');
  await form.getByLabel('Note for the reviewer').fill('I added the GST returns.');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(kavya.getByRole('alert').filter({ hasText: 'is submitted for review' })).toBeVisible();

  const meera = await member(browser, EDITOR);
  await meera.goto('/staff/content?view=pending');
  let row = meera.getByRole('row', { name: new RegExp(ARTICLE.title) });
  await expect(row).toContainText('In review');
  await expect(row).toContainText('I added the GST returns.');
  await row.getByRole('button', { name: `Send back…: ${ARTICLE.title}` }).click();
  const back = meera.getByRole('form', { name: `Send back: ${ARTICLE.title}` });
  await back.getByLabel('What to change (the writer reads it)').fill('Name GSTR-9 and its due date.');
  await back.getByRole('button', { name: 'Send back' }).click();
  await expect(meera.getByRole('alert').filter({ hasText: 'sent back to its writer' })).toBeVisible();

  await kavya.goto('/staff/content?view=pending');
  row = kavya.getByRole('row', { name: new RegExp(ARTICLE.title) });
  await expect(row).toContainText('Sent back');
  await expect(row).toContainText('Name GSTR-9 and its due date.');
  await row.getByRole('button', { name: `Edit ${ARTICLE.title}` }).click();
  const fixing = kavya.getByRole('dialog', { name: `Edit article “${ARTICLE.title}”` });
  await fixing.getByLabel('Summary').fill('Year end, step by step, with GSTR-9 due on 31 December.');
  await fixing.getByLabel('Note for the reviewer').fill('Done.');
  await fixing.getByRole('button', { name: 'Submit for review' }).click();
  await expect(kavya.getByRole('alert').filter({ hasText: 'is submitted for review' })).toBeVisible();

  await meera.reload();
  row = meera.getByRole('row', { name: new RegExp(ARTICLE.title) });
  await expect(row).toContainText('Done.');
  await row.getByRole('button', { name: `Approve…: ${ARTICLE.title}` }).click();
  // Approved for tomorrow, 10:00 India time.
  const tomorrow = new Date(Date.now() + 330 * 60_000 + 24 * 3_600_000).toISOString().slice(0, 10);
  const approve = meera.getByRole('form', { name: `Approve and publish: ${ARTICLE.title}` });
  await approve.getByLabel('Publish at (India time)').fill(`${tomorrow}T10:00`);
  await approve.getByRole('button', { name: 'Approve and schedule' }).click();
  await expect(meera.getByRole('alert').filter({ hasText: 'Approved: it goes live at its time.' })).toBeVisible();

  // The writer changes a word after the approval: the time comes off, and the form says so.
  await kavya.goto('/staff/content?view=pending');
  await kavya
    .getByRole('row', { name: new RegExp(ARTICLE.title) })
    .getByRole('button', { name: `Edit ${ARTICLE.title}` })
    .click();
  const after = kavya.getByRole('dialog', { name: `Edit article “${ARTICLE.title}”` });
  await after.getByLabel('Summary').fill('Year end, step by step, with GSTR-9 due on 31 December (GSTR-9C too).');
  await after.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    after.getByRole('status').filter({ hasText: 'Its time to go live was taken off: an editor or owner sets it again.' }),
  ).toBeVisible();

  // The editor reads it and publishes it now: no time to ask about.
  await meera.reload();
  row = meera.getByRole('row', { name: new RegExp(ARTICLE.title) });
  await expect(row).toContainText('When published');
  await row.getByRole('button', { name: `Publish ${ARTICLE.title}` }).click();
  await expect(meera.getByRole('alert').filter({ hasText: 'published: visitors see it now.' })).toBeVisible();
  const visitor = await (await browser.newContext({ baseURL: server!.baseURL })).newPage();
  await visitor.goto('/insights');
  await expect(visitor.getByText('Year end, step by step, with GSTR-9 due on 31 December (GSTR-9C too).')).toBeVisible();
  await visitor.context().close();
});
