// The company runs its own pages (issue 23), in a real browser against a server of its own: one member of staff
// publishes a new main phone, a new answer to a home page question and a plan's price typed "₹24,999" with a
// discount "19,999", and a visitor sees each on the public page at the next request; a second member moves a
// service to the top of its offering by keyboard and edits its tagline, and its place holds on Our Offerings,
// in the API and in the editor after a reload.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'shivajinagar-ledger-copy-2026';
const NEW_PHONE = '+91 90110 55667';
const NEW_ANSWER = `Yes: we have held Tally's 5-Star rating since 2011, checked again ${Date.now()}.`;
/** ERP Consultation's services, in their order: the last one goes to the top. */
const OFFERING = 'ERP Consultation';

type Seed = {
  faq: { question: string; answer: string }[];
  pricing_plans: { plan_type_display: string; service_id: number | null; price: number }[];
  offerings: { offering_name: string; services: { id: number; description: string; heading: string }[] }[];
};
const seed = seedDocument() as unknown as Seed;

let server: PrivateServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** Publishes the open form and waits for the editor to say so. */
async function publish(page: Page, form: ReturnType<Page['getByRole']>, said: RegExp) {
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: said })).toBeVisible();
}

test('staff publish a phone, an FAQ answer and a discounted price that visitors see at once; another moves and edits a service, and its place holds', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const worker = test.info().parallelIndex;
  server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + worker, seedDocument());
  const [first, second] = [`copy.first.w${worker}@example.in`, `copy.second.w${worker}@example.in`];
  await staffAccounts([first, second], PASSWORD, server.databasePath, 'editor');
  const staff = await browser.newContext({ baseURL: server.baseURL });
  const page = await staff.newPage();
  await signInAs(page, first, PASSWORD);
  const visitor = await browser.newContext({ baseURL: server.baseURL });
  const guest = await visitor.newPage();

  // The main phone, in Site settings: the contact page shows it at the next request.
  await page.goto('/staff/content?kind=site-settings');
  await page.getByRole('region', { name: 'Site settings' }).getByRole('button', { name: 'Edit site settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Edit site settings' });
  await settings.getByLabel('Main phone').fill(NEW_PHONE);
  await publish(page, settings, /^Site settings published\./);
  await guest.goto('/contact');
  await expect(guest.getByRole('main').getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+919011055667');

  // A question's answer on the home page.
  const question = seed.faq[0]!.question;
  await page.goto('/staff/content?kind=faq');
  await page.getByRole('button', { name: `Edit ${question}`, exact: true }).click();
  const faq = page.getByRole('dialog', { name: `Edit question “${question}”` });
  await faq.getByLabel('Answer').fill(NEW_ANSWER);
  await publish(page, faq, /^Question “.+” published\./);
  await guest.goto('/');
  const faqSection = guest.locator('#faq');
  await expect(faqSection.getByRole('button', { name: question })).toBeVisible();
  await expect(faqSection).toContainText(NEW_ANSWER);
  await expect(faqSection).not.toContainText(seed.faq[0]!.answer);

  // A plan's price typed as staff write it, with a discount: both saved, the card shows them.
  const plan = seed.pricing_plans.find((entry) => entry.service_id === 1)!;
  await page.goto('/staff/content?kind=pricing-plans');
  await page.getByRole('button', { name: `Edit ${plan.plan_type_display}`, exact: true }).click();
  const planForm = page.getByRole('dialog', { name: `Edit pricing plan “${plan.plan_type_display}”` });
  await planForm.getByLabel('Price', { exact: true }).fill('₹24,999');
  await planForm.getByLabel('Discounted price').fill('19,999');
  await planForm.getByLabel('Discount label (per cent)').fill('20');
  await publish(page, planForm, /^Pricing plan “.+” published\./);
  await guest.goto('/service/service-1');
  const card = guest.getByRole('article', { name: plan.plan_type_display });
  await expect(card.locator('.pricing-plan__amount')).toHaveText('₹19,999');
  await expect(card.locator('.pricing-plan__original')).toContainText('₹24,999');
  await expect(card.locator('.pricing-plan__save')).toHaveText('Save 20%');
  await staff.close();

  // A second member moves the offering's last service to the top by keyboard, then edits its tagline.
  const services = seed.offerings.find((offering) => offering.offering_name === OFFERING)!.services;
  const moved = services.at(-1)!;
  const tagline = `Set up once, filed every month ${Date.now()}`;
  const otherContext = await browser.newContext({ baseURL: server.baseURL });
  const other = await otherContext.newPage();
  await signInAs(other, second, PASSWORD);
  await other.goto(`/staff/content?kind=services&parent=${await offeringId(other)}`);
  const handle = other.getByRole('button', { name: `Reorder ${moved.description}` });
  await handle.focus();
  await other.keyboard.press('Home');
  await expect(
    other.getByRole('alert').filter({ hasText: `“${moved.description}” moved to position 1 of ${services.length}.` }),
  ).toBeVisible();
  await other.getByRole('button', { name: `Edit ${moved.description}`, exact: true }).click();
  const serviceForm = other.getByRole('dialog', { name: /^Edit service/ });
  await serviceForm.getByLabel('Tagline').fill(tagline);
  await publish(other, serviceForm, /^Service “.+” published\./);

  const order = [moved.id, ...services.filter((service) => service.id !== moved.id).map((service) => service.id)];
  await guest.goto(`/service?offering=${encodeURIComponent(OFFERING)}`);
  const cards = guest.getByRole('tabpanel').getByRole('article');
  await expect(cards.first()).toContainText(moved.description);
  await expect(cards.first()).toContainText(tagline);
  const api = (await (await guest.request.get('/api/get-offering-details/')).json()) as { data: { id: number }[] };
  const listed = api.data.map((service) => service.id).filter((id) => order.includes(id));
  expect(listed).toEqual(order);
  await other.reload();
  await expect(other.getByRole('table').getByRole('rowheader').first()).toHaveText(moved.description);
  await otherContext.close();
  await visitor.close();
});

/** The offering's id, as the editor's offering list links it. */
async function offeringId(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/api/get-offering/')).json()) as { data: { id: number; offering_name: string }[] };
  return answer.data.find((offering) => offering.offering_name === OFFERING)!.id;
}
