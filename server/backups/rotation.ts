// Which backups are kept: the newest of each of the last BACKUP_KEEP_DAILY India days that have one, and the
// newest of each of the last BACKUP_KEEP_WEEKLY India weeks (Monday to Sunday) that have one — as restic's
// `forget --keep-daily --keep-weekly` counts. Every other backup is removed, whatever made it (the daily
// run, Back up now, a content import).
import { rmSync } from 'node:fs';

import { indiaDay, weekStart } from '../../common/india-time.ts';

import type { BackupEntry } from './catalogue.ts';

export interface Keep {
  daily: number;
  weekly: number;
}

/**
 * The names of the backups to keep, from a list of any order. `made`, the backup just written, counts as the newest
 * of any made in the same millisecond: their names' random tags must not choose which one goes.
 */
export function backupsToKeep(backups: readonly Pick<BackupEntry, 'name' | 'createdAt'>[], keep: Keep, made?: string): Set<string> {
  const newestFirst = [...backups].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.name === made) - Number(a.name === made),
  );
  const kept = new Set<string>();
  const pick = (count: number, period: (day: string) => string) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(indiaDay(new Date(backup.createdAt)));
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      kept.add(backup.name);
    }
  };
  pick(keep.daily, (day) => day);
  pick(keep.weekly, weekStart);
  return kept;
}

/** Removes the backups not kept; answers their names. */
export function rotateBackups(backups: readonly BackupEntry[], keep: Keep, made?: string): string[] {
  const kept = backupsToKeep(backups, keep, made);
  const removed = backups.filter((backup) => !kept.has(backup.name));
  for (const backup of removed) rmSync(backup.path, { recursive: true, force: true });
  return removed.map((backup) => backup.name);
}
