// Two-factor sign-in (docs/decisions/0021): set up on My account (on only after a right code, ten recovery codes
// shown once and kept as hashes), then a sign-in with the right password answers 202 and no session until a
// code is right; wrong, replayed and used codes are refused, counted against the sign-in limit and audited with
// their reason (never the code); turning it off needs the password and a code; STAFF_REQUIRE_2FA opens only My
// account until it is on; every new route checks the origin and the CSRF token.
import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';

import { ConfigError, readStaffSettings } from '../config.ts';

import { cookieFrom, buildStaffTestApp, STAFF_EMAIL, STAFF_PASSWORD, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

let t: StaffTestApp;
afterEach(async () => t?.close());

async function open(env: NodeJS.ProcessEnv = {}, role: 'owner' | 'sales' = 'sales') {
  t = await buildStaffTestApp({ env });
  await t.addAccount(STAFF_EMAIL, STAFF_PASSWORD, role);
  return t.signIn();
}

const now = () => Math.floor(Date.now() / 1000);
/** The code of the step `steps` away from now. */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: now() + steps * 30 });
const audit = () =>
  t.db.prepare('SELECT action, after_json FROM audit_log WHERE actor = ? ORDER BY id').all(STAFF_EMAIL) as {
    action: string;
    after_json: string | null;
  }[];

async function turnOn(session: SignedIn) {
  const setup = await t.send('POST', '/api/staff/account/two-factor/setup', { session, payload: {} });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const enabled = await t.send('POST', '/api/staff/account/two-factor/enable', { session, payload: { code: await codeOf(secret) } });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json().data.recoveryCodes as string[] };
}

/** The password step: its answer and what the browser then holds (the form's token, its cookie and the code step's). */
async function passwordStep(password = STAFF_PASSWORD, remoteAddress?: string) {
  const form = await t.signInForm();
  const response = await t.send('POST', '/api/staff/session/sign-in', {
    session: form,
    payload: { email: STAFF_EMAIL, password },
    remoteAddress,
  });
  const cookie = response.statusCode === 202 ? `${form.cookie}; ${cookieFrom(response, 'dx_staff_code')}` : form.cookie;
  return { response, browser: { cookie, csrfToken: form.csrfToken } };
}
const sendCode = (browser: SignedIn, code: string, remoteAddress?: string) =>
  t.send('POST', '/api/staff/session/sign-in/code', { session: browser, payload: { code }, remoteAddress });

describe('setting up two-factor sign-in on My account', () => {
  it('shows a key and its QR code, turns on only after a right code, and answers ten recovery codes once, keeping hashes', async () => {
    const session = await open();
    const setup = await t.send('POST', '/api/staff/account/two-factor/setup', { session, payload: {} });
    const data = setup.json().data;
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.uri).toBe(
      `otpauth://totp/Dexterity%20staff:${encodeURIComponent(STAFF_EMAIL)}?secret=${data.secret}&issuer=Dexterity%20staff`,
    );
    expect(Buffer.from(data.qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);
    expect((await t.send('GET', '/api/staff/account', { session })).json().data.two_factor).toEqual({
      enabled: false,
      required: false,
      recovery_codes_left: 0,
    });

    const wrong = await t.send('POST', '/api/staff/account/two-factor/enable', { session, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect((await t.send('GET', '/api/staff/account', { session })).json().data.two_factor.enabled).toBe(false);

    const right = await t.send('POST', '/api/staff/account/two-factor/enable', { session, payload: { code: await codeOf(data.secret) } });
    expect(right.statusCode, right.body).toBe(200);
    const codes = right.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = JSON.stringify(t.db.prepare('SELECT * FROM staff_recovery_codes').all());
    for (const code of codes) expect(stored).not.toContain(code.replace('-', ''));
    expect((await t.send('GET', '/api/staff/account', { session })).json().data.two_factor).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });
    expect((await t.send('POST', '/api/staff/account/two-factor/setup', { session, payload: {} })).statusCode).toBe(409);
    expect(audit().map((entry) => entry.action)).toContain('2fa-on');
    expect(JSON.stringify(audit())).not.toContain(data.secret);
  });
});

describe('the activity log', () => {
  it('says it in words, and filters by the 2fa actions', async () => {
    const session = await open({}, 'owner');
    await turnOn(session);
    const response = await t.send('GET', '/api/staff/activity?action=2fa-on', { session });
    expect(response.statusCode, response.body).toBe(200);
    const { items, actions } = response.json().data;
    expect(items).toEqual([
      expect.objectContaining({ action: '2fa-on', what: 'Turned on two-factor sign-in', subject: `Staff account ${STAFF_EMAIL}` }),
    ]);
    expect(actions).toContainEqual({ value: '2fa-on', label: 'Two-factor sign-in on' });
  });
});

