// `npm run content -- export [file]` and `npm run content -- import <file>`: all content as one JSON
// document (the seed's format). An import is validated as a whole first, then replaces everything in
// one transaction; a bad file changes nothing and exits with status 1.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { waitingForBackup } from '../backups/run-lock.ts';
import { BackupService } from '../backups/service.ts';
import { readServerConfig } from '../config.ts';
import { parseContent } from '../../common/content-model/schema.ts';
import { ContentStore } from '../db/content-store.ts';

import { processIo, runWhenStarted, withDatabase, type CliIo } from './io.ts';
import { importContent } from '../content/service.ts';

const USAGE = `Usage:
  npm run content -- export [file]   write all content as JSON (to stdout without a file)
  npm run content -- import <file>   validate a content file, then replace all content with it

The database is DATABASE_PATH (default ./data/site.db).`;

/** A broken file can hold a problem per line: an operator reads the first ones and the count. */
export const MAX_PROBLEMS_SHOWN = 50;

/** Runs the command; returns the exit status. */
export function runContentCli(args: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = processIo): number {
  const [command, file, ...rest] = args;
  if ((command !== 'export' && command !== 'import') || rest.length > 0 || (command === 'import' && !file)) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  return withDatabase(env, io, (db) => {
    const store = new ContentStore(db);
    if (command === 'export') {
      const json = `${JSON.stringify(store.exportContent(), null, 2)}\n`;
      if (file) {
        writeFileSync(resolve(file), json);
        io.err(`Exported the content to ${resolve(file)}\n`);
      } else {
        io.out(json);
      }
      return 0;
    }

    let text: string;
    try {
      // Bytes that are not UTF-8 are refused, never read as U+FFFD.
      text = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(resolve(file!)));
    } catch (error) {
      const notUtf8 = error instanceof TypeError;
      io.err(`Cannot read ${resolve(file!)}: ${notUtf8 ? 'the file is not UTF-8 text; nothing changed' : (error as Error).message}\n`);
      return 1;
    }
    const result = parseContent(text);
    if (!result.ok) {
      const total = result.problems.length;
      const shown = result.problems.slice(0, MAX_PROBLEMS_SHOWN);
      io.err(
        `${resolve(file!)} was not imported; nothing changed. ${total} problem${total === 1 ? '' : 's'}` +
          `${total > shown.length ? ` (the first ${shown.length} below)` : ''}:\n` +
          shown.map((problem) => `  ${problem.path}: ${problem.message}\n`).join('') +
          (total > shown.length ? `  … and ${total - shown.length} more (${total} in all)\n` : ''),
      );
      return 1;
    }
    // A mistaken import (an old document) is undone by restoring the backup made just before it; a backup under
    // way (the daily one, Back up now) is waited for rather than raced.
    const { backups, databasePath } = readServerConfig(env);
    const backup = new BackupService({ settings: backups, databasePath, db }).runHere('before-import', (running) =>
      io.err(`${waitingForBackup(running)} The import waits for it, then makes its own backup first.\n`),
    );
    if (backups.dir && !backup.ok) {
      io.err(`${resolve(file!)} was not imported; nothing changed: the backup before it failed: ${backup.error}\n`);
      return 1;
    }
    try {
      importContent(store, result.document);
    } catch (error) {
      io.err(`${resolve(file!)} was not imported; nothing changed: ${(error as Error).message}\n`);
      return 1;
    }
    const services = result.document.offerings.reduce((sum, offering) => sum + offering.services.length, 0);
    io.err(
      `Imported ${result.document.offerings.length} offerings, ${services} services and ${result.document.pricing_plans.length} pricing plans. ` +
        'A running server answers with the new content at once.\n' +
        (backup.manifest
          ? `The content before it is in the backup ${join(backups.dir!, backup.manifest.name)} (npm run backup -- restore).\n`
          : ''),
    );
    return 0;
  });
}

runWhenStarted(import.meta.url, runContentCli);
