// My account (/api/staff/account): every role sees its own account and live sessions (this one marked,
// no id or hash of a session given away), changes its password under the terminal's policy with the
// current one (other sessions end, audited), and ends another of its sessions, never someone else's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { hashCost, verifyPassword } from './passwords.ts';
import { buildStaffTestApp, STAFF_EMAIL, STAFF_PASSWORD, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

const NEW_PASSWORD = 'shaniwar-wada-ledger-1736';

let t: StaffTestApp;
let here: SignedIn;
let elsewhere: SignedIn;
beforeEach(async () => {
  t = await buildStaffTestApp();
  await t.addAccount(STAFF_EMAIL, STAFF_PASSWORD, 'sales');
  here = await t.signIn();
  elsewhere = await t.signIn();
});
afterEach(async () => t.close());

const audit = (action: string) =>
  t.db
    .prepare('SELECT actor, entity, entity_id, before_json, after_json FROM audit_log WHERE action = ? ORDER BY id')
    .all(action) as Record<string, unknown>[];
const changePassword = (current_password: string, new_password: string, session = here) =>
  t.send('POST', '/api/staff/account/password', { session, payload: { current_password, new_password } });

// The first password check loads zxcvbn's dictionaries (a second or more on a busy machine).
describe('My account', { timeout: 20_000 }, () => {
  it('shows the account and its live sessions, most recent first, this one marked, with no session id or hash', async () => {
    const response = await t.send('GET', '/api/staff/account', { session: here });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      email: STAFF_EMAIL,
      role: 'sales',
      last_sign_in_at: expect.any(String),
      password_changed_at: expect.any(String),
    });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    for (const session of data.sessions) {
      expect(session).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
        current: expect.any(Boolean),
      });
    }
    const hashes = t.db.prepare('SELECT id_hash FROM staff_sessions').pluck().all() as string[];
    for (const hash of hashes) expect(response.body).not.toContain(hash.slice(0, 16));
    expect(response.body).not.toContain(here.cookie.split('=')[1]!);
  });

  it('changes the password with the current one: the other sessions end, this one stays, and the log says so', async () => {
    const response = await changePassword(STAFF_PASSWORD, NEW_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your password is changed. Your other session has ended.',
      data: { sessionsEnded: 1 },
    });
    expect(await verifyPassword(NEW_PASSWORD, t.store.accountByEmail(STAFF_EMAIL)!.password_hash)).toBe(true);
    // Hashed at the app's configured cost (the tests' cheap one; npm start's is OWASP's minimum).
    expect(hashCost(t.store.accountByEmail(STAFF_EMAIL)!.password_hash)).toEqual(t.config.staff.passwordCost);
    expect((await t.send('GET', '/api/staff/account', { session: here })).statusCode).toBe(200);
    expect((await t.send('GET', '/api/staff/account', { session: elsewhere })).statusCode).toBe(401);
    expect((await t.attemptSignIn(STAFF_EMAIL, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await t.attemptSignIn(STAFF_EMAIL, NEW_PASSWORD)).statusCode).toBe(200);
    const [entry] = audit('password-change');
    expect(entry).toMatchObject({
      actor: STAFF_EMAIL,
      entity: 'staff_account',
      after_json: JSON.stringify({ email: STAFF_EMAIL, sessionsEnded: 1 }),
    });
    const logged = JSON.stringify(t.db.prepare('SELECT * FROM audit_log').all());
    expect(logged).not.toContain(NEW_PASSWORD);
    expect(logged).not.toContain(STAFF_PASSWORD);
  });

  it('refuses a wrong current password (counted like a failed sign-in) and a new one the policy refuses, saying why', async () => {
    const wrong = await changePassword('not-my-password-at-all', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'Your current password is not correct.' });
    expect(audit('password-change-failed')).toHaveLength(1);

    const short = await changePassword(STAFF_PASSWORD, 'short-one');
    expect(short.json()).toEqual({ success: false, message: 'The password must have at least 12 characters.' });
    const common = await changePassword(STAFF_PASSWORD, 'Password123!');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/^This password is /);
    expect((await changePassword(STAFF_PASSWORD, `${STAFF_EMAIL}-and-more`)).json().message).toBe(
      'The password must not contain the e-mail address or its name part.',
    );
    expect((await changePassword(STAFF_PASSWORD, STAFF_PASSWORD)).json().message).toBe(
      'The new password is the same as the current one: choose another.',
    );
    expect(await verifyPassword(STAFF_PASSWORD, t.store.accountByEmail(STAFF_EMAIL)!.password_hash)).toBe(true);
    expect(audit('password-change')).toHaveLength(0);
    // Nothing ended: both sessions still open.
    expect((await t.send('GET', '/api/staff/account', { session: elsewhere })).statusCode).toBe(200);

    for (let i = 0; i < 4; i += 1) await changePassword('still-not-my-password', NEW_PASSWORD);
    const limited = await changePassword(STAFF_PASSWORD, NEW_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many failed sign-ins/);
  });

  it('needs the session’s CSRF token and the site’s origin', async () => {
    const body = { current_password: STAFF_PASSWORD, new_password: NEW_PASSWORD };
    expect((await t.send('POST', '/api/staff/account/password', { session: here, payload: body, csrfToken: null })).statusCode).toBe(403);
    expect(
      (await t.send('POST', '/api/staff/account/password', { session: here, payload: body, csrfToken: elsewhere.csrfToken })).statusCode,
    ).toBe(403);
    expect(
      (await t.send('POST', '/api/staff/account/password', { session: here, payload: body, origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect((await t.send('POST', '/api/staff/account/password', { payload: body })).statusCode).toBe(401);
    expect(
      (await t.send('POST', '/api/staff/account/password', { session: here, payload: { current_password: STAFF_PASSWORD } })).statusCode,
    ).toBe(400);
  });

  it('ends another of its own sessions (audited), not this one, and not another account’s', async () => {
    const sessions = (await t.send('GET', '/api/staff/account', { session: here })).json().data.sessions as {
      id: string;
      current: boolean;
    }[];
    const other = sessions.find((session) => !session.current)!;
    const current = sessions.find((session) => session.current)!;

    const self = await t.send('DELETE', `/api/staff/account/sessions/${current.id}`, { session: here });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('This is the session you are using: sign out to end it.');

    await t.addAccount('ravi@example.in', STAFF_PASSWORD, 'editor');
    const ravi = await t.signIn('ravi@example.in', STAFF_PASSWORD);
    const raviSession = (await t.send('GET', '/api/staff/account', { session: ravi })).json().data.sessions[0].id as string;
    expect((await t.send('DELETE', `/api/staff/account/sessions/${raviSession}`, { session: here })).statusCode).toBe(404);
    expect((await t.send('GET', '/api/staff/account', { session: ravi })).statusCode).toBe(200);

    const ended = await t.send('DELETE', `/api/staff/account/sessions/${other.id}`, { session: here });
    expect(ended.json()).toEqual({ success: true, message: 'The session has ended.' });
    expect((await t.send('GET', '/api/staff/account', { session: elsewhere })).statusCode).toBe(401);
    expect((await t.send('DELETE', `/api/staff/account/sessions/${other.id}`, { session: here })).statusCode).toBe(404);
    expect(audit('session-ended')).toEqual([
      expect.objectContaining({ actor: STAFF_EMAIL, after_json: JSON.stringify({ email: STAFF_EMAIL, own: true }) }),
    ]);
    expect((await t.send('DELETE', '/api/staff/account/sessions/not-a-handle', { session: here })).statusCode).toBe(400);
  });

  it('sets the display name, trimmed, audited with what it was, and shows it with the account; empty takes it away', async () => {
    const setName = (display_name: unknown) =>
      t.send('POST', '/api/staff/account/display-name', { session: here, payload: { display_name } });
    expect((await t.send('GET', '/api/staff/account', { session: here })).json().data.display_name).toBe('');

    const set = await setName('  Asha Rao ');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ success: true, message: 'Your display name is now Asha Rao.', data: { display_name: 'Asha Rao' } });
    expect((await t.send('GET', '/api/staff/account', { session: elsewhere })).json().data.display_name).toBe('Asha Rao');
    expect(audit('display-name-change')).toEqual([
      expect.objectContaining({
        actor: STAFF_EMAIL,
        entity: 'staff_account',
        before_json: JSON.stringify({ display_name: '' }),
        after_json: JSON.stringify({ display_name: 'Asha Rao' }),
      }),
    ]);
    // The same name again changes nothing and logs nothing.
    expect((await setName('Asha Rao')).statusCode).toBe(200);
    expect(audit('display-name-change')).toHaveLength(1);

    const removed = await setName('   ');
    expect(removed.json()).toEqual({
      success: true,
      message: 'Your display name is removed: your articles show no author.',
      data: { display_name: '' },
    });
    expect(t.store.accountByEmail(STAFF_EMAIL)!.display_name).toBe('');

    // The activity log says it in words.
    await t.addAccount('owner@example.in', STAFF_PASSWORD, 'owner');
    const owner = await t.signIn('owner@example.in', STAFF_PASSWORD);
    const activity = await t.send('GET', '/api/staff/activity?action=display-name-change', { session: owner });
    expect(activity.json().data.items).toEqual([
      expect.objectContaining({ what: 'Removed their display name', subject: `Staff account ${STAFF_EMAIL}` }),
      expect.objectContaining({ what: 'Set their display name to Asha Rao', subject: `Staff account ${STAFF_EMAIL}` }),
    ]);

    // Zero-width characters alone are no name either (nothing changes: there is none); beside letters (the joiner of a
    // Marathi name) they are kept.
    expect((await setName('\u200b\u200b')).json().data).toEqual({ display_name: '' });
    expect(audit('display-name-change')).toHaveLength(2);
    expect((await setName(' आर\u094d\u200dया ')).json().data).toEqual({ display_name: 'आर\u094d\u200dया' });
  });

  it('refuses a display name that is too long, not plain text or not a text, and a change without the CSRF token or session', async () => {
    const send = (payload: object, options: { csrfToken?: null; session?: SignedIn | undefined } = {}) =>
      t.send('POST', '/api/staff/account/display-name', { session: here, payload, ...options });
    const eighty = 'Ā'.repeat(80);
    expect((await send({ display_name: ` ${eighty} ` })).statusCode).toBe(200);
    const long = await send({ display_name: `${eighty}x` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, message: 'Your display name may have at most 80 characters.' });
    for (const display_name of ['Asha\nRao', 'Asha\tRao', '<b>Asha</b>', 'Asha\u0000', 'Asha \ud800', '\u200b\u202e', 'Asha\u2066Rao']) {
      const refused = await send({ display_name });
      expect(refused.statusCode, JSON.stringify(display_name)).toBe(400);
      expect(refused.json().message).toBe(
        'Your display name must be plain text on one line: no control characters or direction overrides.',
      );
    }
    for (const payload of [{}, { display_name: { first: 'Asha' } }]) {
      expect((await send(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Other keys are dropped (the server's JSON schemas remove them): the name is all this changes.
    expect((await send({ display_name: eighty, role: 'owner' })).statusCode).toBe(200);
    expect(t.store.accountByEmail(STAFF_EMAIL)!.role).toBe('sales');
    expect((await send({ display_name: 'Mallory' }, { csrfToken: null })).statusCode).toBe(403);
    expect((await t.send('POST', '/api/staff/account/display-name', { payload: { display_name: 'Mallory' } })).statusCode).toBe(401);
    expect(t.store.accountByEmail(STAFF_EMAIL)!.display_name).toBe(eighty);
  });
});
