import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { QuotationDocument } from '../../common/quotation.ts';
import { openDatabase } from '../content/service.ts';
import { EnquiryStore } from './enquiries.ts';
import { EnquiryInbox } from './enquiry-inbox.ts';
import { QuotationBook } from './quotations.ts';
import { StaffStore } from './staff-store.ts';
import { migrations } from './migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-inbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const enquiry = { full_name: 'Asha', email: 'asha@example.in', phone: '', page_details: '', project_brief: 'Payroll' };

describe('the staff migrations', () => {
  it('bring a database made before them up to date, keeping its enquiries as new ones', () => {
    const path = join(dir, 'old.db');
    // Not seeded: today's seed has columns and tables that came after migration 4; a service is stored by hand.
    const old = openDatabase(path, { migrations: migrations.filter((migration) => migration.id < 5), seed: false });
    old.exec(`
      INSERT INTO offerings (id, offering_name, sort_order) VALUES (1, 'All', 0);
      INSERT INTO services (id, offering_id, heading, description, image, sort_order) VALUES (1, 1, 'Licences', 'TallyPrime', '', 0);
    `);
    new EnquiryStore(old).add(enquiry, new Date('2026-01-05T10:00:00Z'));
    const services = old.prepare('SELECT count(*) FROM services').pluck().get();
    old.close();

    const db = openDatabase(path);
    expect(db.prepare('SELECT id FROM schema_migrations ORDER BY id').pluck().all()).toEqual(migrations.map((m) => m.id));
    expect(db.prepare('SELECT count(*) FROM services').pluck().get()).toBe(services);
    const inbox = new EnquiryInbox(db);
    expect(inbox.get(1)).toEqual({
      id: 1,
      ...enquiry,
      received_at: '2026-01-05T10:00:00.000Z',
      status: 'new',
      consent_version: '',
      sent_from_page: '',
      referrer_origin: '',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      utm_term: '',
      utm_content: '',
      service_name: '',
      plan_name: '',
      form_id: null,
      form_name: '',
      answers: '',
      assigned_to: null,
      follow_up_on: null,
      assignee: '',
    });
    for (const table of ['staff_accounts', 'staff_sessions', 'staff_sign_in_failures', 'enquiry_notes', 'audit_log']) {
      expect(db.prepare('SELECT count(*) FROM sqlite_master WHERE type = ? AND name = ?').pluck().get('table', table)).toBe(1);
    }
    // The status can only be one of the six.
    expect(() => db.prepare("UPDATE enquiries SET status = 'maybe'").run()).toThrow(/CHECK constraint/);
    db.close();
  });
});

