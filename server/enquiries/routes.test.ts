import { describe, expect, it } from 'vitest';

import { auditHistory } from '../db/audit.ts';
import { signedInStaff, STAFF_EMAIL, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let t: StaffTestApp;
let session: SignedIn;
signedInStaff('each', (app, signedIn) => {
  t = app;
  session = signedIn;
});

const base = { email: 'visitor@example.in', phone: '', page_details: '', project_brief: 'TallyPrime for 12 users' };

function addEnquiries(count: number) {
  for (let i = 1; i <= count; i += 1) {
    t.inbox.add(
      { ...base, full_name: `Visitor ${i}` },
      { consent_version: '2026-11', utm_source: i % 2 ? 'newsletter' : '' },
      new Date(Date.UTC(2026, 10, i)),
    );
  }
}

const get = (url: string) => t.send('GET', url, { session });

describe('the enquiry list', () => {
  it('is newest first, in pages of a capped size, with the total and the count of new enquiries', async () => {
    addEnquiries(30);
    const first = (await get('/api/staff/enquiries')).json().data;
    expect(first).toMatchObject({ total: 30, page: 1, size: 25, newEnquiries: 30 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({ id: 30, full_name: 'Visitor 30', status: 'new', consent_version: '2026-11', utm_source: '' });
    const last = (await get('/api/staff/enquiries?page=3&size=10')).json().data;
    expect(last.items.map((e: { id: number }) => e.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect((await get('/api/staff/enquiries?page=9&size=10')).json().data.items).toEqual([]);
    for (const query of ['size=101', 'size=0', 'page=0', 'page=x', 'status=archived', `q=${'x'.repeat(201)}`]) {
      const response = await get(`/api/staff/enquiries?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });

  it('searches and filters by status; spam is left out unless asked for', async () => {
    addEnquiries(4);
    t.inbox.add({ ...base, full_name: 'Meera Joshi', project_brief: 'Payroll training' });
    await t.send('PATCH', '/api/staff/enquiries/1', { session, payload: { status: 'spam' } });
    await t.send('PATCH', '/api/staff/enquiries/2', { session, payload: { status: 'quoted' } });
    const ids = async (query: string) => (await get(`/api/staff/enquiries?${query}`)).json().data.items.map((e: { id: number }) => e.id);
    expect(await ids('')).toEqual([5, 4, 3, 2]);
    expect(await ids('status=spam')).toEqual([1]);
    expect(await ids('status=all')).toEqual([5, 4, 3, 2, 1]);
    expect(await ids('status=quoted')).toEqual([2]);
    expect(await ids('q=payroll')).toEqual([5]);
    expect(await ids('q=visitor%202')).toEqual([2]);
    expect((await get('/api/staff/enquiries')).json().data.newEnquiries).toBe(3);
    expect((await get('/api/staff/session')).json().data.newEnquiries).toBe(3);
  });
});

describe('one enquiry', () => {
  it('comes with its notes; a status change and a note are written to the audit log with who and when', async () => {
    addEnquiries(1);
    const patched = await t.send('PATCH', '/api/staff/enquiries/1', { session, payload: { status: 'contacted' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.enquiry).toMatchObject({ id: 1, status: 'contacted' });
    const noted = await t.send('POST', '/api/staff/enquiries/1/notes', { session, payload: { text: '  Called; sending a quote.  ' } });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().data.note).toEqual({
      id: 1,
      author: STAFF_EMAIL,
      body: 'Called; sending a quote.',
      created_at: expect.any(String),
    });

    const one = (await get('/api/staff/enquiries/1')).json().data;
    expect(one.enquiry).toMatchObject({ id: 1, status: 'contacted', full_name: 'Visitor 1', utm_source: 'newsletter' });
    expect(one.notes).toEqual([noted.json().data.note]);

    const history = auditHistory(t.db, 'enquiry', 1);
    expect(history.map(({ actor, action, before, after }) => ({ actor, action, before, after }))).toEqual([
      { actor: STAFF_EMAIL, action: 'note', before: undefined, after: { noteId: 1 } },
      { actor: STAFF_EMAIL, action: 'status', before: { status: 'new' }, after: { status: 'contacted' } },
    ]);
    expect(history[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    // Setting the same status again changes nothing and logs nothing.
    await t.send('PATCH', '/api/staff/enquiries/1', { session, payload: { status: 'contacted' } });
    expect(auditHistory(t.db, 'enquiry', 1)).toHaveLength(2);
  });

  it('answers 404 for an enquiry that does not exist, and 400 for a bad id, status or note', async () => {
    addEnquiries(1);
    for (const [method, url, payload] of [
      ['GET', '/api/staff/enquiries/9', undefined],
      ['PATCH', '/api/staff/enquiries/9', { status: 'won' }],
      ['POST', '/api/staff/enquiries/9/notes', { text: 'x' }],
      ['DELETE', '/api/staff/enquiries/9', undefined],
    ] as const) {
      const response = await t.send(method, url, { session, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'There is no enquiry with this id.' });
    }
    for (const [method, url, payload] of [
      ['GET', '/api/staff/enquiries/0', undefined],
      ['GET', '/api/staff/enquiries/1%20OR%201=1', undefined],
      ['PATCH', '/api/staff/enquiries/1', { status: 'archived' }],
      ['PATCH', '/api/staff/enquiries/1', {}],
      ['POST', '/api/staff/enquiries/1/notes', { text: '   ' }],
      ['POST', '/api/staff/enquiries/1/notes', { text: 'x'.repeat(5001) }],
      ['POST', '/api/staff/enquiries/1/notes', { text: { html: '<b>' } }],
    ] as const) {
      const response = await t.send(method, url, { session, payload });
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(t.inbox.get(1)?.status).toBe('new');
  });

  it('is deleted for good with its notes; the audit log keeps no personal data of it', async () => {
    addEnquiries(2);
    await t.send('POST', '/api/staff/enquiries/1/notes', { session, payload: { text: 'Phone +91 98220 45110' } });
    const deleted = await t.send('DELETE', '/api/staff/enquiries/1', { session });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'The enquiry was deleted.' });
    expect((await get('/api/staff/enquiries/1')).statusCode).toBe(404);
    expect(t.db.prepare('SELECT count(*) FROM enquiry_notes').pluck().get()).toBe(0);
    expect(auditHistory(t.db, 'enquiry', 1)[0]).toMatchObject({ action: 'delete', before: { status: 'new' }, after: undefined });
    const log = JSON.stringify(t.db.prepare('SELECT * FROM audit_log').all());
    expect(log).not.toMatch(/Visitor 1|visitor@example\.in|98220|TallyPrime/);
    expect((await get('/api/staff/enquiries?status=all')).json().data.total).toBe(1);
  });
});

describe('the CSV export', () => {
  it('downloads the current filter with readable headers, India times, status, assignee and notes, formula cells defused, and is logged', async () => {
    t.inbox.add(
      { ...base, full_name: '=HYPERLINK("http://evil.example","x")', phone: '+91 98220 45110' },
      { utm_source: 'newsletter', consent_version: 'v1', service_name: 'GST e-invoice setup', plan_name: 'Gold' },
      new Date('2026-11-01T00:00:00Z'),
    );
    t.inbox.add({ ...base, full_name: 'राजेश शर्मा, "RS"' }, {}, new Date('2026-11-02T00:00:00Z'));
    t.inbox.add({ ...base, full_name: 'Spam Bot' }, {}, new Date('2026-11-03T00:00:00Z'));
    await t.send('PATCH', '/api/staff/enquiries/3', { session, payload: { status: 'spam' } });
    const me = t.store.accountByEmail(STAFF_EMAIL)!.id;
    await t.send('PATCH', '/api/staff/enquiries/1', {
      session,
      payload: { status: 'contacted', assigned_to: me, follow_up_on: '2026-11-05' },
    });
    t.inbox.addNote(1, STAFF_EMAIL, 'Called back.\n=2+3 lakh', new Date('2026-11-01T06:08:49Z'));

    const response = await get('/api/staff/enquiries/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{4}-\d\d-\d\d\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const header =
      'Id,Received (India time),Name,E-mail,Phone,Service,Plan,Status,Assigned to,Follow up on,Pages / details,Project brief,Notes,' +
      'Consent version,Sent from page,Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content\r\n';
    expect(response.body).toBe(
      `\uFEFF${header}` +
        `2,2026-11-02T05:30:00+05:30,"राजेश शर्मा, ""RS""",visitor@example.in,,,,new,,,,TallyPrime for 12 users,,,,,,,,,\r\n` +
        `1,2026-11-01T05:30:00+05:30,"'=HYPERLINK(""http://evil.example"",""x"")",visitor@example.in,'+91 98220 45110,GST e-invoice setup,Gold,` +
        `contacted,${STAFF_EMAIL},2026-11-05,,TallyPrime for 12 users,"2026-11-01T11:38:49+05:30 ${STAFF_EMAIL}: Called back.\n=2+3 lakh",` +
        `v1,,,newsletter,,,,\r\n`,
    );
    const spam = (await get('/api/staff/enquiries/export?status=spam')).body;
    expect(spam.split('\r\n').slice(1, -1)).toEqual([expect.stringMatching(/^3,2026-11-03T05:30:00\+05:30,Spam Bot,.*,spam,/)]);
    expect((await get('/api/staff/enquiries/export?q=rajesh')).body).toBe(`\uFEFF${header}`);
    expect((await get('/api/staff/enquiries/export?assigned=mine')).body.split('\r\n').slice(1, -1)).toEqual([
      expect.stringMatching(/^1,/),
    ]);
    const exports = t.db.prepare("SELECT actor, after_json FROM audit_log WHERE action = 'export' ORDER BY id").all();
    expect(exports).toEqual([
      { actor: STAFF_EMAIL, after_json: '{"count":2,"status":null,"searched":false,"assigned":null,"due":null,"form":null}' },
      { actor: STAFF_EMAIL, after_json: '{"count":1,"status":"spam","searched":false,"assigned":null,"due":null,"form":null}' },
      { actor: STAFF_EMAIL, after_json: '{"count":0,"status":null,"searched":true,"assigned":null,"due":null,"form":null}' },
      { actor: STAFF_EMAIL, after_json: '{"count":1,"status":null,"searched":false,"assigned":"mine","due":null,"form":null}' },
    ]);
  });
});

describe('hostile text', () => {
  const hostile = `<script>alert('x')</script><img src=x onerror=alert(1)>'; DROP TABLE enquiries; -- " OR 1=1`;

  it('in every field is stored and answered exactly as text, as JSON', async () => {
    const fields = { full_name: hostile, email: hostile, phone: hostile, page_details: hostile, project_brief: hostile };
    const context = {
      consent_version: hostile,
      sent_from_page: hostile,
      referrer_origin: hostile,
      utm_source: hostile,
      utm_medium: hostile,
      utm_campaign: hostile,
      utm_term: hostile,
      utm_content: hostile,
    };
    t.inbox.add(fields, context);
    await t.send('POST', '/api/staff/enquiries/1/notes', { session, payload: { text: hostile } });
    const response = await get('/api/staff/enquiries/1');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const { enquiry, notes } = response.json().data;
    expect(enquiry).toMatchObject({ ...fields, ...context });
    expect(notes[0].body).toBe(hostile);
    const listed = (await get(`/api/staff/enquiries?q=${encodeURIComponent("'; DROP TABLE")}`)).json().data;
    expect(listed.items).toHaveLength(1);
    expect(t.db.prepare('SELECT count(*) FROM enquiries').pluck().get()).toBe(1);
  });

  it('in a search or an id is a value, never SQL', async () => {
    addEnquiries(2);
    for (const q of ["' OR '1'='1", '%', '_', '1; DELETE FROM enquiries; --']) {
      const response = await get(`/api/staff/enquiries?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(response.json().data.total, q).toBe(0);
    }
    expect(t.db.prepare('SELECT count(*) FROM enquiries').pluck().get()).toBe(2);
  });
});

describe('staff answers', () => {
  it('carry no-store, noindex and the site’s strict CSP', async () => {
    for (const response of [
      await get('/api/staff/enquiries'),
      await t.send('GET', '/api/staff/session'),
      await t.send('GET', '/api/staff/session/sign-in'),
      await t.send('POST', '/api/staff/session/sign-out', { session, csrfToken: null }),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['content-security-policy']).toMatch(/default-src 'self';.*object-src 'none';.*frame-ancestors 'none'/);
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });
});
