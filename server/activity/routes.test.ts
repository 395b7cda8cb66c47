// The activity page's API (/api/staff/activity, owners only): the audit log newest first in pages of 50,
// filtered by who, what and India dates (400 for a date that is not one), each entry with a readable
// sentence and what it was about, and the choices of the filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { recordAudit } from '../db/audit.ts';
import { buildStaffTestApp, STAFF_EMAIL, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let t: StaffTestApp;
let owner: SignedIn;
let ravi: number;

/** An entry written at an India time ('2026-11-24T00:10' is 10 past midnight in India). */
const at = (india: string) => new Date(`${india}:00+05:30`);

beforeAll(async () => {
  t = await buildStaffTestApp();
  await t.addAccount();
  ravi = (await t.addAccount('ravi@example.in', 'tulsi-baug-ledger-42', 'editor')).id;
  owner = await t.signIn();
  t.db.prepare('DELETE FROM audit_log').run();
  const log = (entry: Parameters<typeof recordAudit>[1], when: string) => recordAudit(t.db, entry, at(when));
  log({ actor: 'ravi@example.in', entity: 'staff_account', entityId: ravi, action: 'sign-in' }, '2026-11-22T09:00');
  log(
    {
      actor: 'ravi@example.in',
      entity: 'service',
      entityId: 3,
      action: 'update',
      before: { description: 'Payroll', heading: 'Old', image: '' },
      after: { description: 'Payroll', heading: 'New', image: '' },
    },
    '2026-11-23T23:59',
  );
  log(
    {
      actor: STAFF_EMAIL,
      entity: 'staff_account',
      entityId: ravi,
      action: 'role-change',
      before: { email: 'ravi@example.in', role: 'editor' },
      after: { email: 'ravi@example.in', role: 'sales' },
    },
    '2026-11-24T00:10',
  );
  log({ actor: STAFF_EMAIL, entity: 'enquiry', entityId: null, action: 'export', after: { count: 12 } }, '2026-11-24T10:00');
  log(
    { actor: 'system:cli', entity: 'staff_account', entityId: 99, action: 'remove', before: { email: 'gone@example.in' } },
    '2026-11-24T11:00',
  );
  log(
    { actor: STAFF_EMAIL, entity: 'enquiry', entityId: 7, action: 'assign', before: { assigned_to: null }, after: { assigned_to: ravi } },
    '2026-11-24T11:30',
  );
  log(
    {
      actor: STAFF_EMAIL,
      entity: 'service',
      entityId: 3,
      action: 'publish',
      before: { description: 'Payroll', heading: 'New' },
      after: { description: 'Payroll <b>GST</b>', heading: 'New' },
    },
    '2026-11-24T12:00',
  );
});
afterAll(async () => t.close());

const activity = (query = '', session: SignedIn | undefined = owner) => t.send('GET', `/api/staff/activity${query}`, { session });

describe('the activity log', () => {
  it('lists entries newest first, each with when, who, a sentence and what it was about', async () => {
    const response = await activity();
    expect(response.statusCode, response.body).toBe(200);
    const { items, total, page, size, actors, actions } = response.json().data;
    expect({ total, page, size }).toEqual({ total: 7, page: 1, size: 50 });
    expect(items.map((item: Record<string, string>) => [item.who, item.what, item.subject])).toEqual([
      [STAFF_EMAIL, 'Published a change of the service “Payroll <b>GST</b>” (Title)', 'Service “Payroll <b>GST</b>”'],
      [STAFF_EMAIL, 'Assigned it to ravi@example.in', 'Enquiry 7'],
      ['The terminal (npm run staff)', 'Removed the account and its sessions', 'Staff account gone@example.in'],
      [STAFF_EMAIL, 'Exported 12 enquiries as CSV', 'Enquiries'],
      [STAFF_EMAIL, 'Changed the role from editor to sales', 'Staff account ravi@example.in'],
      ['ravi@example.in', 'Changed the service “Payroll” (Tagline)', 'Service “Payroll”'],
      ['ravi@example.in', 'Signed in', 'Staff account ravi@example.in'],
    ]);
    expect(items[0]).toMatchObject({ at: '2026-11-24T06:30:00.000Z', actor: STAFF_EMAIL, action: 'publish' });
    expect(actors).toEqual([
      { value: STAFF_EMAIL, label: STAFF_EMAIL },
      { value: 'ravi@example.in', label: 'ravi@example.in' },
      { value: 'system:cli', label: 'The terminal (npm run staff)' },
    ]);
    expect(actions).toContainEqual({ value: 'role-change', label: 'Role change' });
    expect(actions).toHaveLength(7);
  });

  it('filters by who, what and India dates (both included), together', async () => {
    const subjects = async (query: string) => (await activity(query)).json().data.items.map((item: { action: string }) => item.action);
    expect(await subjects(`?actor=${encodeURIComponent('ravi@example.in')}`)).toEqual(['update', 'sign-in']);
    expect(await subjects('?action=role-change')).toEqual(['role-change']);
    // 23:59 on the 23rd in India is 18:29 UTC: the 23rd; 00:10 on the 24th is 18:40 UTC on the 23rd: the 24th.
    expect(await subjects('?from=2026-11-23&to=2026-11-23')).toEqual(['update']);
    expect(await subjects('?from=2026-11-24')).toEqual(['publish', 'assign', 'remove', 'export', 'role-change']);
    expect(await subjects('?to=2026-11-22')).toEqual(['sign-in']);
    expect(await subjects(`?actor=${encodeURIComponent(STAFF_EMAIL)}&from=2026-11-24&action=export`)).toEqual(['export']);
    expect((await activity('?actor=nobody@example.in')).json().data).toMatchObject({ items: [], total: 0 });
  });

  it('pages by 50', async () => {
    const insert = t.db.transaction(() => {
      for (let i = 0; i < 60; i += 1)
        recordAudit(t.db, { actor: 'bulk@example.in', entity: 'enquiry', entityId: i + 1, action: 'note' }, at('2026-11-25T09:00'));
    });
    insert();
    try {
      const first = (await activity('?actor=bulk%40example.in')).json().data;
      expect(first.items).toHaveLength(50);
      expect(first.total).toBe(60);
      const second = (await activity('?actor=bulk%40example.in&page=2')).json().data;
      expect(second.items.map((item: { subject: string }) => item.subject)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Enquiry ${10 - i}`),
      );
      expect((await activity('?actor=bulk%40example.in&page=3')).json().data.items).toEqual([]);
    } finally {
      t.db.prepare("DELETE FROM audit_log WHERE actor = 'bulk@example.in'").run();
    }
  });

  it('answers 400 with a sentence for parameters that are not valid', async () => {
    const refused = async (query: string) => {
      const response = await activity(query);
      expect(response.statusCode, query).toBe(400);
      return response.json().message as string;
    };
    expect(await refused('?from=2026-02-30')).toBe(
      'from must be a date written YYYY-MM-DD, such as 2026-11-24, in the years 1900 to 2100.',
    );
    expect(await refused('?to=yesterday')).toBe('to must be a date written YYYY-MM-DD, such as 2026-11-24, in the years 1900 to 2100.');
    expect(await refused('?from=0000-01-01&to=0000-12-31')).toBe(
      'from must be a date written YYYY-MM-DD, such as 2026-11-24, in the years 1900 to 2100.',
    );
    expect(await refused('?from=2026-11-24&to=2026-11-01')).toBe(
      'from (2026-11-24) is after to (2026-11-01): pick a start on or before the end.',
    );
    expect(await refused('?page=0')).toMatch(/^The request is not valid: querystring/);
    expect(await refused('?page=two')).toMatch(/^The request is not valid/);
    expect(await refused('?action=DROP%20TABLE')).toMatch(/^The request is not valid/);
    expect(await refused(`?actor=${'a'.repeat(300)}`)).toMatch(/^The request is not valid/);
  });

  it('names the item of every change of content, a draft of a new one too, and a move from place to place', async () => {
    const gst = {
      id: 7,
      description: 'GST, E-Invoicing & E-Way Bill Set-up',
      heading: 'Compliant invoices',
      offering_id: 2,
      position: 3,
      version: 4,
    };
    const entries: Parameters<typeof recordAudit>[1][] = [
      {
        actor: 'nisha@example.in',
        entity: 'service',
        entityId: 7,
        action: 'draft',
        before: gst,
        after: { ...gst, heading: 'From TallyPrime' },
      },
      { actor: 'nisha@example.in', entity: 'service', entityId: 7, action: 'draft', before: gst, after: gst },
      {
        actor: 'nisha@example.in',
        entity: 'service',
        entityId: null,
        action: 'draft',
        after: { draft: 3, description: 'Payroll on cloud', heading: '' },
      },
      { actor: 'nisha@example.in', entity: 'service', entityId: 7, action: 'discard-draft', before: { draft: 2, ...gst } },
      { actor: 'nisha@example.in', entity: 'service', entityId: 7, action: 'publish', before: gst, after: gst },
      { actor: 'nisha@example.in', entity: 'service', entityId: 7, action: 'create', after: gst },
      {
        actor: 'nisha@example.in',
        entity: 'service',
        entityId: 7,
        action: 'move',
        before: gst,
        after: { ...gst, position: 0, version: 5 },
      },
      {
        actor: 'nisha@example.in',
        entity: 'service',
        entityId: 7,
        action: 'move',
        before: gst,
        after: { ...gst, offering_id: 1, position: 1, version: 5 },
      },
      { actor: 'nisha@example.in', entity: 'service', entityId: 7, action: 'move', before: gst, after: { ...gst, version: 6 } },
      { actor: 'nisha@example.in', entity: 'service', entityId: 7, action: 'delete', before: gst },
      { actor: 'nisha@example.in', entity: 'service', entityId: 7, action: 'restore-from-trash', after: gst },
      {
        actor: 'nisha@example.in',
        entity: 'service',
        entityId: 7,
        action: 'reorder-sections',
        before: { ids: [1, 2] },
        after: { ids: [2, 1] },
      },
      { actor: 'nisha@example.in', entity: 'offering', entityId: null, action: 'reorder', before: { ids: [1, 2] }, after: { ids: [2, 1] } },
      { actor: 'nisha@example.in', entity: 'site_settings', entityId: 1, action: 'publish', before: { phone: '1' }, after: { phone: '2' } },
      {
        actor: 'nisha@example.in',
        entity: 'quick_fact',
        entityId: 40,
        action: 'update',
        before: { fact_key: 'Users', fact_value: 'Five' },
        after: { fact_key: 'Users', fact_value: 'Ten' },
      },
    ];
    const ids = t.db.transaction(() => entries.map((entry) => recordAudit(t.db, entry, at('2026-11-26T09:00'))))();
    try {
      const items = (await activity('?actor=nisha%40example.in')).json().data.items as Record<string, string>[];
      expect(items.map((item) => [item.what, item.subject]).reverse()).toEqual([
        [
          'Saved a draft of the service “GST, E-Invoicing & E-Way Bill Set-up” (changing Tagline)',
          'Service “GST, E-Invoicing & E-Way Bill Set-up”',
        ],
        ['Saved a draft of the service “GST, E-Invoicing & E-Way Bill Set-up”', 'Service “GST, E-Invoicing & E-Way Bill Set-up”'],
        ['Saved a draft of a new service “Payroll on cloud”', 'New service “Payroll on cloud”'],
        ['Discarded a draft of the service “GST, E-Invoicing & E-Way Bill Set-up”', 'Service “GST, E-Invoicing & E-Way Bill Set-up”'],
        ['Published the service “GST, E-Invoicing & E-Way Bill Set-up”', 'Service “GST, E-Invoicing & E-Way Bill Set-up”'],
        ['Created the service “GST, E-Invoicing & E-Way Bill Set-up”', 'Service “GST, E-Invoicing & E-Way Bill Set-up”'],
        [
          'Moved the service “GST, E-Invoicing & E-Way Bill Set-up” from place 4 to place 1',
          'Service “GST, E-Invoicing & E-Way Bill Set-up”',
        ],
        [
          'Moved the service “GST, E-Invoicing & E-Way Bill Set-up” to another offering (place 2)',
          'Service “GST, E-Invoicing & E-Way Bill Set-up”',
        ],
        ['Moved the service “GST, E-Invoicing & E-Way Bill Set-up” and back to place 4', 'Service “GST, E-Invoicing & E-Way Bill Set-up”'],
        [
          'Deleted the service “GST, E-Invoicing & E-Way Bill Set-up” (to Recently deleted)',
          'Service “GST, E-Invoicing & E-Way Bill Set-up”',
        ],
        [
          'Restored the service “GST, E-Invoicing & E-Way Bill Set-up” from Recently deleted',
          'Service “GST, E-Invoicing & E-Way Bill Set-up”',
        ],
        ['Changed the order of the service sections of the service 7', 'Service 7'],
        ['Changed the order of the offerings', 'Offerings'],
        ['Published a change of Site settings (Main phone)', 'Site settings'],
        ['Changed the quick fact “Users” (Value)', 'Quick fact “Users”'],
      ]);
    } finally {
      t.db.prepare(`DELETE FROM audit_log WHERE id IN (${ids.join(', ')})`).run();
    }
  });

  it('is for owners only', async () => {
    const editor = await t.signIn('ravi@example.in', 'tulsi-baug-ledger-42');
    const response = await activity('', editor);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your role (editor) cannot use the activity log.');
    expect((await t.send('GET', '/api/staff/activity')).statusCode).toBe(401);
  });
});