describe('EnquiryInbox', () => {
  function filled() {
    const db = openDatabase(':memory:', { seed: false });
    const inbox = new EnquiryInbox(db);
    inbox.add(
      { ...enquiry, full_name: 'Ravi Patil', project_brief: 'TallyPrime on cloud' },
      { utm_source: 'newsletter' },
      new Date('2026-03-01T00:00:00Z'),
    );
    inbox.add({ ...enquiry, full_name: '100% real_offer' }, {}, new Date('2026-03-02T00:00:00Z'));
    inbox.add({ ...enquiry, full_name: 'Meera', email: 'meera@example.in' }, {}, new Date('2026-03-03T00:00:00Z'));
    return inbox;
  }

  it('lists newest first in pages, and searches every field with % and _ taken literally', () => {
    const inbox = filled();
    expect(inbox.list({}, 1, 2).map((e) => e.id)).toEqual([3, 2]);
    expect(inbox.list({}, 2, 2).map((e) => e.id)).toEqual([1]);
    expect(inbox.list({ q: 'tallyprime' }, 1, 10).map((e) => e.id)).toEqual([1]);
    expect(inbox.list({ q: 'MEERA@' }, 1, 10).map((e) => e.id)).toEqual([3]);
    expect(inbox.list({ q: '100%' }, 1, 10).map((e) => e.id)).toEqual([2]);
    expect(inbox.list({ q: '%' }, 1, 10).map((e) => e.id)).toEqual([2]);
    expect(inbox.list({ q: 'rea__offer' }, 1, 10)).toEqual([]);
    expect(inbox.list({ q: 'real%offer' }, 1, 10)).toEqual([]);
    expect(inbox.list({ q: "' OR 1=1 --" }, 1, 10)).toEqual([]);
    expect(inbox.count({ q: 'a' })).toBe(3);
    expect(inbox.get(1)?.utm_source).toBe('newsletter');
  });

  it('leaves spam out unless asked for it or for all, and counts the new ones', () => {
    const inbox = filled();
    expect(inbox.setStatus(2, 'spam')).toMatchObject({ before: { status: 'new' }, after: { status: 'spam' } });
    inbox.setStatus(3, 'contacted');
    expect(inbox.list({}, 1, 10).map((e) => e.id)).toEqual([3, 1]);
    expect(inbox.list({ status: 'spam' }, 1, 10).map((e) => e.id)).toEqual([2]);
    expect(inbox.list({ status: 'all' }, 1, 10).map((e) => e.id)).toEqual([3, 2, 1]);
    expect([...inbox.each({ status: 'contacted' })].map((e) => e.id)).toEqual([3]);
    expect(inbox.countNew()).toBe(1);
    expect(inbox.setStatus(99, 'won')).toBeUndefined();
  });

  it('keeps notes with their author and time, and deletes an enquiry with its notes', () => {
    const inbox = filled();
    const note = inbox.addNote(1, 'asha@example.in', 'Called <b>back</b>', new Date('2026-03-04T09:00:00Z'));
    expect(inbox.notes(1)).toEqual([note]);
    expect(note).toEqual({
      id: 1,
      enquiry_id: 1,
      author: 'asha@example.in',
      body: 'Called <b>back</b>',
      created_at: '2026-03-04T09:00:00.000Z',
    });
    expect(inbox.addNote(99, 'asha@example.in', 'x')).toBeUndefined();
    expect(inbox.delete(1)?.full_name).toBe('Ravi Patil');
    expect(inbox.get(1)).toBeUndefined();
    expect(inbox.db.prepare('SELECT count(*) FROM enquiry_notes').pluck().get()).toBe(0);
    expect(inbox.delete(1)).toBeUndefined();
    expect(inbox.deleteReceivedBefore(new Date('2026-03-03T00:00:00Z'))).toBe(1);
    expect(inbox.list({ status: 'all' }, 1, 10).map((e) => e.id)).toEqual([3]);
  });

  it('deletes an enquiry’s quotation, every revision, with it: deleted by staff or past the retention period', () => {
    const inbox = filled();
    const book = new QuotationBook(inbox.db);
    // Each enquiry a quotation; the first's revised once.
    const quote = (enquiryId: number, serial: number, revision = 0) =>
      book.add({
        year: 2026,
        serial,
        revision,
        token: `${serial}-${revision}`.padEnd(24, 'x'),
        enquiry_id: enquiryId,
        total_paise: 187_620_00,
        document: { number: `DX-Q-2026-${serial}` } as QuotationDocument,
        created_at: '2026-03-04T09:00:00.000Z',
      });
    for (const id of [1, 2, 3]) quote(id, id);
    quote(1, 1, 1);
    const left = () => inbox.db.prepare('SELECT enquiry_id, revision FROM quotations ORDER BY id').raw().all();

    inbox.delete(1);
    expect(book.byToken('1-0'.padEnd(24, 'x'))).toBeUndefined();
    expect(book.byToken('1-1'.padEnd(24, 'x'))).toBeUndefined();
    expect(left()).toEqual([
      [2, 0],
      [3, 0],
    ]);
    expect(inbox.deleteReceivedBefore(new Date('2026-03-03T00:00:00Z'))).toBe(1);
    expect(left()).toEqual([[3, 0]]);
  });
});

