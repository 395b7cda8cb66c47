// Backups on this machine: a run writes a checked backup (integrity check, the live database's counts, the
// media), lists it, and a restore brings back what was deleted after it — refused while a server runs on the
// database, and for a backup that does not check out. Partial folders never count; rotation keeps days and
// weeks; encryption fails closed.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { checkDatabaseCopy } from '../db/backups.ts';
import { EnquiryInbox } from '../db/enquiry-inbox.ts';
import { openDatabase } from '../content/service.ts';

import { writeArchive } from './archive.ts';
import { backupName, listBackups, MANIFEST_FILE, PARTIAL_PREFIX } from './catalogue.ts';
import { decryptFile, DecryptionError, encryptFile } from './encryption.ts';
import { checkBackup, openBackupSource, restoreBackup, RestoreError } from './restore.ts';
import { backupsToKeep } from './rotation.ts';
import { runLockPath } from './run-lock.ts';
import { msUntilIndiaHour } from './scheduler.ts';
import { serverLockPath } from './server-lock.ts';
import { BackupService, DAILY_GRACE_MS } from './service.ts';
import { backupFixture, backupRunningElsewhere, holdRunLock, TEST_KEY, type BackupFixture } from './test-backups.ts';

let fixture: BackupFixture | undefined;
afterEach(() => {
  fixture?.close();
  fixture = undefined;
});

const open = (overrides = {}) => {
  fixture = backupFixture(overrides);
  return fixture;
};
const serviceFor = (f: BackupFixture, clock?: () => Date) =>
  new BackupService({ settings: f.settings, databasePath: f.databasePath, db: f.db, clock });

