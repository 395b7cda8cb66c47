// Off the machine, against a real S3-compatible server (s3rver on 127.0.0.1, a port and a folder of its own):
// a backup is uploaded encrypted, listed, and restored from the bucket by the terminal's command; an upload
// that cannot get through is retried, then recorded as failed and shown to owners.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runBackupCli } from '../cli/backup.ts';
import { openDatabase } from '../content/service.ts';
import { EnquiryInbox } from '../db/enquiry-inbox.ts';

import { listBackups } from './catalogue.ts';
import { bucketClient, listBucket, UPLOAD_ATTEMPTS } from './s3-upload.ts';
import { BackupService } from './service.ts';
import { backupFixture, startLocalBucket, TEST_KEY, type LocalBucket } from './test-backups.ts';

let bucket: LocalBucket;
beforeAll(async () => {
  bucket = await startLocalBucket();
});
afterAll(async () => bucket.close());

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('backups in an S3-compatible bucket', () => {
  it('uploads a backup encrypted and restores it from the bucket with npm run backup -- restore --from-bucket', async () => {
    const f = backupFixture({ s3: bucket.settings });
    try {
      const id = f.addEnquiry('Only In The Bucket');
      const run = await new BackupService({ settings: f.settings, databasePath: f.databasePath, db: f.db }).run('manual');
      expect(run.offsite).toMatchObject({ status: 'ok', bucket: 'dexterity-backups', key: `${run.manifest!.name}.tar.enc`, attempts: 1 });
      expect(listBackups(f.settings.dir)[0]?.offsite?.status).toBe('ok');
      expect(await listBucket(await bucketClient(bucket.settings), bucket.settings.bucket)).toEqual([run.manifest!.name]);
      // What the bucket holds is ciphertext: neither the name nor the SQLite header can be read in it.
      const stored = filesUnder(bucket.directory).map((file) => readFileSync(file));
      expect(stored.some((bytes) => bytes.subarray(0, 4).toString() === 'DXB1')).toBe(true);
      expect(stored.some((bytes) => bytes.includes('Only In The Bucket') || bytes.includes('SQLite format 3'))).toBe(false);

      // The machine loses its backups and the enquiry is deleted; the bucket still has it.
      new EnquiryInbox(f.db).delete(id);
      f.db.close();
      const env = {
        DATABASE_PATH: f.databasePath,
        BACKUP_DIR: join(f.root, 'elsewhere'),
        BACKUP_S3_BUCKET: bucket.settings.bucket,
        BACKUP_S3_ENDPOINT: bucket.settings.endpoint,
        BACKUP_S3_REGION: bucket.settings.region,
        BACKUP_S3_ACCESS_KEY_ID: bucket.settings.accessKeyId,
        BACKUP_S3_SECRET_ACCESS_KEY: bucket.settings.secretAccessKey,
        BACKUP_ENCRYPTION_KEY: TEST_KEY.toString('base64'),
      };
      const said: string[] = [];
      const io = { out: (text: string) => void said.push(text), err: (text: string) => void said.push(text) };
      expect(await runBackupCli(['list'], env, io), said.join('')).toBe(0);
      expect(said.join('')).toContain(`In the bucket dexterity-backups: \n  ${run.manifest!.name}\n`);
      expect(await runBackupCli(['restore', '--from-bucket', run.manifest!.name], env, io), said.join('')).toBe(0);
      expect(said.join('')).toContain(`Restored ${run.manifest!.name}`);
      const restored = openDatabase(f.databasePath);
      expect(new EnquiryInbox(restored).get(id)?.full_name).toBe('Only In The Bucket');
      restored.close();
      // The download and its unpacking are gone.
      expect(readdirSync(join(f.root, 'data')).filter((name) => name.startsWith('.'))).toEqual([]);

      const wrongKey = { ...env, BACKUP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('hex') };
      expect(await runBackupCli(['restore', '--from-bucket', run.manifest!.name], wrongKey, io)).toBe(1);
      expect(said.join('')).toContain('does not open with BACKUP_ENCRYPTION_KEY');
    } finally {
      f.close();
    }
  });

  it('retries an upload that fails, then records it as failed and warns owners', async () => {
    const gone = await startLocalBucket('gone');
    await gone.close();
    const f = backupFixture({ s3: gone.settings });
    try {
      const service = new BackupService({ settings: f.settings, databasePath: f.databasePath, db: f.db, firstRetryMs: 5 });
      const run = await service.run('daily');
      expect(run.ok).toBe(true);
      expect(run.offsite).toMatchObject({ status: 'failed', attempts: UPLOAD_ATTEMPTS });
      expect(listBackups(f.settings.dir)[0]?.offsite?.status).toBe('failed');
      expect(service.warning()).toMatch(/^The newest backup was not copied to the bucket: /);
      // No upload leftovers beside the backups.
      expect(readdirSync(f.settings.dir!).filter((name) => name.startsWith('.'))).toEqual([]);
    } finally {
      f.close();
    }
  });
});
