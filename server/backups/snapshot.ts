// Making one backup: the database copied consistently while in use, the copy checked (PRAGMA integrity_check
// and its counts of enquiries and content items), the uploaded media beside it, a manifest — all under a
// temporary folder name, renamed to the backup's name only at the end. A run killed half-way leaves only
// the temporary folder, which no list shows as a backup and the next run removes.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { checkDatabaseCopy, snapshotDatabase } from '../db/backups.ts';
import type { SqliteDatabase } from '../db/database.ts';
import { uploadDirFor } from '../media/uploads.ts';

import {
  backupName,
  backupTag,
  BACKUP_FORMAT,
  DATABASE_FILE,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  PARTIAL_PREFIX,
  writeJsonWhole,
  type BackupManifest,
  type BackupReason,
} from './catalogue.ts';

export class BackupError extends Error {
  override name = 'BackupError';
}

export interface SnapshotOptions {
  db: SqliteDatabase;
  databasePath: string;
  dir: string;
  reason: BackupReason;
  now?: Date;
}

/** Whether a process with that id is alive (signal 0 tests without signalling; EPERM means alive, not ours). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary folders of runs that did not finish (killed, or the machine stopped): those whose
 * process is gone. A run under way in another process keeps its own. Answers how many were removed.
 */
export function removeStalePartials(dir: string): number {
  if (!existsSync(dir)) return 0;
  let removed = 0;
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(PARTIAL_PREFIX)) continue;
    const pid = Number(name.match(/-pid(\d+)$/)?.[1]);
    if (isAlive(pid) && pid !== process.pid) continue;
    rmSync(join(dir, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Copies the media files (uploads are written once under a name made from their content and never changed,
 * so a hard link is a copy that costs no room; another disk gets a real copy). Temporary files are left out.
 */
function copyMedia(from: string, to: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!existsSync(from)) return { files, bytes };
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = copyMedia(source, target);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
      files += 1;
      bytes += statSync(target).size;
    }
  }
  return { files, bytes };
}

/** Writes one backup and answers its manifest; throws a BackupError (leaving no backup) when the copy fails its check. */
export function writeBackup({ db, databasePath, dir, reason, now = new Date() }: SnapshotOptions): BackupManifest {
  mkdirSync(dir, { recursive: true });
  // The tag keeps apart backups made in the same second, here or by another process (names to the second
  // alone collided, and the second run failed); one already on disk with the same tag is passed over.
  let name = backupName(now, backupTag());
  while (existsSync(join(dir, name))) name = backupName(now, backupTag());
  const partial = join(dir, `${PARTIAL_PREFIX}${name}-pid${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial);
  try {
    const copyPath = join(partial, DATABASE_FILE);
    snapshotDatabase(db, copyPath);
    // The counts are the copy's own: the live database may have moved on since (an enquiry that came in meanwhile).
    const check = checkDatabaseCopy(copyPath);
    if (check.integrity !== 'ok') throw new BackupError(`the copy of the database failed its integrity check: ${check.integrity}`);
    const uploads = uploadDirFor(databasePath);
    const media = uploads ? copyMedia(uploads, join(partial, MEDIA_FOLDER)) : { files: 0, bytes: 0 };
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      name,
      createdAt: now.toISOString(),
      reason,
      integrity: check.integrity,
      counts: check.counts,
      databaseBytes: statSync(copyPath).size,
      mediaFiles: media.files,
      mediaBytes: media.bytes,
    };
    writeJsonWhole(join(partial, MANIFEST_FILE), manifest);
    renameSync(partial, join(dir, name));
    return manifest;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
