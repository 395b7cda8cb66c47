import { describe, expect, it } from 'vitest';

import { ENQUIRY_LIMITS, enquiryMessages } from '../../common/enquiry-rules.ts';
import { apiPaths } from '../../common/api-contract.ts';
import { ENQUIRY_CONTEXT_FIELDS } from '../db/enquiry-inbox.ts';

import { contactMessages } from './contact.ts';
import { testAppPerTest } from './test-app.ts';
import { storedEnquiries } from '../db/test-enquiries.ts';

import { sampleEnquiry } from './test-enquiry.ts';

const t = testAppPerTest();

const valid = sampleEnquiry;

// Every request comes from an address of its own unless a test says otherwise: the rate limit
// (5 per 10 minutes) is tested on its own.
let address = 0;
const nextAddress = () => `10.1.${Math.floor((address += 1) / 250)}.${address % 250}`;

async function post(body: unknown, options: { remoteAddress?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: apiPaths.contact,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: { 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

const storedRows = () => storedEnquiries(t.databasePath);

async function expectRefused(body: unknown, errors: Record<string, string>) {
  const response = await post(body);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ success: false, message: contactMessages.invalid, errors });
}

describe('POST /api/contact/', () => {
  it('stores a valid enquiry, trimmed, and answers 201 with a message', async () => {
    await t.open();
    const before = Date.now();
    const response = await post({ ...valid, full_name: '  Asha Kulkarni  ', project_brief: `\n${valid.project_brief}\n` });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json()).toEqual({ success: true, message: contactMessages.received });

    const rows = storedRows();
    expect(rows).toHaveLength(1);
    // A new enquiry, with its consent version and no origin, quote or form recorded (none was sent).
    const unrecorded = Object.fromEntries([...ENQUIRY_CONTEXT_FIELDS, 'service_name', 'plan_name'].map((field) => [field, '']));
    expect(rows[0]).toEqual({
      id: 1,
      received_at: expect.any(String),
      status: 'new',
      ...unrecorded,
      ...valid,
      form_id: null,
      form_name: '',
      answers: '',
      assigned_to: null,
      follow_up_on: null,
    });
    const received = Date.parse(rows[0]!.received_at as string);
    expect(received).toBeGreaterThanOrEqual(before - 1000);
    expect(received).toBeLessThanOrEqual(Date.now() + 1000);
    expect(rows[0]!.received_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('accepts the optional fields left out, empty or null, and stores them empty', async () => {
    await t.open({ database: 'file', seed: false });
    const { phone: _phone, page_details: _page, ...required } = valid;
    expect((await post(required)).statusCode).toBe(201);
    expect((await post({ ...required, phone: '', page_details: '  ' })).statusCode).toBe(201);
    expect((await post({ ...required, phone: null, page_details: null })).statusCode).toBe(201);
    expect(storedRows().map((row) => [row.phone, row.page_details])).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
  });

  it('refuses a missing or blank full name, and one over 120 characters', async () => {
    await t.open();
    const { full_name: _name, ...rest } = valid;
    await expectRefused(rest, { full_name: enquiryMessages.fullNameRequired });
    await expectRefused({ ...valid, full_name: ' \t\n ' }, { full_name: enquiryMessages.fullNameRequired });
    await expectRefused({ ...valid, full_name: 'a'.repeat(121) }, { full_name: enquiryMessages.fullNameTooLong });
    expect((await post({ ...valid, full_name: ` ${'a'.repeat(120)} ` })).statusCode).toBe(201);
    expect((await post({ ...valid, full_name: 'A' })).statusCode).toBe(201);
    expect(storedRows()).toHaveLength(2);
  });

  it('refuses a full name or brief of only invisible characters as blank, and keeps a name on one line, its joiners kept', async () => {
    await t.open();
    for (const full_name of ['\u200b\u200b', '\u200b\u202e', ' \ufeff\u2060 ', '\u0001']) {
      await expectRefused({ ...valid, full_name }, { full_name: enquiryMessages.fullNameRequired });
    }
    await expectRefused({ ...valid, project_brief: '\u200b\n\u200c' }, { project_brief: enquiryMessages.projectBriefRequired });
    expect(storedRows()).toHaveLength(0);
    // A right-to-left override is dropped, a line break is a space; the joiner in a Marathi name stays.
    expect((await post({ ...valid, full_name: 'Asha\nKulkarni \u202eTraders\u202c' })).statusCode).toBe(201);
    expect((await post({ ...valid, full_name: 'आर\u094d\u200dया' })).statusCode).toBe(201);
    expect(storedRows().map((row) => row.full_name)).toEqual(['Asha Kulkarni Traders', 'आर\u094d\u200dया']);
  });

  it('refuses an invalid or over-long e-mail address', async () => {
    await t.open();
    for (const email of ['asha', 'asha@', '@example.in', 'asha@example', 'asha @example.in', 'asha@example..in', 'a<b>@example.in']) {
      await expectRefused({ ...valid, email }, { email: enquiryMessages.emailInvalid });
    }
    const local = 'a'.repeat(64);
    const long = `${local}@${'b'.repeat(62)}.${'c'.repeat(61)}.${'d'.repeat(61)}.in`;
    expect(long.length).toBe(254);
    expect((await post({ ...valid, email: long })).statusCode).toBe(201);
    await expectRefused({ ...valid, email: `a${long}` }, { email: enquiryMessages.emailTooLong });
    expect((await post({ ...valid, email: ' ASHA.K+web@Example.co.in ' })).statusCode).toBe(201);
    expect(storedRows().map((row) => row.email)).toEqual([long, 'ASHA.K+web@Example.co.in']);
  });

  it('takes a phone of 7–20 digits, spaces, + - ( ) and refuses anything else', async () => {
    await t.open();
    for (const phone of ['1234567', '+91 (20) 2553-1234', '9'.repeat(20)]) expect((await post({ ...valid, phone })).statusCode).toBe(201);
    await expectRefused({ ...valid, phone: '123456' }, { phone: enquiryMessages.phoneLength });
    await expectRefused({ ...valid, phone: '1'.repeat(21) }, { phone: enquiryMessages.phoneLength });
    for (const phone of ['98220-45110 ext 2', '+91.98220.45110', '98220४५११०', "1234567'; --"]) {
      await expectRefused({ ...valid, phone }, { phone: enquiryMessages.phoneCharacters });
    }
  });

  it('limits page details to 500 and the project brief to 5 000 characters, and requires the brief', async () => {
    await t.open();
    expect((await post({ ...valid, page_details: 'p'.repeat(ENQUIRY_LIMITS.pageDetails) })).statusCode).toBe(201);
    await expectRefused({ ...valid, page_details: 'p'.repeat(501) }, { page_details: enquiryMessages.pageDetailsTooLong });
    expect((await post({ ...valid, project_brief: 'b'.repeat(ENQUIRY_LIMITS.projectBrief) })).statusCode).toBe(201);
    await expectRefused({ ...valid, project_brief: 'b'.repeat(5001) }, { project_brief: enquiryMessages.projectBriefTooLong });
    await expectRefused({ ...valid, project_brief: '   ' }, { project_brief: enquiryMessages.projectBriefRequired });
    expect(enquiryMessages.projectBriefTooLong).toContain('5,000');
  });

  it('names every problem at once, and treats an empty object, empty body or null body as an empty enquiry', async () => {
    await t.open();
    const required = {
      full_name: enquiryMessages.fullNameRequired,
      email: enquiryMessages.contactRequired,
      phone: enquiryMessages.contactRequired,
      project_brief: enquiryMessages.projectBriefRequired,
      consent_version: enquiryMessages.consentRequired,
    };
    await expectRefused({}, required);
    await expectRefused(null, required);
    await expectRefused([], required);
    await expectRefused('Asha', required);
    await expectRefused(42, required);
    const empty = await post(undefined);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, message: contactMessages.invalid, errors: required });
    await expectRefused(
      {
        full_name: 'x'.repeat(200),
        email: 'nope',
        phone: 'call me',
        page_details: 'p'.repeat(600),
        project_brief: '',
        consent_version: '2026-11',
      },
      {
        full_name: enquiryMessages.fullNameTooLong,
        email: enquiryMessages.emailInvalid,
        phone: enquiryMessages.phoneCharacters,
        page_details: enquiryMessages.pageDetailsTooLong,
        project_brief: enquiryMessages.projectBriefRequired,
      },
    );
    expect(storedRows()).toEqual([]);
  });

  it('refuses wrong types with a message per field', async () => {
    await t.open();
    await expectRefused(
      {
        full_name: 42,
        email: ['asha@example.in'],
        phone: 9822045110,
        page_details: { page: 'x' },
        project_brief: true,
        consent_version: '2026-11',
      },
      {
        full_name: enquiryMessages.fullNameType,
        email: enquiryMessages.emailType,
        phone: enquiryMessages.phoneType,
        page_details: enquiryMessages.pageDetailsType,
        project_brief: enquiryMessages.projectBriefType,
      },
    );
    await expectRefused({ ...valid, full_name: null }, { full_name: enquiryMessages.fullNameRequired });
    expect(storedRows()).toEqual([]);
  });

  it('ignores extra fields and stores hostile text exactly as sent, as data', async () => {
    await t.open();
    const hostile = {
      full_name: `<script>alert("x")</script> Robert'); DROP TABLE enquiries;--`,
      email: "o'brien@example.in",
      phone: '+91 (0) 20-2553',
      page_details: '=HYPERLINK("http://evil.example","click") , "quoted"\r\nsecond line',
      project_brief: `मराठी नाव: अजय पाटील · हिन्दी: राजेश शर्मा · 😀 \u202Eevil\u202C ${'<img src=x onerror=alert(1)>'} ' OR 1=1 --`,
      consent_version: '2026-11',
      id: 999,
      received_at: '1999-01-01',
      is_admin: true,
    };
    const response = await post(hostile);
    expect(response.statusCode).toBe(201);
    const rows = storedRows();
    expect(rows).toHaveLength(1);
    const { id: _id, received_at: _at, is_admin: _a, ...fields } = hostile;
    expect(rows[0]).toMatchObject({ id: 1, ...fields });
    expect(rows[0]!.received_at).not.toBe('1999-01-01');
    // The table is still there and still takes enquiries.
    expect((await post(valid)).statusCode).toBe(201);
    expect(storedRows()).toHaveLength(2);
  });

  it('answers 201 to a filled honeypot and stores nothing', async () => {
    await t.open();
    for (const website of ['https://spam.example', 'x', 1, true]) {
      const response = await post({ ...valid, website });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, message: contactMessages.received });
    }
    // Even an invalid enquiry gets the same answer: a bot learns nothing.
    expect((await post({ website: 'https://spam.example' })).statusCode).toBe(201);
    expect(storedRows()).toEqual([]);
    // An empty honeypot is what the real form sends.
    expect((await post({ ...valid, website: '' })).statusCode).toBe(201);
    expect(storedRows()).toHaveLength(1);
  });

  it('answers 429 with a JSON message to the 6th enquiry from one address in 10 minutes', async () => {
    await t.open();
    const remoteAddress = '203.0.113.7';
    for (let i = 0; i < 5; i += 1) expect((await post(valid, { remoteAddress })).statusCode).toBe(201);
    const limited = await post(valid, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({ success: false, message: contactMessages.tooMany('10 minutes') });
    expect(storedRows()).toHaveLength(5);
    // Another address is not affected, nor are the content routes.
    expect((await post(valid, { remoteAddress: '203.0.113.8' })).statusCode).toBe(201);
    expect((await t.app.inject({ url: apiPaths.offerings, remoteAddress })).statusCode).toBe(200);
  });

  it('has no other method at the path', async () => {
    await t.open();
    const response = await t.app.inject({ url: apiPaths.contact });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('is served by the whole app with its security headers, and does not disturb the content cache', async () => {
    await t.open({ whole: true });
    const first = await t.app.inject(apiPaths.offerings);
    expect((await post(valid)).statusCode).toBe(201);
    const second = await t.app.inject({ url: apiPaths.offerings, headers: { 'if-none-match': first.headers.etag as string } });
    expect(second.statusCode).toBe(304);
  });
});
