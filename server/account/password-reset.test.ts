// "Forgot your password?" (docs/decisions/0021): with SMTP_URL the request answers the same sentence for any
// address and e-mails a single-use link, valid 30 minutes, only to an account's (only the token's SHA-256 is
// stored); the link sets a password under the one policy, ends every session and is audited; expired and used
// links, too many requests and requests without the form's CSRF token are refused. Without SMTP_URL no link
// is sent and the page is told so. nodemailer is replaced here to hand the links to the tests; the e-mail as a
// mail server receives it, and the same answer for any address: reset-mail-smtp.test.ts.
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { verifyPassword } from './passwords.ts';
import { createResetMailer, resetSender } from './reset-mail.ts';
import { buildStaffTestApp, STAFF_EMAIL, STAFF_PASSWORD, type StaffTestApp } from '../staff/test-staff.ts';

vi.mock('nodemailer', () => ({ default: { createTransport: vi.fn() } }));
const MAIL_ENV = { SMTP_URL: 'smtp://user:secret@mail.example.in:587', SITE_ORIGIN: 'https://dexterity.example' };
const NEW_PASSWORD = 'sinhagad-fort-morning-climb';

interface Sent {
  to: string[];
  from: { address: string };
  subject: string;
  text: string;
}

let t: StaffTestApp;
afterEach(async () => t?.close());

async function open(env: NodeJS.ProcessEnv = MAIL_ENV) {
  const sendMail = vi.fn(async (message: Sent) => message);
  vi.mocked(nodemailer.createTransport).mockImplementation((() => ({ sendMail, close: vi.fn() })) as never);
  t = await buildStaffTestApp({ env });
  await t.addAccount(STAFF_EMAIL, STAFF_PASSWORD, 'sales');
  return sendMail;
}

async function ask(email: string, remoteAddress?: string) {
  const form = await t.signInForm();
  return t.send('POST', '/api/staff/session/password-reset', { session: form, payload: { email }, remoteAddress });
}
async function post(path: string, payload: object) {
  return t.send('POST', `/api/staff/session/password-reset${path}`, { session: await t.signInForm(), payload });
}
const tokenIn = (message: Sent) => /\/staff\/reset-password#([\w-]{43})$/m.exec(message.text)?.[1] ?? '';

