// Retention: enquiries older than ENQUIRY_RETENTION_MONTHS are removed with their notes, by
// `npm run staff -- retention` and by the server at start and once a day. The audit log records how
// many were removed and the cut-off, never what they held.
import type Database from 'better-sqlite3';

import { EnquiryInbox } from '../db/enquiry-inbox.ts';

import { recordAudit } from '../db/audit.ts';

export const RETENTION_ACTOR = 'system:retention';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `months` calendar months before `now` (UTC); the 31st of a shorter month becomes its last day. */
export function retentionCutoff(months: number, now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

export interface PurgeResult {
  removed: number;
  /** Undefined when retention is off (0 months). */
  cutoff?: Date;
}

/** Removes the enquiries received before the cut-off, in one transaction with its audit entry. */
export function purgeOldEnquiries(db: Database.Database, months: number, now: Date = new Date()): PurgeResult {
  if (months <= 0) return { removed: 0 };
  const cutoff = retentionCutoff(months, now);
  const inbox = new EnquiryInbox(db);
  const removed = db.transaction(() => {
    const count = inbox.deleteReceivedBefore(cutoff);
    if (count > 0) {
      recordAudit(
        db,
        {
          actor: RETENTION_ACTOR,
          entity: 'enquiry',
          entityId: null,
          action: 'purge',
          after: { removed: count, receivedBefore: cutoff.toISOString(), months },
        },
        now,
      );
    }
    return count;
  })();
  return { removed, cutoff };
}

/**
 * Runs `task` now and then every `intervalMs`; the timer does not keep the process alive. Returns
 * the function that stops it. A failing run is reported to `onError` and the next one still runs.
 */
export function runDaily(task: () => void, onError: (error: unknown) => void, intervalMs = DAY_MS): () => void {
  const run = () => {
    try {
      task();
    } catch (error) {
      onError(error);
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
