// JSON schemas and messages of the owners' backups API (/api/staff/backups).
import { errorEnvelope } from '../shared/schemas.ts';
import { envelope, staffErrors } from '../shared/staff-schemas.ts';

import { BACKUP_NAME_PATTERN } from './catalogue.ts';

export const backupMessages = {
  noSuchBackup: 'There is no such backup.',
  inMemory: 'This server runs on an in-memory database: it has no backups.',
  failed: (reason: string) => `The backup failed: ${reason}`,
  running: 'A backup is running. Try again when it has finished.',
} as const;

const text = { type: 'string' } as const;
const whole = { type: 'integer', minimum: 0 } as const;
const errors = { ...staffErrors, 503: errorEnvelope } as const;

const offsite = {
  type: 'object',
  required: ['status', 'bucket', 'at', 'attempts'],
  properties: { status: { type: 'string', enum: ['ok', 'failed'] }, bucket: text, key: text, at: text, attempts: whole, error: text },
} as const;

export const backupSchema = {
  type: 'object',
  required: ['name', 'createdAt', 'reason', 'bytes', 'counts', 'mediaFiles'],
  properties: {
    name: text,
    createdAt: text,
    reason: text,
    bytes: whole,
    counts: { type: 'object', required: ['enquiries', 'contentItems'], properties: { enquiries: whole, contentItems: whole } },
    mediaFiles: whole,
    offsite,
  },
} as const;

export const backupListSchema = {
  description:
    'The backups on this machine, newest first (when, why, size, counts, whether the copy to the bucket succeeded), the last run, the ' +
    'settings (daily hour in India time or null, what is kept, the bucket or null) and the warning owners see, if any.',
  response: {
    200: envelope({
      type: 'object',
      required: ['backups', 'dailyHour', 'keepDaily', 'keepWeekly', 'bucket'],
      properties: {
        backups: { type: 'array', items: backupSchema },
        lastRun: {
          type: 'object',
          required: ['at', 'ok'],
          properties: { at: text, reason: text, ok: { type: 'boolean' }, name: text, error: text },
        },
        dailyHour: { type: ['integer', 'null'] },
        keepDaily: whole,
        keepWeekly: whole,
        bucket: { type: ['string', 'null'] },
        warning: text,
      },
    }),
    ...errors,
  },
} as const;

export const backupNowSchema = {
  description:
    'Backs up now (and uploads when a bucket is configured); answers the new backup, 409 while another backup is running, 500 ' +
    'when it failed. It takes no body (an empty one is accepted whatever its Content-Type says).',
  response: { 201: envelope(backupSchema), 409: errorEnvelope, ...errors },
} as const;

export const backupDownloadSchema = {
  description: 'One backup as a tar archive (its folder: site.db, media/, manifest.json).',
  params: {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string', pattern: BACKUP_NAME_PATTERN.source } },
  },
  response: errors,
} as const;