describe('a backup run', () => {
  it('writes a folder named by India time whose database passes the integrity check and holds the live counts, with the media', async () => {
    const f = open();
    f.addEnquiry();
    f.addEnquiry('Ravi Kulkarni');
    const run = await serviceFor(f, () => new Date('2026-11-28T04:00:15Z')).run('manual');
    expect(run.ok, run.error).toBe(true);
    expect(run.manifest?.name).toMatch(/^backup-2026-11-28T093015-IST-[0-9a-f]{6}$/);
    const folder = join(f.settings.dir!, run.manifest!.name);
    const check = checkDatabaseCopy(join(folder, 'site.db'));
    expect(check.integrity).toBe('ok');
    expect(check.counts.enquiries).toBe(f.enquiryCount());
    expect(check.counts.contentItems).toBeGreaterThan(50);
    expect(readFileSync(join(folder, 'media', '0123abcd.svg'), 'utf8')).toContain('<svg');
    expect(JSON.parse(readFileSync(join(folder, MANIFEST_FILE), 'utf8'))).toMatchObject({
      reason: 'manual',
      integrity: 'ok',
      counts: { enquiries: 2 },
      mediaFiles: 1,
    });
    expect(listBackups(f.settings.dir).map((backup) => backup.name)).toEqual([run.manifest!.name]);
  });

  it('makes runs asked at once (the daily run, Back up now) one after the other, each a backup of its own', async () => {
    const f = open();
    const at = new Date('2026-11-28T04:00:15Z');
    const service = serviceFor(f, () => at);
    const daily = service.run('daily');
    expect(service.runUnlessRunning('manual')).toBeUndefined();
    const [first, second] = await Promise.all([daily, service.run('manual')]);
    expect([first.ok, second.ok], `${first.error} ${second.error}`).toEqual([true, true]);
    expect([first.manifest!.reason, second.manifest!.reason]).toEqual(['daily', 'manual']);
    expect(first.manifest!.name).not.toBe(second.manifest!.name);
    // The same day keeps its newest: the second replaced the first.
    expect(second.removed).toEqual([first.manifest!.name]);
    expect(service.isRunning()).toBe(false);
  });

  it('names backups made in the same second apart, each sorting by its time', () => {
    const f = open();
    const service = serviceFor(f, () => new Date('2026-11-28T04:00:15Z'));
    const names = [1, 2, 3].map(() => {
      const run = service.runHere('before-import');
      expect(run.ok, run.error).toBe(true);
      return run.manifest!.name;
    });
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(name).toMatch(/^backup-2026-11-28T093015-IST-[0-9a-f]{6}$/);
    // The day keeps its newest: the last one made, whatever its tag.
    expect(listBackups(f.settings.dir).map((backup) => backup.name)).toEqual([names[2]]);
  });

  it('waits for a backup running in another process, then makes its own; Back up now is refused meanwhile', async () => {
    const f = open();
    const elsewhere = backupRunningElsewhere(f.settings.dir!, 400);
    const waitedFor: number[] = [];
    const service = new BackupService({
      settings: f.settings,
      databasePath: f.databasePath,
      db: f.db,
      onWait: (running) => waitedFor.push(running.pid),
    });
    expect(service.isRunning()).toBe(true);
    expect(service.runUnlessRunning('manual')).toBeUndefined();
    const run = await service.run('daily');
    expect(run.ok, run.error).toBe(true);
    expect(waitedFor).toEqual([elsewhere.pid]);
    expect(run.manifest!.createdAt >= elsewhere.finishedAt()).toBe(true);
    await elsewhere.exited;
  });

  it('does not wait for a run whose process is gone, nor for one this process left before a restart with the same pid', async () => {
    const f = open();
    holdRunLock(f.settings.dir!, 999_999_999);
    expect(serviceFor(f).isRunning()).toBe(false);
    expect((await serviceFor(f).run('manual')).ok).toBe(true);
    holdRunLock(f.settings.dir!, process.pid);
    expect(serviceFor(f).isRunning()).toBe(false);
    expect(serviceFor(f).runHere('before-import').ok).toBe(true);
    expect(existsSync(runLockPath(f.settings.dir!))).toBe(false);
  });

  it('never lists a partial folder, and the next run removes one whose process is gone', async () => {
    const f = open();
    const partial = join(f.settings.dir!, `${PARTIAL_PREFIX}backup-2026-11-27T093000-IST-pid999999999`);
    mkdirSync(partial, { recursive: true });
    writeFileSync(join(partial, 'site.db'), 'half a database');
    // A folder with a backup's name but no manifest is no backup either.
    mkdirSync(join(f.settings.dir!, 'backup-2026-11-26T093000-IST'));
    expect(listBackups(f.settings.dir)).toEqual([]);
    await serviceFor(f).run('manual');
    expect(existsSync(partial)).toBe(false);
    expect(listBackups(f.settings.dir)).toHaveLength(1);
  });

  it('records a failed run, and the owners’ warning says so until a run succeeds', async () => {
    const f = open();
    const service = serviceFor(f);
    // A file where the backup folder should be: nothing can be written.
    rmSync(f.settings.dir!, { recursive: true, force: true });
    writeFileSync(f.settings.dir!, 'not a folder');
    const failed = await service.run('daily');
    expect(failed.ok).toBe(false);
    rmSync(f.settings.dir!);
    mkdirSync(f.settings.dir!);
    writeFileSync(
      join(f.settings.dir!, 'last-run.json'),
      JSON.stringify({ at: new Date().toISOString(), reason: 'daily', ok: false, error: 'disk full' }),
    );
    expect(service.warning()).toBe('The last backup failed: disk full.');
    await service.run('manual');
    expect(service.warning()).toBeUndefined();
  });

  it('warns when no backup was made for 26 hours while daily backups are on, not before, and never with them off', async () => {
    const f = open();
    let now = new Date('2026-11-28T00:00:00Z');
    const service = serviceFor(f, () => now);
    expect(service.warning()).toBeUndefined();
    now = new Date(now.getTime() + DAILY_GRACE_MS + 1000);
    expect(service.warning()).toBe('No backup has been made in the last 26 hours.');
    const off = new BackupService({
      settings: { ...f.settings, hour: undefined },
      databasePath: f.databasePath,
      db: f.db,
      clock: () => now,
    });
    now = new Date(now.getTime() + DAILY_GRACE_MS * 3);
    expect(off.warning()).toBeUndefined();
  });
});

