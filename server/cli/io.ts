// What the command-line tools share: where they write (tests pass their own), opening the configured
// database with the same error messages, and running a tool when its file is the one started.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ConfigError, readServerConfig } from '../config.ts';
import { type SqliteDatabase } from '../db/database.ts';
import { openDatabase } from '../content/service.ts';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/**
 * Opens DATABASE_PATH, hands it to `use` and closes it afterwards; returns `use`'s exit status, or 1
 * after saying why when the configuration or the database cannot be read.
 */
export function withDatabase(env: NodeJS.ProcessEnv, io: CliIo, use: (db: SqliteDatabase) => number): number {
  let db: SqliteDatabase;
  try {
    db = openDatabase(readServerConfig(env).databasePath);
  } catch (error) {
    io.err(`${error instanceof ConfigError ? 'Configuration error: ' : ''}${(error as Error).message}\n`);
    return 1;
  }
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** Runs `run` with the command-line arguments when `moduleUrl` is the file node was started with (not when a test imports it). */
export function runWhenStarted(moduleUrl: string, run: (args: string[]) => number) {
  if (process.argv[1] && fileURLToPath(moduleUrl) === resolve(process.argv[1])) process.exitCode = run(process.argv.slice(2));
}
