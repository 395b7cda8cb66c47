// Instant quotations walked end to end against a server of its own whose e-mail goes to an SMTP server this test
// starts: a visitor on a phone prices 2 TallyPrime Gold licences, a year's renewal and 3 training seats at /quote, reads
// the total with GST as they type, asks for the quotation and lands on its page; its PDF, downloaded, says what the page
// says (number, lines, taxes, total), and the e-mail with the PDF reached the mail server. Sales find the lead in the
// inbox, revise it (5 seats reach the lower price) and send it again; the revision's e-mail arrives, and the first
// link still shows the first quotation. Without scripts the builder is a form the server answers; asked on the Marathi
// builder, the quotation's page speaks Marathi. The buyer's data erased on her request, her link answers 404.
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

import type { SmtpCatcher } from '../../server/shared/test-smtp-catcher';
import { REQUEST_TIMEOUT_MS } from '../../src/config/constants';

import { appReady, axeOn, expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { serverModule } from './server-code';
import { signInAs, staffAccounts } from './staff-account';

const PASSWORD = 'shivajinagar-quote-ledger-2026';

let privateServer: PrivateServer | undefined;
let catcher: SmtpCatcher | undefined;
test.afterEach(async () => {
  await privateServer?.stop();
  await catcher?.close();
  privateServer = catcher = undefined;
});

/** The PDF's text as its reader reads it, wrapped lines joined by spaces. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const totals = (page: Page) => page.getByRole('region', { name: 'Your total with GST' });

test('a visitor on a phone gets a quotation with its PDF and e-mail; sales revise it and send it again', async ({ browser }) => {
  test.setTimeout(120_000);
  const { startSmtpCatcher } = await serverModule<typeof import('../../server/shared/test-smtp-catcher.ts')>(
    '../../server/shared/test-smtp-catcher.ts',
  );
  catcher = await startSmtpCatcher();
  const server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + 60 + test.info().parallelIndex, seedDocument(), {
    SMTP_URL: catcher.url,
    ENQUIRY_TO: 'sales@dexterity.example',
  });
  privateServer = server;

  // The visitor, on a phone.
  const phone = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
  });
  const visitor = await phone.newPage();
  await visitor.goto('/quote');
  await appReady(visitor);
  await expect(totals(visitor)).toContainText('Choose an item and its quantity');
  await visitor.getByRole('spinbutton', { name: 'TallyPrime Gold (multi-user)' }).fill('2');
  await visitor.getByRole('spinbutton', { name: 'TallyPrime Gold renewal (TSS)' }).fill('1');
  await visitor.getByRole('spinbutton', { name: 'TallyPrime training seat' }).fill('3');
  // 2 × ₹67,500 + ₹13,500 + 3 × ₹3,500 = ₹1,59,000; CGST and SGST 9% each in Maharashtra.
  await expect(totals(visitor)).toContainText('Taxable value₹1,59,000.00');
  await expect(totals(visitor)).toContainText('CGST₹14,310.00SGST₹14,310.00');
  await expect(totals(visitor)).toContainText('Total₹1,87,620.00');
  await expect(totals(visitor)).toContainText('Rupees One Lakh Eighty-Seven Thousand Six Hundred Twenty only');
  await visitor.getByRole('textbox', { name: /Your name/ }).fill('Asha Kulkarni');
  await visitor.getByRole('textbox', { name: /Business name/ }).fill('Kulkarni Traders');
  await visitor.getByRole('textbox', { name: /GSTIN/ }).fill('27AAHFD4821K1ZD');
  await visitor.getByRole('textbox', { name: /E-mail/ }).fill('asha@kulkarni.example');
  await visitor.getByRole('checkbox', { name: /privacy notice/ }).check();
  await visitor.getByRole('button', { name: 'Get my quotation' }).click();
  // A GSTIN mistyped: said at the field, nothing sent, nothing lost.
  const gstin = visitor.getByRole('textbox', { name: /GSTIN/ });
  await expect(gstin).toBeFocused();
  await expect(gstin).toHaveAccessibleDescription(/must be 15 characters, such as 27AAPFU0939F1ZV, with its last character matching/);
  await gstin.fill('27AAHFD4821K1ZC');
  await visitor.getByRole('button', { name: 'Get my quotation' }).click();

  // The quotation's page, at its private link, once it is made: "Making your quotation…" shows until then, for as long
  // as the request may take before the page gives up (REQUEST_TIMEOUT_MS), and its page then loads. A busy machine
  // takes more than an assertion's few seconds to make it (two sites, two browsers and a build on two cores).
  await expect(visitor).toHaveURL(/\/quotation\/[A-Za-z0-9_-]{24}$/, { timeout: REQUEST_TIMEOUT_MS + 10_000 });
  const firstLink = visitor.url();
  const heading = visitor.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Quotation DX-Q-\d{4}-\d{5}$/);
  const number = (await heading.textContent())!.replace('Quotation ', '');
  const items = visitor.getByRole('region', { name: 'Items' });
  for (const line of ['TallyPrime Gold (multi-user)', 'TallyPrime Gold renewal (TSS)', 'TallyPrime training seat'])
    await expect(items).toContainText(line);
  // On the phone each line is read down the screen, its figures under its name: nothing to swipe sideways for.
  expect(await items.evaluate((region) => region.scrollWidth - region.clientWidth), 'px of the items hidden to the side').toBe(0);
  await expect(visitor.getByRole('row', { name: /^CGST/ })).toContainText('₹14,310.00');
  await expect(visitor.getByRole('row', { name: /^Total/ })).toContainText('₹1,87,620.00');
  await expect(visitor.getByRole('link', { name: 'Ask us on WhatsApp' })).toHaveAttribute('href', new RegExp(`text=.*${number}`));
  expect((await axeOn(visitor).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  // Its PDF says what the page says.
  const [download] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('link', { name: 'Download the PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await pdfText(new Uint8Array(await (await import('node:fs/promises')).readFile((await download.path())!)));
  for (const text of [
    number,
    'TallyPrime Gold (multi-user)',
    'TallyPrime Gold renewal (TSS)',
    'TallyPrime training seat',
    '997331',
    'CGST ₹14,310.00',
    'SGST ₹14,310.00',
    'Total ₹1,87,620.00',
    'Rupees One Lakh Eighty-Seven Thousand Six Hundred Twenty only',
    'GSTIN: 27AAHFD4821K1ZC',
  ])
    expect(pdf).toContain(text);

  // The e-mail with the PDF, and the enquiry's e-mail to sales.
  await expect.poll(() => catcher!.mails.length).toBe(2);
  const toVisitor = catcher.mails.find((mail) => mail.envelope.to.includes('asha@kulkarni.example'))!;
  expect(toVisitor.parsed.subject).toBe(`Your quotation ${number}`);
  expect(toVisitor.parsed.attachments.map((file) => file.filename)).toEqual([`${number}.pdf`]);

  // Sales, at their desk: the lead in the inbox, with its quotation.
  const email = `quotes.sales.w${test.info().parallelIndex}@example.in`;
  await staffAccounts([email], PASSWORD, server.databasePath, 'sales');
  const staff = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signInAs(staff, email, PASSWORD);
  await staff.goto('/staff');
  const row = staff.getByRole('row').filter({ hasText: `Quotation ${number}` });
  await row.getByRole('link', { name: /Asha Kulkarni/ }).click();
  const panel = staff.getByRole('region', { name: 'Quotation' });
  await expect(panel).toContainText(number);
  await expect(panel).toContainText('₹1,87,620.00');

  // Revised: 5 training seats reach ₹3,000 a seat.
  await panel.getByRole('button', { name: 'Revise' }).click();
  await expect(panel.getByRole('spinbutton', { name: /TallyPrime Gold \(multi-user\)/ })).toHaveValue('2');
  await panel.getByRole('spinbutton', { name: /TallyPrime training seat/ }).fill('5');
  await panel.getByRole('button', { name: 'Make revision' }).click();
  // 2 × ₹67,500 + ₹13,500 + 5 × ₹3,000 = ₹1,63,500, and 18% GST: ₹1,92,930.
  await expect(panel).toContainText(`${number}-R1`);
  await expect(panel).toContainText('₹1,92,930.00');
  await panel.getByRole('button', { name: 'Send again' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'e-mailed' })).toHaveText(
    `Quotation ${number}-R1 e-mailed to asha@kulkarni.example.`,
  );
  await expect.poll(() => catcher!.mails.length).toBe(3);
  expect(catcher.mails[2]!.parsed.subject).toBe(`Your quotation ${number}-R1`);
  await panel.getByLabel('Quotation status').selectOption('Accepted');
  await expect(panel.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(`Saved: ${number}-R1 is marked Accepted.`);

  // The first link still shows the first quotation; the revision has its own.
  await visitor.goto(firstLink);
  await expect(visitor.getByRole('row', { name: /^Total/ })).toContainText('₹1,87,620.00');

  // Without scripts the builder is a form the server answers with the quotation's page (its English post and its
  // refusals: server/quotations/quotations.test.ts). Asked on the Marathi builder, the quotation speaks Marathi, and leads
  // back to the Marathi builder.
  const plain = await (await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled: false })).newPage();
  await plain.goto('/mr/quote');
  await plain.getByRole('spinbutton', { name: 'TallyPrime Gold (multi-user)' }).fill('1');
  await plain.getByRole('textbox', { name: /तुमचे नाव/ }).fill('रवी देशमुख');
  await plain.getByRole('textbox', { name: /फोन/ }).fill('020 2553 1234');
  await plain.getByRole('checkbox', { name: /गोपनीयता/ }).check();
  await plain.getByRole('button', { name: 'माझे कोटेशन मिळवा' }).click();
  await expect(plain).toHaveURL(/\/quotation\/[A-Za-z0-9_-]{24}$/);
  await visitor.goto(plain.url());
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(/^कोटेशन DX-Q-\d{4}-\d{5}$/);
  await expect(visitor.getByRole('row', { name: /^एकूण/ })).toContainText('₹79,650.00');
  await expect(visitor.getByText(/रुपये फक्त$/)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'दुसरे कोटेशन तयार करा' })).toHaveAttribute('href', '/mr/quote');
  expect((await axeOn(visitor).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  // The buyer asks for her data to be erased (DPDP Act, 2023): the owner finds her with her quotation, is told what
  // goes, erases it, and is told what went; her quotation's private link is then the site's 404 page.
  const owner = `quotes.owner.w${test.info().parallelIndex}@example.in`;
  await staffAccounts([owner], PASSWORD, server.databasePath, 'owner');
  const desk = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signInAs(desk, owner, PASSWORD);
  await desk.goto('/staff/privacy');
  // The search's fields and its button start and end on one line (the button as tall as the boxes), whatever hint hangs
  // below one of them.
  const search = [
    desk.getByRole('combobox', { name: 'Find by' }),
    desk.getByRole('textbox', { name: 'E-mail address' }),
    desk.getByLabel('Request received on (India date)'),
    desk.getByRole('button', { name: 'Find' }),
  ];
  const boxes = await Promise.all(search.map(async (control) => (await control.boundingBox())!));
  const tops = boxes.map((box) => Math.round(box.y));
  const bottoms = boxes.map((box) => Math.round(box.y + box.height));
  expect(new Set(tops).size, `the tops of the search's fields and button: ${tops.join(', ')} px`).toBe(1);
  expect(new Set(bottoms).size, `the bottoms of the search's fields and button: ${bottoms.join(', ')} px`).toBe(1);
  await desk.getByRole('textbox', { name: 'E-mail address' }).fill('asha@kulkarni.example');
  await desk.getByRole('button', { name: 'Find' }).click();
  await expect(desk.getByRole('table', { name: /^Quotations made with these enquiries/ })).toContainText(`${number}-R1`);
  await desk.getByRole('button', { name: 'Erase…' }).click();
  await desk.getByRole('group').getByRole('button', { name: 'Erase for good' }).click();
  await expect(desk.getByText('Nothing is held about asha@kulkarni.example: no enquiry was sent with it.')).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: /^Erased/ })).toHaveText(
    'Erased 1 enquiry and their notes, and 1 quotation with every revision.',
  );
  expect((await visitor.goto(firstLink))?.status()).toBe(404);
});
