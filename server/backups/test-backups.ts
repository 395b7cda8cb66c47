// Test helpers for backups: a database file with enquiries and media in a folder of its own, its backup
// settings, a backup running in another process, and a local S3-compatible server (s3rver, serving the S3
// protocol from a temporary folder on 127.0.0.1 and a port of its own) to upload to.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import S3rver from 's3rver';

import type { BackupS3Settings, BackupSettings } from '../config.ts';
import type { Enquiry } from '../../common/enquiry-rules.ts';
import { type SqliteDatabase } from '../db/database.ts';
import { openDatabase } from '../content/service.ts';
import { EnquiryStore } from '../db/enquiries.ts';

import type { BackupReason } from './catalogue.ts';
import { runLockPath, type RunLock } from './run-lock.ts';

export const TEST_KEY = Buffer.alloc(32, 7);

export interface BackupFixture {
  root: string;
  databasePath: string;
  db: SqliteDatabase;
  settings: BackupSettings;
  /** Adds an enquiry; answers its id. */
  addEnquiry: (name?: string) => number;
  enquiryCount: () => number;
  close: () => void;
}

export function backupFixture(overrides: Partial<BackupSettings> = {}): BackupFixture {
  const root = mkdtempSync(join(tmpdir(), 'dexterity-backups-'));
  const databasePath = join(root, 'data', 'site.db');
  const db = openDatabase(databasePath);
  mkdirSync(join(root, 'data', 'media'));
  writeFileSync(join(root, 'data', 'media', '0123abcd.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const enquiries = new EnquiryStore(db);
  return {
    root,
    databasePath,
    db,
    settings: { dir: join(root, 'data', 'backups'), hour: 3, keepDaily: 14, keepWeekly: 8, encryptionKey: TEST_KEY, ...overrides },
    addEnquiry: (name = 'Meena Joshi') =>
      enquiries.add({
        full_name: name,
        email: 'meena@example.in',
        phone: '',
        page_details: 'contact',
        project_brief: 'Payroll for 40 people',
      } as Enquiry).id,
    enquiryCount: () => enquiries.count(),
    close: () => {
      if (db.open) db.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export interface LocalBucket {
  settings: BackupS3Settings;
  /** Where s3rver keeps the objects. */
  directory: string;
  close: () => Promise<void>;
}

export async function startLocalBucket(bucket = 'dexterity-backups'): Promise<LocalBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'dexterity-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Marks a backup as running in the process `pid`, as that process's run would: what other runs wait for. */
export function holdRunLock(dir: string, pid: number, reason: BackupReason = 'daily'): void {
  mkdirSync(dir, { recursive: true });
  const lock: RunLock = { pid, process: 'another process', reason, since: new Date().toISOString() };
  writeFileSync(runLockPath(dir), JSON.stringify(lock));
}

export interface BackupElsewhere {
  pid: number;
  /** When it gave the folder back (UTC ISO 8601), read once it has. */
  finishedAt: () => string;
  exited: Promise<void>;
}

/**
 * A backup running in another process for about `ms`: a small process holds the backup folder, then gives it back
 * and notes when (a real run's length depends on the machine; this one's does not).
 */
export function backupRunningElsewhere(dir: string, ms: number): BackupElsewhere {
  const done = join(dir, '..', `.elsewhere-done-${Date.now()}`);
  const script = `const fs = require('node:fs'); const [lock, done, ms] = process.argv.slice(1);
    setTimeout(() => { fs.writeFileSync(done, new Date().toISOString()); fs.rmSync(lock); }, Number(ms));`;
  const child = spawn(process.execPath, ['-e', script, runLockPath(dir), done, String(ms)], { stdio: 'ignore' });
  // Taken at once, before the process has even started: nothing can run in between.
  holdRunLock(dir, child.pid!);
  return {
    pid: child.pid!,
    finishedAt: () => readFileSync(done, 'utf8'),
    exited: new Promise((resolve) => child.once('exit', () => resolve())),
  };
}
