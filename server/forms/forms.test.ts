// Forms staff build (docs/forms.md), through the staff API and the public routes: a form is saved like any kind (bad
// definitions refused naming the field), read by visitors without its recipients, and its answers — as JSON or a plain
// form post — are refused per field with nothing stored, or land in the enquiry inbox in the form's order, e-mailed to
// the form's recipients through a real SMTP server on this machine.
import { createHash } from 'node:crypto';

import { afterEach, describe, expect, it } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';
import { CONSENT_VERSION } from '../../common/enquiry-rules.ts';
import { formMessages, MAX_FORM_TEXT_CHARACTERS } from '../../common/form-rules.ts';
import { forms, MAX_FORM_FIELDS, MAX_FORM_FILE_MB, MAX_FORM_FILES } from '../../common/kinds/forms.ts';
import { formField, type StoredFormField } from '../../common/testing/form-field.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../shared/test-smtp-catcher.ts';
import type { TestAppOptions } from '../api/test-app.ts';
import { sampleEnquiry } from '../api/test-enquiry.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';

import { MAX_FORM_JSON_BODY, MAX_FORM_POST_BODY } from './limits.ts';
import { formAnswerMessages } from './routes.ts';

let app: StaffTestApp | undefined;
let catcher: SmtpCatcher | undefined;
afterEach(async () => {
  await app?.close();
  await catcher?.close();
  app = catcher = undefined;
});

async function open(options: TestAppOptions = {}): Promise<{ app: StaffTestApp; session: SignedIn }> {
  app = await buildStaffTestApp(options);
  await app.addAccount();
  return { app, session: await app.signIn() };
}

/** A field as the staff form sends it: every property. */
const entry = (label: string, type: string, more: Partial<StoredFormField> = {}) => formField(label, { type, ...more });

/** "GST e-invoicing health check", as staff build it: two steps, a follow-up shown only on Yes. */
const healthCheck = (more: Record<string, unknown> = {}) => ({
  title: 'GST e-invoicing health check',
  fields: [
    entry('Your name', 'text'),
    entry('Phone', 'phone'),
    entry('GSTIN', 'gstin'),
    entry('Turnover', 'select', { options: 'Up to ₹5 crore\n₹5–20 crore\nAbove ₹20 crore', step: 2 }),
    entry('Do you already use e-invoicing?', 'radio', { options: 'Yes\nNo', step: 2 }),
    entry('Which software?', 'text', { show_when: 'Do you already use e-invoicing?', show_values: 'Yes', step: 2 }),
  ],
  submit_label: 'Book my health check',
  confirmation: 'Thank you: a GST consultant will call you today.',
  redirect: '',
  reply: '',
  notify: 'gst-desk@dexterity.example',
  ...more,
});

async function buildForm(session: SignedIn, form: Record<string, unknown> = healthCheck()) {
  const response = await app!.send('POST', `/api/staff/content/${forms.name}`, { session, payload: form });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

const answers = (formId: number, more: Record<string, unknown> = {}) => ({
  form_id: formId,
  'your-name': 'Asha Kulkarni',
  phone: '98220 12345',
  gstin: '27aapfu0939f1zv',
  turnover: '₹5–20 crore',
  'do-you-already-use-e-invoicing': 'No',
  'which-software': 'Should be dropped: the question is hidden on No',
  unknown: 'ignored',
  consent_version: CONSENT_VERSION,
  sent_from_page: '/gst-health-check',
  ...more,
});

let address = 0;
const sendJson = (body: unknown) =>
  app!.app.inject({
    method: 'POST',
    url: apiPaths.sendForm,
    remoteAddress: `10.9.0.${(address += 1) % 250}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const sendPlain = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return app!.app.inject({
    method: 'POST',
    url: apiPaths.sendForm,
    remoteAddress: `10.9.1.${(address += 1) % 250}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
};

const inboxRows = () => app!.inbox.list({ status: 'all' }, 1, 50);

describe('a form staff build', () => {
  it('is read by visitors as they fill it in, without who is told of answers; null once deleted', async () => {
    const { session } = await open();
    const id = await buildForm(session);
    const read = (await app!.app.inject(`${apiPaths.form}?id=${id}`)).json();
    expect(read.success).toBe(true);
    expect(read.data).toMatchObject({ id, title: 'GST e-invoicing health check', submitLabel: 'Book my health check', steps: 2 });
    expect(read.data.fields.map((field: { key: string }) => field.key)).toEqual([
      'your-name',
      'phone',
      'gstin',
      'turnover',
      'do-you-already-use-e-invoicing',
      'which-software',
    ]);
    expect(read.data.fields[5].showWhen).toEqual({ key: 'do-you-already-use-e-invoicing', values: ['Yes'] });
    expect(JSON.stringify(read.data)).not.toContain('gst-desk@');
    expect((await app!.app.inject(`${apiPaths.form}?id=${id + 1}`)).json()).toEqual({ success: true, data: null });
    expect((await app!.app.inject(`${apiPaths.form}?id=x`)).statusCode).toBe(400);

    const removed = await app!.send('DELETE', `/api/staff/content/${forms.name}/${id}`, { session });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await app!.app.inject(`${apiPaths.form}?id=${id}`)).json()).toEqual({ success: true, data: null });
    // A visitor who still has it open is told, and nothing is stored.
    const late = await sendJson(answers(id));
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ success: false, message: formAnswerMessages.noForm });
    expect(inboxRows()).toEqual([]);
  });

  it('is refused with a message naming the field when staff give no fields, bad limits or bad recipients', async () => {
    const { session } = await open();
    for (const [change, field] of [
      [{ fields: [] }, 'fields'],
      [{ notify: 'sales at dexterity' }, 'notify'],
      [{ fields: [entry('Seats', 'number', { limits: 'lots' })] }, 'fields'],
      [{ redirect: '//elsewhere.example/thanks' }, 'redirect'],
    ] as const) {
      const response = await app!.send('POST', `/api/staff/content/${forms.name}`, { session, payload: healthCheck(change) });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(response.json().fields ?? response.json()), JSON.stringify(change)).toContain(field);
    }
  });
  it('is refused with more file fields than a post carries files, naming the first field past them; as many are taken', async () => {
    const { session } = await open();
    const files = (count: number) => Array.from({ length: count }, (_, at) => entry(`Document ${at + 1}`, 'file', { required: false }));
    const refused = await app!.send('POST', `/api/staff/content/${forms.name}`, {
      session,
      payload: healthCheck({ fields: [entry('Your name', 'text'), ...files(MAX_FORM_FILES + 1)] }),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual({
      [`fields[${MAX_FORM_FILES + 1}].type`]: `must not be a file: a form takes at most ${MAX_FORM_FILES} file fields, as a visitor sends at most ${MAX_FORM_FILES} files. Remove a file field or choose another type.`,
    });
    await buildForm(session, healthCheck({ fields: [entry('Your name', 'text'), ...files(MAX_FORM_FILES)] }));
  });
});

