// Backups as the server and the terminal make them: one run writes a checked backup, removes the ones the
// rotation no longer keeps and, with a bucket configured, uploads the new backup encrypted (retried, and
// recorded as failed when it does not get through). Each run's outcome is kept in last-run.json, so a run that
// failed before writing anything still shows; the owners' warning reads it.
import { rmSync } from 'node:fs';
import { join } from 'node:path';

import type { S3Client } from '@aws-sdk/client-s3';

import type { BackupSettings } from '../config.ts';
import type { SqliteDatabase } from '../db/database.ts';

import { writeArchive } from './archive.ts';
import {
  LAST_RUN_FILE,
  listBackups,
  OFFSITE_FILE,
  PARTIAL_PREFIX,
  readLastRun,
  writeJsonWhole,
  type BackupEntry,
  type BackupManifest,
  type BackupReason,
  type LastRun,
  type OffsiteState,
} from './catalogue.ts';
import { encryptFile } from './encryption.ts';
import { rotateBackups } from './rotation.ts';
import { bucketClient, FIRST_RETRY_MS, objectKey, uploadFile } from './s3-upload.ts';
import { removeStalePartials, writeBackup } from './snapshot.ts';

/** A daily backup is missing when none is newer than this (a day and two hours' slack). */
export const DAILY_GRACE_MS = 26 * 3_600_000;

export interface BackupRun {
  ok: boolean;
  manifest?: BackupManifest;
  error?: string;
  /** Backups the rotation removed. */
  removed: string[];
  offsite?: OffsiteState;
}

export interface BackupServiceOptions {
  settings: BackupSettings;
  databasePath: string;
  db: SqliteDatabase;
  /** The wait before an upload's second attempt (tests shorten it). */
  firstRetryMs?: number;
  clock?: () => Date;
}

export class BackupService {
  readonly settings: BackupSettings;
  private readonly databasePath: string;
  private readonly db: SqliteDatabase;
  private readonly firstRetryMs: number;
  private readonly clock: () => Date;
  private readonly startedAt: Date;
  private client: S3Client | undefined;
  private running: Promise<BackupRun> | undefined;

  constructor({ settings, databasePath, db, firstRetryMs = FIRST_RETRY_MS, clock = () => new Date() }: BackupServiceOptions) {
    this.settings = settings;
    this.databasePath = databasePath;
    this.db = db;
    this.firstRetryMs = firstRetryMs;
    this.clock = clock;
    this.startedAt = clock();
  }

  get enabled(): boolean {
    return this.settings.dir !== undefined;
  }

  list(): BackupEntry[] {
    return listBackups(this.settings.dir);
  }

  lastRun(): LastRun | undefined {
    return this.settings.dir ? readLastRun(this.settings.dir) : undefined;
  }

  /** One run at a time: asked while one is under way, the answer is that run's. */
  run(reason: BackupReason): Promise<BackupRun> {
    this.running ??= this.runOnce(reason).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runOnce(reason: BackupReason): Promise<BackupRun> {
    const run = this.runHere(reason);
    if (!run.ok || !run.manifest || !this.settings.s3) return run;
    return { ...run, offsite: await this.upload(join(this.settings.dir!, run.manifest.name), run.manifest.name) };
  }

  /**
   * The backup on this machine alone, at once (synchronous: `npm run content -- import` makes one before it
   * replaces the content); its upload, when a bucket is configured, is for `run` or the next run to do.
   */
  runHere(reason: BackupReason): BackupRun {
    const dir = this.settings.dir;
    if (!dir) return { ok: false, error: 'an in-memory database has no backups', removed: [] };
    const at = this.clock();
    let manifest: BackupManifest;
    try {
      removeStalePartials(dir);
      manifest = writeBackup({ db: this.db, databasePath: this.databasePath, dir, reason, now: at });
    } catch (error) {
      const message = (error as Error).message;
      this.record({ at: at.toISOString(), reason, ok: false, error: message });
      return { ok: false, error: message, removed: [] };
    }
    const removed = rotateBackups(this.list(), { daily: this.settings.keepDaily, weekly: this.settings.keepWeekly }, manifest.name);
    this.record({ at: at.toISOString(), reason, ok: true, name: manifest.name });
    return { ok: true, manifest, removed };
  }

  private record(run: LastRun) {
    try {
      writeJsonWhole(join(this.settings.dir!, LAST_RUN_FILE), run);
    } catch {
      // The backup folder itself cannot be written: the run's own answer says so.
    }
  }

  /** Packs, encrypts and uploads one backup folder, and records how it went in the folder's offsite.json. */
  async upload(folder: string, name: string): Promise<OffsiteState> {
    const s3 = this.settings.s3!;
    const dir = this.settings.dir!;
    this.client ??= await bucketClient(s3);
    const key = objectKey(name);
    const tarFile = join(dir, `${PARTIAL_PREFIX}upload-${name}.tar-pid${process.pid}`);
    const encrypted = join(dir, `${PARTIAL_PREFIX}upload-${name}.enc-pid${process.pid}`);
    let state: OffsiteState;
    try {
      await writeArchive(folder, name, tarFile);
      await encryptFile(tarFile, encrypted, this.settings.encryptionKey!);
      const result = await uploadFile(this.client, s3.bucket, key, encrypted, this.firstRetryMs);
      const at = this.clock().toISOString();
      state = result.ok
        ? { status: 'ok', bucket: s3.bucket, key, at, attempts: result.attempts }
        : { status: 'failed', bucket: s3.bucket, key, at, attempts: result.attempts, error: result.error ?? 'unknown error' };
    } catch (error) {
      state = { status: 'failed', bucket: s3.bucket, key, at: this.clock().toISOString(), attempts: 0, error: (error as Error).message };
    } finally {
      rmSync(tarFile, { force: true });
      rmSync(encrypted, { force: true });
    }
    writeJsonWhole(join(folder, OFFSITE_FILE), state);
    return state;
  }

  /**
   * What owners are warned of on every staff page while daily backups are on: the last run failed, no backup
   * in the last 26 hours (once the server has run that long), or the newest backup's upload failed.
   */
  warning(): string | undefined {
    if (!this.enabled || this.settings.hour === undefined) return undefined;
    const now = this.clock().getTime();
    const last = this.lastRun();
    if (last && !last.ok) return `The last backup failed: ${last.error ?? 'unknown error'}.`;
    const newest = this.list()[0];
    const since = Math.max(newest ? Date.parse(newest.createdAt) : 0, this.startedAt.getTime());
    if (now - since > DAILY_GRACE_MS) return 'No backup has been made in the last 26 hours.';
    if (newest?.offsite?.status === 'failed') return `The newest backup was not copied to the bucket: ${newest.offsite.error}.`;
    return undefined;
  }
}
