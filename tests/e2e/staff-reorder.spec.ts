// Reordering in the content editor, in a real browser against a server of its own: a member of staff
// drags a quick fact by its handle down its list and sends another to the top with the keyboard;
// after a reload the editor shows the new order, and so does the service's public page. Then a new
// quick fact is drafted, put in its place before it is published and goes live there, and a move saved
// as a draft leaves the page as it was until it is published. Last, a writer moves a fact whose change an editor set
// to go live tomorrow (the time comes off, and the writer is told), and Publish all puts it live while it passes over
// a page whose address was taken since: a warning that names the page and why.

import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { signInAs, staffAccounts, staffApi } from './staff-account';

const PASSWORD = 'koregaon-park-ledger-2026';
const SERVICE = 2;

// Stopped here rather than in the test, so that a test stopped by its time limit stops its server too.
let privateServer: PrivateServer | undefined;
test.afterEach(async () => {
  await privateServer?.stop();
  privateServer = undefined;
});

const titles = (page: Page) => page.getByRole('table').getByRole('rowheader').allTextContents();

/** Drags `from` by the mouse, in small steps as a hand would, and lets go just inside the bottom of `over`. */
async function drag(page: Page, from: Locator, over: Locator) {
  const start = (await from.boundingBox())!;
  const target = (await over.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, target.y + target.height - 4, { steps: 12 });
  await expect(page.getByRole('table')).toHaveClass(/content-table--dragging/);
  await page.mouse.up();
}

