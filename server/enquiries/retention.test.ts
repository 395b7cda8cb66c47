import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { createApp } from '../app.ts';
import { readServerConfig } from '../config.ts';
import { openDatabase } from '../content/service.ts';
import { EnquiryInbox } from '../db/enquiry-inbox.ts';

import { DAY_MS, purgeOldEnquiries, retentionCutoff, runDaily } from './retention.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-retention-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

const enquiry = { full_name: 'Asha', email: 'asha@example.in', phone: '', page_details: '', project_brief: 'Payroll' };

describe('retentionCutoff', () => {
  it('goes back whole calendar months, to the last day of a shorter month', () => {
    expect(retentionCutoff(24, new Date('2026-11-23T20:00:00.000Z')).toISOString()).toBe('2024-11-23T20:00:00.000Z');
    expect(retentionCutoff(1, new Date('2026-03-31T08:00:00.000Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(retentionCutoff(13, new Date('2026-01-15T00:00:00.000Z')).toISOString()).toBe('2024-12-15T00:00:00.000Z');
  });
});

describe('purgeOldEnquiries', () => {
  it('removes the enquiries received before the cut-off with their notes, and logs only the count', () => {
    const db = openDatabase(':memory:', { seed: false });
    const inbox = new EnquiryInbox(db);
    const old = inbox.add(enquiry, {}, new Date('2024-11-23T19:59:59.999Z'));
    inbox.addNote(old.id, 'asha@example.in', 'old note');
    inbox.add({ ...enquiry, full_name: 'Kept' }, {}, new Date('2024-11-23T20:00:00.000Z'));
    const now = new Date('2026-11-23T20:00:00.000Z');

    expect(purgeOldEnquiries(db, 0, now)).toEqual({ removed: 0 });
    expect(inbox.count({ status: 'all' })).toBe(2);
    expect(purgeOldEnquiries(db, 24, now)).toEqual({ removed: 1, cutoff: new Date('2024-11-23T20:00:00.000Z') });
    expect(inbox.list({ status: 'all' }, 1, 10).map((e) => e.full_name)).toEqual(['Kept']);
    expect(db.prepare('SELECT count(*) FROM enquiry_notes').pluck().get()).toBe(0);
    const [entry] = db.prepare('SELECT actor, entity, entity_id, action, before_json, after_json FROM audit_log').all();
    expect(entry).toEqual({
      actor: 'system:retention',
      entity: 'enquiry',
      entity_id: null,
      action: 'purge',
      before_json: null,
      after_json: '{"removed":1,"receivedBefore":"2024-11-23T20:00:00.000Z","months":24}',
    });
    // Nothing to remove: nothing logged.
    expect(purgeOldEnquiries(db, 24, now).removed).toBe(0);
    expect(db.prepare('SELECT count(*) FROM audit_log').pluck().get()).toBe(1);
    db.close();
  });
});

describe('runDaily', () => {
  it('runs at once and then every day, keeps going after a failure, and stops when asked', () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const stop = runDaily(
      () => {
        runs += 1;
        if (runs === 2) throw new Error('disk full');
      },
      (error) => errors.push(error),
    );
    expect(runs).toBe(1);
    vi.advanceTimersByTime(DAY_MS - 1);
    expect(runs).toBe(1);
    vi.advanceTimersByTime(1);
    expect(runs).toBe(2);
    vi.advanceTimersByTime(DAY_MS);
    expect(runs).toBe(3);
    expect(errors).toEqual([new Error('disk full')]);
    stop();
    vi.advanceTimersByTime(5 * DAY_MS);
    expect(runs).toBe(3);
  });
});

describe('the server', () => {
  it('removes enquiries older than ENQUIRY_RETENTION_MONTHS when it starts, and expired sessions with them', async () => {
    const path = join(dir, 'start.db');
    const db = openDatabase(path);
    const inbox = new EnquiryInbox(db);
    inbox.add({ ...enquiry, full_name: 'Three years old' }, {}, new Date(Date.now() - 3 * 365 * DAY_MS));
    inbox.add({ ...enquiry, full_name: 'Last month' }, {}, new Date(Date.now() - 30 * DAY_MS));
    db.prepare(
      "INSERT INTO staff_accounts (email, password_hash, role, created_at, password_changed_at) VALUES ('a@b.in', 'x', 'owner', '', '')",
    ).run();
    db.prepare("INSERT INTO staff_sessions VALUES ('stale', 1, 's', 0, 0)").run();
    db.close();

    const config = { ...readServerConfig({ ENQUIRY_RETENTION_MONTHS: '24' }), databasePath: path, distDir: join(dir, 'no-dist') };
    const app = await createApp(config, { site: false });
    await app.ready();
    const after = openDatabase(path);
    expect(after.prepare('SELECT full_name FROM enquiries').pluck().all()).toEqual(['Last month']);
    expect(after.prepare('SELECT count(*) FROM staff_sessions').pluck().get()).toBe(0);
    expect(after.prepare("SELECT actor FROM audit_log WHERE action = 'purge'").pluck().all()).toEqual(['system:retention']);
    after.close();
    await app.close();
  });
});
