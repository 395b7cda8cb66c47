// Test helpers for backups: a database file with enquiries and media in a folder of its own, its backup
// settings, and a local S3-compatible server (s3rver, serving the S3 protocol from a temporary folder on
// 127.0.0.1 and a port of its own) to upload to.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import S3rver from 's3rver';

import type { BackupS3Settings, BackupSettings } from '../config.ts';
import type { Enquiry } from '../../common/enquiry-rules.ts';
import { openDatabase, type SqliteDatabase } from '../db/database.ts';
import { EnquiryStore } from '../db/enquiries.ts';

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
