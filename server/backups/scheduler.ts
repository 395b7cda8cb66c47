// The daily backup at BACKUP_HOUR, India time: a timer to the next such hour, set again after each run.
// A server that was stopped at that hour makes no catch-up backup at start; the owners' warning says when a
// day went by without one.
import type { BackupService } from './service.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const INDIA_OFFSET_MS = 330 * 60_000;

/** Milliseconds from `now` to the next India `hour`:00 (a whole day when it is that instant). */
export function msUntilIndiaHour(hour: number, now: Date): number {
  const intoDay = (now.getTime() + INDIA_OFFSET_MS) % DAY_MS;
  const wait = (hour * HOUR_MS - intoDay + DAY_MS) % DAY_MS;
  return wait === 0 ? DAY_MS : wait;
}

/** Starts the daily backups; answers the function that stops them. */
export function scheduleDailyBackups(
  service: BackupService,
  onDone: (outcome: Awaited<ReturnType<BackupService['run']>>) => void,
): () => void {
  const hour = service.settings.hour;
  if (hour === undefined || !service.enabled) return () => undefined;
  let timer: NodeJS.Timeout;
  const next = () => {
    timer = setTimeout(
      () => {
        void service.run('daily').then(onDone).finally(next);
      },
      msUntilIndiaHour(hour, new Date()),
    );
    timer.unref();
  };
  next();
  return () => clearTimeout(timer);
}