describe('answers to a form', () => {
  it('land in the inbox with the form’s name and every shown answer in its order, typed; hidden and unknown ones dropped', async () => {
    const { session } = await open();
    const id = await buildForm(session);
    const response = await sendJson(answers(id, { website: '' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Thank you: a GST consultant will call you today.', redirect: '' });

    const [row] = inboxRows();
    expect(row).toMatchObject({
      form_id: id,
      form_name: 'GST e-invoicing health check',
      full_name: 'Asha Kulkarni',
      phone: '98220 12345',
      email: '',
      sent_from_page: '/gst-health-check',
      consent_version: CONSENT_VERSION,
    });
    expect(JSON.parse(row!.answers)).toEqual([
      { key: 'your-name', label: 'Your name', type: 'text', value: 'Asha Kulkarni' },
      { key: 'phone', label: 'Phone', type: 'phone', value: '98220 12345' },
      { key: 'gstin', label: 'GSTIN', type: 'gstin', value: '27AAPFU0939F1ZV' },
      { key: 'turnover', label: 'Turnover', type: 'select', value: '₹5–20 crore' },
      { key: 'do-you-already-use-e-invoicing', label: 'Do you already use e-invoicing?', type: 'radio', value: 'No' },
    ]);
    // The inbox's search finds it by an answer.
    expect(app!.inbox.list({ q: '27AAPFU0939F1ZV' }, 1, 10)).toHaveLength(1);

    // On Yes the follow-up is required, and kept.
    expect((await sendJson(answers(id, { 'do-you-already-use-e-invoicing': 'Yes', 'which-software': '' }))).json().errors).toEqual({
      'which-software': 'Please fill in Which software?.',
    });
    expect((await sendJson(answers(id, { 'do-you-already-use-e-invoicing': 'Yes', 'which-software': 'TallyPrime' }))).statusCode).toBe(201);
    expect(JSON.parse(inboxRows()[0]!.answers).at(-1)).toMatchObject({ key: 'which-software', value: 'TallyPrime' });
  });

  it('are refused with a message per field and nothing stored: a wrong check digit, a missing choice, no consent', async () => {
    const { session } = await open();
    const id = await buildForm(session);
    const response = await sendJson(answers(id, { gstin: '27AAPFU0939F1ZW', turnover: 'A lot', consent_version: '' }));
    expect(response.statusCode).toBe(400);
    const { message, errors } = response.json();
    expect(message).toBe(formAnswerMessages.invalid);
    expect(Object.keys(errors).sort()).toEqual(['consent_version', 'gstin', 'turnover']);
    expect(errors.gstin).toMatch(/does not match/);
    for (const bad of [null, [], 'text', { form_id: id, 'your-name': { nested: true } }]) {
      const refused = await sendJson(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, JSON.stringify(bad)).toBeLessThan(500);
    }
    expect(inboxRows()).toEqual([]);
  });

  it('from a bot (the hidden field filled, or filled in within seconds) are answered as sent and not stored', async () => {
    const { session } = await open();
    const id = await buildForm(session);
    expect((await sendJson(answers(id, { website: 'https://spam.example' }))).statusCode).toBe(201);
    expect((await sendJson(answers(id, { filled_ms: 500 }))).statusCode).toBe(201);
    expect(inboxRows()).toEqual([]);
    expect((await sendJson(answers(id, { filled_ms: 60_000 }))).statusCode).toBe(201);
    expect(inboxRows()).toHaveLength(1);
  });

  it('are timed on the visitor’s own clock, so one minutes off the server’s loses nothing; a post that does not say is not timed', async () => {
    const { session } = await open();
    const id = await buildForm(session);
    // A phone five minutes fast: the moment it began is ahead of the server's clock, the time it took is not.
    const fast = await sendJson(answers(id, { filled_ms: 45_000, started_at: Date.now() + 5 * 60_000 }));
    expect(fast.statusCode).toBe(201);
    expect(inboxRows()).toHaveLength(1);
    const plain = Object.fromEntries(Object.entries(answers(id)).map(([name, value]) => [name, String(value)]));
    expect((await sendPlain({ ...plain, started_at: String(Date.now() + 5 * 60_000) })).statusCode).toBe(303);
    expect((await sendPlain({ ...plain, filled_ms: '' })).statusCode).toBe(303);
    expect(inboxRows()).toHaveLength(3);
    expect((await sendPlain({ ...plain, filled_ms: '1200' })).statusCode).toBe(303);
    expect(inboxRows()).toHaveLength(3);
  });

  it('sent as a plain form post (no scripts) get a page: back to the confirmation, or the problems to correct', async () => {
    const { session } = await open();
    const id = await buildForm(session);
    const plain = Object.fromEntries(Object.entries(answers(id)).map(([name, value]) => [name, String(value)]));
    const sent = await sendPlain(plain);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${apiPaths.sendForm}?sent=${id}&page=%2Fgst-health-check`);
    expect(inboxRows()).toHaveLength(1);
    const thanks = await app!.app.inject(sent.headers.location as string);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('<p>Thank you: a GST consultant will call you today.</p>');
    expect(thanks.body).toContain('<a href="/gst-health-check">Back to the page</a>');
    for (const page of ['//elsewhere.example', '/%09/elsewhere.example', '/%5Celsewhere.example'])
      expect((await app!.app.inject(`${apiPaths.sendForm}?sent=${id + 99}&page=${page}`)).body, page).toContain('<a href="/">');

    const refused = await sendPlain({ ...plain, gstin: '<b>27AAPFU0939F1ZW</b>' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('<h1>Please correct your answers</h1>');
    expect(refused.body).toContain('GSTIN: ');
    expect(refused.body).not.toContain('<b>');
    expect(refused.body).toContain('<a href="/gst-health-check">');
    expect(inboxRows()).toHaveLength(1);

    const redirected = await buildForm(session, healthCheck({ title: 'Training seats', redirect: '/contact' }));
    const away = await sendPlain({ ...plain, form_id: String(redirected) });
    expect(away.statusCode).toBe(303);
    expect(away.headers.location).toBe('/contact');
    // Sent from the Marathi page, to the Marathi page to go to, as the script's move there is.
    const fromMarathi = await sendPlain({ ...plain, form_id: String(redirected), sent_from_page: '/mr/gst-health-check' });
    expect(fromMarathi.headers.location).toBe('/mr/contact');
  });

  it('are e-mailed through SMTP_URL to the sales team and the form’s own recipients, with every answer; the visitor gets its reply', async () => {
    catcher = await startSmtpCatcher();
    const { session } = await open({ env: { SMTP_URL: catcher.url, ENQUIRY_TO: 'enquiries@dexterity.example' } });
    const withEmail = healthCheck({
      fields: [...healthCheck().fields, entry('E-mail', 'email')],
      reply: 'Thank you for booking a GST health check. A consultant will call you today.',
    });
    const id = await buildForm(session, withEmail);
    expect((await sendJson(answers(id, { 'e-mail': 'asha@kulkarni-traders.in' }))).statusCode).toBe(201);
    await app!.app.close();

    expect(catcher.mails).toHaveLength(2);
    const reply = catcher.mails.find((mail) => mail.envelope.to.includes('asha@kulkarni-traders.in'))!;
    expect(reply.envelope.to).toEqual(['asha@kulkarni-traders.in']);
    expect(reply.parsed.subject).toBe('Your answers: GST e-invoicing health check');
    expect(reply.parsed.text).toContain('Thank you for booking a GST health check. A consultant will call you today.');
    expect(reply.parsed.text).toContain('GSTIN: 27AAPFU0939F1ZV');
    const [{ envelope, parsed }] = catcher.mails.filter((mail) => mail !== reply) as [(typeof catcher.mails)[number]];
    expect(envelope.to).toEqual(['enquiries@dexterity.example', 'gst-desk@dexterity.example']);
    const text = parsed.text ?? '';
    expect(text).toContain('to the website\'s form "GST e-invoicing health check"');
    for (const line of ['GSTIN: 27AAPFU0939F1ZV', 'Turnover: ₹5–20 crore', 'Do you already use e-invoicing?: No', 'Phone: 98220 12345'])
      expect(text).toContain(line);
    expect(text).not.toContain('Which software');
  });
});

describe('long answers', () => {
  /** A form of as many long answers as a form holds, each taking as many characters as any answer may. */
  const longest = () =>
    healthCheck({
      title: 'Site survey',
      fields: Array.from({ length: MAX_FORM_FIELDS }, (_, at) => entry(`Answer ${at + 1}`, 'long-text')),
    });
  const essays = (formId: number, text: string) => ({
    form_id: String(formId),
    ...Object.fromEntries(Array.from({ length: MAX_FORM_FIELDS }, (_, at) => [`answer-${at + 1}`, text])),
    consent_version: CONSENT_VERSION,
    sent_from_page: '/site-survey',
  });
  /** A multipart post of text fields, as the page's script sends a form with a file field (asking for JSON back). */
  async function sendMultipart(fields: Record<string, string>) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const encoded = new Response(body);
    return app!.app.inject({
      method: 'POST',
      url: apiPaths.sendForm,
      remoteAddress: `10.9.3.${(address += 1) % 250}`,
      headers: { 'content-type': encoded.headers.get('content-type')!, accept: 'application/json' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  it('in Devanagari, every answer at the most a form takes, are taken whole as a plain form post, as JSON and as multipart', async () => {
    const { session } = await open();
    const id = await buildForm(session, longest());
    const essay = 'क'.repeat(MAX_FORM_TEXT_CHARACTERS);
    const plain = await sendPlain(essays(id, essay));
    expect(plain.statusCode, plain.body).toBe(303);
    expect((await sendJson({ ...essays(id, essay), form_id: id })).statusCode).toBe(201);
    expect((await sendMultipart(essays(id, essay))).statusCode).toBe(201);
    const rows = inboxRows();
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(JSON.parse(row.answers).map((answer: { value: string }) => answer.value)).toEqual(Array(MAX_FORM_FIELDS).fill(essay));
  });

  it('cut off as a post with files is read are refused at their field, never stored cut', async () => {
    const { session } = await open();
    // Staff gave more than any answer may have: held to the most.
    const id = await buildForm(
      session,
      healthCheck({
        title: 'Careers',
        fields: [
          entry('Your name', 'text'),
          entry('Tell us more', 'long-text', { limits: '8000' }),
          entry('CV', 'file', { required: false }),
        ],
      }),
    );
    const post = (more: string) =>
      sendMultipart({ form_id: String(id), 'your-name': 'Meera Joshi', 'tell-us-more': more, consent_version: CONSENT_VERSION });
    const tooLong = { 'tell-us-more': formMessages.tooLong('Tell us more', MAX_FORM_TEXT_CHARACTERS) };
    for (const more of ['क'.repeat(7000), `${'क'.repeat(100)}${' '.repeat(20_000)}and the rest of it`]) {
      const refused = await post(more);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual(tooLong);
    }
    expect(inboxRows()).toEqual([]);
    expect((await post('क'.repeat(MAX_FORM_TEXT_CHARACTERS))).statusCode).toBe(201);
    expect(JSON.parse(inboxRows()[0]!.answers)[1].value).toBe('क'.repeat(MAX_FORM_TEXT_CHARACTERS));
  });

  it('sent as a plain form post and refused whole, as too large or past the limit per address, get a page saying so', async () => {
    const { session } = await open({ env: { ENQUIRY_LIMIT: '1' } });
    const id = await buildForm(session);
    const plain = Object.fromEntries(Object.entries(answers(id)).map(([name, value]) => [name, String(value)]));
    const fromMarathiPage = (remoteAddress: string, payload: string, type = 'application/x-www-form-urlencoded') =>
      app!.app.inject({
        method: 'POST',
        url: apiPaths.sendForm,
        remoteAddress,
        headers: { 'content-type': type, referer: 'http://localhost:8080/mr/gst-health-check?x=1' },
        payload,
      });
    const expectPage = (response: Awaited<ReturnType<typeof sendPlain>>, status: number, message: string) => {
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.body).toContain(`<h1>${message}`);
      expect(response.body).toContain('<html lang="mr">');
      // In the visitor's own light or dark colours: a dark system's page is light text on dark, never black on dark.
      expect(response.body).toContain('<meta name="color-scheme" content="light dark">');
      expect(response.body).toContain('<a href="/mr/gst-health-check">');
    };

    const huge = new URLSearchParams({ ...plain, 'your-name': 'a'.repeat(MAX_FORM_POST_BODY) }).toString();
    expectPage(await fromMarathiPage('10.9.4.1', huge), 413, 'उत्तरे फॉर्मच्या मर्यादेपेक्षा मोठी आहेत.');
    // The page's script is answered as it was.
    const longJson = JSON.stringify({ ...plain, 'your-name': 'a'.repeat(MAX_FORM_JSON_BODY) });
    const hugeJson = await fromMarathiPage('10.9.4.2', longJson, 'application/json');
    expect(hugeJson.statusCode).toBe(413);
    // Told what a form's answers are, in the page's words (never the contact form's "project brief").
    expect(hugeJson.json()).toEqual({
      success: false,
      message: 'उत्तरे फॉर्मच्या मर्यादेपेक्षा मोठी आहेत. कृपया सर्वात मोठे उत्तर लहान करून पुन्हा पाठवा.',
    });

    expect((await fromMarathiPage('10.9.4.3', new URLSearchParams(plain).toString())).statusCode).toBe(303);
    const tooMany = await fromMarathiPage('10.9.4.3', new URLSearchParams(plain).toString());
    expectPage(tooMany, 429, 'तुम्ही थोड्या वेळात अनेक चौकशी पाठवल्या आहेत.');
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    expect(inboxRows()).toHaveLength(1);
    // The count is the contact form's too: one enquiry there, and this address's form answers are past the limit.
    const contact = await app!.app.inject({ method: 'POST', url: apiPaths.contact, remoteAddress: '10.9.4.4', payload: sampleEnquiry });
    expect(contact.statusCode).toBe(201);
    expectPage(await fromMarathiPage('10.9.4.4', new URLSearchParams(plain).toString()), 429, 'तुम्ही थोड्या वेळात अनेक चौकशी पाठवल्या आहेत.');
    expect(inboxRows()).toHaveLength(2);
  });
});

describe('a file sent with a form', () => {
  const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
  const withCv = () =>
    healthCheck({
      title: 'Careers',
      fields: [
        entry('Your name', 'text'),
        entry('E-mail', 'email'),
        entry('CV', 'file', { limits: '1' }),
        entry('Portfolio', 'file', { required: false }),
      ],
    });
  /** A multipart post as a browser makes it: the answers (`more` besides the usual), and the files by field. */
  async function sendFiles(
    formId: number,
    files: Record<string, { name: string; type: string; data: Buffer }>,
    json = true,
    more: Record<string, string> = {},
  ) {
    const body = new FormData();
    for (const [name, value] of Object.entries({
      form_id: String(formId),
      'your-name': 'Meera Joshi',
      'e-mail': 'meera@example.in',
      consent_version: CONSENT_VERSION,
      sent_from_page: '/careers',
      ...more,
    }))
      body.append(name, value);
    for (const [field, file] of Object.entries(files))
      body.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    const encoded = new Response(body);
    return app!.app.inject({
      method: 'POST',
      url: apiPaths.sendForm,
      remoteAddress: `10.9.2.${(address += 1) % 250}`,
      headers: { 'content-type': encoded.headers.get('content-type')!, ...(json ? { accept: 'application/json' } : {}) },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  it('is recognised by its bytes, kept with the enquiry for staff to download, exported with it and erased with it', async () => {
    const { session } = await open();
    const id = await buildForm(session, withCv());
    const sent = await sendFiles(id, { cv: { name: 'Meera CV ✓.pdf', type: 'application/pdf', data: PDF } });
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = inboxRows();
    expect(row!.project_brief).toContain('CV: Meera CV ✓.pdf (2 KB)');
    expect(JSON.parse(row!.answers)[2]).toEqual({
      key: 'cv',
      label: 'CV',
      type: 'file',
      value: { name: 'Meera CV ✓.pdf', type: 'application/pdf', bytes: PDF.length },
    });

    const detail = (await app!.send('GET', `/api/staff/enquiries/${row!.id}`, { session })).json().data;
    expect(detail.files).toEqual([
      { id: expect.any(Number), field_key: 'cv', name: 'Meera CV ✓.pdf', type: 'application/pdf', bytes: PDF.length },
    ]);
    const url = `/api/staff/enquiries/${row!.id}/files/${detail.files[0].id}`;
    const download = await app!.send('GET', url, { session });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Meera CV _.pdf"; filename*=UTF-8''Meera%20CV%20%E2%9C%93.pdf`,
    );
    // Staff only: not from the site, not without a session.
    expect((await app!.app.inject(url)).statusCode).toBe(401);
    expect((await app!.app.inject(`/media/${detail.files[0].id}`)).statusCode).toBe(404);

    const exported = await app!.send('GET', '/api/staff/privacy/export?email=meera%40example.in&format=json', { session });
    expect(JSON.parse(exported.body).enquiries[0].files[0]).toMatchObject({
      name: 'Meera CV ✓.pdf',
      content_base64: PDF.toString('base64'),
    });
    const erased = await app!.send('POST', '/api/staff/privacy/erase', { session, payload: { email: 'meera@example.in' } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await app!.send('GET', url, { session })).statusCode).toBe(404);
    expect(app!.db.prepare('SELECT count(*) FROM enquiry_files').pluck().get()).toBe(0);
  });

  it('is taken with the answer to a field labelled "Constructor", whose key is not a property every object has', async () => {
    const { session } = await open();
    const careers = withCv();
    const id = await buildForm(session, { ...careers, fields: [...careers.fields, entry('Constructor', 'text')] });
    const read = (await app!.app.inject(`${apiPaths.form}?id=${id}`)).json();
    const key = read.data.fields.at(-1).key as string;
    const sent = await sendFiles(id, { cv: { name: 'cv.pdf', type: 'application/pdf', data: PDF } }, true, { [key]: 'Larsen & Toubro' });
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = inboxRows();
    expect(JSON.parse(row!.answers).at(-1)).toEqual({ key, label: 'Constructor', type: 'text', value: 'Larsen & Toubro' });
    expect(key).toBe('constructor-2');
  });

  it('is refused when it is not a PDF, JPEG or PNG by its bytes, over the form’s limit, missing, or named in JSON; nothing is stored', async () => {
    const { session } = await open();
    const id = await buildForm(session, withCv());
    const renamed = await sendFiles(id, { cv: { name: 'cv.pdf', type: 'application/pdf', data: Buffer.from('<html>not a pdf</html>') } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ cv: 'CV must be a PDF, JPEG or PNG file.' });
    const large = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
    expect((await sendFiles(id, { cv: { name: 'cv.pdf', type: 'application/pdf', data: large } })).json().errors).toEqual({
      cv: 'Please choose a file of at most 1 MB in CV.',
    });
    expect((await sendFiles(id, {})).json().errors).toEqual({ cv: 'Please fill in CV.' });
    const json = await sendJson({
      form_id: id,
      'your-name': 'Meera Joshi',
      'e-mail': 'meera@example.in',
      cv: { name: 'cv.pdf', type: 'application/pdf', bytes: 10 },
      consent_version: CONSENT_VERSION,
    });
    expect(json.json().errors).toEqual({ cv: 'CV must be a PDF, JPEG or PNG file.' });
    // Announced larger than any form takes: refused before it is read.
    const huge = (accept: string) =>
      app!.app.inject({
        method: 'POST',
        url: apiPaths.sendForm,
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024), accept },
        payload: Buffer.alloc(16),
      });
    const announced = await huge('application/json');
    expect(announced.statusCode).toBe(413);
    const tooLarge = 'The files are larger than a form takes: send at most 20 MB in all, each file at most 10 MB.';
    expect(announced.json()).toEqual({ success: false, message: tooLarge });
    // Without scripts, a page saying so.
    const withoutScripts = await huge('text/html');
    expect(withoutScripts.statusCode).toBe(413);
    expect(withoutScripts.headers['content-type']).toMatch(/^text\/html/);
    expect(withoutScripts.body).toContain(`<h1>${tooLarge}</h1>`);
    expect(inboxRows()).toEqual([]);

    // Without scripts, a post with files gets the confirmation page.
    const plain = await sendFiles(
      id,
      { cv: { name: 'cv.png', type: 'image/png', data: Buffer.from('89504e470d0a1a0a0000', 'hex') } },
      false,
    );
    expect(plain.statusCode).toBe(303);
    expect(inboxRows()).toHaveLength(1);
  });

  it('is refused at its field when larger than any form takes, as JSON and as a page; nothing is stored', async () => {
    const { session } = await open();
    const id = await buildForm(session, withCv());
    const cv = { name: 'cv.pdf', type: 'application/pdf', data: PDF };
    // Past the 10 MB a form takes at most: read up to there, not the whole post refused.
    const portfolio = {
      name: 'portfolio.pdf',
      type: 'application/pdf',
      data: Buffer.concat([PDF, Buffer.alloc(MAX_FORM_FILE_MB * 1024 * 1024)]),
    };
    const json = await sendFiles(id, { cv, portfolio });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual({ portfolio: 'Please choose a file of at most 10 MB in Portfolio.' });
    const page = await sendFiles(id, { cv, portfolio }, false);
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<li>Portfolio: Please choose a file of at most 10 MB in Portfolio.</li>');
    expect(inboxRows()).toEqual([]);
  });

  it('past a limit of a post with files is refused whole saying which, as JSON and as a page, never as the contact form', async () => {
    const { session } = await open();
    const id = await buildForm(session, withCv());
    const small = { name: 'cv.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(38_000)]) };
    // Six small files (240 KB in all): one more than a post takes.
    const six = Object.fromEntries(Array.from({ length: 6 }, (_, at) => [`file-${at}`, small]));
    const tooManyFiles = 'A form takes at most 5 files: send it again with fewer.';
    const files = await sendFiles(id, six);
    expect(files.statusCode).toBe(413);
    expect(files.json()).toEqual({ success: false, message: tooManyFiles });
    const filesPage = await sendFiles(id, six, false);
    expect(filesPage.statusCode).toBe(413);
    expect(filesPage.headers['content-type']).toMatch(/^text\/html/);
    expect(filesPage.body).toContain(`<h1>${tooManyFiles}</h1>`);

    // 250 text fields and no file.
    const fields = new FormData();
    for (let at = 0; at < 250; at += 1) fields.append(`field-${at}`, 'x');
    const encoded = new Response(fields);
    const payload = Buffer.from(await encoded.arrayBuffer());
    const sendFields = (headers: Record<string, string>) =>
      app!.app.inject({
        method: 'POST',
        url: apiPaths.sendForm,
        remoteAddress: `10.9.6.${(address += 1) % 250}`,
        headers: { 'content-type': encoded.headers.get('content-type')!, ...headers },
        payload,
      });
    const tooManyFields = 'The answers have more fields than a form takes: send the form again from its page.';
    const fieldsJson = await sendFields({ accept: 'application/json' });
    expect(fieldsJson.statusCode).toBe(413);
    expect(fieldsJson.json()).toEqual({ success: false, message: tooManyFields });
    const fieldsPage = await sendFields({ referer: 'http://localhost:8080/mr/careers' });
    expect(fieldsPage.statusCode).toBe(413);
    // In the words of the page it came from.
    expect(fieldsPage.body).toContain('<h1>उत्तरांमध्ये फॉर्मच्या मर्यादेपेक्षा जास्त रकाने आहेत: फॉर्म त्याच्या पानावरून पुन्हा पाठवा.</h1>');
    expect(fieldsPage.body).toContain('<a href="/mr/careers">');
    expect(inboxRows()).toEqual([]);
  });

  it('in a body that cannot be read is refused 400 with a sentence, as JSON and as a page, in the page’s words; nothing is stored', async () => {
    const { session } = await open();
    await buildForm(session, withCv());
    const unreadable = 'The form’s data could not be read: send it again from the page.';
    const broken = (type: string, headers: Record<string, string> = {}) =>
      app!.app.inject({
        method: 'POST',
        url: apiPaths.sendForm,
        remoteAddress: `10.9.5.${(address += 1) % 250}`,
        headers: { 'content-type': type, ...headers },
        payload: 'garbage',
      });
    for (const type of ['multipart/form-data; boundary=zzz', 'multipart/form-data']) {
      const json = await broken(type, { accept: 'application/json' });
      expect(json.statusCode, type).toBe(400);
      expect(json.json()).toEqual({ success: false, message: unreadable });
      // Without scripts, a page saying so, with the way back.
      const page = await broken(type, { referer: 'http://localhost:8080/careers' });
      expect(page.statusCode, type).toBe(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(`<h1>${unreadable}</h1>`);
      expect(page.body).toContain('<a href="/careers">');
    }
    // From a Marathi page, in Marathi.
    const marathi = await broken('multipart/form-data; boundary=zzz', {
      accept: 'application/json',
      referer: 'http://localhost:8080/mr/careers',
    });
    expect(marathi.json()).toEqual({ success: false, message: 'फॉर्मची माहिती वाचता आली नाही: पानावरून तो पुन्हा पाठवा.' });
    expect(inboxRows()).toEqual([]);
  });
});

describe('a form in Marathi and Hindi', () => {
  /** The health check's words in Marathi, as staff save them on the Translations page. */
  const marathi = {
    'fields.0.label': 'तुमचे नाव',
    'fields.3.label': 'वार्षिक उलाढाल',
    'fields.3.options': '₹5 कोटींपर्यंत\n₹5–20 कोटी\n₹20 कोटींहून अधिक',
    'fields.4.label': 'तुम्ही आधीच ई-इनव्हॉइसिंग वापरता का?',
    'fields.4.options': 'होय\nनाही',
    submit_label: 'माझी हेल्थ चेक बुक करा',
    confirmation: 'धन्यवाद: GST सल्लागार आज तुम्हाला फोन करतील.',
    reply: 'GST हेल्थ चेक बुक केल्याबद्दल धन्यवाद.',
  };

  async function translated(more: Record<string, unknown> = {}) {
    const { session } = await open(more);
    const id = await buildForm(
      session,
      healthCheck({ fields: [...healthCheck().fields, entry('E-mail', 'email')], reply: 'Thank you for booking a GST health check.' }),
    );
    const saved = await app!.send('PUT', `/api/staff/translations/forms/${id}/mr`, { session, payload: { values: marathi } });
    expect(saved.statusCode, saved.body).toBe(200);
    return { session, id };
  }

  it('is translated field by field on the Translations page: each field’s label, help and choices by its place', async () => {
    const { session, id } = await translated();
    const translation = (await app!.send('GET', `/api/staff/translations/forms/${id}/mr`, { session })).json().data;
    const byName = new Map(translation.fields.map((field: { name: string }) => [field.name, field]));
    expect(byName.get('fields.0.label')).toMatchObject({
      label: 'Field 1: Label',
      english: 'Your name',
      value: 'तुमचे नाव',
      state: 'translated',
    });
    expect(byName.get('fields.3.options')).toMatchObject({ label: 'Field 4: Choices', state: 'translated' });
    // A field without English (no help given) has nothing to translate; Phone's label is not translated yet.
    expect(byName.has('fields.0.help')).toBe(false);
    expect(byName.get('fields.1.label')).toMatchObject({ english: 'Phone', value: '', state: 'missing' });
    expect(translation.state).toBe('missing');

    // A field that is not there is refused, naming it.
    const refused = await app!.send('PUT', `/api/staff/translations/forms/${id}/mr`, {
      session,
      payload: { values: { 'fields.9.label': 'नाही', 'fields.0.step': '2' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual(['fields.0.step', 'fields.9.label']);

    // Fields moved in the English: a translation finds other English at its place, and shows outdated.
    const [first, second, ...rest] = healthCheck().fields;
    const edited = await app!.send('PATCH', `/api/staff/content/${forms.name}/${id}`, {
      session,
      payload: { fields: [second, first, ...rest, entry('E-mail', 'email')] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await app!.send('GET', `/api/staff/translations/forms/${id}/mr`, { session })).json().data;
    expect(after.fields.find((field: { name: string }) => field.name === 'fields.0.label')).toMatchObject({
      english: 'Phone',
      was: 'Your name',
      state: 'outdated',
    });
  });

  it('is translated whole in one save: every label and help of a form of 30 fields', async () => {
    const { session } = await open();
    const fields = Array.from({ length: MAX_FORM_FIELDS }, (_, index) =>
      entry(`Question ${index + 1}`, 'text', { help: `Help ${index + 1}` }),
    );
    const id = await buildForm(session, healthCheck({ fields }));
    const values = Object.fromEntries(
      fields.flatMap((_, index) => [
        [`fields.${index}.label`, `प्रश्न ${index + 1}`],
        [`fields.${index}.help`, `मदत ${index + 1}`],
      ]),
    );
    const saved = await app!.send('PUT', `/api/staff/translations/forms/${id}/mr`, { session, payload: { values } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.fields.filter((field: { state: string }) => field.state === 'translated')).toHaveLength(60);
  });

  it('is read on a Marathi page in Marathi, answered with the English choices; another language is a 400', async () => {
    const { id } = await translated();
    const read = async (query: string) => (await app!.app.inject(`${apiPaths.form}?id=${id}${query}`)).json();
    const english = (await read('')).data;
    const inMarathi = (await read('&lang=mr')).data;
    expect(inMarathi).toMatchObject({ submitLabel: 'माझी हेल्थ चेक बुक करा', confirmation: 'धन्यवाद: GST सल्लागार आज तुम्हाला फोन करतील.' });
    // The same keys, choices sent and condition: the answers are the same in every language.
    for (const key of ['key', 'options', 'showWhen', 'type', 'step'])
      expect(inMarathi.fields.map((field: Record<string, unknown>) => field[key])).toEqual(
        english.fields.map((field: Record<string, unknown>) => field[key]),
      );
    expect(inMarathi.fields[0]).toMatchObject({ label: 'तुमचे नाव', labelInEnglish: 'Your name' });
    expect(inMarathi.fields[1]).toMatchObject({ label: 'Phone' });
    expect(inMarathi.fields[1].labelInEnglish).toBeUndefined();
    expect(inMarathi.fields[4]).toMatchObject({ options: ['Yes', 'No'], choices: ['होय', 'नाही'] });
    expect(english.fields[4].choices).toBeUndefined();
    // Hindi has no translation: its English.
    expect((await read('&lang=hi')).data.fields[0].label).toBe('Your name');
    expect((await app!.app.inject(`${apiPaths.form}?id=${id}&lang=xx`)).statusCode).toBe(400);
  });

  it('sent from a Marathi page: refused in Marathi naming the Marathi label, stored in English, replied to in Marathi', async () => {
    catcher = await startSmtpCatcher();
    const { id } = await translated({ env: { SMTP_URL: catcher.url, ENQUIRY_TO: 'enquiries@dexterity.example' } });
    const fromMarathi = { sent_from_page: '/mr/gst-health-check' };

    const refused = await sendJson(answers(id, { ...fromMarathi, 'your-name': '', turnover: 'माहीत नाही' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      'your-name': 'कृपया “तुमचे नाव” भरा.',
      turnover: 'कृपया “वार्षिक उलाढाल” मधील पर्यायांपैकी एक निवडा.',
    });
    const page = await sendPlain({ ...answers(id, { ...fromMarathi, 'your-name': '' }), form_id: String(id) } as Record<string, string>);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<html lang="mr">');
    expect(page.body).toContain('<h1>कृपया तुमची उत्तरे दुरुस्त करा</h1>');
    expect(page.body).toContain('<a href="/mr/gst-health-check">पानावर परत जा</a>');

    const sent = await sendJson(
      answers(id, {
        ...fromMarathi,
        'do-you-already-use-e-invoicing': 'Yes',
        'which-software': 'Tally',
        'e-mail': 'asha@kulkarni-traders.in',
      }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe('धन्यवाद: GST सल्लागार आज तुम्हाला फोन करतील.');
    const [stored] = inboxRows();
    // Sales read the English labels and choices.
    expect(stored!.project_brief).toContain('Your name: Asha Kulkarni');
    expect(stored!.project_brief).toContain('Do you already use e-invoicing?: Yes');
    await app!.app.close();

    const reply = catcher.mails.find((mail) => mail.envelope.to.includes('asha@kulkarni-traders.in'))!;
    expect(reply.parsed.subject).toBe('तुमची उत्तरे: GST e-invoicing health check');
    const text = reply.parsed.text ?? '';
    expect(text).toContain('GST हेल्थ चेक बुक केल्याबद्दल धन्यवाद.');
    expect(text).toContain('तुम्ही पाठवलेली उत्तरे:');
    expect(text).toContain('तुमचे नाव: Asha Kulkarni');
    expect(text).toContain('तुम्ही आधीच ई-इनव्हॉइसिंग वापरता का?: होय');
    expect(text).toContain('वार्षिक उलाढाल: ₹5–20 कोटी');
    const sales = catcher.mails.find((mail) => mail !== reply)!;
    expect(sales.parsed.text).toContain('Language: Marathi (written from /mr/gst-health-check)');
  });

  it('sent from a Marathi page without scripts: every page answering it is drawn in the build’s Devanagari font, which its policy lets in', async () => {
    // The build's Noto Sans Devanagari file: a system without a Devanagari font would draw the page's words as boxes.
    const font = 'noto-sans-devanagari-400-Bq3xY7Lm.woff2';
    const { id } = await translated({ dist: { ...serviceHeadingBuild('http://localhost:8080'), [`client/assets/${font}`]: '' } });
    const plain = Object.fromEntries(
      Object.entries(answers(id, { 'e-mail': 'asha@kulkarni-traders.in' })).map(([name, value]) => [name, String(value)]),
    );
    const drawnInTheFont = (response: Awaited<ReturnType<typeof sendPlain>>) => {
      expect(response.body).toContain('<html lang="mr">');
      expect(response.body).toContain(
        `src:local("Noto Sans Devanagari Regular"),local("NotoSansDevanagari-Regular"),url(/assets/${font}) format("woff2");unicode-range:U+0900-097F`,
      );
      expect(response.body).toContain('body{font-family:"Noto Sans Devanagari",system-ui,');
      expect(response.body).toContain(`<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`);
      // Its policy lets in its one style and the font from this server, nothing else.
      const styles = [...response.body.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => css!);
      expect(styles).toHaveLength(1);
      expect(response.headers['content-security-policy']).toBe(
        `default-src 'none'; style-src 'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'; font-src 'self'; frame-ancestors 'none'`,
      );
    };

    const refused = await sendPlain({ ...plain, 'your-name': '', sent_from_page: '/mr/gst-health-check' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<h1>कृपया तुमची उत्तरे दुरुस्त करा</h1>');
    drawnInTheFont(refused);
    const sent = await sendPlain({ ...plain, sent_from_page: '/mr/gst-health-check' });
    expect(sent.statusCode).toBe(303);
    const thanks = await app!.app.inject(sent.headers.location as string);
    expect(thanks.body).toContain('<p>धन्यवाद: GST सल्लागार आज तुम्हाला फोन करतील.</p>');
    drawnInTheFont(thanks);
    // Refused whole before its answers are read, told so from the page it came from.
    const tooLong = await app!.app.inject({
      method: 'POST',
      url: apiPaths.sendForm,
      remoteAddress: '10.9.5.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost:8080/mr/gst-health-check' },
      payload: new URLSearchParams({ ...plain, 'your-name': 'a'.repeat(MAX_FORM_POST_BODY) }).toString(),
    });
    expect(tooLong.statusCode).toBe(413);
    drawnInTheFont(tooLong);

    // An English page names no font, and is sent under the API's policy, which lets nothing in.
    const inEnglish = await sendPlain({ ...plain, 'your-name': '' });
    expect(inEnglish.statusCode).toBe(400);
    expect(inEnglish.body).toContain('<html lang="en-IN">');
    expect(inEnglish.body).not.toMatch(/<style|woff2|font-family/);
    expect(inEnglish.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