describe('a sign-in with two-factor sign-in on', () => {
  it('answers 202 without a session after the password, and signs in with a code a step away; the same code never twice', async () => {
    const { secret } = await turnOn(await open());
    const { response, browser } = await passwordStep();
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, message: expect.stringContaining('6-digit code'), data: { codeRequired: true } });
    expect(response.cookies.find((cookie) => cookie.name === 'dx_staff')).toBeUndefined();
    expect(response.cookies.find((cookie) => cookie.name === 'dx_staff_code')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 300,
    });

    const next = await codeOf(secret, 1);
    const signedIn = await sendCode(browser, next);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({ email: STAFF_EMAIL, role: 'sales' });
    const session = { cookie: cookieFrom(signedIn, 'dx_staff'), csrfToken: signedIn.json().data.csrfToken };
    expect((await t.send('GET', '/api/staff/session', { session })).statusCode).toBe(200);

    // The code step is over for that browser; a new sign-in with the same code (or an earlier one) is a replay.
    expect((await sendCode(browser, next)).statusCode).toBe(401);
    const again = await passwordStep();
    const replayed = await sendCode(again.browser, next);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe('This code was used already: wait for the next one in your app.');
    expect((await sendCode(again.browser, await codeOf(secret, 0))).json().message).toMatch(/used already/);
    const failures = audit().filter((entry) => entry.action === 'sign-in-failed');
    expect(failures.map((entry) => JSON.parse(entry.after_json!))).toEqual([{ reason: 'replayed-code' }, { reason: 'replayed-code' }]);
    expect(JSON.stringify(audit())).not.toContain(next);
  });

  it('refuses a wrong code, counts it against the sign-in limit (429 after five) and audits it as wrong-code', async () => {
    const { secret } = await turnOn(await open());
    const { browser } = await passwordStep(STAFF_PASSWORD, '10.9.0.1');
    const code = await codeOf(secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      const refused = await sendCode(browser, i === 4 ? 'not-a-code' : wrong, '10.9.0.1');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('The code is not correct: enter the one your app shows now, or a recovery code.');
    }
    const limited = await sendCode(browser, await codeOf(secret, 1), '10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('900');
    const reasons = audit()
      .filter((entry) => entry.action === 'sign-in-failed')
      .map((entry) => JSON.parse(entry.after_json!).reason);
    expect(reasons).toEqual(Array(5).fill('wrong-code'));
  });

  it('takes a recovery code once (audited with the codes left); used again it is refused', async () => {
    const { recoveryCodes } = await turnOn(await open());
    const first = await passwordStep();
    const signedIn = await sendCode(first.browser, recoveryCodes[3]!.toUpperCase().replace('-', ' '));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const used = audit().find((entry) => entry.action === '2fa-recovery-used');
    expect(JSON.parse(used!.after_json!)).toEqual({ email: STAFF_EMAIL, left: 9 });

    const second = await passwordStep();
    const refused = await sendCode(second.browser, recoveryCodes[3]!);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This recovery code was used already: each one works once.');
    expect(JSON.parse(audit().at(-1)!.after_json!)).toEqual({ reason: 'used-recovery-code' });
    expect((await sendCode(second.browser, recoveryCodes[4]!)).statusCode).toBe(200);
  });

  it('forgets a sign-in waiting longer than 5 minutes, and one without its cookie', async () => {
    const { secret } = await turnOn(await open());
    const { browser } = await passwordStep();
    const formOnly = { cookie: browser.cookie.split('; ')[0]!, csrfToken: browser.csrfToken };
    expect((await sendCode(formOnly, await codeOf(secret, 1))).json().message).toBe(
      'Your sign-in has expired: enter your e-mail and password again.',
    );
    t.db.prepare('UPDATE staff_pending_sign_ins SET created_at = created_at - 300001').run();
    const late = await sendCode(browser, await codeOf(secret, 1));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/^Your sign-in has expired/);
  });

  it('checks the origin and the sign-in form’s token on the code step', async () => {
    const { secret } = await turnOn(await open());
    const { browser } = await passwordStep();
    const code = await codeOf(secret, 1);
    const send = (options: { csrfToken?: string | null; origin?: string | null }) =>
      t.send('POST', '/api/staff/session/sign-in/code', { session: browser, payload: { code }, ...options });
    expect((await send({ csrfToken: null })).statusCode).toBe(403);
    expect((await send({ csrfToken: 'forged' })).statusCode).toBe(403);
    expect((await send({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await send({ origin: null })).statusCode).toBe(403);
    expect((await send({})).statusCode).toBe(200);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the current password and a code; a wrong one is refused and counted; then sign-in needs no code', async () => {
    const session = await open();
    const { secret } = await turnOn(session);
    const off = (password: string, code: string) =>
      t.send('POST', '/api/staff/account/two-factor/disable', { session, payload: { password, code } });
    expect((await off('wrong-password-here', await codeOf(secret, 1))).json().message).toBe('Your current password is not correct.');
    expect((await off(STAFF_PASSWORD, '123456')).statusCode).toBe(400);
    const done = await off(STAFF_PASSWORD, await codeOf(secret, 1));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Two-factor sign-in is off.');
    expect(t.db.prepare('SELECT count(*) FROM staff_recovery_codes').pluck().get()).toBe(0);
    expect((await off(STAFF_PASSWORD, '123456')).statusCode).toBe(409);
    expect((await passwordStep()).response.statusCode).toBe(200);
    const actions = audit().map(
      (entry) => `${entry.action}${entry.after_json?.includes('reason') ? ` ${JSON.parse(entry.after_json).reason}` : ''}`,
    );
    expect(actions.filter((action) => action.startsWith('2fa') || action.startsWith('sign-in-failed'))).toEqual([
      '2fa-on',
      'sign-in-failed wrong-password',
      'sign-in-failed wrong-code',
      '2fa-off',
    ]);
  });

  it('checks the origin and the session’s CSRF token on setup, enable, disable and new recovery codes', async () => {
    const session = await open();
    for (const path of ['setup', 'enable', 'disable', 'recovery-codes']) {
      const url = `/api/staff/account/two-factor/${path}`;
      expect((await t.send('POST', url, { session, payload: {}, csrfToken: null })).statusCode, path).toBe(403);
      expect((await t.send('POST', url, { session, payload: {}, origin: 'https://evil.example' })).statusCode, path).toBe(403);
      expect((await t.send('POST', url, { payload: {} })).statusCode, path).toBe(401);
    }
  });
});

