// The backup settings as server/config.ts reads them: defaults beside the database, BACKUP_HOUR=off, and
// refusals that name the variable (an hour out of range, a key that is not 32 bytes, a bucket without its key).
import { describe, expect, it } from 'vitest';

import { ConfigError, readServerConfig } from '../config.ts';

describe('backup settings', () => {
  it('default to a daily 3 am backup in backups/ beside the database, keeping 14 days and 8 weeks, no bucket', () => {
    const { backups } = readServerConfig({ DATABASE_PATH: '/srv/site/data/site.db' });
    expect(backups).toEqual({ dir: '/srv/site/data/backups', hour: 3, keepDaily: 14, keepWeekly: 8, encryptionKey: undefined });
    expect(readServerConfig({ DATABASE_PATH: ':memory:' }).backups.dir).toBeUndefined();
  });

  it('read BACKUP_HOUR=off, a hex or base64 key and a complete bucket', () => {
    const key = Buffer.alloc(32, 5);
    const env = {
      BACKUP_HOUR: 'off',
      BACKUP_DIR: '/backups',
      BACKUP_S3_BUCKET: 'dexterity',
      BACKUP_S3_ENDPOINT: 'https://example.r2.cloudflarestorage.com',
      BACKUP_S3_ACCESS_KEY_ID: 'id',
      BACKUP_S3_SECRET_ACCESS_KEY: 'secret',
      BACKUP_ENCRYPTION_KEY: key.toString('hex'),
    };
    const { backups } = readServerConfig(env);
    expect(backups).toMatchObject({
      dir: '/backups',
      hour: undefined,
      s3: { bucket: 'dexterity', region: 'auto', endpoint: 'https://example.r2.cloudflarestorage.com' },
    });
    expect(backups.encryptionKey?.equals(key)).toBe(true);
    expect(readServerConfig({ ...env, BACKUP_ENCRYPTION_KEY: key.toString('base64') }).backups.encryptionKey?.equals(key)).toBe(true);
  });

  it('refuse what cannot work, naming the variable', () => {
    expect(() => readServerConfig({ BACKUP_HOUR: '24' })).toThrow('BACKUP_HOUR must be an hour from 0 to 23 (India time) or off, got "24"');
    expect(() => readServerConfig({ BACKUP_ENCRYPTION_KEY: 'short' })).toThrow(/^BACKUP_ENCRYPTION_KEY must be a 32-byte key/);
    expect(() => readServerConfig({ BACKUP_KEEP_DAILY: '0' })).toThrow(ConfigError);
    expect(() =>
      readServerConfig({ BACKUP_S3_BUCKET: 'dexterity', BACKUP_S3_ACCESS_KEY_ID: 'id', BACKUP_S3_SECRET_ACCESS_KEY: 'secret' }),
    ).toThrow('BACKUP_S3_BUCKET is set, so BACKUP_ENCRYPTION_KEY must be set too (backups leave the machine encrypted)');
  });
});