describe('asking for a password reset link', () => {
  it('limits requests per address and per e-mail like sign-ins (429 after five)', async () => {
    await open();
    for (let i = 0; i < 5; i += 1) expect((await ask(STAFF_EMAIL, `10.8.0.${i}`)).statusCode).toBe(200);
    const limited = await ask(STAFF_EMAIL, '10.8.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests for a link. Try again in 15 minutes.');
    for (let i = 0; i < 5; i += 1) expect((await ask(`other${i}@example.in`, '10.8.1.1')).statusCode).toBe(200);
    expect((await ask('another@example.in', '10.8.1.1')).statusCode).toBe(429);
    // Sign-ins are counted apart.
    expect((await t.attemptSignIn(STAFF_EMAIL, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('says without SMTP_URL that links are not sent', async () => {
    const sendMail = await open({});
    expect((await t.send('GET', '/api/staff/session/password-reset')).json().data).toEqual({ byEmail: false });
    const refused = await ask(STAFF_EMAIL);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Passwords cannot be reset by e-mail on this site: ask an owner to set a new one for you.');
    expect(sendMail).not.toHaveBeenCalled();
  });

  it('checks the origin and the sign-in form’s token on every change', async () => {
    await open();
    for (const [path, payload] of [
      ['', { email: STAFF_EMAIL }],
      ['/check', { token: 'a'.repeat(43) }],
      ['/accept', { token: 'a'.repeat(43), password: NEW_PASSWORD }],
    ] as const) {
      const url = `/api/staff/session/password-reset${path}`;
      const form = await t.signInForm();
      expect((await t.send('POST', url, { session: form, payload, csrfToken: null })).statusCode, path).toBe(403);
      expect((await t.send('POST', url, { session: form, payload, csrfToken: 'forged' })).statusCode, path).toBe(403);
      expect((await t.send('POST', url, { session: form, payload, origin: 'https://evil.example' })).statusCode, path).toBe(403);
      expect((await t.send('POST', url, { payload })).statusCode, path).toBe(403);
    }
  });
});

describe('the link', () => {
  async function linkToken(sendMail: Awaited<ReturnType<typeof open>>) {
    await ask(STAFF_EMAIL);
    await vi.waitFor(() => expect(sendMail).toHaveBeenCalled());
    return tokenIn(sendMail.mock.calls.at(-1)![0]);
  }

  it('sets a password under the policy, ends every session, is audited, and opens once', async () => {
    const token = await linkToken(await open());
    const session = await t.signIn();
    expect((await post('/check', { token })).json().data).toEqual({ email: STAFF_EMAIL });
    const weak = await post('/accept', { token, password: 'Password123!' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^This password is /);

    const done = await post('/accept', { token, password: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Your password is set and every session of your account has ended: sign in with the new password.');
    expect(done.cookies.find((cookie) => cookie.name === 'dx_staff')).toBeUndefined();
    expect(await verifyPassword(NEW_PASSWORD, t.store.accountByEmail(STAFF_EMAIL)!.password_hash)).toBe(true);
    expect((await t.send('GET', '/api/staff/session', { session })).statusCode).toBe(401);
    const entry = t.db.prepare("SELECT actor, after_json FROM audit_log WHERE action = 'password-reset'").get() as {
      actor: string;
      after_json: string;
    };
    expect(entry.actor).toBe(STAFF_EMAIL);
    expect(JSON.parse(entry.after_json)).toEqual({ email: STAFF_EMAIL, via: 'e-mail link', sessionsEnded: 1 });
    expect(entry.after_json).not.toContain(token);

    const used = await post('/accept', { token, password: 'another-long-pass-phrase-9' });
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe('This link cannot be used: it has expired or was used already. Ask for a new one.');
    expect((await post('/check', { token })).statusCode).toBe(404);
    expect((await t.attemptSignIn(STAFF_EMAIL, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is refused after 30 minutes, and when a newer link replaced it', async () => {
    const sendMail = await open();
    const first = await linkToken(sendMail);
    const second = await linkToken(sendMail);
    expect((await post('/check', { token: first })).statusCode).toBe(404);
    expect((await post('/check', { token: second })).statusCode).toBe(200);
    t.db.prepare('UPDATE staff_password_resets SET expires_at = ?').run(new Date(Date.now() - 1000).toISOString());
    expect((await post('/accept', { token: second, password: NEW_PASSWORD })).statusCode).toBe(404);
    expect(await verifyPassword(STAFF_PASSWORD, t.store.accountByEmail(STAFF_EMAIL)!.password_hash)).toBe(true);
  });
});

describe('the reset e-mail', () => {
  it('comes from the first ENQUIRY_TO address when there is one, and logs no address when it fails', async () => {
    expect(resetSender({ enquiryTo: 'desk@dexterity.example, b@dexterity.example', siteOrigin: 'https://x.example' })).toBe(
      'desk@dexterity.example',
    );
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const mailer = createResetMailer(
      { smtpUrl: 'smtp://mail.example.in', enquiryTo: undefined, siteOrigin: 'https://x.example' },
      log,
      () => ({
        sendMail: () => Promise.reject(Object.assign(new Error(`refused ${STAFF_EMAIL}`), { code: 'EENVELOPE', responseCode: 550 })),
      }),
    );
    mailer!.send(STAFF_EMAIL, 'https://x.example/staff/reset-password#token');
    await mailer!.settle();
    expect(log.error).toHaveBeenCalledWith({ code: 'EENVELOPE', responseCode: 550, command: undefined }, 'Password reset e-mail failed');
    expect(JSON.stringify(log.error.mock.calls)).not.toContain(STAFF_EMAIL);
    expect(createResetMailer({ smtpUrl: undefined, enquiryTo: undefined, siteOrigin: 'https://x.example' }, log)).toBeUndefined();
  });
});

describe('an invitation with SMTP_URL set', () => {
  it('is e-mailed to the invited address with its link, and still shown once to the owner', async () => {
    const sendMail = await open();
    await t.addAccount('owner@example.in', STAFF_PASSWORD, 'owner');
    const owner = await t.signIn('owner@example.in', STAFF_PASSWORD);
    const invited = await t.send('POST', '/api/staff/invitations', {
      session: owner,
      payload: { email: 'ravi@example.in', role: 'sales' },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      data: { emailed: true },
      message: expect.stringContaining('The link was also e-mailed to ravi@example.in.'),
    });
    await vi.waitFor(() => expect(sendMail).toHaveBeenCalledTimes(1));
    const message = sendMail.mock.calls[0]![0];
    expect(message).toMatchObject({ to: ['ravi@example.in'], subject: 'You are invited to the Dexterity staff area' });
    expect(message.text).toContain('owner@example.in invited you to the Dexterity staff area as a member of the sales team.');
    expect(message.text).toContain(`https://dexterity.example${invited.json().data.path}`);
  });

  it('is only shown to the owner without SMTP_URL', async () => {
    const sendMail = await open({});
    await t.addAccount('owner@example.in', STAFF_PASSWORD, 'owner');
    const owner = await t.signIn('owner@example.in', STAFF_PASSWORD);
    const invited = await t.send('POST', '/api/staff/invitations', {
      session: owner,
      payload: { email: 'ravi@example.in', role: 'editor' },
    });
    expect(invited.json().data.emailed).toBe(false);
    expect(sendMail).not.toHaveBeenCalled();
  });
});
