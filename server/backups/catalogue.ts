// What a backup is on disk, and the list of them. A backup is a folder in BACKUP_DIR named by its India time and a
// tag of its own, `backup-2026-11-28T093015-IST-3f9a0c/` (backups made before the tag have none), holding `site.db` (the database's checked copy), `media/` (the uploaded
// images) and `manifest.json` (when, why, the integrity check, counts and sizes); `offsite.json` beside them
// says how its upload to the bucket went. A backup is written under a temporary name (`.partial-…`) and
// renamed only once complete and checked: a folder without the `backup-` name is never listed as one.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { toIndiaIso } from '../../common/india-time.ts';
import type { BackupCounts } from '../db/backups.ts';

export const DATABASE_FILE = 'site.db';
export const MEDIA_FOLDER = 'media';
export const MANIFEST_FILE = 'manifest.json';
export const OFFSITE_FILE = 'offsite.json';
export const LAST_RUN_FILE = 'last-run.json';
export const PARTIAL_PREFIX = '.partial-';
export const BACKUP_FORMAT = 1;

/** A backup's name; the tag is optional, so that backups named before it are still listed, downloaded and restored. */
export const BACKUP_NAME_PATTERN = /^backup-\d{4}-\d{2}-\d{2}T\d{6}-IST(?:-[0-9a-f]{6})?$/;

export const BACKUP_REASONS = ['daily', 'manual', 'before-import'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  name: string;
  /** UTC ISO 8601. */
  createdAt: string;
  reason: BackupReason;
  /** `ok`: PRAGMA integrity_check on the copy. */
  integrity: string;
  counts: BackupCounts;
  databaseBytes: number;
  mediaFiles: number;
  mediaBytes: number;
}

export type OffsiteState =
  | { status: 'ok'; bucket: string; key: string; at: string; attempts: number }
  | { status: 'failed'; bucket: string; key: string; at: string; attempts: number; error: string };

export interface BackupEntry extends BackupManifest {
  /** The folder. */
  path: string;
  /** Database and media together. */
  bytes: number;
  /** Undefined: not uploaded (no bucket configured, or not yet). */
  offsite?: OffsiteState;
}

/** The last backup run, kept so that a failure is shown even though it left no backup. */
export interface LastRun {
  at: string;
  reason: BackupReason;
  ok: boolean;
  name?: string;
  error?: string;
}

/** A tag for a backup's name: two backups made in the same second (a daily run and an import's) still differ. */
export const backupTag = () => randomBytes(3).toString('hex');

/**
 * A backup's name: its India time to the second, which sorts names by time and reads as a time, then the tag
 * (without one, a name as backups had before tags).
 */
export function backupName(at: Date, tag?: string): string {
  const india = toIndiaIso(at.toISOString()); // 2026-11-28T09:30:15+05:30
  return `backup-${india.slice(0, 10)}T${india.slice(11, 19).replaceAll(':', '')}-IST${tag ? `-${tag}` : ''}`;
}

export const isBackupName = (name: string) => BACKUP_NAME_PATTERN.test(name);

/** Writes a small JSON file whole (a temporary name, then renamed): a reader never sees half of it. */
export function writeJsonWhole(path: string, value: unknown): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, path);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The manifest of a backup folder, or why it cannot be one. */
export function readManifest(folder: string): BackupManifest | { problem: string } {
  const manifest = readJson(join(folder, MANIFEST_FILE));
  if (!isRecord(manifest)) return { problem: `${MANIFEST_FILE} is missing or not JSON` };
  if (manifest.format !== BACKUP_FORMAT) return { problem: `${MANIFEST_FILE} is of an unknown format (${String(manifest.format)})` };
  const counts = manifest.counts;
  if (
    typeof manifest.name !== 'string' ||
    typeof manifest.createdAt !== 'string' ||
    !isRecord(counts) ||
    typeof counts.enquiries !== 'number' ||
    typeof counts.contentItems !== 'number'
  ) {
    return { problem: `${MANIFEST_FILE} lacks its name, time or counts` };
  }
  if (manifest.integrity !== 'ok') return { problem: `${MANIFEST_FILE} does not record a passed integrity check` };
  return manifest as unknown as BackupManifest;
}

export function readOffsite(folder: string): OffsiteState | undefined {
  const state = readJson(join(folder, OFFSITE_FILE));
  return isRecord(state) && (state.status === 'ok' || state.status === 'failed') ? (state as unknown as OffsiteState) : undefined;
}

export function readLastRun(dir: string): LastRun | undefined {
  const run = readJson(join(dir, LAST_RUN_FILE));
  return isRecord(run) && typeof run.at === 'string' && typeof run.ok === 'boolean' ? (run as unknown as LastRun) : undefined;
}

/** Every complete backup in the folder, newest first. Partial folders and anything else there are not listed. */
export function listBackups(dir: string | undefined): BackupEntry[] {
  if (!dir || !existsSync(dir)) return [];
  const entries: BackupEntry[] = [];
  for (const name of readdirSync(dir)) {
    if (!isBackupName(name)) continue;
    const path = join(dir, name);
    const manifest = readManifest(path);
    if ('problem' in manifest) continue;
    entries.push({ ...manifest, path, bytes: manifest.databaseBytes + manifest.mediaBytes, offsite: readOffsite(path) });
  }
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** The size of a file, 0 when it is gone. */
export function fileBytes(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
