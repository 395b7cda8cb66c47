// A person's data on request through the staff API: found by e-mail or phone, downloaded, corrected and
// erased, each logged, the quotations made with their enquiries too; refused to other roles, to bad input and
// without the CSRF token.
import { describe, expect, it } from 'vitest';

import { apiPaths } from '../../common/api-contract.ts';
import { CONSENT_VERSION } from '../../common/enquiry-rules.ts';
import { formatRupees } from '../../common/gst.ts';
import { addDays, indiaDay } from '../../common/india-time.ts';
import { PRIVACY_ANSWER_DAYS } from '../../common/privacy-requests.ts';
import { QuotationBook } from '../db/quotations.ts';
import { signedInStaff, STAFF_EMAIL, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let t: StaffTestApp;
let session: SignedIn;
signedInStaff('each', (app, signedIn) => {
  t = app;
  session = signedIn;
});

const priya = {
  full_name: 'Priya Kulkarni',
  email: 'Priya.K@Example.in',
  phone: '+91 98220 12345',
  page_details: '',
  project_brief: 'TallyPrime for 3 users',
};
const other = {
  full_name: 'Rahul Deshmukh',
  email: 'rahul@example.in',
  phone: '020 2553 0000',
  page_details: '',
  project_brief: 'Payroll',
};

/** Priya's two enquiries (one by e-mail in another case, one by phone written otherwise) and someone else's, with notes and changes. */
async function addPeople() {
  const first = t.inbox.add(priya, { consent_version: '2026-11' }, new Date(Date.UTC(2026, 10, 2)));
  const second = t.inbox.add({ ...priya, email: 'priya.k@example.in', phone: '09822012345' }, {}, new Date(Date.UTC(2026, 10, 5)));
  const third = t.inbox.add(other);
  const account = t.store.accountByEmail(STAFF_EMAIL)!;
  await t.send('PATCH', `/api/staff/enquiries/${first.id}`, { session, payload: { status: 'contacted', assigned_to: account.id } });
  await t.send('POST', `/api/staff/enquiries/${first.id}/notes`, { session, payload: { text: 'Called Priya; wants a quote.' } });
  await t.send('POST', `/api/staff/enquiries/${third.id}/notes`, { session, payload: { text: 'Rahul asked about payroll.' } });
  return { first, second, third };
}

const get = (url: string, as = session) => t.send('GET', url, { session: as });
const post = (url: string, payload: object, as = session) => t.send('POST', url, { session: as, payload });

interface Made {
  number: string;
  href: string;
}

/**
 * A quotation Priya asked for (2 TallyPrime Gold licences: an enquiry of hers), revised by sales to 3, and one Rahul
 * asked for.
 */
async function addQuotations() {
  const ask = async (person: typeof priya | typeof other, phone: string) => {
    const payload = {
      'qty-2': 2,
      state: '27',
      full_name: person.full_name,
      company: 'Kulkarni Traders',
      gstin: '27AAHFD4821K1ZC',
      email: person.email,
      phone,
      consent_version: CONSENT_VERSION,
    };
    const response = await t.send('POST', apiPaths.quotations, { payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Made;
  };
  const first = await ask(priya, priya.phone);
  const enquiryId = t.db.prepare('SELECT max(id) FROM enquiries').pluck().get() as number;
  const revising = await post(`/api/staff/enquiries/${enquiryId}/quotations`, { quantities: { '2': 3 }, state: '27' });
  expect(revising.statusCode, revising.body).toBe(201);
  const revised = revising.json().data.quotation as Made;
  const rahuls = await ask(other, '');
  return { first, revised, rahuls, enquiryId };
}

describe('finding what is held about a person', () => {
  it('matches the e-mail without regard to case and the phone by its digits, with notes, assignee and audit entries', async () => {
    const { first, second } = await addPeople();
    const byEmail = await get('/api/staff/privacy?email=PRIYA.K%40example.IN');
    expect(byEmail.statusCode).toBe(200);
    const data = byEmail.json().data;
    expect(data.enquiries.map((e: { id: number }) => e.id)).toEqual([first.id, second.id]);
    expect(data.enquiries[0]).toMatchObject({
      full_name: 'Priya Kulkarni',
      status: 'contacted',
      assignee: STAFF_EMAIL,
      consent_version: '2026-11',
      project_brief: 'TallyPrime for 3 users',
    });
    expect(data.enquiries[0].notes).toEqual([expect.objectContaining({ author: STAFF_EMAIL, body: 'Called Priya; wants a quote.' })]);
    expect(data.enquiries[1].notes).toEqual([]);
    expect(data.audit.map((entry: { action: string; entity_id: number }) => [entry.action, entry.entity_id])).toEqual([
      ['status', first.id],
      ['assign', first.id],
      ['note', first.id],
    ]);

    for (const phone of ['9822012345', '+919822012345', '098220 12345', '+91-98220-12345']) {
      const found = (await get(`/api/staff/privacy?phone=${encodeURIComponent(phone)}`)).json().data;
      expect(
        found.enquiries.map((e: { id: number }) => e.id),
        phone,
      ).toEqual([first.id, second.id]);
    }
    expect((await get('/api/staff/privacy?email=nobody%40example.in')).json().data).toEqual({ enquiries: [], quotations: [], audit: [] });
  });

  it('refuses a bad e-mail, a phone without enough digits, both or neither', async () => {
    for (const query of [
      'email=not-an-address',
      'email=a%40b',
      'phone=12-34',
      '',
      'email=priya%40example.in&phone=9822012345',
      `email=${'a'.repeat(300)}%40example.in`,
    ]) {
      const response = await get(`/api/staff/privacy?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await get('/api/staff/privacy?email=not-an-address')).json().message).toBe('“not-an-address” is not an e-mail address.');
  });
});

describe('who may answer requests', () => {
  it('is an owner only: editors and sales get 403 on every privacy route', async () => {
    await addPeople();
    for (const role of ['editor', 'sales'] as const) {
      await t.addAccount(`${role}@example.in`, 'tulsi-baug-ledger-42', role);
      const as = await t.signIn(`${role}@example.in`, 'tulsi-baug-ledger-42');
      const answers = [
        await get('/api/staff/privacy?email=priya.k%40example.in', as),
        await get('/api/staff/privacy/export?email=priya.k%40example.in&format=json', as),
        await get('/api/staff/privacy/requests', as),
        await post('/api/staff/privacy/correct', { email: 'priya.k@example.in', change: { full_name: 'P' } }, as),
        await post('/api/staff/privacy/erase', { email: 'priya.k@example.in' }, as),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, role).toBe(403);
        expect(answer.json().message).toBe(`Your role (${role}) cannot use privacy requests.`);
      }
    }
    expect((await get('/api/staff/privacy?email=priya.k%40example.in')).json().data.enquiries).toHaveLength(2);
  });

  it('needs the CSRF token and the site’s origin for a correction or an erasure', async () => {
    await addPeople();
    const noToken = await t.send('POST', '/api/staff/privacy/erase', {
      session,
      csrfToken: null,
      payload: { email: 'priya.k@example.in' },
    });
    expect(noToken.statusCode).toBe(403);
    const wrongToken = await t.send('POST', '/api/staff/privacy/correct', {
      session,
      csrfToken: 'forged',
      payload: { email: 'priya.k@example.in', change: { full_name: 'X' } },
    });
    expect(wrongToken.statusCode).toBe(403);
    const foreign = await t.send('POST', '/api/staff/privacy/erase', {
      session,
      origin: 'https://evil.example',
      payload: { email: 'priya.k@example.in' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (await get('/api/staff/privacy?email=priya.k%40example.in')).json().data.enquiries.map((e: { full_name: string }) => e.full_name),
    ).toEqual(['Priya Kulkarni', 'Priya Kulkarni']);
  });
});

describe('the download', () => {
  it('gives JSON and CSV as attachments and logs an access request answered, due 30 days after it was received', async () => {
    const { first } = await addPeople();
    const json = await get('/api/staff/privacy/export?email=priya.k%40example.in&format=json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toBe(`attachment; filename="personal-data-${indiaDay()}.json"`);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(json.body).enquiries[0]).toMatchObject({
      id: first.id,
      email: 'Priya.K@Example.in',
      notes: [expect.objectContaining({ body: 'Called Priya; wants a quote.' })],
    });

    const csv = await get('/api/staff/privacy/export?phone=9822012345&format=csv&received_on=2026-01-10');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Id,Received \(India time\),Name,E-mail,Phone,/);
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain('Called Priya; wants a quote.');
    expect(csv.body).not.toContain('Rahul');

    const log = (await get('/api/staff/privacy/requests')).json().data.items;
    expect(log).toEqual([
      expect.objectContaining({
        kind: 'access',
        received_on: '2026-01-10',
        due_on: addDays('2026-01-10', PRIVACY_ANSWER_DAYS),
        answered_by: STAFF_EMAIL,
        enquiries: 2,
        in_time: indiaDay() <= '2026-02-09',
      }),
      expect.objectContaining({ kind: 'access', received_on: indiaDay(), due_on: addDays(indiaDay(), 30), enquiries: 2, in_time: true }),
    ]);
    expect((await get('/api/staff/privacy/export?email=priya.k%40example.in&format=xml')).statusCode).toBe(400);
    expect(
      (await get(`/api/staff/privacy/export?email=priya.k%40example.in&format=json&received_on=${addDays(indiaDay(), 1)}`)).statusCode,
    ).toBe(400);
    const yearZero = await get('/api/staff/privacy/export?email=priya.k%40example.in&format=json&received_on=0000-01-01');
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().message).toBe(
      'received_on must be a date written YYYY-MM-DD, such as 2026-11-24, in the years 1900 to 2100 and not in the future.',
    );
  });
});

describe('the quotations made with a person’s enquiries', () => {
  it('are found and downloaded, every revision: number, date, total, status and link', async () => {
    const { first, revised, enquiryId } = await addQuotations();
    const today = indiaDay();
    const found = (await get('/api/staff/privacy?email=priya.k%40example.in')).json().data;
    // 2 × ₹67,500 and 18% GST: ₹1,59,300; revised to 3: ₹2,38,950.
    expect(found.quotations).toEqual([
      expect.objectContaining({
        enquiry_id: enquiryId,
        number: first.number,
        revision: 0,
        date: today,
        total_paise: 159_300_00,
        total: formatRupees(159_300_00),
        status: 'revised',
        link: first.href,
        link_state: 'open',
        buyer: expect.objectContaining({ name: 'Priya Kulkarni', company: 'Kulkarni Traders', gstin: '27AAHFD4821K1ZC' }),
      }),
      expect.objectContaining({ number: revised.number, revision: 1, total: formatRupees(238_950_00), status: 'sent', link: revised.href }),
    ]);

    const json = JSON.parse((await get('/api/staff/privacy/export?phone=9822012345&format=json')).body);
    expect(json.quotations.map((quotation: { number: string }) => quotation.number)).toEqual([first.number, revised.number]);
    const csv = (await get('/api/staff/privacy/export?email=priya.k%40example.in&format=csv')).body;
    const below = csv.split('\r\n\r\n')[1]!.trim().split('\r\n');
    expect(below).toEqual([
      'Quotation,Enquiry,Date,Valid until,Total,Status,Link,Link state',
      expect.stringMatching(new RegExp(`^${first.number},${enquiryId},${today},[0-9-]{10},"₹1,59,300.00",revised,${first.href},open$`)),
      expect.stringMatching(new RegExp(`^${revised.number},${enquiryId},${today},[0-9-]{10},"₹2,38,950.00",sent,${revised.href},open$`)),
    ]);
    expect(csv).not.toContain('Rahul');
  });

  it('name the person as corrected: the buyer on each revision', async () => {
    const { first, revised } = await addQuotations();
    const response = await post('/api/staff/privacy/correct', {
      email: 'priya.k@example.in',
      change: { full_name: 'Priya Joshi', email: 'priya.joshi@example.in' },
    });
    expect(response.statusCode, response.body).toBe(200);
    // What the quotation's page, its PDF and an e-mail sent again read.
    const buyers = [first, revised].map(({ href }) => new QuotationBook(t.db).byToken(href.split('/').at(-1)!)?.document.buyer);
    expect(buyers).toEqual([
      expect.objectContaining({ name: 'Priya Joshi', email: 'priya.joshi@example.in', phone: '+91 98220 12345', gstin: '27AAHFD4821K1ZC' }),
      expect.objectContaining({ name: 'Priya Joshi', email: 'priya.joshi@example.in', phone: '+91 98220 12345' }),
    ]);
    const rahuls = t.db.prepare("SELECT count(*) FROM quotations WHERE document LIKE '%Rahul Deshmukh%'").pluck().get();
    expect(rahuls).toBe(1);
  });

  it('are erased with them, every revision (their links then answer 404); someone else’s stays', async () => {
    const { first, revised, rahuls } = await addQuotations();
    const response = await post('/api/staff/privacy/erase', { phone: '09822012345' });
    expect(response.json()).toMatchObject({
      message: 'Erased 1 enquiry and their notes, and 1 quotation with every revision.',
      data: { enquiries: 1, quotations: 1 },
    });
    const book = new QuotationBook(t.db);
    const byLink = (href: string) => book.byToken(href.split('/').at(-1)!);
    expect([first, revised].map(({ href }) => byLink(href))).toEqual([undefined, undefined]);
    expect(byLink(rahuls.href)?.document.buyer.name).toBe('Rahul Deshmukh');
    const kept = t.db.prepare('SELECT document FROM quotations').pluck().all() as string[];
    expect(kept).toHaveLength(1);
    expect(kept.join('')).not.toMatch(/priya|98220 ?12345/i);
    const audit = t.db.prepare("SELECT after_json FROM audit_log WHERE action = 'privacy-erase'").pluck().all();
    expect(audit).toEqual(['{"enquiries":1,"quotations":1}']);
  });
});

describe('a correction', () => {
  it('changes the name, e-mail and phone on each of the person’s enquiries, audited and logged', async () => {
    const { first, second, third } = await addPeople();
    const response = await post('/api/staff/privacy/correct', {
      email: 'priya.k@example.in',
      change: { full_name: ' Priya Joshi ', email: 'priya.joshi@example.in' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Corrected 2 enquiries.' });
    expect(t.inbox.get(first.id)).toMatchObject({ full_name: 'Priya Joshi', email: 'priya.joshi@example.in', phone: '+91 98220 12345' });
    expect(t.inbox.get(second.id)).toMatchObject({ full_name: 'Priya Joshi', email: 'priya.joshi@example.in', phone: '09822012345' });
    expect(t.inbox.get(third.id)).toMatchObject(other);
    const audit = (await get('/api/staff/privacy?email=priya.joshi%40example.in')).json().data.audit;
    expect(audit.filter((entry: { action: string }) => entry.action === 'correct')).toEqual([
      expect.objectContaining({
        entity_id: first.id,
        before: { full_name: 'Priya Kulkarni', email: 'Priya.K@Example.in' },
        after: { full_name: 'Priya Joshi', email: 'priya.joshi@example.in' },
      }),
      expect.objectContaining({
        entity_id: second.id,
        before: { full_name: 'Priya Kulkarni', email: 'priya.k@example.in' },
        after: { full_name: 'Priya Joshi', email: 'priya.joshi@example.in' },
      }),
    ]);
    expect((await get('/api/staff/privacy/requests')).json().data.items).toEqual([
      expect.objectContaining({ kind: 'correction', enquiries: 2 }),
    ]);
  });

  it('refuses a bad new e-mail, nothing to change, and a person with no enquiry', async () => {
    await addPeople();
    const bad = await post('/api/staff/privacy/correct', { email: 'priya.k@example.in', change: { email: 'priya at example' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^email: /);
    expect((await post('/api/staff/privacy/correct', { email: 'priya.k@example.in', change: {} })).statusCode).toBe(400);
    expect((await post('/api/staff/privacy/correct', { email: 'nobody@example.in', change: { full_name: 'X' } })).statusCode).toBe(404);
    expect((await get('/api/staff/privacy/requests')).json().data.items).toEqual([]);
  });
});

describe('an erasure', () => {
  it('removes the enquiries and notes from the inbox, the CSV and the API, and leaves no audit entry naming the person', async () => {
    const { first, second, third } = await addPeople();
    await post('/api/staff/privacy/correct', { phone: '9822012345', change: { email: 'priya.joshi@example.in' } });
    const response = await post('/api/staff/privacy/erase', { email: 'priya.joshi@example.in', received_on: addDays(indiaDay(), -40) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Erased 2 enquiries and their notes.',
      data: { enquiries: 2, quotations: 0 },
    });

    const inbox = (await get('/api/staff/enquiries?status=all')).json().data;
    expect(inbox.items.map((e: { id: number }) => e.id)).toEqual([third.id]);
    for (const id of [first.id, second.id]) expect((await get(`/api/staff/enquiries/${id}`)).statusCode).toBe(404);
    const csv = (await get('/api/staff/enquiries/export?status=all')).body;
    expect(csv).toContain('Rahul');
    expect(csv).not.toMatch(/priya|98220|Called Priya/i);
    expect((await get('/api/staff/privacy?phone=9822012345')).json().data).toEqual({ enquiries: [], quotations: [], audit: [] });
    expect(t.db.prepare('SELECT count(*) FROM enquiry_notes WHERE enquiry_id IN (?, ?)').pluck().get(first.id, second.id)).toBe(0);

    const audit = t.db
      .prepare("SELECT action, entity, coalesce(before_json, '') || coalesce(after_json, '') AS json FROM audit_log ORDER BY id")
      .all() as { action: string; entity: string; json: string }[];
    for (const entry of audit) expect(entry.json, entry.action).not.toMatch(/priya|kulkarni|98220|12345/i);
    expect(audit.filter((entry) => entry.action === 'correct').map((entry) => entry.json)).toEqual([
      '{"email":"[erased]"}{"email":"[erased]"}',
      '{"email":"[erased]"}{"email":"[erased]"}',
    ]);
    expect(audit.filter((entry) => entry.action === 'privacy-erase')).toEqual([
      { action: 'privacy-erase', entity: 'privacy_request', json: '{"enquiries":2,"quotations":0}' },
    ]);
    // The other person's entries are as they were.
    expect(audit.filter((entry) => entry.action === 'note')).toHaveLength(2);

    const log = (await get('/api/staff/privacy/requests')).json().data.items;
    expect(log[0]).toMatchObject({ kind: 'erasure', enquiries: 2, answered_by: STAFF_EMAIL, in_time: false });
    expect(JSON.stringify(log)).not.toMatch(/priya|98220/i);
    const activity = (await get('/api/staff/activity')).json().data.items;
    expect(activity.find((entry: { action: string }) => entry.action === 'privacy-erase')).toMatchObject({
      what: 'Erased a person’s 2 enquiries and notes at their request',
      subject: `Privacy request ${log[0].id}`,
    });
  });
});