test('a quick fact dragged down its list and another sent to the top by keyboard keep their places after a reload, in the editor and on the service page', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `reorder.staff.w${test.info().parallelIndex}@example.in`;
  const server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + test.info().parallelIndex, seedDocument());
  privateServer = server;
  await staffAccounts([email], PASSWORD, server.databasePath);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signInAs(page, email, PASSWORD);
  await page.goto(`/staff/content?kind=quick-facts&parent=${SERVICE}`);
  await expect(page.getByRole('table', { name: 'Quick facts, in their order' })).toBeVisible();
  expect(await titles(page)).toEqual(['Users', 'Licence', 'Best for', 'Edit log']);

  // By mouse: "Users" by its handle down to below "Best for" (the rows make room for it on the way).
  await drag(
    page,
    page.getByRole('button', { name: 'Reorder Users' }),
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Best for' }) }),
  );
  await expect(page.getByRole('alert').filter({ hasText: '“Users” moved to position 3 of 4.' })).toBeVisible();
  expect(await titles(page)).toEqual(['Licence', 'Best for', 'Users', 'Edit log']);

  // By keyboard: "Edit log" to the top with Home on its handle; focus stays on the handle.
  const editLog = page.getByRole('button', { name: 'Reorder Edit log' });
  await editLog.focus();
  await page.keyboard.press('Home');
  await expect(page.getByRole('alert').filter({ hasText: '“Edit log” moved to position 1 of 4.' })).toBeVisible();
  await expect(editLog).toBeFocused();
  await expect(editLog).toHaveAccessibleDescription(/^Position 1 of 4\./);
  expect(await titles(page)).toEqual(['Edit log', 'Licence', 'Best for', 'Users']);

  await page.reload();
  await expect(page.getByRole('table', { name: 'Quick facts, in their order' })).toBeVisible();
  expect(await titles(page)).toEqual(['Edit log', 'Licence', 'Best for', 'Users']);

  // A visitor sees the same order on the service's page.
  const guest = await browser.newContext({ baseURL: server.baseURL });
  const visitor = await guest.newPage();
  await visitor.goto(`/service/service-${SERVICE}`);
  const facts = visitor.locator('.quick-facts dt');
  await expect(facts).toHaveText(['Edit log', 'Licence', 'Best for', 'Users']);

  // A new quick fact saved as a draft shows at the end of its list, marked, and moves up before it is live.
  await page.getByRole('button', { name: 'New quick fact' }).click();
  const form = page.getByRole('dialog', { name: 'New quick fact' });
  await form.getByLabel('Label').fill('Support');
  await form.getByLabel('Value').fill('Seven days a week');
  await form.getByRole('button', { name: 'Save draft' }).click();
  // At the end it would be the fifth shown fact, which the page leaves out: the form says so first.
  await form.getByRole('button', { name: 'Save draft anyway' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Draft of the new quick fact “Support” saved' })).toBeVisible();
  await expect(page.getByRole('rowheader').last()).toHaveText(/^Support.*New, draft/);
  const up = page.getByRole('button', { name: 'Move the new quick fact Support up' });
  await up.click();
  await expect(page.getByRole('alert').filter({ hasText: 'goes live after the first 3 of' })).toBeVisible();
  await up.click();
  await expect(page.getByRole('alert').filter({ hasText: 'goes live after the first 2 of' })).toBeVisible();
  await expect(up).toBeFocused();
  await expect(page.getByRole('rowheader').nth(2)).toHaveText(/^Support/);

  // Licence moved to the end as a draft: the list and the page keep it where it is until it is published.
  await page.getByRole('button', { name: 'Move Licence to another place or service' }).click();
  const move = page.getByRole('dialog', { name: 'Move quick fact “Licence”' });
  await move.getByLabel('Place in the list').selectOption('4');
  await move.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The move of “Licence” to place 4 is saved as a draft' })).toBeVisible();
  await expect(page.getByRole('rowheader').nth(1)).toHaveText(/^Licence.*Moves to place 4/);
  await visitor.reload();
  await expect(facts).toHaveText(['Edit log', 'Licence', 'Best for', 'Users']);

  await page.goto('/staff/content?kind=quick-facts&view=pending');
  await page.getByRole('button', { name: 'Publish all (2)' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '2 changes are live' })).toBeVisible();
  await visitor.reload();
  // Licence, now fifth, is the one the page leaves out.
  await expect(facts).toHaveText(['Edit log', 'Best for', 'Support', 'Users']);

  // A change to Best for set to go live tomorrow, and a page drafted at an address another page takes meanwhile.
  const owner = await staffApi(request, server.baseURL, email, PASSWORD);
  const listed = await owner<Array<{ id: number; fact_key: string }>>('GET', `content/quick-facts?parent_id=${SERVICE}`);
  const bestFor = listed.find((fact) => fact.fact_key === 'Best for')!;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  await owner('PATCH', `content/quick-facts/${bestFor.id}`, {
    fact_value: 'Traders and distributors',
    _status: 'draft',
    _publish_at: tomorrow,
  });
  const workshop = (title: string) => ({ title, slug: 'tally-workshop', blocks: [{ type: 'hero', title, text: 'Saturday, 10 am' }] });
  await owner('POST', 'content/pages', { ...workshop('Tally workshop'), _status: 'draft' });
  await owner('POST', 'content/pages', workshop('Tally workshop, Pune'));

  // A writer moves Best for to the top: their move is saved in the scheduled draft, whose time comes off.
  const writerEmail = `reorder.writer.w${test.info().parallelIndex}@example.in`;
  await staffAccounts([writerEmail], PASSWORD, server.databasePath, 'writer');
  const writerContext = await browser.newContext({ baseURL: server.baseURL });
  const writer = await writerContext.newPage();
  await signInAs(writer, writerEmail, PASSWORD);
  await writer.goto(`/staff/content?kind=quick-facts&parent=${SERVICE}`);
  await writer.getByRole('button', { name: 'Move Best for to another place or service' }).click();
  const writerMove = writer.getByRole('dialog', { name: 'Move quick fact “Best for”' });
  await writerMove.getByLabel('Place in the list').selectOption('1');
  await writerMove.getByRole('button', { name: 'Save as draft' }).click();
  await expect(
    writer.getByRole('alert').filter({ hasText: 'Its time to go live was taken off: an editor or owner sets it again.' }),
  ).toBeVisible();
  await expect(writerMove).toBeHidden();
  await writerContext.close();

  // Publish all: Best for goes live at the top with its new value; the page stays a draft, and the answer is a warning.
  await page.goto('/staff/content?view=pending');
  await page.getByRole('button', { name: 'Publish all (2)' }).click();
  const said = page.getByRole('alert').filter({ hasText: 'One change is live.' });
  await expect(said).toContainText('“Tally workshop” stays a draft: Address: another page is already called "tally-workshop".');
  await expect(said).toHaveClass(/alert-warning/);
  await visitor.reload();
  await expect(facts).toHaveText(['Best for', 'Edit log', 'Support', 'Users']);
  await expect(visitor.locator('.quick-facts dd').first()).toHaveText('Traders and distributors');
  await guest.close();
  await context.close();
});