describe('the sales desk (migration 9)', () => {
  function desk() {
    const db = openDatabase(':memory:', { seed: false });
    const staff = new StaffStore(db);
    staff.addAccount('asha@example.in', 'hash', 'owner');
    staff.addAccount('ravi@example.in', 'hash', 'sales');
    const [asha, ravi] = ['asha@example.in', 'ravi@example.in'].map((email) => staff.accountByEmail(email)!.id) as [number, number];
    const inbox = new EnquiryInbox(db);
    inbox.add(
      { ...enquiry, full_name: 'One' },
      { service_name: 'GST e-invoice setup', plan_name: 'Gold' },
      new Date('2026-03-01T00:00:00Z'),
    );
    inbox.add({ ...enquiry, full_name: 'Two' }, {}, new Date('2026-03-02T00:00:00Z'));
    inbox.add({ ...enquiry, full_name: 'Three' }, {}, new Date('2026-03-03T00:00:00Z'));
    inbox.add({ ...enquiry, full_name: 'Four' }, {}, new Date('2026-03-04T00:00:00Z'));
    return { db, staff, inbox, asha, ravi };
  }
  const ids = (records: { id: number }[]) => records.map((record) => record.id);

  it('stores the quoted service and plan, and changes status, assignee and follow-up day independently', () => {
    const { inbox, asha } = desk();
    expect(inbox.get(1)).toMatchObject({
      service_name: 'GST e-invoice setup',
      plan_name: 'Gold',
      assigned_to: null,
      follow_up_on: null,
      assignee: '',
    });
    expect(inbox.list({ q: 'e-invoice' }, 1, 10).map((e) => e.id)).toEqual([1]);
    const assigned = inbox.update(1, { assigned_to: asha });
    expect(assigned?.before).toMatchObject({ assigned_to: null, status: 'new' });
    expect(assigned?.after).toMatchObject({ assigned_to: asha, assignee: 'asha@example.in', status: 'new', follow_up_on: null });
    expect(inbox.update(1, { follow_up_on: '2026-03-10', status: 'contacted' })?.after).toMatchObject({
      assigned_to: asha,
      follow_up_on: '2026-03-10',
      status: 'contacted',
    });
    expect(inbox.update(1, { assigned_to: null, follow_up_on: null })?.after).toMatchObject({
      assigned_to: null,
      follow_up_on: null,
      status: 'contacted',
    });
    expect(inbox.update(99, { status: 'won' })).toBeUndefined();
    expect(inbox.accountRole(asha)).toBe('owner');
    expect(inbox.accountRole(999)).toBeUndefined();
  });

  it('filters by assignee (one account, or nobody) and by follow-ups due, leaving closed enquiries out of those', () => {
    const { inbox, asha, ravi } = desk();
    inbox.update(1, { assigned_to: asha, follow_up_on: '2026-03-05' });
    inbox.update(2, { assigned_to: asha, follow_up_on: '2026-03-06', status: 'quoted' });
    inbox.update(3, { assigned_to: ravi, follow_up_on: '2026-03-04', status: 'won' });
    inbox.update(4, { follow_up_on: '2026-03-07' });
    expect(ids(inbox.list({ assignedTo: asha }, 1, 10))).toEqual([2, 1]);
    expect(ids(inbox.list({ assignedTo: ravi }, 1, 10))).toEqual([3]);
    expect(ids(inbox.list({ assignedTo: null }, 1, 10))).toEqual([4]);
    expect(ids(inbox.list({ dueBy: '2026-03-06' }, 1, 10))).toEqual([2, 1]);
    expect(ids(inbox.list({ dueBy: '2026-03-04' }, 1, 10))).toEqual([]);
    expect(ids(inbox.list({ dueBy: '2026-03-31', assignedTo: asha, status: 'quoted' }, 1, 10))).toEqual([2]);
    expect(inbox.count({ dueBy: '2026-03-31' })).toBe(3);
    expect(ids([...inbox.each({ assignedTo: asha })])).toEqual([2, 1]);
  });

  it('lets go of an enquiry when its assignee’s account is removed, and counts page views per day and path', () => {
    const { db, staff, inbox, ravi } = desk();
    inbox.update(2, { assigned_to: ravi });
    staff.removeAccount(ravi);
    expect(inbox.get(2)).toMatchObject({ assigned_to: null, assignee: '' });
    db.prepare("INSERT INTO page_views (day, path, views) VALUES ('2026-03-01', '/contact', 3)").run();
    expect(() => db.prepare("INSERT INTO page_views (day, path, views) VALUES ('2026-03-01', '/contact', 1)").run()).toThrow(/UNIQUE/);
  });
});
