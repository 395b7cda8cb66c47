// The company runs its own pages (issue 23), in a real browser against a server of its own: a member of staff
// publishes a new answer to a home page question and a plan's price typed "₹24,999" with a discount "19,999", and a
// visitor sees each on the public page at the next request. The phone in Site settings is walked in
// staff-settings.spec.ts, a service moved to the top of its list by keyboard in staff-reorder.spec.ts.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'shivajinagar-ledger-copy-2026';
const NEW_ANSWER = `Yes: we have held Tally's 5-Star rating since 2011, checked again ${Date.now()}.`;

type Seed = {
  faq: { question: string; answer: string }[];
  pricing_plans: { plan_type_display: string; service_id: number | null; price: number }[];
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

test('staff publish an FAQ answer and a discounted price that visitors see at once', async ({ browser }) => {
  test.setTimeout(150_000);
  const worker = test.info().parallelIndex;
  server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + worker, seedDocument());
  const email = `copy.first.w${worker}@example.in`;
  await staffAccounts([email], PASSWORD, server.databasePath, 'editor');
  const staff = await browser.newContext({ baseURL: server.baseURL });
  const page = await staff.newPage();
  await signInAs(page, email, PASSWORD);
  const visitor = await browser.newContext({ baseURL: server.baseURL });
  const guest = await visitor.newPage();

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
  await visitor.close();
});
