// The Backups page's calls (owners): the list with the last run and the settings, and Back up now. A
// backup's download is a plain link (the browser saves the archive).
import { LONG_REQUEST_TIMEOUT_MS } from '@/config/constants';
import { isRecord, listOf, toText } from '@/lib/validate';

import { staffGet, staffSend } from '@/lib/staff/staff-request';

export const BACKUPS = '/api/staff/backups';

export interface BackupOffsite {
  status: 'ok' | 'failed';
  bucket: string;
  /** UTC ISO 8601. */
  at: string;
  attempts: number;
  error?: string;
}

export interface Backup {
  name: string;
  /** UTC ISO 8601. */
  createdAt: string;
  /** daily, manual (Back up now, npm run backup -- now) or before-import. */
  reason: string;
  bytes: number;
  enquiries: number;
  contentItems: number;
  mediaFiles: number;
  /** Undefined: kept on the server only. */
  offsite?: BackupOffsite;
}

export interface BackupLastRun {
  at: string;
  ok: boolean;
  error?: string;
}

export interface BackupOverview {
  backups: Backup[];
  lastRun?: BackupLastRun;
  /** The daily backup's India hour; null: no daily backup. */
  dailyHour: number | null;
  keepDaily: number;
  keepWeekly: number;
  /** The bucket backups are copied to; null: none. */
  bucket: string | null;
  warning?: string;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

function readOffsite(value: unknown): BackupOffsite | undefined {
  if (!isRecord(value) || (value.status !== 'ok' && value.status !== 'failed')) return undefined;
  const error = toText(value.error);
  return {
    status: value.status,
    bucket: toText(value.bucket),
    at: toText(value.at),
    attempts: count(value.attempts),
    ...(error ? { error } : {}),
  };
}

export function readBackup(value: unknown): Backup | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || !value.name) return undefined;
  const counts = isRecord(value.counts) ? value.counts : {};
  const offsite = readOffsite(value.offsite);
  return {
    name: value.name,
    createdAt: toText(value.createdAt),
    reason: toText(value.reason),
    bytes: count(value.bytes),
    enquiries: count(counts.enquiries),
    contentItems: count(counts.contentItems),
    mediaFiles: count(value.mediaFiles),
    ...(offsite ? { offsite } : {}),
  };
}

export async function getBackups(): Promise<BackupOverview> {
  const data = await staffGet(BACKUPS);
  const last =
    isRecord(data.lastRun) && typeof data.lastRun.ok === 'boolean'
      ? { at: toText(data.lastRun.at), ok: data.lastRun.ok, error: toText(data.lastRun.error) || undefined }
      : undefined;
  const warning = toText(data.warning);
  return {
    backups: listOf(data.backups, readBackup),
    ...(last ? { lastRun: last } : {}),
    dailyHour: typeof data.dailyHour === 'number' ? data.dailyHour : null,
    keepDaily: count(data.keepDaily),
    keepWeekly: count(data.keepWeekly),
    bucket: typeof data.bucket === 'string' && data.bucket ? data.bucket : null,
    ...(warning ? { warning } : {}),
  };
}

/** Backs up now; answers the new backup (its upload, when a bucket is configured, is done too), however long it takes. */
export async function backUpNow(): Promise<Backup | undefined> {
  const { data } = await staffSend('POST', BACKUPS, {}, { timeout: LONG_REQUEST_TIMEOUT_MS });
  return readBackup(data);
}

/** Where the browser downloads one backup as a .tar archive. */
export const backupDownloadPath = (name: string) => `${BACKUPS}/${encodeURIComponent(name)}/download`;
