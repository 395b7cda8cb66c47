import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../content/service.ts';
import { ENQUIRY_COLUMNS, EnquiryStore } from './enquiries.ts';
import { ENQUIRY_RECORD_COLUMNS } from './enquiry-inbox.ts';
import { migrations } from './migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-enquiries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const enquiry = { full_name: 'Asha', email: 'asha@example.in', phone: '', page_details: '', project_brief: 'Payroll' };

describe('the enquiries table', () => {
  it('is created by its own migration, with no column for the visitor’s address', () => {
    const db = openDatabase(':memory:', { seed: false });
    expect(migrations.map((migration) => migration.name)).toContain('enquiries');
    const columns = (db.prepare('PRAGMA table_info(enquiries)').all() as { name: string }[]).map((column) => column.name);
    expect(columns).toEqual([
      ...['id', 'full_name', 'email', 'phone', 'page_details', 'project_brief', 'received_at'],
      ...[
        'status',
        'consent_version',
        'sent_from_page',
        'referrer_origin',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'utm_term',
        'utm_content',
      ],
      ...['service_name', 'plan_name', 'assigned_to', 'follow_up_on'],
      ...['form_id', 'form_name', 'answers'],
    ]);
    expect([...ENQUIRY_RECORD_COLUMNS].sort()).toEqual([...columns].sort());
    expect(ENQUIRY_RECORD_COLUMNS.slice(0, ENQUIRY_COLUMNS.length)).toEqual([...ENQUIRY_COLUMNS]);
    db.close();
  });

  it('is added to a database created before it, keeping its content', () => {
    const path = join(dir, 'old.db');
    const enquiriesId = migrations.find((migration) => migration.name === 'enquiries')!.id;
    // The content as the first migration stored it (the seed needs later migrations).
    const old = openDatabase(path, { seed: false, migrations: migrations.filter((migration) => migration.id < enquiriesId) });
    old.prepare("INSERT INTO offerings (id, offering_name, sort_order) VALUES (1, 'All', 0)").run();
    const offerings = old.prepare('SELECT count(*) FROM offerings').pluck().get();
    expect(offerings).toBe(1);
    expect(old.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'enquiries'").pluck().get()).toBe(0);
    old.close();
    const db = openDatabase(path);
    expect(db.prepare('SELECT count(*) FROM offerings').pluck().get()).toBe(offerings);
    expect(new EnquiryStore(db).count()).toBe(0);
    db.close();
  });
});

describe('EnquiryStore', () => {
  it('adds enquiries with increasing ids and the time received, and reads them back oldest first', () => {
    const db = openDatabase(':memory:', { seed: false });
    const store = new EnquiryStore(db);
    const first = store.add(enquiry, new Date('2026-11-21T01:00:00Z'));
    const second = store.add({ ...enquiry, full_name: 'Ravi' }, new Date('2026-11-21T02:00:00Z'));
    expect(first).toEqual({ id: 1, ...enquiry, received_at: '2026-11-21T01:00:00.000Z' });
    expect(second.id).toBe(2);
    expect([...store.each()]).toEqual([first, second]);
    expect(store.count()).toBe(2);
    db.close();
  });
});
