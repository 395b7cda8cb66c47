// A backup killed with kill -9 half-way (the terminal's `npm run backup -- now`, as its own process, on a
// database big enough to be caught at it) leaves only its temporary folder: nothing is listed as a backup
// that is not one, the backup before it still restores, and the next run clears the leftover.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, expect, it } from 'vitest';

import type { Enquiry } from '../../common/enquiry-rules.ts';
import { runBackupCli } from '../cli/backup.ts';
import { openDatabase } from '../content/service.ts';
import { EnquiryStore } from '../db/enquiries.ts';

import { listBackups, PARTIAL_PREFIX } from './catalogue.ts';
import { restoreBackup } from './restore.ts';
import { BackupService } from './service.ts';
import { backupFixture } from './test-backups.ts';

const CLI = fileURLToPath(new URL('../cli/backup.ts', import.meta.url));
const f = backupFixture();
afterAll(() => f.close());

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

it('kill -9 half-way leaves no complete-looking backup, and the previous one restores', { timeout: 60_000 }, async () => {
  f.addEnquiry('Before The Killed Backup');
  const previous = await new BackupService({ settings: f.settings, databasePath: f.databasePath, db: f.db }).run('manual');
  expect(previous.ok).toBe(true);

  // About 60 MB of enquiries: the copy takes long enough to be killed in the middle of it.
  const store = new EnquiryStore(f.db);
  const brief = 'Tally on cloud for twelve branches, GST returns and payroll. '.repeat(40);
  f.db.transaction(() => {
    for (let i = 0; i < 24_000; i += 1)
      store.add({
        full_name: `Bulk ${i}`,
        email: `bulk${i}@example.in`,
        phone: '',
        page_details: 'contact',
        project_brief: brief,
      } as Enquiry);
  })();
  f.db.close();

  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'now'], {
    env: { ...process.env, DATABASE_PATH: f.databasePath },
    stdio: 'ignore',
  });
  const exited = new Promise<NodeJS.Signals | null>((done) => child.once('exit', (_code, signal) => done(signal)));
  let partial: string | undefined;
  for (let waited = 0; !partial && waited < 30_000; waited += 5) {
    // The backup's own temporary folder (the run's other temporary files come and go in an instant).
    partial = readdirSync(f.settings.dir!).find((name) => name.startsWith(`${PARTIAL_PREFIX}backup-`));
    if (!partial) await sleep(5);
  }
  expect(partial, 'the backup never started').toBeDefined();
  child.kill('SIGKILL');
  // Killed, not finished: the run was half-way when the signal came.
  expect(await exited).toBe('SIGKILL');
  expect(existsSync(join(f.settings.dir!, partial!))).toBe(true);

  expect(listBackups(f.settings.dir).map((backup) => backup.name)).toEqual([previous.manifest!.name]);
  const said: string[] = [];
  const io = { out: (text: string) => void said.push(text), err: (text: string) => void said.push(text) };
  expect(await runBackupCli(['list'], { DATABASE_PATH: f.databasePath }, io)).toBe(0);
  expect(said.join('')).toContain(previous.manifest!.name);
  expect(said.join('')).not.toContain(PARTIAL_PREFIX);
  expect(said.join('').match(/^backup-/gm)).toHaveLength(1);

  restoreBackup(join(f.settings.dir!, previous.manifest!.name), f.databasePath);
  const restored = openDatabase(f.databasePath);
  expect(new EnquiryStore(restored).count()).toBe(1);
  // The next run removes the killed run's leftover.
  const next = await new BackupService({ settings: f.settings, databasePath: f.databasePath, db: restored }).run('manual');
  restored.close();
  expect(next.ok).toBe(true);
  expect(existsSync(join(f.settings.dir!, partial!))).toBe(false);
});
