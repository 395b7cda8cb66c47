// One backup at a time in a backup folder, whichever process makes it: the server (daily, Back up now), the
// terminal's `npm run backup -- now` and `npm run content -- import` each take `.running.json` in BACKUP_DIR for
// the length of a run and remove it at the end; a run that finds it taken waits, and Back up now is refused. The
// file names its process, so one left by a process that is gone (kill -9, a power cut) does not hold anyone up.
// It orders runs rather than guarding them: backup names never collide, so two runs that did overlap (two
// processes clearing the same stale file at once) would still both succeed.
import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { formatIndiaTime } from '../../common/india-time.ts';

import { PARTIAL_PREFIX, type BackupReason } from './catalogue.ts';
import { isAlive } from './snapshot.ts';

export const RUN_LOCK_FILE = '.running.json';

/**
 * A run older than this is taken for stuck (its process hung, or its pid was given to another process since):
 * a backup and its upload take minutes. Waiters wait at most this long.
 */
export const RUN_LOCK_STALE_MS = 60 * 60_000;

/** How often a waiting run looks at the file again. */
export const RUN_LOCK_POLL_MS = 250;

export interface RunLock {
  pid: number;
  /**
   * This process's own mark: in a container a restarted server often gets the pid of the one killed before it,
   * and a file that process left must not look like the new one's.
   */
  process: string;
  reason: BackupReason;
  /** UTC ISO 8601. */
  since: string;
}

const THIS_PROCESS = randomUUID();

export const runLockPath = (dir: string) => join(dir, RUN_LOCK_FILE);

/** What the terminal says of a run it waits for. */
export const waitingForBackup = ({ reason, pid, since }: RunLock) =>
  `A backup is running (${reason}, process ${pid}, since ${formatIndiaTime(since)}).`;

function readRunLock(dir: string): Partial<RunLock> | undefined {
  try {
    return JSON.parse(readFileSync(runLockPath(dir), 'utf8')) as Partial<RunLock>;
  } catch {
    return undefined;
  }
}

function isLive(lock: Partial<RunLock>, now: number): lock is RunLock {
  if (typeof lock.pid !== 'number' || !isAlive(lock.pid)) return false;
  if (lock.pid === process.pid && lock.process !== THIS_PROCESS) return false;
  const since = Date.parse(lock.since ?? '');
  return Number.isFinite(since) && now - since < RUN_LOCK_STALE_MS;
}

/** The run under way in this folder, if one is (in this process or another). */
export function runningBackup(dir: string, now = Date.now()): RunLock | undefined {
  const lock = readRunLock(dir);
  return lock && isLive(lock, now) ? lock : undefined;
}

/** Whether a run under way is this process's own (a synchronous caller cannot wait for it). */
export const isThisProcess = (lock: RunLock) => lock.pid === process.pid && lock.process === THIS_PROCESS;

/**
 * Takes the folder for a run: answers the function that gives it back, or the run that holds it. The file is
 * written whole under another name and linked into place, which fails when it exists: a reader never sees half
 * of it, and of two processes taking it at once one gets it.
 */
export function takeRunLock(dir: string, reason: BackupReason): { release: () => void } | { holder: RunLock } {
  const path = runLockPath(dir);
  const lock: RunLock = { pid: process.pid, process: THIS_PROCESS, reason, since: new Date().toISOString() };
  // A partial's name: left by a process killed right here, the next run clears it with the other leftovers.
  const temporary = join(dir, `${PARTIAL_PREFIX}run-lock-${randomUUID()}-pid${process.pid}`);
  writeFileSync(temporary, `${JSON.stringify(lock)}\n`);
  try {
    for (;;) {
      try {
        linkSync(temporary, path);
        return { release: () => releaseRunLock(dir) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readRunLock(dir);
      if (holder && isLive(holder, Date.now())) return { holder };
      // Left by a run that is gone or stuck: cleared, then taken on the next turn.
      rmSync(path, { force: true });
    }
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Removes the file when it is this process's own. */
function releaseRunLock(dir: string): void {
  const lock = readRunLock(dir);
  if (lock?.pid === process.pid && lock.process === THIS_PROCESS) rmSync(runLockPath(dir), { force: true });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Takes the folder for a run, waiting while another run holds it; `onWait` hears of that run once. Answers
 * the function that gives the folder back.
 */
export async function waitForRunLock(dir: string, reason: BackupReason, onWait?: (holder: RunLock) => void): Promise<() => void> {
  let told = false;
  for (;;) {
    const taken = takeRunLock(dir, reason);
    if ('release' in taken) return taken.release;
    if (!told) onWait?.(taken.holder);
    told = true;
    await sleep(RUN_LOCK_POLL_MS);
  }
}

/**
 * The same for a caller that cannot await (`npm run content -- import`, which is synchronous): the thread sleeps
 * between looks. A run of this very process cannot be waited for that way (it would never get to finish): the
 * caller goes ahead beside it, which the unique names allow; answers undefined then.
 */
export function waitForRunLockSync(dir: string, reason: BackupReason, onWait?: (holder: RunLock) => void): (() => void) | undefined {
  let told = false;
  for (;;) {
    const taken = takeRunLock(dir, reason);
    if ('release' in taken) return taken.release;
    if (isThisProcess(taken.holder)) return undefined;
    if (!told) onWait?.(taken.holder);
    told = true;
    Atomics.wait(pause, 0, 0, RUN_LOCK_POLL_MS);
  }
}
