import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { openDatabase } from '../content/service.ts';
import { EnquiryInbox } from '../db/enquiry-inbox.ts';
import { StaffStore } from '../db/staff-store.ts';
import { verifyPassword } from '../account/passwords.ts';

import { runStaffCli } from './staff.ts';

const dir = mkdtempSync(join(tmpdir(), 'dexterity-staff-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let env: NodeJS.ProcessEnv;
let count = 0;
beforeEach(() => {
  count += 1;
  env = { DATABASE_PATH: join(dir, `site-${count}.db`) };
});

/** Cheap hashes for speed; the stored hash says which cost it used. */
const CHEAP = { scrypt: { N: 2 ** 10, r: 8, p: 1 } };
const GOOD = 'tulsi-baug-ledger-42';

async function run(args: string[], { passwords = [] as string[], interactive = false } = {}) {
  let out = '';
  let err = '';
  const answers = [...passwords];
  const prompts: string[] = [];
  const io = {
    out: (text: string) => void (out += text),
    err: (text: string) => void (err += text),
    interactive,
    readPassword: async (prompt: string) => {
      prompts.push(prompt);
      return answers.shift() ?? '';
    },
  };
  const status = await runStaffCli(args, env, io, CHEAP);
  return { status, out, err, prompts };
}

function withStore<T>(use: (store: StaffStore) => T): T {
  const db = openDatabase(env.DATABASE_PATH!);
  try {
    return use(new StaffStore(db));
  } finally {
    db.close();
  }
}

describe('npm run staff', () => {
  it('adds an account with the typed password, asked twice at a terminal, stored only as an scrypt hash', async () => {
    const result = await run(['add', ' Asha@Example.IN '], { passwords: [GOOD, GOOD], interactive: true });
    expect(result).toMatchObject({
      status: 0,
      out: 'Created the account asha@example.in with the role owner (enquiries, reports, the site’s content, the staff accounts, the activity log and privacy requests).\n',
      err: '',
    });
    expect(result.prompts).toEqual(['Password for asha@example.in: ', 'Type it again: ']);
    const account = withStore((store) => store.accountByEmail('asha@example.in'))!;
    expect(account.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(account.password_hash).not.toContain(GOOD);
    expect(await verifyPassword(GOOD, account.password_hash)).toBe(true);
    expect(await verifyPassword(`${GOOD}x`, account.password_hash)).toBe(false);
  });

  it('refuses short, common and look-alike passwords, and two different typings, creating nothing', async () => {
    const cases: [string[], RegExp][] = [
      [['short-pass1'], /at least 12 characters/],
      [['password1234'], /list of common passwords/],
      [['QWERTYUIOP123'], /list of common passwords/],
      [['aaaaaaaaaaaaaaaa'], /too few characters/],
      [['ravi.kulkarni-2026'], /e-mail address or its name part/],
      // Not on the list as typed, but a few guesses away from it, or built on the company's name.
      [['Password123!'], /too easy to guess: It is too close to a common password/],
      [['welcome12345'], /too easy to guess/],
      [['iloveyou1234'], /too easy to guess/],
      [['Dexterity2026!'], /too easy to guess: It is built on the company’s name/],
      [[GOOD, `${GOOD}!`], /differ/],
      [[], /No password was given/],
    ];
    for (const [passwords, message] of cases) {
      const result = await run(['add', 'ravi.kulkarni@example.in'], { passwords, interactive: true });
      expect(result.status).toBe(1);
      expect(result.err).toMatch(message);
    }
    expect(withStore((store) => store.accounts())).toEqual([]);
  });

  it('generates a password, prints it once, and the hash matches it', async () => {
    const result = await run(['add', 'ops@example.in', '--generate']);
    expect(result.status).toBe(0);
    expect(result.prompts).toEqual([]);
    const password = /shown only now\): (\S+)\n$/.exec(result.out)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    const account = withStore((store) => store.accountByEmail('ops@example.in'))!;
    expect(await verifyPassword(password!, account.password_hash)).toBe(true);
    expect(withStore((store) => store.accounts()).map((a) => a.email)).toEqual(['ops@example.in']);
    expect((await run(['add', 'ops@example.in', '--generate'])).err).toMatch(/already has an account/);
  });

  it('reset sets a new password and ends every session; remove deletes the account and its sessions', async () => {
    await run(['add', 'asha@example.in'], { passwords: [GOOD] });
    const accountId = withStore((store) => {
      const account = store.accountByEmail('asha@example.in')!;
      store.addSession('a'.repeat(64), account.id, 'secret', Date.now());
      store.addSession('b'.repeat(64), account.id, 'secret', Date.now());
      return account.id;
    });
    expect((await run(['list'])).out).toMatch(/^asha@example\.in {2}owner {2}created .* sessions 2\n$/);

    const reset = await run(['reset', 'asha@example.in'], { passwords: ['another-good-pass-7'] });
    expect(reset).toMatchObject({ status: 0, out: 'Set a new password for asha@example.in and signed it out everywhere.\n' });
    withStore((store) => {
      expect(store.session('a'.repeat(64))).toBeUndefined();
      expect(store.session('b'.repeat(64))).toBeUndefined();
      store.addSession('c'.repeat(64), accountId, 'secret', Date.now());
    });
    const account = withStore((store) => store.accountByEmail('asha@example.in'))!;
    expect(await verifyPassword('another-good-pass-7', account.password_hash)).toBe(true);
    expect(await verifyPassword(GOOD, account.password_hash)).toBe(false);

    expect(await run(['remove', 'asha@example.in'])).toMatchObject({
      status: 0,
      out: 'Removed asha@example.in and signed it out everywhere.\n',
    });
    withStore((store) => {
      expect(store.accountByEmail('asha@example.in')).toBeUndefined();
      expect(store.db.prepare('SELECT count(*) FROM staff_sessions').pluck().get()).toBe(0);
    });
    expect((await run(['list'])).out).toMatch(/No staff accounts yet/);
    expect(await run(['reset', 'asha@example.in'], { passwords: [GOOD] })).toMatchObject({
      status: 1,
      err: 'There is no account for asha@example.in.\n',
    });
    // Each change is in the audit log, as the terminal's, with the account and never a password or hash.
    const audit = withStore((store) =>
      store.db.prepare('SELECT actor, entity, entity_id, action, before_json, after_json FROM audit_log ORDER BY id').all(),
    );
    expect(audit).toEqual([
      {
        actor: 'system:cli',
        entity: 'staff_account',
        entity_id: accountId,
        action: 'create',
        before_json: null,
        after_json: '{"email":"asha@example.in","role":"owner"}',
      },
      {
        actor: 'system:cli',
        entity: 'staff_account',
        entity_id: accountId,
        action: 'password-reset',
        before_json: null,
        after_json: '{"email":"asha@example.in"}',
      },
      {
        actor: 'system:cli',
        entity: 'staff_account',
        entity_id: accountId,
        action: 'account-removed',
        before_json: '{"email":"asha@example.in","role":"owner"}',
        after_json: null,
      },
    ]);
  });

  it('makes the first account an owner and later ones editors unless --role says otherwise; list shows each role', async () => {
    const created = (email: string, role: string) =>
      expect.stringMatching(new RegExp(`^Created the account ${email.replace('.', '\\.')} with the role ${role} \\(`));
    expect(await run(['add', 'first@example.in'], { passwords: [GOOD] })).toMatchObject({
      status: 0,
      out: created('first@example.in', 'owner'),
    });
    expect(await run(['add', 'second@example.in'], { passwords: [GOOD] })).toMatchObject({
      status: 0,
      out: created('second@example.in', 'editor'),
    });
    expect(await run(['add', 'sales@example.in', '--role', 'sales'], { passwords: [GOOD] })).toMatchObject({
      status: 0,
      out: created('sales@example.in', 'sales'),
    });
    expect(await run(['add', '--role=Owner', 'boss@example.in', '--generate'])).toMatchObject({
      status: 0,
      out: created('boss@example.in', 'owner'),
    });
    expect(withStore((store) => store.accounts().map(({ email, role }) => [email, role]))).toEqual([
      ['boss@example.in', 'owner'],
      ['first@example.in', 'owner'],
      ['sales@example.in', 'sales'],
      ['second@example.in', 'editor'],
    ]);
    const list = (await run(['list'])).out.split('\n');
    expect(list[2]).toMatch(/^sales@example\.in {2}sales {2}created /);
    expect(list[3]).toMatch(/^second@example\.in {2}editor {2}created /);
  });

  it('refuses a role that is not one with a clear message and exit code 1, creating nothing', async () => {
    for (const args of [
      ['add', 'x@example.in', '--role', 'admin'],
      ['add', 'x@example.in', '--role'],
      ['add', 'x@example.in', '--role='],
    ]) {
      const result = await run(args, { passwords: [GOOD] });
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.err).toMatch(/^".*" is not a role: use owner, editor, writer or sales\.\n$/);
      expect(result.prompts).toEqual([]);
    }
    expect(await run(['role', 'x@example.in', 'boss'])).toMatchObject({
      status: 1,
      err: '"boss" is not a role: use owner, editor, writer or sales.\n',
    });
    expect(withStore((store) => store.accounts())).toEqual([]);
  });

  it('role changes an account’s role, audited as the terminal’s, and never demotes or removes the last owner', async () => {
    await run(['add', 'asha@example.in'], { passwords: [GOOD] });
    await run(['add', 'ravi@example.in', '--role', 'sales'], { passwords: [GOOD] });
    const roleOf = (email: string) => withStore((store) => store.accountByEmail(email)?.role);

    const lastOwner = await run(['role', 'asha@example.in', 'editor']);
    expect(lastOwner.status).toBe(1);
    expect(lastOwner.err).toBe(
      'asha@example.in is the only owner and stays one: make another account an owner first (npm run staff -- role EMAIL owner).\n',
    );
    expect(roleOf('asha@example.in')).toBe('owner');

    expect(await run(['role', 'Ravi@Example.in', 'owner'])).toMatchObject({
      status: 0,
      out: expect.stringMatching(/^ravi@example\.in now has the role owner \(/),
    });
    expect(await run(['role', 'asha@example.in', 'editor'])).toMatchObject({
      status: 0,
      out: expect.stringMatching(/^asha@example\.in now has the role editor \(/),
    });
    expect(await run(['role', 'asha@example.in', 'editor'])).toMatchObject({
      status: 0,
      out: 'asha@example.in already has the role editor: nothing changed.\n',
    });
    expect(await run(['role', 'ravi@example.in', 'sales'])).toMatchObject({ status: 1, err: expect.stringMatching(/only owner/) });
    expect(await run(['role', 'nobody@example.in', 'sales'])).toMatchObject({
      status: 1,
      err: 'There is no account for nobody@example.in.\n',
    });
    expect([roleOf('asha@example.in'), roleOf('ravi@example.in')]).toEqual(['editor', 'owner']);
    // Nor does remove leave accounts without an owner.
    expect(await run(['remove', 'ravi@example.in'])).toMatchObject({
      status: 1,
      err: 'ravi@example.in is the only owner and cannot be removed while other accounts remain: make another account an owner first (npm run staff -- role EMAIL owner).\n',
    });
    expect(roleOf('ravi@example.in')).toBe('owner');

    const ids = withStore((store) => [store.accountByEmail('asha@example.in')!.id, store.accountByEmail('ravi@example.in')!.id]);
    const audit = withStore((store) =>
      store.db.prepare("SELECT actor, entity_id, before_json, after_json FROM audit_log WHERE action = 'role-change' ORDER BY id").all(),
    );
    expect(audit).toEqual([
      {
        actor: 'system:cli',
        entity_id: ids[1],
        before_json: '{"email":"ravi@example.in","role":"sales"}',
        after_json: '{"email":"ravi@example.in","role":"owner"}',
      },
      {
        actor: 'system:cli',
        entity_id: ids[0],
        before_json: '{"email":"asha@example.in","role":"owner"}',
        after_json: '{"email":"asha@example.in","role":"editor"}',
      },
    ]);
  });

  it('2fa-off turns off two-factor sign-in (a lost phone), audited as the terminal’s', async () => {
    await run(['add', 'asha@example.in'], { passwords: [GOOD] });
    expect((await run(['2fa-off', 'asha@example.in'])).out).toBe('asha@example.in does not use two-factor sign-in: nothing changed.\n');
    withStore(({ db }) => {
      db.prepare("INSERT INTO staff_two_factor (account_id, secret, created_at, enabled_at) VALUES (1, 'SECRET', 'x', 'x')").run();
      db.prepare("INSERT INTO staff_recovery_codes (account_id, code_hash) VALUES (1, 'hash')").run();
    });
    const result = await run(['2fa-off', 'asha@example.in']);
    expect(result).toMatchObject({ status: 0, out: expect.stringMatching(/^Turned off two-factor sign-in for asha@example.in/) });
    expect(
      withStore(({ db }) =>
        db.prepare('SELECT (SELECT count(*) FROM staff_two_factor) + (SELECT count(*) FROM staff_recovery_codes)').pluck().get(),
      ),
    ).toBe(0);
    const audit = withStore(({ db }) => db.prepare("SELECT actor, after_json FROM audit_log WHERE action = '2fa-off'").all());
    expect(audit).toEqual([{ actor: 'system:cli', after_json: '{"email":"asha@example.in"}' }]);
    expect((await run(['2fa-off', 'nobody@example.in'])).status).toBe(1);
  });

  it('retention removes enquiries older than ENQUIRY_RETENTION_MONTHS, or none when it is 0', async () => {
    withStore(({ db }) => {
      const inbox = new EnquiryInbox(db);
      const enquiry = { full_name: 'Old', email: 'old@example.in', phone: '', page_details: '', project_brief: 'x' };
      inbox.add(enquiry, {}, new Date(Date.now() - 400 * 24 * 3600 * 1000));
      inbox.add({ ...enquiry, full_name: 'Recent' }, {}, new Date());
    });
    env.ENQUIRY_RETENTION_MONTHS = '0';
    expect((await run(['retention'])).out).toMatch(/Retention is off/);
    env.ENQUIRY_RETENTION_MONTHS = '12';
    const result = await run(['retention']);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/^Removed 1 enquiry received before \d{4}-.*Z \(12 months\)\.\n$/);
    expect(withStore(({ db }) => db.prepare('SELECT full_name FROM enquiries').pluck().all())).toEqual(['Recent']);
  });

  it('explains its usage and refuses what is not an e-mail address', async () => {
    const misuses = [
      [],
      ['add'],
      ['list', 'x'],
      ['remove', 'a@b.in', '--generate'],
      ['delete', 'a@b.in'],
      ['add', 'a@b.in', 'c'],
      ['role', 'a@b.in'],
      ['reset', 'a@b.in', '--role', 'sales'],
      ['role', 'a@b.in', 'sales', 'x'],
    ];
    for (const args of misuses) {
      expect(await run(args)).toMatchObject({ status: 2, err: expect.stringMatching(/^Usage:/) });
    }
    expect(await run(['add', 'not-an-address'])).toMatchObject({ status: 2, err: '"not-an-address" is not an e-mail address.\n' });
  });

  it('runs as a command, reading the password from stdin', () => {
    const command = (args: string[], input: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', ...args], {
        env: { ...process.env, ...env },
        input,
        encoding: 'utf8',
      });
    const added = command(['add', 'you@example.in'], `${GOOD}\n`);
    expect(added.stderr).toBe('');
    expect(added.stdout).toBe(
      'Created the account you@example.in with the role owner (enquiries, reports, the site’s content, the staff accounts, the activity log and privacy requests).\n',
    );
    expect(added.status).toBe(0);
    const refused = command(['add', 'them@example.in'], 'letmein\n');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/at least 12 characters/);
  }, 60_000);
});
