// Staff working on the same item at once (issue 32), in two browsers against a server of their own, in one
// walk: Rahul opens a service, and Meera, opening it after him, is told so in the list and in the form; Rahul
// publishes a new tagline, then Meera a new title from the form she opened before his change. Her save is
// merged with his (no conflict panel), and the service's page shows both.
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { E2E_PORT } from '../../playwright.config';

import { expect, test } from './fixtures';
import { seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'kothrud-day-book-together-2026';
// The test has a fresh server, so plain names do: the editor calls people by their e-mail's first part.
const RAHUL = 'rahul@example.in';
const MEERA = 'meera@example.in';
/** Service 7 of the seed, in ERP Consultation. */
const OFFERING = 'ERP Consultation';
const SERVICE = { id: 7, title: 'GST, E-Invoicing & E-Way Bill Set-up', tagline: 'Compliant invoices straight from TallyPrime' };

let server: PrivateServer | undefined;
/** The browsers opened for the test's people, closed before their server stops. */
let contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
  await server?.stop();
  server = undefined;
});

/** A server of this test's own, with Rahul's and Meera's editor accounts. Its port derives from this run's (E2E_PORT). */
async function startServer() {
  server = await startPrivateServer(E2E_PORT + 80 + test.info().parallelIndex, seedDocument());
  await staffAccounts([RAHUL, MEERA], PASSWORD, server.databasePath, 'editor');
  return server;
}

/** Someone in a browser of their own. */
async function person(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  return context.newPage();
}

/** A member of staff, signed in, in a browser of their own. */
async function member(browser: Browser, baseURL: string, email: string) {
  const page = await person(browser, baseURL);
  await signInAs(page, email, PASSWORD);
  return page;
}

/** The offering's id, as the editor's offering list links it. */
async function offeringId(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/api/get-offering/')).json()) as { data: { id: number; offering_name: string }[] };
  return answer.data.find((offering) => offering.offering_name === OFFERING)!.id;
}

/** The offering's services in the editor. */
async function openServices(page: Page) {
  await page.goto(`/staff/content?kind=services&parent=${await offeringId(page)}`);
  await expect(page.getByRole('table').getByRole('rowheader', { name: SERVICE.title })).toBeVisible();
}

/** Opens the service's form from its row. */
async function openService(page: Page) {
  await page.getByRole('button', { name: `Edit ${SERVICE.title}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: `Edit service “${SERVICE.title}”` });
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(SERVICE.title);
  return form;
}

test('Rahul and Meera open the same service: each is told who else has it open; he publishes a new tagline, she a new title, and its page shows both, without a conflict', async ({
  browser,
}) => {
  // A server of its own and two members signed in: a minute and a half on a machine busy with builds beside it.
  test.setTimeout(150_000);
  const { baseURL } = await startServer();
  const stamp = Date.now();
  const tagline = `E-invoices and e-way bills from TallyPrime, ${stamp}`;
  const title = `GST, E-Invoicing & E-Way Bills ${stamp}`;

  // Rahul opens the service: the form tells the server at once that he has it open; nobody else has: no line.
  const rahul = await member(browser, baseURL, RAHUL);
  await openServices(rahul);
  const told = rahul.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/services/${SERVICE.id}/presence`),
  );
  const rahulForm = await openService(rahul);
  expect((await told).ok()).toBe(true);
  await expect(rahulForm.getByText(/is editing this/)).toHaveCount(0);

  // Meera's list marks the service, and its form says the same: only an informing line, she may still edit and save.
  const line = /^Rahul is editing this \(since \d{1,2}:\d{2} [ap]m\)$/;
  const meera = await member(browser, baseURL, MEERA);
  await openServices(meera);
  const rows = meera.getByRole('table').getByRole('rowheader');
  await expect(rows.filter({ hasText: SERVICE.title }).getByText(line)).toBeVisible();
  await expect(rows.getByText(/is editing this/)).toHaveCount(1);
  const meeraForm = await openService(meera);
  await expect(meeraForm.getByText(line)).toBeVisible();
  await expect(meeraForm.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();

  // Rahul changes only the tagline and publishes.
  await rahulForm.getByLabel('Tagline').fill(tagline);
  await rahulForm.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(rahul.getByRole('alert').filter({ hasText: `Service “${SERVICE.title}” published.` })).toBeVisible();
  await expect(rahulForm).toBeHidden();

  // Meera, from the form she opened before his change, changes only the title and publishes: merged, not refused.
  await expect(meeraForm.getByLabel('Tagline')).toHaveValue(SERVICE.tagline);
  await meeraForm.getByLabel('Title', { exact: true }).fill(title);
  await meeraForm.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    meera
      .getByRole('alert')
      .filter({ hasText: `Service “${title}” published. Saved, together with rahul’s changes made since you opened it.` }),
  ).toBeVisible();
  await expect(meeraForm).toBeHidden();
  await expect(meera.getByText(/Someone else (saved|changed)/)).toHaveCount(0);
  await expect(meera.getByRole('table').getByRole('rowheader', { name: title })).toBeVisible();

  // A visitor sees both changes on the service's page: Meera's title and Rahul's tagline.
  const visitor = await person(browser, baseURL);
  await visitor.goto(`/service/service-${SERVICE.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('main')).toContainText(tagline);
  await expect(visitor.getByRole('main')).not.toContainText(SERVICE.tagline);
});
