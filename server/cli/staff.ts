// `npm run staff -- add|reset|remove|2fa-off EMAIL`, `role EMAIL ROLE`, `list` and `retention`: staff accounts
// are made and changed only here, never from the web (docs/decisions/0013), roles included (0018). A
// password is typed without echo (asked twice), piped on stdin, or generated with --generate and
// printed once.
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

import { isStaffRole, STAFF_ROLE_SUMMARIES, STAFF_ROLES, type StaffRole } from '../../common/staff-roles.ts';
import { ConfigError, readServerConfig } from '../config.ts';
import { openDatabase } from '../content/service.ts';
import { StaffStore, type StaffAccount } from '../db/staff-store.ts';
import { StaffTwoFactor } from '../db/staff-two-factor.ts';
import { changeRole, isStaffEmail, normaliseEmail, removeAccount } from '../people/service.ts';
import { recordAudit } from '../db/audit.ts';
import { generatePassword, hashPassword, passwordProblem, type ScryptParams } from '../account/passwords.ts';
import { purgeOldEnquiries } from '../enquiries/retention.ts';

import { type CliIo, processIo } from './io.ts';

/** Who the audit log names for changes made from the terminal. */
export const CLI_ACTOR = 'system:cli';

const USAGE = `Usage:
  npm run staff -- add EMAIL [--role ROLE] [--generate]
                                              create an account; type the password, or generate one
  npm run staff -- reset EMAIL [--generate]   set a new password and sign the account out everywhere
  npm run staff -- role EMAIL ROLE            change what the account may use
  npm run staff -- remove EMAIL               delete the account and its sessions
  npm run staff -- 2fa-off EMAIL              turn off two-factor sign-in (phone and recovery codes lost)
  npm run staff -- list                       list the accounts and their roles
  npm run staff -- retention                  remove enquiries older than ENQUIRY_RETENTION_MONTHS

Roles: ${STAFF_ROLES.map((role) => `${role} (${STAFF_ROLE_SUMMARIES[role]})`).join(', ')}.
A new account is an owner when there is none yet, else an editor, unless --role says otherwise.
A password has at least 12 characters and is not a common one. Piped on stdin, the first line is
the password. The database is DATABASE_PATH (default ./data/site.db).`;

/** How many operands each command takes. */
const OPERANDS: Readonly<Record<string, number>> = { add: 1, reset: 1, remove: 1, '2fa-off': 1, role: 2, list: 0, retention: 0 };

const roleProblem = (raw: string) => `"${raw}" is not a role: use ${STAFF_ROLES.slice(0, -1).join(', ')} or ${STAFF_ROLES.at(-1)}.`;

/** The command line's words apart from --generate and --role VALUE (or --role=VALUE). */
function readArgs(args: string[]): { words: string[]; generate: boolean; role?: string } {
  const words: string[] = [];
  let generate = false;
  let role: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--generate') generate = true;
    else if (arg === '--role') role = args[(i += 1)] ?? '';
    else if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
    else words.push(arg);
  }
  return { words, generate, role };
}

/** `role EMAIL ROLE`: changes the role, never leaving the accounts without an owner; audited (the People page's own function). */
function changeRoleFromCli(store: StaffStore, account: StaffAccount, role: StaffRole, io: CliIo): number {
  const outcome = changeRole(store, account, role, CLI_ACTOR);
  if (outcome === 'last owner') {
    io.err(`${account.email} is the only owner and stays one: make another account an owner first (npm run staff -- role EMAIL owner).\n`);
    return 1;
  }
  if (outcome === 'same') io.out(`${account.email} already has the role ${role}: nothing changed.\n`);
  else
    io.out(`${account.email} now has the role ${role} (${STAFF_ROLE_SUMMARIES[role]}); its open sessions follow at their next request.\n`);
  return 0;
}

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
  if (io.interactive && (await io.readPassword('Type it again: ')) !== password)
    return { problem: 'The two passwords differ; nothing changed.' };
  return { password };
}

