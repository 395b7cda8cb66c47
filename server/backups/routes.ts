// /api/staff/backups (owners): the list of backups with the last run and the settings, Back up now (refused with
// 409 while a backup is running), and one backup's download as a tar archive. HTTP only: the work and its audit
// entries are BackupService's.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

import { scopedPlugin } from '../shared/plugin.ts';
import { STAFF_AREAS } from '../../common/staff-roles.ts';
import { allowEmptyJson } from '../shared/empty-json.ts';

import { packFolder } from './archive.ts';
import type { BackupEntry } from './catalogue.ts';
import { backupDownloadSchema, backupListSchema, backupMessages, backupNowSchema } from './schemas.ts';
import type { BackupService } from './service.ts';

export interface BackupRoutesOptions {
  service: BackupService;
}

const OWNERS = { roles: STAFF_AREAS.backups.roles };

/** A backup as the API shows it: not where it lies on the server's disk. */
const shown = ({ name, createdAt, reason, bytes, counts, mediaFiles, offsite }: BackupEntry) => ({
  name,
  createdAt,
  reason,
  bytes,
  counts,
  mediaFiles,
  offsite,
});

export const backupRoutes = scopedPlugin<BackupRoutesOptions>('backupRoutes', async (scope, { service }) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { settings } = service;

  // Back up now takes no body.
  allowEmptyJson(app);

  app.get('/backups', { config: OWNERS, schema: backupListSchema }, async () => ({
    success: true,
    data: {
      backups: service.list().map(shown),
      lastRun: service.lastRun(),
      dailyHour: settings.hour ?? null,
      keepDaily: settings.keepDaily,
      keepWeekly: settings.keepWeekly,
      bucket: settings.s3?.bucket ?? null,
      warning: service.warning(),
    },
  }));

  app.post('/backups', { config: OWNERS, schema: backupNowSchema }, async (request, reply) => {
    if (!service.enabled) return reply.code(503).send({ success: false, message: backupMessages.inMemory });
    const running = service.backUpNow(request.staff!.email);
    if (!running) return reply.code(409).send({ success: false, message: backupMessages.running });
    const run = await running;
    if (!run.ok || !run.manifest) {
      request.log.error({ error: run.error }, 'Backup failed');
      return reply.code(500).send({ success: false, message: backupMessages.failed(run.error ?? 'unknown error') });
    }
    const made = service.list().find((backup) => backup.name === run.manifest!.name);
    return reply
      .code(201)
      .send({ success: true, data: made ? shown(made) : { ...run.manifest, bytes: run.manifest.databaseBytes + run.manifest.mediaBytes } });
  });

  app.get('/backups/:name/download', { config: OWNERS, schema: backupDownloadSchema }, async (request, reply) => {
    const backup = service.download(request.staff!.email, request.params.name);
    if (!backup) return reply.code(404).send({ success: false, message: backupMessages.noSuchBackup });
    return reply
      .header('Content-Type', 'application/x-tar')
      .header('Content-Disposition', `attachment; filename="${backup.name}.tar"`)
      .send(packFolder(backup.path, backup.name));
  });
});
