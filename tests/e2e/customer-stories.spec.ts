// Customer stories in the content editor, as an editor works: a new story (its client, industry and city, the
// challenge, what Dexterity did, two figures, a quote and its person, a related service) saved as a draft is kept
// across a reload and shows in its preview; published, /customer-stories lists its card and its page shows its
// heading, figures and quote. A figure outside its pattern is refused by the server, whose message shows at its row
// with nothing typed lost; a good one, published, changes the public page. The related service's page shows the
// story under "How Pune businesses use it".
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'kothrud-story-ledger-2026';

/**
 * A service no seeded story and no other test's page names, per repeat: its page shows its first three stories,
 * so runs side by side (--repeat-each) never push one another's story off it.
 */
const SERVICES = [
  { id: 16, title: 'Payroll in TallyPrime' },
  { id: 6, title: 'Business Process & Tally Health Check' },
] as const;

/** The editor's dialog of the story, new or saved. */
const dialogOf = (page: Page, title: string | null) =>
  page.getByRole('dialog', { name: title === null ? 'New customer story' : `Edit customer story “${title}”` });

test('an editor adds a customer story, drafts, previews and publishes it, corrects a figure, and the site shows it', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  // A walk through the editor and four public pages: room for a busy machine.
  test.setTimeout(90_000);
  // The refused figure is logged by the browser and the API client.
  allowConsoleErrors(/400 \(Bad Request\)|API PATCH \/api\/staff\/content\/customer-stories\/\d+ failed/);
  const email = `stories.editor.w${test.info().parallelIndex}@example.in`;
  await staffAccounts([email], PASSWORD, undefined, 'editor');
  const stamp = Date.now().toString(36);
  const service = SERVICES[test.info().repeatEachIndex % SERVICES.length]!;
  const client = `Wakad Spares ${stamp}`;
  const title = `${client} pays salaries in 1 day`;
  const slug = `wakad-spares-${stamp}`;
  const quote = 'Salary day is now a morning’s work.';

  await signInAs(page, email, PASSWORD);
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Content', exact: true }).click();
  await page.getByLabel('What to edit').selectOption('Customer stories');
  await page.getByRole('button', { name: 'New customer story' }).click();
  const form = dialogOf(page, null);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Address', { exact: true }).fill(slug);
  await form.getByLabel('Client', { exact: true }).fill(client);
  await form.getByLabel('Industry', { exact: true }).fill('Auto parts trading');
  await form.getByLabel('City', { exact: true }).fill('Pune');
  await form.getByLabel('Summary', { exact: true }).fill('Payroll for 80 people moved into TallyPrime.');
  await form.getByLabel('The challenge', { exact: true }).fill('Salaries were worked out in three spreadsheets.');
  await form.getByRole('textbox', { name: 'What Dexterity did' }).click();
  await page.keyboard.type('Set up payroll in TallyPrime and trained the accounts team.');
  const results = form.getByRole('group', { name: 'Results' });
  for (const [n, figure, measure] of [
    [1, '1 day', 'to pay every salary'],
    [2, '80', 'people on one payroll'],
  ] as const) {
    await results.getByRole('button', { name: 'Add row' }).click();
    await results.getByLabel(`Figure ${n}`, { exact: true }).fill(figure);
    await results.getByLabel(`What it measures ${n}`, { exact: true }).fill(measure);
  }
  await form.getByLabel('Quote', { exact: true }).fill(quote);
  await form.getByLabel('Quoted person', { exact: true }).fill('Anil Kale');
  await form.getByRole('group', { name: 'Related services' }).getByRole('checkbox', { name: service.title }).check();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Draft of the new customer story “${title}” saved` })).toBeVisible();
  await expect(form).toBeHidden();

  // Kept: after a reload the list shows it as a new draft, and its preview shows it.
  await page.reload();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row).toContainText('New, draft');
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByRole('link', { name: `Preview the new customer story ${title} (opens in a new tab)` }).click(),
  ]);
  await expect(preview.getByRole('region', { name: 'Preview' })).toContainText('Preview — not live');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await preview.close();

  await row.getByRole('button', { name: `Edit the new customer story ${title}` }).click();
  await dialogOf(page, null).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Customer story “${title}” published.` })).toBeVisible();

  // Live: its card on the list, and its page.
  const visitor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await visitor.goto('/customer-stories');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`/customer-stories/${slug}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const figures = visitor.getByRole('region', { name: 'Results' }).getByRole('listitem');
  await expect(figures).toHaveText(['1 dayto pay every salary', '80people on one payroll']);
  await expect(visitor.getByRole('region', { name: `What ${client} says` })).toContainText(`${quote}Anil Kale`);

  // A figure outside its pattern: the server's message at its row, and what was typed still there.
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const edit = dialogOf(page, title);
  const figure = edit.getByRole('group', { name: 'Results' }).getByLabel('Figure 2', { exact: true });
  await figure.fill('eighty');
  const refused = page.waitForResponse((response) => /\/api\/staff\/content\/customer-stories\/\d+$/.test(response.url()));
  await edit.getByRole('button', { name: 'Publish' }).click();
  expect((await refused).status()).toBe(400);
  await expect(edit.getByRole('group', { name: 'Results' })).toContainText(
    'Results row 2 must be a figure such as 40%, 3 days, ₹2 lakh or 2x',
  );
  await expect(figure).toHaveValue('eighty');
  await expect(edit.getByLabel('Quote', { exact: true })).toHaveValue(quote);
  await figure.fill('85');
  await edit.getByRole('button', { name: 'Publish' }).click();
  // The first publish's message is still shown: the form closing is what says this one was saved.
  await expect(edit).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: `Customer story “${title}” published.` })).toBeVisible();

  await visitor.reload();
  await expect(figures).toHaveText(['1 dayto pay every salary', '85people on one payroll']);

  // The related service's page shows it among its stories.
  await visitor.goto(`/service/service-${service.id}`);
  await expect(visitor.getByRole('region', { name: 'How Pune businesses use it' }).getByRole('link', { name: title })).toBeVisible();
  await visitor.context().close();
});
