// While `npm start` serves, it keeps a small file beside the database naming itself (pid, port, when it
// started), removed when it stops. A restore reads it to refuse replacing a database a running server has
// open; a file whose process is gone (the server was killed) does not count.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

import { isAlive } from './snapshot.ts';

export interface ServerLock {
  pid: number;
  port: number;
  host: string;
  startedAt: string;
}

export const serverLockPath = (databasePath: string) => `${databasePath}.server.json`;

export function writeServerLock(databasePath: string, lock: Omit<ServerLock, 'pid' | 'startedAt'>): void {
  const content: ServerLock = { pid: process.pid, ...lock, startedAt: new Date().toISOString() };
  writeFileSync(serverLockPath(databasePath), `${JSON.stringify(content)}\n`);
}

/** Removes the file when it is this process's own. */
export function removeServerLock(databasePath: string): void {
  if (runningServer(databasePath)?.pid === process.pid) rmSync(serverLockPath(databasePath), { force: true });
}

/** The server running on the database, if one is. */
export function runningServer(databasePath: string): ServerLock | undefined {
  let lock: Partial<ServerLock>;
  try {
    lock = JSON.parse(readFileSync(serverLockPath(databasePath), 'utf8')) as Partial<ServerLock>;
  } catch {
    return undefined;
  }
  return typeof lock.pid === 'number' && isAlive(lock.pid) ? (lock as ServerLock) : undefined;
}
