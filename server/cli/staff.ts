// `npm run staff -- add|reset|remove EMAIL`, `list` and `retention`: staff accounts are made and
// changed only here, never from the web (docs/decisions/0013). A password is typed without echo
// (asked twice), piped on stdin, or generated with --generate and printed once.
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

import { ConfigError, readServerConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { StaffStore } from '../db/staff-store.ts';
import { recordAudit } from '../staff/audit.ts';
import { generatePassword, hashPassword, passwordProblem, type ScryptParams } from '../staff/passwords.ts';
import { purgeOldEnquiries } from '../staff/retention.ts';

import { type CliIo, processIo } from './io.ts';

/** Who the audit log names for changes made from the terminal. */
export const CLI_ACTOR = 'system:cli';

const USAGE = `Usage:
  npm run staff -- add EMAIL [--generate]     create an account; type the password, or generate one
  npm run staff -- reset EMAIL [--generate]   set a new password and sign the account out everywhere
  npm run staff -- remove EMAIL               delete the account and its sessions
  npm run staff -- list                       list the accounts
  npm run staff -- retention                  remove enquiries older than ENQUIRY_RETENTION_MONTHS

A password has at least 12 characters and is not a common one. Piped on stdin, the first line is
the password. The database is DATABASE_PATH (default ./data/site.db).`;

export interface StaffCliIo extends CliIo {
  /** Reads a password: without echo at a terminal, else the first line of stdin ('' when none). */
  readPassword: (prompt: string) => Promise<string>;
  /** Whether a person is typing (the password is then asked twice). */
  interactive: boolean;
}

/** Reads a line at the terminal while showing nothing of what is typed. */
function promptHidden(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({ input: process.stdin, output: muted, terminal: true });
  return new Promise((resolvePassword, reject) => {
    reader.question('', (answer) => {
      reader.close();
      process.stderr.write('\n');
      resolvePassword(answer);
    });
    reader.on('SIGINT', () => {
      reader.close();
      process.stderr.write('\n');
      reject(new Error('Cancelled.'));
    });
  });
}

let piped: Promise<string[]> | undefined;

async function readStdinLines(): Promise<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/);
}

const staffProcessIo: StaffCliIo = {
  ...processIo,
  interactive: Boolean(process.stdin.isTTY),
  readPassword: async (prompt) => {
    if (process.stdin.isTTY) return promptHidden(prompt);
    piped ??= readStdinLines();
    return (await piped).shift() ?? '';
  },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;

export interface StaffCliOptions {
  /** The hashing cost (tests use a cheaper one; accounts keep the cost they were hashed with). */
  scrypt?: ScryptParams;
}

/** The new password for `email`, checked; or the reason there is none. */
async function newPassword(email: string, generate: boolean, io: StaffCliIo): Promise<{ password: string } | { problem: string }> {
  if (generate) return { password: generatePassword() };
  const password = await io.readPassword(`Password for ${email}: `);
  if (!password) return { problem: 'No password was given: type one at the prompt, pipe one on stdin, or use --generate.' };
  const problem = await passwordProblem(password, email);
  if (problem) return { problem };
  if (io.interactive && (await io.readPassword('Type it again: ')) !== password) return { problem: 'The two passwords differ; nothing changed.' };
  return { password };
}

/** Runs the command; returns the exit status. */
export async function runStaffCli(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: StaffCliIo = staffProcessIo,
  options: StaffCliOptions = {},
): Promise<number> {
  const generate = args.includes('--generate');
  const [command, rawEmail, ...rest] = args.filter((arg) => arg !== '--generate');
  const needsEmail = command === 'add' || command === 'reset' || command === 'remove';
  const known = needsEmail || command === 'list' || command === 'retention';
  if (!known || (needsEmail ? !rawEmail || rest.length > 0 : rawEmail !== undefined) || (generate && command !== 'add' && command !== 'reset')) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  const email = (rawEmail ?? '').trim().toLowerCase();
  if (needsEmail && (!EMAIL.test(email) || email.length > MAX_EMAIL_LENGTH)) {
    io.err(`"${rawEmail}" is not an e-mail address.\n`);
    return 2;
  }

  let config;
  let db;
  try {
    config = readServerConfig(env);
    db = openDatabase(config.databasePath);
  } catch (error) {
    io.err(`${error instanceof ConfigError ? 'Configuration error: ' : ''}${(error as Error).message}\n`);
    return 1;
  }
  try {
    const store = new StaffStore(db);
    if (command === 'list') {
      const accounts = store.accounts();
      if (accounts.length === 0) io.out('No staff accounts yet. Create one with: npm run staff -- add EMAIL\n');
      for (const account of accounts) {
        io.out(
          `${account.email}  created ${account.created_at}  password set ${account.password_changed_at}  ` +
            `last sign-in ${account.last_sign_in_at ?? 'never'}  sessions ${account.sessions}\n`,
        );
      }
      return 0;
    }
    if (command === 'retention') {
      const months = config.enquiryRetentionMonths;
      const { removed, cutoff } = purgeOldEnquiries(db, months);
      if (!cutoff) io.out('Retention is off (ENQUIRY_RETENTION_MONTHS=0): no enquiry was removed.\n');
      else io.out(`Removed ${removed} ${removed === 1 ? 'enquiry' : 'enquiries'} received before ${cutoff.toISOString()} (${months} months).\n`);
      return 0;
    }

    const account = store.accountByEmail(email);
    if (command === 'add' && account) {
      io.err(`${email} already has an account: use "reset" to set a new password.\n`);
      return 1;
    }
    if (command !== 'add' && !account) {
      io.err(`There is no account for ${email}.\n`);
      return 1;
    }
    if (command === 'remove') {
      db.transaction(() => {
        store.removeAccount(account!.id);
        recordAudit(db, { actor: CLI_ACTOR, entity: 'staff_account', entityId: account!.id, action: 'remove', before: { email } });
      })();
      io.out(`Removed ${email} and signed it out everywhere.\n`);
      return 0;
    }
    const chosen = await newPassword(email, generate, io);
    if ('problem' in chosen) {
      io.err(`${chosen.problem}\n`);
      return 1;
    }
    const hash = await hashPassword(chosen.password, options.scrypt);
    db.transaction(() => {
      if (command === 'add') store.addAccount(email, hash);
      else store.resetPassword(account!.id, hash);
      const id = account?.id ?? store.accountByEmail(email)!.id;
      // The audit entry names the account, never the password or its hash.
      recordAudit(db, { actor: CLI_ACTOR, entity: 'staff_account', entityId: id, action: command === 'add' ? 'create' : 'password-reset', after: { email } });
    })();
    io.out(command === 'add' ? `Created the account ${email}.\n` : `Set a new password for ${email} and signed it out everywhere.\n`);
    if (generate) io.out(`Its password (shown only now): ${chosen.password}\n`);
    return 0;
  } catch (error) {
    io.err(`${(error as Error).message}\n`);
    return 1;
  } finally {
    db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  runStaffCli(process.argv.slice(2)).then((status) => {
    process.exitCode = status;
  });
}