describe('restore', () => {
  it('brings back an enquiry deleted after the backup, keeping the replaced database and media aside', async () => {
    const f = open();
    const id = f.addEnquiry('Kept In The Backup');
    const run = await serviceFor(f).run('manual');
    new EnquiryInbox(f.db).delete(id);
    rmSync(join(f.root, 'data', 'media', '0123abcd.svg'));
    expect(f.enquiryCount()).toBe(0);
    f.db.close();

    const outcome = restoreBackup(join(f.settings.dir!, run.manifest!.name), f.databasePath, new Date('2026-11-28T05:00:00Z'));
    expect(outcome.keptAside).toEqual([
      `${f.databasePath}.before-restore-2026-11-28T05-00-00Z`,
      join(f.root, 'data', 'media.before-restore-2026-11-28T05-00-00Z'),
    ]);
    const restored = openDatabase(f.databasePath);
    expect(new EnquiryInbox(restored).get(id)?.full_name).toBe('Kept In The Backup');
    restored.close();
    expect(existsSync(join(f.root, 'data', 'media', '0123abcd.svg'))).toBe(true);
    expect(existsSync(outcome.keptAside[0]!)).toBe(true);
  });

  it('lists and restores a backup named before names had a tag, beside newer ones', async () => {
    const f = open();
    const id = f.addEnquiry('Kept In An Old Backup');
    const made = await serviceFor(f, () => new Date('2026-11-27T04:00:15Z')).run('daily');
    const old = 'backup-2026-11-27T093015-IST';
    renameSync(join(f.settings.dir!, made.manifest!.name), join(f.settings.dir!, old));
    const manifestPath = join(f.settings.dir!, old, MANIFEST_FILE);
    writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(readFileSync(manifestPath, 'utf8')), name: old }));
    const newer = await serviceFor(f, () => new Date('2026-11-28T04:00:15Z')).run('manual');
    expect(listBackups(f.settings.dir).map((backup) => backup.name)).toEqual([newer.manifest!.name, old]);
    new EnquiryInbox(f.db).delete(id);
    f.db.close();
    expect(restoreBackup(join(f.settings.dir!, old), f.databasePath).manifest.name).toBe(old);
    const restored = openDatabase(f.databasePath);
    expect(new EnquiryInbox(restored).get(id)?.full_name).toBe('Kept In An Old Backup');
    restored.close();
  });

  it('refuses while a server runs on the database, naming its pid and port; a lock left by a dead process does not count', async () => {
    const f = open();
    const folder = join(f.settings.dir!, (await serviceFor(f).run('manual')).manifest!.name);
    writeFileSync(
      serverLockPath(f.databasePath),
      JSON.stringify({ pid: process.pid, port: 8080, host: '0.0.0.0', startedAt: '2026-11-28T03:00:00Z' }),
    );
    expect(() => restoreBackup(folder, f.databasePath)).toThrow(`the server is running on this database (pid ${process.pid}, port 8080`);
    expect(readdirSync(join(f.root, 'data')).some((name) => name.includes('before-restore'))).toBe(false);
    writeFileSync(
      serverLockPath(f.databasePath),
      JSON.stringify({ pid: 999_999_999, port: 8080, host: '0.0.0.0', startedAt: '2026-11-28T03:00:00Z' }),
    );
    f.db.close();
    expect(restoreBackup(folder, f.databasePath).manifest.name).toBe(folder.split('/').pop());
  });

  it('refuses a backup whose database does not match its manifest, or is not a database', async () => {
    const f = open();
    const folder = join(f.settings.dir!, (await serviceFor(f).run('manual')).manifest!.name);
    const manifestPath = join(folder, MANIFEST_FILE);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    writeFileSync(manifestPath, JSON.stringify({ ...manifest, counts: { ...manifest.counts, enquiries: 5 } }));
    expect(() => checkBackup(folder)).toThrow(RestoreError);
    expect(() => checkBackup(folder)).toThrow(/holds 0 enquiries .* its manifest says 5/);
    writeFileSync(manifestPath, JSON.stringify(manifest));
    writeFileSync(join(folder, 'site.db'), Buffer.alloc(8192, 1));
    expect(() => checkBackup(folder)).toThrow(/cannot be read as a database|fails its integrity check/);
  });

  it('opens a downloaded archive and an encrypted one (with the key only)', async () => {
    const f = open();
    f.addEnquiry();
    const { manifest } = await serviceFor(f).run('manual');
    const folder = join(f.settings.dir!, manifest!.name);
    const tarFile = join(f.root, 'download.tar');
    await writeArchive(folder, manifest!.name, tarFile);
    const fromTar = await openBackupSource(tarFile, f.root, undefined);
    expect(checkBackup(fromTar.folder).counts.enquiries).toBe(1);
    fromTar.cleanup();
    const encrypted = join(f.root, 'download.tar.enc');
    await encryptFile(tarFile, encrypted, TEST_KEY);
    await expect(openBackupSource(encrypted, f.root, undefined)).rejects.toThrow('set BACKUP_ENCRYPTION_KEY');
    const fromEnc = await openBackupSource(encrypted, f.root, TEST_KEY);
    expect(checkBackup(fromEnc.folder).name).toBe(manifest!.name);
    fromEnc.cleanup();
    expect(readdirSync(f.root).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  });
});

