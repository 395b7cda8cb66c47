// `npm run enquiries -- export [file.csv]`: every enquiry as CSV for a spreadsheet (to stdout
// without a file). RFC 4180 quoting with CRLF rows, a header row, UTF-8 with a byte-order mark so
// Excel reads Marathi and Hindi names correctly, and cells that a spreadsheet would run as a
// formula (starting with = + - @ tab or CR) prefixed with an apostrophe.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { ENQUIRY_COLUMNS, EnquiryStore, type StoredEnquiry } from '../db/enquiries.ts';
import { BOM, csvRow } from '../enquiries/csv.ts';

import { processIo, runWhenStarted, withDatabase, type CliIo } from './io.ts';

const USAGE = `Usage:
  npm run enquiries -- export [file.csv]   write every enquiry as CSV (to stdout without a file)

The database is DATABASE_PATH (default ./data/site.db).`;

/** The whole export: BOM, header row, one row per enquiry. */
export function enquiriesToCsv(enquiries: Iterable<StoredEnquiry>): string {
  let csv = BOM + csvRow(ENQUIRY_COLUMNS);
  for (const enquiry of enquiries) csv += csvRow(ENQUIRY_COLUMNS.map((column) => enquiry[column]));
  return csv;
}

/** Runs the command; returns the exit status. */
export function runEnquiriesCli(args: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = processIo): number {
  const [command, file, ...rest] = args;
  if (command !== 'export' || rest.length > 0) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  return withDatabase(env, io, (db) => {
    const store = new EnquiryStore(db);
    const count = store.count();
    const csv = enquiriesToCsv(store.each());
    if (!file) {
      io.out(csv);
      return 0;
    }
    try {
      writeFileSync(resolve(file), csv);
    } catch (error) {
      io.err(`Cannot write ${resolve(file)}: ${(error as Error).message}\n`);
      return 1;
    }
    io.err(`Exported ${count} ${count === 1 ? 'enquiry' : 'enquiries'} to ${resolve(file)}\n`);
    return 0;
  });
}

runWhenStarted(import.meta.url, runEnquiriesCli);
