// A form staff build, walked end to end against a server of its own whose e-mail goes to an SMTP server this test
// starts: staff build "GST e-invoicing health check" field by field (a follow-up shown only on Yes, two steps), place
// it on a built page with the Form block and publish, and send its answers to a webhook receiver this test starts; a
// visitor on a phone fills it in two steps with a wrong GSTIN first, reads why, corrects it and sends it; the answers
// are in the inbox, the e-mail reached the mail server, and the webhook arrived signed, and is sent again from the form's
// own page. A visitor of its Marathi page is told in Marathi. What the server alone shows is tested there
// (server/forms/forms.test.ts: a plain form post without scripts, translations field by field; server/webhooks: a
// refused delivery tried again; server/forms/form-reports.test.ts: the report per form).
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Locator, Page } from '@playwright/test';

import type { SmtpCatcher } from '../../server/shared/test-smtp-catcher';

import { axeOn, expect, hydrated, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { serverModule } from './server-code';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'hinjewadi-gst-ledger-2026';
const FORM = 'GST e-invoicing health check';

let privateServer: PrivateServer | undefined;
let catcher: SmtpCatcher | undefined;
let receiver: Receiver | undefined;
test.afterEach(async () => {
  await privateServer?.stop();
  await catcher?.close();
  await receiver?.close();
  privateServer = catcher = receiver = undefined;
});

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
type Received = Receiver['received'][number];

/** A CRM's webhook on this machine: it takes every delivery, and keeps what came. */
async function startReceiver() {
  const received: Array<{ signature: string; body: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ signature: String(request.headers['x-dexterity-signature']), body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm-hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether a delivery carries the signature of its body made with this secret (docs/enquiries.md). */
function signedWith(secret: string, { signature, body }: { signature: string; body: string }) {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
  return Boolean(t) && v1 === createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}

interface FieldPlan {
  label: string;
  type: string;
  options?: string;
  step?: string;
  showWhen?: [label: string, answer: string];
}

const FIELDS: readonly FieldPlan[] = [
  { label: 'Your name', type: 'Short text' },
  { label: 'Phone', type: 'Phone number' },
  { label: 'GSTIN', type: 'GSTIN' },
  { label: 'Turnover', type: 'Drop-down list', options: 'Up to ₹5 crore\n₹5–20 crore\nAbove ₹20 crore', step: '2' },
  { label: 'Do you already use e-invoicing?', type: 'One choice (radio buttons)', options: 'Yes\nNo', step: '2' },
  { label: 'Which software?', type: 'Short text', step: '2', showWhen: ['Do you already use e-invoicing?', 'Yes'] },
  { label: 'Your last GSTR-1', type: 'File (PDF, JPEG or PNG)', step: '2' },
];

/** A GSTR-1 as a visitor's phone holds it: a small PDF. */
const gstr1 = (month: string) => ({
  name: `GSTR-1 ${month}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% GSTR-1 for ${month}\n${'0'.repeat(4000)}\n%%EOF\n`),
});

/** Fills one field of the form being built, as staff do: its label, type and what its type needs. */
async function buildField(entry: Locator, plan: FieldPlan) {
  await entry.getByLabel('Label', { exact: true }).fill(plan.label);
  await entry.getByLabel('Type', { exact: true }).selectOption({ label: plan.type });
  if (plan.options) await entry.getByLabel('Choices', { exact: true }).fill(plan.options);
  if (plan.step) await entry.getByLabel('Step', { exact: true }).fill(plan.step);
  if (plan.showWhen) {
    await entry.getByLabel('Show only when', { exact: true }).fill(plan.showWhen[0]);
    await entry.getByLabel('… has the answer', { exact: true }).fill(plan.showWhen[1]);
  }
}

const formOn = (page: Page) => page.getByRole('form', { name: 'Book a GST health check' });

test('staff build a two-step form, place it on a page and publish; a visitor on a phone sends it; the lead reaches the inbox and the mail server', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { startSmtpCatcher } = await serverModule<typeof import('../../server/shared/test-smtp-catcher.ts')>(
    '../../server/shared/test-smtp-catcher.ts',
  );
  catcher = await startSmtpCatcher();
  receiver = await startReceiver();
  const server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + 50 + test.info().parallelIndex, seedDocument(), {
    SMTP_URL: catcher.url,
    ENQUIRY_TO: 'enquiries@dexterity.example',
    // A test fills the form faster than a person could: not a bot (server/forms/forms.test.ts tests the minimum).
    FORM_MIN_FILL_SECONDS: '0',
  });
  privateServer = server;
  const email = `forms.owner.w${test.info().parallelIndex}@example.in`;
  await staffAccounts([email], PASSWORD, server.databasePath, 'owner');
  const staff = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signInAs(staff, email, PASSWORD);

  // The form, field by field.
  await staff.goto('/staff/content?kind=forms');
  await staff.getByRole('button', { name: 'New form' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(FORM);
  const fields = dialog.getByRole('group', { name: 'Fields', exact: true });
  for (const [index, plan] of FIELDS.entries()) {
    await fields.getByRole('button', { name: 'Add a field' }).click();
    await buildField(fields.getByRole('group', { name: `Field ${index + 1}`, exact: true }), plan);
  }
  await dialog.getByLabel('Button', { exact: true }).fill('Book my health check');
  await dialog.getByLabel('Confirmation', { exact: true }).fill('Thank you: a GST consultant will call you today.');
  await dialog.getByLabel('E-mail the answers to', { exact: true }).fill('gst-desk@dexterity.example');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole('rowheader', { name: FORM })).toBeVisible();

  // On a built page, with the Form block.
  await staff.goto('/staff/content?kind=pages');
  await staff.getByRole('button', { name: 'New page' }).click();
  await dialog.getByLabel('Title', { exact: true }).fill('GST health check');
  await dialog.getByLabel('Address').fill('gst-health-check');
  await dialog.getByRole('button', { name: 'Add a block' }).click();
  await staff.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: /^Form/ }).click();
  const block = dialog.getByRole('group', { name: /Block 1, Form/ });
  await block.getByLabel('Heading', { exact: true }).fill('Book a GST health check');
  await block.getByLabel('Form', { exact: true }).selectOption({ label: FORM });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();

  // Its answers go to the CRM too: the secret is shown once.
  await staff.goto('/staff/webhooks');
  // A narrow form, as My account's: an address and a choice of three are not stretched across a wide window.
  expect((await staff.getByLabel('Send', { exact: true }).boundingBox())!.width, 'the Send box at 1440 px').toBeLessThanOrEqual(512);
  await staff.getByLabel('Receiver’s address').fill(receiver.url);
  await staff.getByLabel('Send', { exact: true }).selectOption({ label: `Answers to ${FORM}` });
  await staff.getByRole('button', { name: 'Add webhook' }).click();
  const secret = await staff.getByLabel('Secret').inputValue();
  expect(secret).toMatch(/^whsec_/);

  // A visitor on a phone: step 1, a wrong GSTIN first.
  const visitor = await (await browser.newContext({ baseURL: server.baseURL, viewport: { width: 375, height: 740 } })).newPage();
  await visitor.goto('/gst-health-check');
  const form = formOn(visitor);
  await hydrated(form.getByRole('button', { name: 'Next' }));
  await expect(form.getByText('Step 1 of 2')).toBeVisible();
  await expect(form.getByLabel('Turnover')).toHaveCount(0);
  await form.getByLabel('Your name').fill('Asha Kulkarni');
  await form.getByLabel('Phone').fill('98220 12345');
  await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText(/its last character does not match the others/)).toBeVisible();
  await expect(form.getByLabel('GSTIN')).toBeFocused();
  await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 2: the follow-up shows on Yes only; Back keeps what was typed.
  await expect(form.getByText('Step 2 of 2')).toBeVisible();
  await form.getByLabel('Turnover').selectOption('₹5–20 crore');
  await expect(form.getByLabel('Which software?')).toHaveCount(0);
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByLabel('Which software?').fill('TallyPrime');
  await form.getByLabel('Your last GSTR-1').setInputFiles(gstr1('October'));
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByLabel('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByLabel('Which software?')).toHaveValue('TallyPrime');
  await form.getByRole('checkbox', { name: /privacy notice/i }).check();
  await form.getByRole('button', { name: 'Book my health check' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you: a GST consultant will call you today.' })).toBeVisible();

  // In the inbox, with its form and every answer.
  await staff.goto('/staff');
  const row = staff.getByRole('row').filter({ hasText: `Form: ${FORM}` });
  await expect(row).toContainText('Asha Kulkarni');
  await row.getByRole('link', { name: /Asha Kulkarni/ }).click();
  for (const answer of [
    'GSTIN: 27AAPFU0939F1ZV',
    'Turnover: ₹5–20 crore',
    'Do you already use e-invoicing?: Yes',
    'Which software?: TallyPrime',
  ])
    await expect(staff.getByText(answer, { exact: false })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'GSTR-1 October.pdf' })).toHaveAttribute(
    'href',
    /\/api\/staff\/enquiries\/\d+\/files\/\d+$/,
  );

  // The e-mail reached the mail server, to the sales team and the form's own recipient.
  await expect.poll(() => catcher!.mails.length).toBe(1);
  expect(catcher.mails[0]!.envelope.to).toEqual(['enquiries@dexterity.example', 'gst-desk@dexterity.example']);
  expect(catcher.mails[0]!.parsed.text).toContain('GSTIN: 27AAPFU0939F1ZV');

  // The CRM got the answers, signed with the secret.
  await expect.poll(() => receiver!.received.length).toBe(1);
  const [delivered] = receiver.received as [Received];
  expect(signedWith(secret, delivered)).toBe(true);
  expect(JSON.parse(delivered.body).enquiry).toMatchObject({ form: { name: FORM }, full_name: 'Asha Kulkarni' });
  await staff.goto('/staff/webhooks');
  await staff.getByRole('button', { name: `Deliveries to ${receiver.url}` }).click();
  const delivery = staff
    .getByRole('table', { name: new RegExp(`^Deliveries to ${receiver.url}`) })
    .getByRole('row')
    .nth(1);
  await expect(delivery).toContainText('Delivered');
  await expect(delivery).toContainText('200');
  // The page, its log open, has no axe violations on a phone, and keeps its contrast in the dark theme.
  await staff.setViewportSize({ width: 375, height: 800 });
  expect((await axeOn(staff).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await staff.emulateMedia({ colorScheme: 'dark' });
  await staff.reload();
  await expect(staff.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await staff.getByRole('button', { name: `Deliveries to ${receiver.url}` }).click();
  await expect(delivery).toContainText('Delivered');
  expect((await axeOn(staff).withRules(['color-contrast']).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await staff.emulateMedia({ colorScheme: 'light' });
  await staff.setViewportSize({ width: 1280, height: 720 });

  // The form's own page shows where its answers went, and sends a delivery again from there.
  await staff.goto('/staff/content?kind=forms');
  await staff.getByRole('button', { name: `Edit ${FORM}`, exact: true }).click();
  const log = staff.getByRole('dialog').getByRole('table', { name: /^Deliveries of this form’s answers/ });
  await expect(log.getByRole('row').nth(1)).toContainText(receiver.url);
  await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
  await log.getByRole('button', { name: /^Send delivery \d+ again$/ }).click();
  await expect(staff.getByRole('dialog').getByText('Sending it again now.')).toBeVisible();
  await expect.poll(() => receiver!.received.length).toBe(2);
  expect(receiver.received[1]!.body).toBe(delivered.body);

  // A visitor of the Marathi page, before staff translate the form, reads the interface in Marathi and the form's own
  // words in English, and is told in Marathi: each English label, and its name inside the Marathi message, marked as English.
  await visitor.goto('/mr/gst-health-check');
  const marathi = formOn(visitor);
  await hydrated(marathi.getByRole('button', { name: 'पुढे' }));
  await marathi.getByRole('button', { name: 'पुढे' }).click();
  await expect(marathi.getByLabel('Your name')).toBeFocused();
  await expect(marathi.getByText('कृपया “Your name” भरा.')).toBeVisible();
  await expect(marathi.getByText('कृपया “Phone” भरा.')).toBeVisible();
  const phone = marathi.getByText('Phone', { exact: true });
  await expect(phone).toHaveCount(2);
  for (const part of await phone.all()) await expect(part).toHaveAttribute('lang', 'en');
  // The Marathi page with its messages shown has no axe violations on a phone.
  expect((await axeOn(visitor).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});