/** Runs the command; returns the exit status. */
export async function runStaffCli(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: StaffCliIo = staffProcessIo,
  options: StaffCliOptions = {},
): Promise<number> {
  const { words, generate, role: rawRole } = readArgs(args);
  const [command = '', rawEmail, rawNewRole] = words;
  const known = Object.hasOwn(OPERANDS, command);
  if (
    !known ||
    words.length - 1 !== OPERANDS[command] ||
    (generate && command !== 'add' && command !== 'reset') ||
    (rawRole !== undefined && command !== 'add')
  ) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  const needsEmail = OPERANDS[command]! > 0;
  const email = normaliseEmail(rawEmail ?? '');
  if (needsEmail && !isStaffEmail(email)) {
    io.err(`"${rawEmail}" is not an e-mail address.\n`);
    return 2;
  }
  // The role asked for (add --role, role EMAIL ROLE), checked before anything is opened.
  const askedRole = command === 'role' ? rawNewRole : rawRole;
  if (askedRole !== undefined && !isStaffRole(askedRole.trim().toLowerCase())) {
    io.err(`${roleProblem(askedRole)}\n`);
    return 1;
  }
  const role = askedRole?.trim().toLowerCase() as StaffRole | undefined;

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
          `${account.email}  ${account.role}  created ${account.created_at}  password set ${account.password_changed_at}  ` +
            `last sign-in ${account.last_sign_in_at ?? 'never'}  sessions ${account.sessions}\n`,
        );
      }
      return 0;
    }
    if (command === 'retention') {
      const months = config.enquiryRetentionMonths;
      const { removed, cutoff } = purgeOldEnquiries(db, months);
      if (!cutoff) io.out('Retention is off (ENQUIRY_RETENTION_MONTHS=0): no enquiry was removed.\n');
      else
        io.out(
          `Removed ${removed} ${removed === 1 ? 'enquiry' : 'enquiries'} received before ${cutoff.toISOString()} (${months} months).\n`,
        );
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
      // Whenever there are accounts one of them is an owner: the last owner goes only with the last account.
      if (removeAccount(store, account!, CLI_ACTOR, { keepAnOwner: store.accounts().length > 1 }) === 'last owner') {
        io.err(
          `${email} is the only owner and cannot be removed while other accounts remain: make another account an owner first (npm run staff -- role EMAIL owner).\n`,
        );
        return 1;
      }
      io.out(`Removed ${email} and signed it out everywhere.\n`);
      return 0;
    }
    if (command === 'role') return changeRoleFromCli(store, account!, role!, io);
    if (command === '2fa-off') {
      const twoFactor = new StaffTwoFactor(db);
      if (!twoFactor.secretOf(account!.id)) {
        io.out(`${email} does not use two-factor sign-in: nothing changed.\n`);
        return 0;
      }
      db.transaction(() => {
        twoFactor.disable(account!.id);
        recordAudit(db, { actor: CLI_ACTOR, entity: 'staff_account', entityId: account!.id, action: '2fa-off', after: { email } });
      })();
      io.out(`Turned off two-factor sign-in for ${email}: it signs in with its password alone until it is set up again.\n`);
      return 0;
    }
    const chosen = await newPassword(email, generate, io);
    if ('problem' in chosen) {
      io.err(`${chosen.problem}\n`);
      return 1;
    }
    const hash = await hashPassword(chosen.password, options.scrypt);
    const created = db.transaction(() => {
      // Without --role: an owner when there is none yet (the first account), else an editor.
      const given = command === 'add' ? (role ?? (store.ownerCount() === 0 ? 'owner' : 'editor')) : undefined;
      if (given) store.addAccount(email, hash, given);
      else store.resetPassword(account!.id, hash);
      const id = account?.id ?? store.accountByEmail(email)!.id;
      // The audit entry names the account (and a new one's role), never the password or its hash.
      recordAudit(db, {
        actor: CLI_ACTOR,
        entity: 'staff_account',
        entityId: id,
        action: given ? 'create' : 'password-reset',
        after: given ? { email, role: given } : { email },
      });
      return given;
    })();
    io.out(
      created
        ? `Created the account ${email} with the role ${created} (${STAFF_ROLE_SUMMARIES[created]}).\n`
        : `Set a new password for ${email} and signed it out everywhere.\n`,
    );
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
