// Backups as the server and the terminal make them: one run writes a checked backup, removes the ones the
// rotation no longer keeps and, with a bucket configured, uploads the new backup encrypted (retried, and
// recorded as failed when it does not get through). Runs go one at a time, across processes too (./run-lock.ts):
// a run asked for while another is under way waits for it, except Back up now, which is refused. Each run's
// outcome is kept in last-run.json, so a run that failed before writing anything still shows; the owners'
// warning reads it. An owner's Back up now and download are recorded in the audit log here, not by the routes.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import type { S3Client } from '@aws-sdk/client-s3';

import type { BackupSettings } from '../config.ts';
import { recordAudit } from '../db/audit.ts';
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
import { runningBackup, waitForRunLock, waitForRunLockSync, type RunLock } from './run-lock.ts';
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

const noBackups = (): BackupRun => ({ ok: false, error: 'an in-memory database has no backups', removed: [] });

export interface BackupServiceOptions {
  settings: BackupSettings;
  databasePath: string;
  db: SqliteDatabase;
  /** The wait before an upload's second attempt (tests shorten it). */
  firstRetryMs?: number;
  clock?: () => Date;
  /** Told once when a run waits for another under way (the server logs it). */
  onWait?: (holder: RunLock) => void;
}

export class BackupService {
  readonly settings: BackupSettings;
  private readonly databasePath: string;
  private readonly db: SqliteDatabase;
  private readonly firstRetryMs: number;
  private readonly clock: () => Date;
  private readonly onWait: ((holder: RunLock) => void) | undefined;
  private readonly startedAt: Date;
  private client: S3Client | undefined;
  /** The runs asked of this service, one after another; and how many are waiting or under way. */
  private queue: Promise<unknown> = Promise.resolve();
  private queued = 0;

  constructor({ settings, databasePath, db, firstRetryMs = FIRST_RETRY_MS, clock = () => new Date(), onWait }: BackupServiceOptions) {
    this.settings = settings;
    this.databasePath = databasePath;
    this.db = db;
    this.firstRetryMs = firstRetryMs;
    this.clock = clock;
    this.onWait = onWait;
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

  /** Whether a backup is under way or waiting here, or under way in another process (the terminal's). */
  isRunning(): boolean {
    return this.queued > 0 || (this.settings.dir !== undefined && runningBackup(this.settings.dir) !== undefined);
  }

  /**
   * One run at a time: asked while one is under way (here or in another process), a run waits for it to end,
   * then makes a backup of its own — the daily run must not be lost to a Back up now a minute before it.
   */
  run(reason: BackupReason): Promise<BackupRun> {
    this.queued += 1;
    const turn = this.queue
      .then(() => this.runOnce(reason))
      .finally(() => {
        this.queued -= 1;
      });
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** Back up now: an owner who pressed it is told a backup is running (undefined here) rather than kept waiting. */
  runUnlessRunning(reason: BackupReason): Promise<BackupRun> | undefined {
    return this.isRunning() ? undefined : this.run(reason);
  }

  /**
   * An owner's Back up now: undefined while a backup is running (runUnlessRunning); a backup made is recorded in
   * the audit log as the owner's.
   */
  backUpNow(actor: string): Promise<BackupRun> | undefined {
    return this.runUnlessRunning('manual')?.then((run) => {
      if (run.ok && run.manifest) this.audit(actor, 'backup', run.manifest.name);
      return run;
    });
  }

  /** The backup an owner downloads, its download recorded in the audit log; undefined when there is none of that name. */
  download(actor: string, name: string): BackupEntry | undefined {
    const backup = this.list().find((entry) => entry.name === name);
    if (backup) this.audit(actor, 'backup-download', backup.name);
    return backup;
  }

  private audit(actor: string, action: 'backup' | 'backup-download', name: string): void {
    recordAudit(this.db, { actor, entity: 'backup', entityId: null, action, after: { name } });
  }

  private async runOnce(reason: BackupReason): Promise<BackupRun> {
    const dir = this.settings.dir;
    if (!dir) return noBackups();
    let release: () => void;
    try {
      mkdirSync(dir, { recursive: true });
      release = await waitForRunLock(dir, reason, this.onWait);
    } catch (error) {
      return this.failed(reason, error);
    }
    try {
      const run = this.writeHere(dir, reason);
      if (!run.ok || !run.manifest || !this.settings.s3) return run;
      return { ...run, offsite: await this.upload(join(dir, run.manifest.name), run.manifest.name) };
    } finally {
      release();
    }
  }

  /**
   * The backup on this machine alone, for a caller that cannot await (`npm run content -- import` makes one
   * before it replaces the content): it waits, the thread asleep, for a run under way in another process, then
   * makes its own. Its upload, when a bucket is configured, is for the next run to do.
   */
  runHere(reason: BackupReason, onWait = this.onWait): BackupRun {
    const dir = this.settings.dir;
    if (!dir) return noBackups();
    let release: (() => void) | undefined;
    try {
      mkdirSync(dir, { recursive: true });
      release = waitForRunLockSync(dir, reason, onWait);
    } catch (error) {
      return this.failed(reason, error);
    }
    try {
      return this.writeHere(dir, reason);
    } finally {
      release?.();
    }
  }

  /** Writes and checks the backup, then rotates; the folder is this run's while it does. */
  private writeHere(dir: string, reason: BackupReason): BackupRun {
    // Read once the folder is this run's: a run that waited is dated after the one it waited for.
    const at = this.clock();
    let manifest: BackupManifest;
    try {
      removeStalePartials(dir);
      manifest = writeBackup({ db: this.db, databasePath: this.databasePath, dir, reason, now: at });
    } catch (error) {
      return this.failed(reason, error, at);
    }
    const removed = rotateBackups(this.list(), { daily: this.settings.keepDaily, weekly: this.settings.keepWeekly }, manifest.name);
    this.record({ at: at.toISOString(), reason, ok: true, name: manifest.name });
    return { ok: true, manifest, removed };
  }

  private failed(reason: BackupReason, error: unknown, at = this.clock()): BackupRun {
    const message = (error as Error).message;
    this.record({ at: at.toISOString(), reason, ok: false, error: message });
    return { ok: false, error: message, removed: [] };
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
