import { http, HttpResponse } from 'msw';

/** Two backups as the owners' backups API lists them: the newest copied to the bucket, the one before not. */
export const sampleBackups = [
  {
    name: 'backup-2026-11-28T030000-IST',
    createdAt: '2026-11-27T21:30:00.000Z',
    reason: 'daily',
    bytes: 3_565_158,
    counts: { enquiries: 1284, contentItems: 212 },
    mediaFiles: 37,
    offsite: {
      status: 'ok',
      bucket: 'dexterity-backups',
      key: 'backup-2026-11-28T030000-IST.tar.enc',
      at: '2026-11-27T21:30:04.000Z',
      attempts: 1,
    },
  },
  {
    name: 'backup-2026-11-27T141512-IST',
    createdAt: '2026-11-27T08:45:12.000Z',
    reason: 'before-import',
    bytes: 820_000,
    counts: { enquiries: 1, contentItems: 1 },
    mediaFiles: 0,
    offsite: {
      status: 'failed',
      bucket: 'dexterity-backups',
      key: 'backup-2026-11-27T141512-IST.tar.enc',
      at: '2026-11-27T08:45:40.000Z',
      attempts: 4,
      error: 'connect ECONNREFUSED',
    },
  },
];

export const sampleBackupOverview = {
  backups: sampleBackups,
  lastRun: { at: '2026-11-27T21:30:00.000Z', reason: 'daily', ok: true, name: sampleBackups[0]!.name },
  dailyHour: 3,
  keepDaily: 14,
  keepWeekly: 8,
  bucket: 'dexterity-backups',
  folder: '/srv/dexterity/data/backups',
};

/**
 * The owners' backups API (/api/staff/backups): the list above, and Back up now answering a new backup. Tests
 * of other states (a warning, no bucket, a failed backup) override them with `server.use(...)`.
 */
export const backupHandlers = [
  http.get('*/api/staff/backups', () => HttpResponse.json({ success: true, data: sampleBackupOverview })),
  http.post('*/api/staff/backups', () =>
    HttpResponse.json(
      {
        success: true,
        data: { ...sampleBackups[0], name: 'backup-2026-11-28T101500-IST', createdAt: '2026-11-28T04:45:00.000Z', reason: 'manual' },
      },
      { status: 201 },
    ),
  ),
];
