// The owners' backups API: Back up now (CSRF checked like every staff change; with or without an empty JSON body;
// 409 while a backup runs), the list, a download as a tar archive; editors and sales are refused (403), and only
// owners' session answers carry the backup warning.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildStaffTestApp, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

import { runLockPath } from './run-lock.ts';
import { holdRunLock } from './test-backups.ts';

let t: StaffTestApp;
let owner: SignedIn;
let editor: SignedIn;
let sales: SignedIn;

beforeAll(async () => {
  t = await buildStaffTestApp();
  await t.addAccount();
  await t.addAccount('ravi@example.in', 'tulsi-baug-ledger-42', 'editor');
  await t.addAccount('neha@example.in', 'tulsi-baug-ledger-42', 'sales');
  owner = await t.signIn();
  editor = await t.signIn('ravi@example.in', 'tulsi-baug-ledger-42');
  sales = await t.signIn('neha@example.in', 'tulsi-baug-ledger-42');
  // Three accounts signed in: room for a busy machine.
}, 60_000);
afterAll(async () => t.close());

describe('/api/staff/backups', () => {
  it('backs up now for an owner and lists the backup with its counts; the audit log records who', async () => {
    t.inbox.add({
      full_name: 'Meena Joshi',
      email: 'meena@example.in',
      phone: '',
      page_details: 'contact',
      project_brief: 'Payroll',
    } as never);
    const made = await t.send('POST', '/api/staff/backups', { session: owner });
    expect(made.statusCode, made.body).toBe(201);
    const backup = made.json().data;
    expect(backup).toMatchObject({ reason: 'manual', counts: { enquiries: 1 }, mediaFiles: 0 });
    expect(backup.name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{6}-IST-[0-9a-f]{6}$/);
    expect(backup.path).toBeUndefined();

    const list = await t.send('GET', '/api/staff/backups', { session: owner });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({
      backups: [backup],
      dailyHour: 3,
      keepDaily: 14,
      keepWeekly: 8,
      bucket: null,
      lastRun: { ok: true, name: backup.name },
    });
    expect(list.json().data.warning).toBeUndefined();
    expect(t.db.prepare("SELECT actor, action FROM audit_log WHERE entity = 'backup'").all()).toEqual([
      { actor: 'asha@example.in', action: 'backup' },
    ]);
  });

  it('downloads a backup as a tar archive; an unknown one is 404', async () => {
    const [backup] = (await t.send('GET', '/api/staff/backups', { session: owner })).json().data.backups;
    const download = await t.send('GET', `/api/staff/backups/${backup.name}/download`, { session: owner });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/x-tar');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.name}.tar"`);
    expect(download.headers['cache-control']).toBe('no-store');
    // A tar entry's name opens its 512-byte header; the database inside starts with SQLite's own header.
    expect(download.rawPayload.subarray(0, 100).toString()).toContain(`${backup.name}/manifest.json`);
    expect(download.rawPayload.includes('SQLite format 3')).toBe(true);
    expect((await t.send('GET', '/api/staff/backups/backup-2020-01-01T000000-IST/download', { session: owner })).statusCode).toBe(404);
    const activity = (await t.send('GET', '/api/staff/activity', { session: owner })).json().data.items;
    expect(activity.slice(0, 2).map((entry: Record<string, string>) => [entry.what, entry.subject])).toEqual([
      ['Downloaded a backup', `Backup ${backup.name}`],
      ['Backed up the database and media (Back up now)', `Backup ${backup.name}`],
    ]);
    expect((await t.send('GET', '/api/staff/backups/..%2F..%2Fsite.db/download', { session: owner })).statusCode).toBe(400);
  });

  it('refuses editors and sales (403), a change without the CSRF token or from another site (403), and anyone signed out (401)', async () => {
    for (const session of [editor, sales]) {
      const list = await t.send('GET', '/api/staff/backups', { session });
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toMatch(/^Your role \((editor|sales)\) cannot use backups\.$/);
      expect((await t.send('POST', '/api/staff/backups', { session })).statusCode).toBe(403);
      expect((await t.send('GET', '/api/staff/backups/backup-2020-01-01T000000-IST/download', { session })).statusCode).toBe(403);
    }
    expect((await t.send('POST', '/api/staff/backups', { session: owner, csrfToken: null })).statusCode).toBe(403);
    expect((await t.send('POST', '/api/staff/backups', { session: owner, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await t.send('GET', '/api/staff/backups')).statusCode).toBe(401);
    expect((await t.send('GET', '/api/staff/backups', { session: owner })).json().data.backups).toHaveLength(1);
  });

  it('warns owners, and only owners, in the session answer when the last backup failed', async () => {
    writeFileSync(
      join(t.config.backups.dir!, 'last-run.json'),
      JSON.stringify({ at: new Date().toISOString(), reason: 'daily', ok: false, error: 'No space left on device' }),
    );
    const ownerSession = (await t.send('GET', '/api/staff/session', { session: owner })).json().data;
    expect(ownerSession.backupWarning).toBe('The last backup failed: No space left on device.');
    expect((await t.send('GET', '/api/staff/session', { session: sales })).json().data.backupWarning).toBeUndefined();
    expect((await t.send('GET', '/api/staff/backups', { session: owner })).json().data.warning).toBe(ownerSession.backupWarning);
    expect((await t.send('POST', '/api/staff/backups', { session: owner })).statusCode).toBe(201);
    expect((await t.send('GET', '/api/staff/session', { session: owner })).json().data.backupWarning).toBeUndefined();
  });

  it('backs up now when the request names JSON but sends no body, as a browser’s may (201); a body it sends is still read as JSON', async () => {
    const json = { 'content-type': 'application/json' };
    const made = await t.send('POST', '/api/staff/backups', { session: owner, headers: json });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.reason).toBe('manual');
    expect((await t.send('POST', '/api/staff/backups', { session: owner, headers: json, payload: '{' })).statusCode).toBe(400);
  });

  it('answers 409 while a backup is running (the terminal’s, in another process), and backs up once it has finished', async () => {
    const dir = t.config.backups.dir!;
    holdRunLock(dir, process.ppid);
    const refused = await t.send('POST', '/api/staff/backups', { session: owner });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'A backup is running. Try again when it has finished.' });
    rmSync(runLockPath(dir));
    expect((await t.send('POST', '/api/staff/backups', { session: owner })).statusCode).toBe(201);
  });
});