describe('new recovery codes', () => {
  it('need the password and a code, replace every earlier code, and are answered once', async () => {
    const session = await open();
    const renew = (password: string, code: string) =>
      t.send('POST', '/api/staff/account/two-factor/recovery-codes', { session, payload: { password, code } });
    expect((await renew(STAFF_PASSWORD, '123456')).statusCode).toBe(409);
    const { secret, recoveryCodes: old } = await turnOn(session);
    expect((await renew('wrong-password-here', await codeOf(secret, 1))).json().message).toBe('Your current password is not correct.');
    const done = await renew(STAFF_PASSWORD, old[0]!);
    expect(done.statusCode, done.body).toBe(200);
    const fresh = done.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await t.send('GET', '/api/staff/account', { session })).json().data.two_factor.recovery_codes_left).toBe(10);

    // An old code no longer signs in; a new one does.
    const { browser } = await passwordStep();
    const refused = await sendCode(browser, old[1]!);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The code is not correct: enter the one your app shows now, or a recovery code.');
    expect((await sendCode(browser, fresh[0]!)).statusCode).toBe(200);
    expect(JSON.stringify(audit())).not.toContain(fresh[0]!);
    expect(audit().map((entry) => entry.action)).toContain('2fa-recovery-codes');
  });
});

describe('STAFF_REQUIRE_2FA', () => {
  it('reads off, owner or all, and refuses anything else', () => {
    expect(readStaffSettings({}).requireTwoFactor).toBe('off');
    expect(readStaffSettings({ STAFF_REQUIRE_2FA: 'Owner' }).requireTwoFactor).toBe('owner');
    expect(readStaffSettings({ STAFF_REQUIRE_2FA: 'all' }).requireTwoFactor).toBe('all');
    expect(() => readStaffSettings({ STAFF_REQUIRE_2FA: 'yes' })).toThrow(ConfigError);
  });

  it('opens only My account and the session to an owner without it (403 with a sentence) until it is on, and then keeps it on', async () => {
    const owner = await open({ STAFF_REQUIRE_2FA: 'owner' }, 'owner');
    await t.addAccount('ravi@example.in', STAFF_PASSWORD, 'sales');
    const sales = await t.signIn('ravi@example.in');
    expect((await t.send('GET', '/api/staff/enquiries', { session: sales })).statusCode).toBe(200);

    expect((await t.send('GET', '/api/staff/session', { session: owner })).json().data.twoFactorSetupRequired).toBe(true);
    for (const path of ['/api/staff/enquiries', '/api/staff/accounts', '/api/staff/content']) {
      const refused = await t.send('GET', path, { session: owner });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        message: 'Your account must use two-factor sign-in: set it up on My account first.',
      });
    }
    expect((await t.send('GET', '/api/staff/account', { session: owner })).json().data.two_factor).toMatchObject({
      enabled: false,
      required: true,
    });

    const { secret } = await turnOn(owner);
    expect((await t.send('GET', '/api/staff/enquiries', { session: owner })).statusCode).toBe(200);
    expect((await t.send('GET', '/api/staff/session', { session: owner })).json().data.twoFactorSetupRequired).toBeUndefined();
    const off = await t.send('POST', '/api/staff/account/two-factor/disable', {
      session: owner,
      payload: { password: STAFF_PASSWORD, code: await codeOf(secret, 1) },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Accounts of your role must use two-factor sign-in: it cannot be turned off.');
  });

  it('asks it of every role with all', async () => {
    const session = await open({ STAFF_REQUIRE_2FA: 'all' }, 'sales');
    expect((await t.send('GET', '/api/staff/reports', { session })).statusCode).toBe(403);
    expect((await t.send('POST', '/api/staff/session/sign-out', { session, payload: {} })).statusCode).toBe(200);
  });
});
