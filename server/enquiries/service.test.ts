// The sales desk's side of the enquiry API: assignee and follow-up day beside the status (with their
// audit entries and refusals), the "mine", "nobody's" and "due today" filters, and the list of people.
import { describe, expect, it } from 'vitest';

import { addDays, indiaDay } from '../../common/india-time.ts';
import type { StaffRole } from '../../common/staff-roles.ts';

import { auditHistory } from '../db/audit.ts';
import { signedInStaff, STAFF_EMAIL, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let t: StaffTestApp;
let session: SignedIn;
let me: number;
signedInStaff('each', (app, signedIn) => {
  t = app;
  session = signedIn;
  me = app.store.accountByEmail(STAFF_EMAIL)!.id;
});

const base = { email: 'visitor@example.in', phone: '', page_details: '', project_brief: 'TallyPrime for 12 users' };
const get = (url: string) => t.send('GET', url, { session });
const patch = (id: number, payload: unknown) => t.send('PATCH', `/api/staff/enquiries/${id}`, { session, payload: payload as object });

async function colleague(email = 'ravi@example.in', role: StaffRole = 'sales') {
  return (await t.addAccount(email, 'kothrud-ledger-audit-2026', role)).id;
}

function addEnquiries(count: number) {
  for (let i = 1; i <= count; i += 1) t.inbox.add({ ...base, full_name: `Visitor ${i}` }, {}, new Date(Date.UTC(2026, 10, i)));
}

describe('assigning an enquiry and setting its follow-up day', () => {
  it('changes either or both beside the status, answers the enquiry with its assignee, and logs each change', async () => {
    addEnquiries(1);
    const ravi = await colleague();
    const assigned = await patch(1, { assigned_to: me });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.enquiry).toMatchObject({
      id: 1,
      status: 'new',
      assigned_to: me,
      assignee: STAFF_EMAIL,
      follow_up_on: null,
    });
    const both = await patch(1, { status: 'contacted', assigned_to: ravi, follow_up_on: '2026-11-24' });
    expect(both.json().data.enquiry).toMatchObject({
      status: 'contacted',
      assigned_to: ravi,
      assignee: 'ravi@example.in',
      follow_up_on: '2026-11-24',
    });
    // The same values again change nothing and log nothing; null clears.
    await patch(1, { assigned_to: ravi, follow_up_on: '2026-11-24' });
    const cleared = await patch(1, { assigned_to: null, follow_up_on: null });
    expect(cleared.json().data.enquiry).toMatchObject({ status: 'contacted', assigned_to: null, assignee: '', follow_up_on: null });

    const history = auditHistory(t.db, 'enquiry', 1).map(({ actor, action, before, after }) => ({ actor, action, before, after }));
    expect(history.reverse()).toEqual([
      { actor: STAFF_EMAIL, action: 'assign', before: { assigned_to: null }, after: { assigned_to: me } },
      { actor: STAFF_EMAIL, action: 'status', before: { status: 'new' }, after: { status: 'contacted' } },
      { actor: STAFF_EMAIL, action: 'assign', before: { assigned_to: me }, after: { assigned_to: ravi } },
      { actor: STAFF_EMAIL, action: 'follow-up', before: { follow_up_on: null }, after: { follow_up_on: '2026-11-24' } },
      { actor: STAFF_EMAIL, action: 'assign', before: { assigned_to: ravi }, after: { assigned_to: null } },
      { actor: STAFF_EMAIL, action: 'follow-up', before: { follow_up_on: '2026-11-24' }, after: { follow_up_on: null } },
    ]);
  });

  it('refuses an account that does not exist, a day that is not a date, and a change of nothing, changing nothing', async () => {
    addEnquiries(1);
    const refused = await patch(1, { assigned_to: 999 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: 'There is no staff account with id 999.' });
    for (const day of ['2026-02-30', '24/11/2026', 'tomorrow', '2026-11-240', '', '0000-01-01', '2101-01-01']) {
      const response = await patch(1, { follow_up_on: day });
      expect(response.statusCode, day).toBe(400);
      expect(response.json().message, day).toMatch(/follow_up_on must be a date written YYYY-MM-DD|not valid/);
    }
    for (const payload of [
      {},
      { assigned: 1 },
      { assigned_to: 0 },
      { assigned_to: -2 },
      { assigned_to: 'asha' },
      { assigned_to: 1.5 },
      { follow_up_on: { day: 1 } },
    ]) {
      const response = await patch(1, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await patch(9, { assigned_to: me })).statusCode).toBe(404);
    expect(t.inbox.get(1)).toMatchObject({ status: 'new', assigned_to: null, follow_up_on: null });
    expect(auditHistory(t.db, 'enquiry', 1)).toEqual([]);
  });

  it('needs the CSRF token and a session, as every change does', async () => {
    addEnquiries(1);
    expect((await t.send('PATCH', '/api/staff/enquiries/1', { session, csrfToken: null, payload: { assigned_to: me } })).statusCode).toBe(
      403,
    );
    expect((await t.send('PATCH', '/api/staff/enquiries/1', { payload: { assigned_to: me } })).statusCode).toBe(401);
    expect(t.inbox.get(1)?.assigned_to).toBeNull();
  });
});

describe('the desk filters', () => {
  it('show my enquiries, nobody’s, and the open ones due today or before (India time)', async () => {
    addEnquiries(6);
    const ravi = await colleague();
    const today = indiaDay();
    t.inbox.update(1, { assigned_to: me, follow_up_on: today });
    t.inbox.update(2, { assigned_to: me, follow_up_on: addDays(today, 1) });
    t.inbox.update(3, { assigned_to: ravi, follow_up_on: addDays(today, -3), status: 'quoted' });
    t.inbox.update(4, { follow_up_on: addDays(today, -1), status: 'won' });
    t.inbox.update(5, { follow_up_on: addDays(today, -1), status: 'lost' });
    const ids = async (query: string) => (await get(`/api/staff/enquiries?${query}`)).json().data.items.map((e: { id: number }) => e.id);
    expect(await ids('assigned=mine')).toEqual([2, 1]);
    expect(await ids('assigned=none')).toEqual([6, 5, 4]);
    expect(await ids('due=today')).toEqual([3, 1]);
    expect(await ids('due=today&assigned=mine')).toEqual([1]);
    expect(await ids('due=today&status=quoted')).toEqual([3]);
    expect((await get('/api/staff/enquiries?assigned=mine')).json().data).toMatchObject({
      total: 2,
      items: [{ assignee: STAFF_EMAIL }, { assignee: STAFF_EMAIL }],
    });
    for (const query of ['assigned=me', 'assigned=3', 'due=tomorrow', 'due=']) {
      expect((await get(`/api/staff/enquiries?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('the people an enquiry can be assigned to', () => {
  it('are the staff accounts whose role includes enquiries, id and e-mail only, for signed-in staff', async () => {
    const ravi = await colleague();
    const editor = await colleague('meera@example.in', 'editor');
    addEnquiries(1);
    const response = await get('/api/staff/people');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        people: [
          { id: me, email: STAFF_EMAIL },
          { id: ravi, email: 'ravi@example.in' },
        ],
      },
    });
    expect((await t.send('GET', '/api/staff/people')).statusCode).toBe(401);
    // Nor can an enquiry be given to an editor through the API.
    const refused = await patch(1, { assigned_to: editor });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`The staff account with id ${editor} cannot be given enquiries: its role does not include them.`);
    expect((await get('/api/staff/session')).json().data.accountId).toBe(me);
  });
});
