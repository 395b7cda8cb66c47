// The inbox by form: the Form filter of the list and the export, the forms enquiries came from, and one form's CSV
// with a column per field.
import { describe, expect, it } from 'vitest';

import { CONTACT_FORM_ID } from '../../common/api-contract.ts';
import type { FormAnswer } from '../../common/form-rules.ts';
import { signedInStaff, STAFF_EMAIL, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let t: StaffTestApp;
let session: SignedIn;
signedInStaff('each', (app, signedIn) => {
  t = app;
  session = signedIn;
});

const get = (url: string) => t.send('GET', url, { session });
const visitor = { email: 'visitor@example.in', phone: '', page_details: '', project_brief: 'Answers' };

function answer(form: { id: number; name: string }, name: string, day: number, answers: FormAnswer[] = []) {
  return t.inbox.add(
    { ...visitor, full_name: name },
    { form_id: form.id, form_name: form.name, answers: JSON.stringify(answers) },
    new Date(Date.UTC(2026, 10, day)),
  );
}

const health = { id: 3, name: 'GST health check' };
const webinar = { id: 5, name: 'Webinar sign-up' };

describe('the Form filter', () => {
  it('keeps the answers to one form in the list and its count; other forms and the contact form are left out', async () => {
    t.inbox.add({ ...visitor, full_name: 'Contact form' }, {}, new Date(Date.UTC(2026, 10, 1)));
    answer(health, 'Asha', 2);
    answer(webinar, 'Ravi', 3);
    answer(health, 'Meera', 4);
    const list = (await get('/api/staff/enquiries?form=3')).json().data;
    expect(list.items.map((e: { full_name: string }) => e.full_name)).toEqual(['Meera', 'Asha']);
    expect(list.total).toBe(2);
    expect((await get('/api/staff/enquiries?form=9')).json().data.total).toBe(0);
    expect((await get('/api/staff/enquiries')).json().data.total).toBe(4);
    // Form 0 is the contact form, the default form: the enquiries no form staff built brought.
    const contact = (await get('/api/staff/enquiries?form=0')).json().data;
    expect(contact.items.map((e: { full_name: string }) => e.full_name)).toEqual(['Contact form']);
    for (const query of ['form=x', 'form=-3', 'form=1.5']) expect((await get(`/api/staff/enquiries?${query}`)).statusCode, query).toBe(400);
  });

  it('lists the forms enquiries came from by the newest name each had, the one answered last first, with counts', async () => {
    expect((await get('/api/staff/enquiries/forms')).json()).toEqual({ success: true, data: { forms: [] } });
    t.inbox.add({ ...visitor, full_name: 'Contact form' }, {}, new Date(Date.UTC(2026, 10, 9)));
    answer(health, 'Asha', 1);
    answer(webinar, 'Ravi', 2);
    answer({ ...health, name: 'GST e-invoicing health check' }, 'Meera', 3);
    const spam = answer(webinar, 'Bot', 1);
    t.inbox.setStatus(spam.id, 'spam');
    const response = await get('/api/staff/enquiries/forms');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.forms).toEqual([
      { id: CONTACT_FORM_ID, name: 'Contact form', count: 1 },
      { id: 3, name: 'GST e-invoicing health check', count: 2 },
      { id: 5, name: 'Webinar sign-up', count: 2 },
    ]);
    expect((await t.send('GET', '/api/staff/enquiries/forms')).statusCode).toBe(401);
  });
});

describe('one form’s CSV', () => {
  const USUAL_HEADERS =
    'Id,Received (India time),Name,E-mail,Phone,Service,Plan,Status,Assigned to,Follow up on,Pages / details,Project brief,Notes,' +
    'Consent version,Sent from page,Referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content';
  const lines = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, -1);

  it('adds a column per field in the form’s order, each answer as text, safe for a spreadsheet; the audit names the form', async () => {
    answer(health, 'Asha', 1, [
      { key: 'gstin', label: 'GSTIN', type: 'gstin', value: '27AAPFU0939F1ZV' },
      { key: 'old', label: 'Since removed', type: 'text', value: 'Kept' },
      { key: 'software', label: 'Which software?', type: 'checkboxes', value: ['TallyPrime', 'Busy'] },
      { key: 'users', label: 'Users', type: 'number', value: 12 },
      { key: 'agree', label: 'I agree', type: 'consent', value: true },
      { key: 'invoice', label: 'An invoice', type: 'file', value: { name: 'invoice, march.pdf', type: 'application/pdf', bytes: 2048 } },
    ]);
    // The newest answer leaves the checkboxes out and has a field the form gained since (after the number).
    answer(health, 'Meera', 2, [
      { key: 'gstin', label: 'GSTIN', type: 'gstin', value: '=1+1' },
      { key: 'users', label: 'Users', type: 'number', value: 3 },
      { key: 'note', label: 'Anything "else"?', type: 'long-text', value: 'Line one\nline two' },
      { key: 'agree', label: 'I agree', type: 'consent', value: true },
    ]);
    answer(webinar, 'Ravi', 3, [{ key: 'seat', label: 'Seat', type: 'text', value: 'Front' }]);

    const response = await get('/api/staff/enquiries/export?form=3');
    expect(response.statusCode).toBe(200);
    const [header, meera, asha, ...more] = lines(response.body);
    expect(header).toBe(`${USUAL_HEADERS},GSTIN,Since removed,Which software?,Users,"Anything ""else""?",I agree,An invoice`);
    expect(more).toEqual([]);
    expect(meera).toMatch(/^2,2026-11-02T05:30:00\+05:30,Meera,/);
    expect(meera!.endsWith(`,'=1+1,,,3,"Line one\nline two",Yes,`)).toBe(true);
    expect(asha).toMatch(/^1,2026-11-01T05:30:00\+05:30,Asha,/);
    expect(asha!.endsWith(',27AAPFU0939F1ZV,Kept,"TallyPrime, Busy",12,,Yes,"invoice, march.pdf"')).toBe(true);

    // Without a form, the export is as it was: the usual columns only.
    const all = lines((await get('/api/staff/enquiries/export')).body);
    expect(all[0]).toBe(USUAL_HEADERS);
    expect(all).toHaveLength(4);
    const audit = t.db.prepare("SELECT actor, after_json FROM audit_log WHERE action = 'export' ORDER BY id").all();
    expect(audit).toEqual([
      { actor: STAFF_EMAIL, after_json: '{"count":2,"status":null,"searched":false,"assigned":null,"due":null,"form":3}' },
      { actor: STAFF_EMAIL, after_json: '{"count":3,"status":null,"searched":false,"assigned":null,"due":null,"form":null}' },
    ]);
  });
});
