// `npm run backup -- now | list | restore <backup> | restore --from-bucket <name>`: the server's backups
// from the terminal (docs/operations.md#backups). `now` works while the server runs; `restore` refuses until
// it is stopped.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { formatIndiaTime } from '../../common/india-time.ts';
import { listBackups, readLastRun } from '../backups/catalogue.ts';
import { openBackupSource, restoreBackup, restoreWorkDir } from '../backups/restore.ts';
import { waitingForBackup } from '../backups/run-lock.ts';
import { bucketClient, downloadFile, listBucket, objectKey } from '../backups/s3-upload.ts';
import { BackupService } from '../backups/service.ts';
import { ConfigError, readServerConfig, type ServerConfig } from '../config.ts';
import { openForBackup } from '../db/backups.ts';

import { processIo, type CliIo } from './io.ts';

const USAGE = `Usage:
  npm run backup -- now                          back up the database and media now (the server may run)
  npm run backup -- list                         list the backups (and the bucket's, when one is configured)
  npm run backup -- restore <backup>             restore a backup folder, .tar or .tar.enc (the server stopped)
  npm run backup -- restore --from-bucket <name> restore a backup from the bucket (the server stopped)

The database is DATABASE_PATH (default ./data/site.db); backups are in BACKUP_DIR (default: backups/ beside it).`;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function backUpNow(config: ServerConfig, io: CliIo): Promise<number> {
  let db;
  try {
    db = openForBackup(config.databasePath);
  } catch (error) {
    io.err(`Cannot open the database ${config.databasePath}: ${(error as Error).message}\n`);
    return 1;
  }
  try {
    const service = new BackupService({
      settings: config.backups,
      databasePath: config.databasePath,
      db,
      onWait: (running) => io.err(`${waitingForBackup(running)} Waiting for it to finish…\n`),
    });
    const run = await service.run('manual');
    if (!run.ok || !run.manifest) {
      io.err(`The backup failed: ${run.error}\n`);
      return 1;
    }
    const { name, counts, mediaFiles } = run.manifest;
    io.out(`${join(config.backups.dir!, name)}\n`);
    io.err(
      `Backed up: ${counts.enquiries} enquiries, ${counts.contentItems} content items, ${mediaFiles} media files; integrity check ok.\n`,
    );
    if (run.removed.length > 0) io.err(`Removed by the rotation: ${run.removed.join(', ')}\n`);
    if (run.offsite?.status === 'ok') io.err(`Uploaded to the bucket ${run.offsite.bucket} as ${run.offsite.key}.\n`);
    if (run.offsite?.status === 'failed') {
      io.err(`The upload to the bucket ${run.offsite.bucket} failed after ${run.offsite.attempts} attempts: ${run.offsite.error}\n`);
      return 1;
    }
    return 0;
  } finally {
    db.close();
  }
}

async function list(config: ServerConfig, io: CliIo): Promise<number> {
  const dir = config.backups.dir!;
  const backups = listBackups(dir);
  if (backups.length === 0) io.err(`No backups in ${config.backups.dir}.\n`);
  for (const backup of backups) {
    const offsite = backup.offsite
      ? `bucket ${backup.offsite.status === 'ok' ? 'ok' : `FAILED (${backup.offsite.error})`}`
      : 'this machine only';
    io.out(
      `${backup.name}  ${formatIndiaTime(backup.createdAt)}  ${backup.reason}  ${megabytes(backup.bytes)}  ` +
        `${backup.counts.enquiries} enquiries, ${backup.counts.contentItems} content items, ${backup.mediaFiles} media files  ${offsite}\n`,
    );
  }
  const last = readLastRun(dir);
  if (last && !last.ok) io.err(`The last backup run (${formatIndiaTime(last.at)}) failed: ${last.error}\n`);
  const s3 = config.backups.s3;
  if (s3) {
    try {
      const names = await listBucket(await bucketClient(s3), s3.bucket);
      io.out(`In the bucket ${s3.bucket}: ${names.length === 0 ? 'none' : ''}\n${names.map((name) => `  ${name}\n`).join('')}`);
    } catch (error) {
      io.err(`Cannot list the bucket ${s3.bucket}: ${(error as Error).message}\n`);
      return 1;
    }
  }
  return 0;
}

async function restore(config: ServerConfig, args: string[], io: CliIo): Promise<number> {
  const workDir = restoreWorkDir(config.databasePath);
  mkdirSync(workDir, { recursive: true });
  let path: string;
  let downloaded: string | undefined;
  if (args[0] === '--from-bucket') {
    const s3 = config.backups.s3;
    if (!s3) {
      io.err('No bucket is configured: set BACKUP_S3_BUCKET and the variables that go with it (docs/configuration.md).\n');
      return 1;
    }
    const name = args[1]!.replace(/\.tar\.enc$/, '');
    path = join(workDir, `.download-${process.pid}-${objectKey(name)}`);
    downloaded = path;
    try {
      await downloadFile(await bucketClient(s3), s3.bucket, objectKey(name), path);
    } catch (error) {
      rmSync(path, { force: true });
      io.err(`Cannot download ${objectKey(name)} from the bucket ${s3.bucket}: ${(error as Error).message}\n`);
      return 1;
    }
  } else {
    path = resolve(args[0]!);
  }
  try {
    const source = await openBackupSource(path, workDir, config.backups.encryptionKey);
    try {
      const { manifest, keptAside } = restoreBackup(source.folder, config.databasePath);
      io.err(
        `Restored ${manifest.name} (${formatIndiaTime(manifest.createdAt)}): ${manifest.counts.enquiries} enquiries, ${manifest.counts.contentItems} content items, ${manifest.mediaFiles} media files.\n` +
          (keptAside.length > 0 ? `What was in place is kept aside: ${keptAside.join(', ')}\n` : '') +
          'Start the server (npm start) and check the site and the staff area.\n',
      );
      return 0;
    } finally {
      source.cleanup();
    }
  } catch (error) {
    io.err(`Not restored: ${(error as Error).message}\n`);
    return 1;
  } finally {
    if (downloaded) rmSync(downloaded, { force: true });
  }
}

/** Runs the command; resolves to the exit status. */
export async function runBackupCli(args: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = processIo): Promise<number> {
  const [command, ...rest] = args;
  const valid =
    (command === 'now' && rest.length === 0) ||
    (command === 'list' && rest.length === 0) ||
    (command === 'restore' && ((rest.length === 1 && rest[0] !== '--from-bucket') || (rest.length === 2 && rest[0] === '--from-bucket')));
  if (!valid) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  let config: ServerConfig;
  try {
    config = readServerConfig(env);
  } catch (error) {
    io.err(`${error instanceof ConfigError ? 'Configuration error: ' : ''}${(error as Error).message}\n`);
    return 1;
  }
  if (!config.backups.dir) {
    io.err('An in-memory database (DATABASE_PATH=:memory:) has no backups.\n');
    return 1;
  }
  if (command === 'now') return backUpNow(config, io);
  if (command === 'list') return list(config, io);
  return restore(config, rest, io);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  void runBackupCli(process.argv.slice(2)).then((status) => {
    process.exitCode = status;
  });
}
