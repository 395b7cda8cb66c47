// Reports per form: a form shown and begun, reported by the browser (POST /api/form-events) and counted as page views
// are, beside its answers sent, in GET /api/staff/reports — the contact form as the default form (id 0).
import { describe, expect, it } from 'vitest';

import { apiPaths, CONTACT_FORM_ID } from '../../common/api-contract.ts';
import { indiaDay } from '../../common/india-time.ts';
import { forms } from '../../common/kinds/forms.ts';
import { formField } from '../../common/testing/form-field.ts';
import { viewMessages } from '../page-views/routes.ts';
import { signedInStaff, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let t: StaffTestApp;
let session: SignedIn;
signedInStaff('each', (app, signedIn) => {
  t = app;
  session = signedIn;
});

const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The browser's report, as navigator.sendBeacon sends it: a form, no cookie. */
const report = (body: string, headers: Record<string, string> = { 'user-agent': CHROME }) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.formEvents,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body,
  });

async function buildForm(title: string) {
  const response = await t.send('POST', `/api/staff/content/${forms.name}`, {
    session,
    payload: {
      title,
      fields: [formField('Your name')],
      submit_label: 'Send',
      confirmation: 'Thanks!',
      redirect: '',
      reply: '',
      notify: '',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

const visitor = { email: 'visitor@example.in', phone: '', page_details: '', project_brief: 'Answers' };
const answer = (form: { id: number; name: string } | undefined, status: 'new' | 'spam' = 'new') => {
  const { id } = t.inbox.add({ ...visitor, full_name: 'Asha' }, form ? { form_id: form.id, form_name: form.name } : {});
  if (status === 'spam') t.inbox.setStatus(id, 'spam');
};

const formsReport = async () => {
  const today = indiaDay();
  const response = await t.send('GET', `/api/staff/reports?from=${today}&to=${today}`, { session });
  expect(response.statusCode).toBe(200);
  return response.json().data.forms;
};

describe('reports per form', () => {
  it('counts each form shown and begun beside its answers sent, the contact form as the default form, spam left out', async () => {
    const training = await buildForm('Payroll workshop');
    const health = await buildForm('GST e-invoicing health check');
    for (const body of [
      `form=${health}&event=view`,
      `form=${health}&event=view`,
      `form=${health}&event=view`,
      `form=${health}&event=start`,
    ])
      expect((await report(body)).statusCode).toBe(204);
    await report(`form=${CONTACT_FORM_ID}&event=view`);
    await report(`form=${CONTACT_FORM_ID}&event=start`);
    answer({ id: health, name: 'GST e-invoicing health check' });
    answer({ id: health, name: 'GST e-invoicing health check' }, 'spam');
    answer(undefined);
    answer(undefined);

    expect(await formsReport()).toEqual([
      { id: CONTACT_FORM_ID, name: 'Contact form', views: 1, starts: 1, submissions: 2 },
      { id: health, name: 'GST e-invoicing health check', views: 3, starts: 1, submissions: 1 },
    ]);
    // Nothing about the visitor is kept: a day, a form and two numbers.
    expect(t.db.prepare('SELECT * FROM form_views ORDER BY form_id').all()).toEqual([
      { day: indiaDay(), form_id: 0, views: 1, starts: 1 },
      { day: indiaDay(), form_id: health, views: 3, starts: 1 },
    ]);
    expect(training).not.toBe(health);
  });

  it('keeps a deleted form’s counts under the name its answers carry', async () => {
    const id = await buildForm('Webinar sign-up');
    await report(`form=${id}&event=view`);
    answer({ id, name: 'Webinar sign-up' });
    await t.send('GET', `/api/staff/reports`, { session }); // written before it is deleted
    expect((await t.send('DELETE', `/api/staff/content/${forms.name}/${id}`, { session })).statusCode).toBe(200);
    expect(await formsReport()).toEqual([{ id, name: 'Webinar sign-up', views: 1, starts: 0, submissions: 1 }]);
  });

  it('answers 400 to a report naming no form or no such event, and 204 without counting to a crawler or DNT', async () => {
    const id = await buildForm('Careers');
    for (const body of [
      '',
      `form=${id}`,
      `form=${id}&event=submit`,
      `form=${id + 1}&event=view`,
      'form=-1&event=view',
      'form=1e3&event=view',
      `form=%00&event=view`,
    ]) {
      const response = await report(body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json(), body).toEqual({ success: false, message: viewMessages.badFormEvent });
    }
    expect((await report(`form=${id}&event=view`, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).statusCode).toBe(204);
    expect((await report(`form=${id}&event=view`, { 'user-agent': CHROME, dnt: '1' })).statusCode).toBe(204);
    expect(await formsReport()).toEqual([]);
  });
});
