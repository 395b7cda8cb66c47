// Restoring a backup: the backup is checked first (its manifest, PRAGMA integrity_check on its database and
// the counts the manifest recorded, its media files), the server must be stopped, the current database and
// media are kept aside under a name with the time, and only then are the backup's copied into place. A backup
// can be given as its folder, as a downloaded archive (.tar) or as the encrypted file the bucket holds (.tar.enc).
import {
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

import { checkDatabaseCopy } from '../db/backups.ts';
import { uploadDirFor } from '../media/uploads.ts';

import { unpackArchive } from './archive.ts';
import { DATABASE_FILE, MEDIA_FOLDER, readManifest, type BackupManifest } from './catalogue.ts';
import { decryptFile } from './encryption.ts';
import { runningServer } from './server-lock.ts';

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** A backup made ready to restore: its folder, and what to remove once done (a temporary unpacking). */
export interface BackupSource {
  folder: string;
  cleanup: () => void;
}

function startsWithMagic(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(4);
    readSync(fd, head, 0, 4, 0);
    return head.toString('latin1') === 'DXB1';
  } finally {
    closeSync(fd);
  }
}

/** Makes a folder, an archive or an encrypted archive into a folder to restore from (unpacked beside `workDir`). */
export async function openBackupSource(path: string, workDir: string, key: Buffer | undefined): Promise<BackupSource> {
  if (!existsSync(path)) throw new RestoreError(`${path} does not exist`);
  if (statSync(path).isDirectory()) return { folder: path, cleanup: () => undefined };
  const work = mkdtempSync(join(workDir, '.restore-'));
  const cleanup = () => rmSync(work, { recursive: true, force: true });
  try {
    let archive = path;
    if (startsWithMagic(path)) {
      if (!key) throw new RestoreError(`${basename(path)} is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with`);
      archive = join(work, 'backup.tar');
      await decryptFile(path, archive, key);
    }
    const folder = await unpackArchive(archive, join(work, 'unpacked')).catch((error: Error) => {
      throw new RestoreError(`${basename(path)} is not a backup archive: ${error.message}`);
    });
    return { folder, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

function countFiles(folder: string): number {
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? countFiles(join(folder, entry.name)) : entry.isFile() ? 1 : 0),
    0,
  );
}

/** Checks a backup folder; answers its manifest or throws a RestoreError saying what is wrong. */
export function checkBackup(folder: string): BackupManifest {
  const manifest = readManifest(folder);
  if ('problem' in manifest) throw new RestoreError(`${basename(folder)} is not a complete backup: ${manifest.problem}`);
  const database = join(folder, DATABASE_FILE);
  if (!existsSync(database)) throw new RestoreError(`${basename(folder)} has no ${DATABASE_FILE}`);
  let check;
  try {
    check = checkDatabaseCopy(database);
  } catch (error) {
    throw new RestoreError(`${basename(folder)}/${DATABASE_FILE} cannot be read as a database: ${(error as Error).message}`);
  }
  if (check.integrity !== 'ok')
    throw new RestoreError(`${basename(folder)}/${DATABASE_FILE} fails its integrity check: ${check.integrity}`);
  const { enquiries, contentItems } = manifest.counts;
  if (check.counts.enquiries !== enquiries || check.counts.contentItems !== contentItems) {
    throw new RestoreError(
      `${basename(folder)}/${DATABASE_FILE} holds ${check.counts.enquiries} enquiries and ${check.counts.contentItems} content items; its manifest says ${enquiries} and ${contentItems}`,
    );
  }
  const media = countFiles(join(folder, MEDIA_FOLDER));
  if (media !== manifest.mediaFiles)
    throw new RestoreError(`${basename(folder)} holds ${media} media files; its manifest says ${manifest.mediaFiles}`);
  return manifest;
}

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** Where the database (and media) that were in place were kept. */
  keptAside: string[];
}

/** A time for names of files kept aside: 2026-11-28T04-05-06Z. */
const stamp = (at: Date) => at.toISOString().slice(0, 19).replaceAll(':', '-') + 'Z';

/**
 * Replaces the database and media at `databasePath` with the backup's, the server being stopped. What was in
 * place is renamed, never removed: `site.db.before-restore-<time>` (with its -wal and -shm) and
 * `media.before-restore-<time>`.
 */
export function restoreBackup(folder: string, databasePath: string, now = new Date()): RestoreOutcome {
  const server = runningServer(databasePath);
  if (server) {
    throw new RestoreError(
      `the server is running on this database (pid ${server.pid}, port ${server.port}, since ${server.startedAt}); stop it, then restore again. Nothing was changed.`,
    );
  }
  const manifest = checkBackup(folder);
  const suffix = `.before-restore-${stamp(now)}`;
  const keptAside: string[] = [];
  // Copied beside the database first, under a temporary name: a full disk fails here, before anything moves.
  const incoming = `${databasePath}.restoring-${process.pid}`;
  copyFileSync(join(folder, DATABASE_FILE), incoming);
  for (const end of ['', '-wal', '-shm']) {
    if (!existsSync(databasePath + end)) continue;
    renameSync(databasePath + end, `${databasePath}${suffix}${end}`);
    if (end === '') keptAside.push(`${databasePath}${suffix}`);
  }
  renameSync(incoming, databasePath);
  const uploads = uploadDirFor(databasePath);
  if (uploads) {
    if (existsSync(uploads)) {
      renameSync(uploads, uploads + suffix);
      keptAside.push(uploads + suffix);
    }
    const media = join(folder, MEDIA_FOLDER);
    if (existsSync(media)) cpSync(media, uploads, { recursive: true });
  }
  return { manifest, keptAside };
}

/** Where restores unpack archives: beside the database (the same disk, so there is room as for the database). */
export const restoreWorkDir = (databasePath: string) => dirname(databasePath);