describe('encryption', () => {
  it('round-trips, and fails closed with another key or a changed byte', async () => {
    const f = open();
    const plain = join(f.root, 'plain');
    writeFileSync(plain, 'enquiries and prices'.repeat(1000));
    await encryptFile(plain, join(f.root, 'sealed'), TEST_KEY);
    expect(readFileSync(join(f.root, 'sealed')).includes('enquiries')).toBe(false);
    await decryptFile(join(f.root, 'sealed'), join(f.root, 'opened'), TEST_KEY);
    expect(readFileSync(join(f.root, 'opened'), 'utf8')).toBe(readFileSync(plain, 'utf8'));
    await expect(decryptFile(join(f.root, 'sealed'), join(f.root, 'wrong-key'), Buffer.alloc(32, 9))).rejects.toThrow(DecryptionError);
    const sealed = readFileSync(join(f.root, 'sealed'));
    sealed[100] = sealed[100]! ^ 1;
    writeFileSync(join(f.root, 'changed'), sealed);
    await expect(decryptFile(join(f.root, 'changed'), join(f.root, 'changed-out'), TEST_KEY)).rejects.toThrow(DecryptionError);
  });
});

describe('rotation and schedule', () => {
  const at = (iso: string) => ({ name: backupName(new Date(iso)), createdAt: new Date(iso).toISOString() });

  it('keeps the newest backup of each of the last days and weeks, in India time', () => {
    // Two on 28 Nov (India), one late on 27 Nov UTC that is 28 Nov in India, then one a day back to 1 Oct.
    const backups = [at('2026-11-28T10:00:00Z'), at('2026-11-28T03:00:00Z'), at('2026-11-27T20:00:00Z')];
    for (let day = 1; day <= 58; day += 1) backups.push(at(new Date(Date.parse('2026-11-27T03:00:00Z') - day * 86_400_000).toISOString()));
    const kept = backupsToKeep(backups, { daily: 3, weekly: 2 });
    // 2026-11-27T20:00Z is 28 Nov 01:30 in India, so the three days are 28 (its newest), 26 and 25 Nov; the two weeks
    // are 23–29 Nov (its newest: 28 Nov's) and 16–22 Nov (its newest: 22 Nov's).
    expect([...kept].sort()).toEqual(
      [
        at('2026-11-28T10:00:00Z').name,
        at('2026-11-26T03:00:00Z').name,
        at('2026-11-25T03:00:00Z').name,
        at('2026-11-22T03:00:00Z').name,
      ].sort(),
    );
  });

  it('keeps the backup just made over another made in the same millisecond, whatever their tags', () => {
    const createdAt = '2026-11-28T04:00:15.000Z';
    const backups = ['ffffff', '000000'].map((tag) => ({ name: `backup-2026-11-28T093015-IST-${tag}`, createdAt }));
    expect([...backupsToKeep(backups, { daily: 1, weekly: 1 }, backups[1]!.name)]).toEqual([backups[1]!.name]);
  });

  it('waits until the next BACKUP_HOUR in India time', () => {
    // 02:00 UTC is 07:30 in India: 03:00 India is 19.5 hours away.
    expect(msUntilIndiaHour(3, new Date('2026-11-28T02:00:00Z'))).toBe(19.5 * 3_600_000);
    expect(msUntilIndiaHour(9, new Date('2026-11-28T02:00:00Z'))).toBe(1.5 * 3_600_000);
    expect(msUntilIndiaHour(9, new Date('2026-11-28T03:30:00Z'))).toBe(24 * 3_600_000);
  });
});
