import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildStaffTestApp, cookieFrom, STAFF_EMAIL, STAFF_PASSWORD, type StaffTestApp } from '../staff/test-staff.ts';

let t: StaffTestApp;
beforeEach(async () => {
  t = await buildStaffTestApp();
  await t.addAccount();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const INCORRECT = 'Email or password is incorrect.';

describe('signing in', () => {
  it('starts a session in an HttpOnly, SameSite=Strict cookie holding only a random id, and answers who is signed in', async () => {
    const response = await t.attemptSignIn(' Asha@Example.in ', STAFF_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        email: STAFF_EMAIL,
        accountId: t.store.accountByEmail(STAFF_EMAIL)!.id,
        role: 'owner',
        csrfToken: expect.any(String),
        newEnquiries: 0,
      },
    });
    const cookie = response.cookies.find((c) => c.name === 'dx_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 12 * 3600 });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    // The database keeps the id's hash only.
    const stored = t.db.prepare('SELECT id_hash FROM staff_sessions').pluck().all() as string[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]).not.toContain(cookie.value);
    // The sign-in form's cookie is removed.
    expect(response.cookies.find((c) => c.name === 'dx_staff_sign_in')).toMatchObject({ value: '', maxAge: 0 });

    const me = await t.send('GET', '/api/staff/session', { session: { cookie: cookieFrom(response, 'dx_staff'), csrfToken: '' } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(STAFF_EMAIL);
  });

  it('over HTTPS (behind a trusted proxy) uses Secure __Host- cookies and ignores a cookie without the prefix', async () => {
    await t.close();
    t = await buildStaffTestApp({ env: { TRUST_PROXY: '1', SITE_ORIGIN: 'https://dexterity.example' } });
    await t.addAccount();
    const https = { headers: { 'x-forwarded-proto': 'https', host: 'dexterity.example' } };
    const response = await t.attemptSignIn(STAFF_EMAIL, STAFF_PASSWORD, https);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === '__Host-dx_staff')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.domain).toBeUndefined();
    const value = cookie.value;
    expect(
      (await t.send('GET', '/api/staff/session', { ...https, session: { cookie: `__Host-dx_staff=${value}`, csrfToken: '' } })).statusCode,
    ).toBe(200);
    expect(
      (await t.send('GET', '/api/staff/session', { ...https, session: { cookie: `dx_staff=${value}`, csrfToken: '' } })).statusCode,
    ).toBe(401);
    // A client that says https itself, without a trusted proxy, is not believed (no Secure cookie for it).
    await t.close();
    t = await buildStaffTestApp();
    await t.addAccount();
    const spoofed = await t.attemptSignIn(STAFF_EMAIL, STAFF_PASSWORD, https);
    expect(spoofed.cookies.map((c) => c.name)).toContain('dx_staff');
  });

  it('gives an unknown account and a wrong password the same answer', async () => {
    const wrong = await t.attemptSignIn(STAFF_EMAIL, 'not-the-password-1');
    const unknown = await t.attemptSignIn('nobody@example.in', STAFF_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: INCORRECT });
      expect(response.cookies.find((c) => c.name === 'dx_staff')).toBeUndefined();
    }
  });

  it('needs the sign-in form’s CSRF token and the site’s origin', async () => {
    const form = await t.signInForm();
    const payload = { email: STAFF_EMAIL, password: STAFF_PASSWORD };
    const cases = [
      { session: { cookie: form.cookie, csrfToken: '' } },
      { session: { cookie: form.cookie, csrfToken: `${form.csrfToken.slice(0, -2)}xx` } },
      { session: { cookie: '', csrfToken: form.csrfToken } },
      { session: form, origin: 'https://evil.example' },
      { session: form, origin: null },
      { session: form, origin: 'null' },
    ];
    for (const request of cases) {
      const response = await t.send('POST', '/api/staff/session/sign-in', { ...request, payload });
      expect(response.statusCode, JSON.stringify(request)).toBe(403);
      expect(response.json().success).toBe(false);
    }
    expect((await t.send('POST', '/api/staff/session/sign-in', { session: form, payload })).statusCode).toBe(200);
  });

  it('refuses the 6th failed sign-in in the window for one account, from any address, even with the right password', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await t.attemptSignIn(STAFF_EMAIL, `wrong-password-${attempt}`, { remoteAddress: `203.0.113.${attempt}` });
      expect(response.statusCode).toBe(401);
    }
    for (const password of ['wrong-password-6', STAFF_PASSWORD]) {
      const response = await t.attemptSignIn(STAFF_EMAIL, password, { remoteAddress: '198.51.100.7' });
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toBe('Too many failed sign-ins. Try again in 15 minutes.');
      expect(response.headers['retry-after']).toBe('900');
    }
    // Once the window has passed, the right password works again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1000 });
    expect((await t.attemptSignIn(STAFF_EMAIL, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the 6th failed sign-in in the window from one address, whichever accounts it tries', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await t.attemptSignIn(`guess${attempt}@example.in`, STAFF_PASSWORD, { remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
    }
    expect((await t.attemptSignIn(STAFF_EMAIL, STAFF_PASSWORD, { remoteAddress: '203.0.113.9' })).statusCode).toBe(429);
    expect((await t.attemptSignIn(STAFF_EMAIL, STAFF_PASSWORD, { remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
    // Nothing readable is kept: neither the address nor the e-mail.
    const subjects = t.db.prepare('SELECT subject FROM staff_sign_in_failures').pluck().all() as string[];
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.join(' ')).not.toMatch(/203\.0\.113|example\.in/);
  });

  it('counts guesses sent all at once before any of them is decided', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.attemptSignIn(STAFF_EMAIL, `parallel-guess-${i}`, { remoteAddress: `192.0.2.${i + 1}` })),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(7);
  });
});

describe('the audit log', () => {
  it('records sign-ins, failed sign-ins of an account and sign-outs, never a password or an address nobody has', async () => {
    await t.attemptSignIn(STAFF_EMAIL, 'not-the-password-1');
    await t.attemptSignIn('nobody@example.in', 'not-the-password-2');
    const session = await t.signIn();
    await t.send('POST', '/api/staff/session/sign-out', { session });
    const rows = t.db
      .prepare("SELECT actor, entity, action, before_json, after_json FROM audit_log WHERE entity = 'staff_account' ORDER BY id")
      .all();
    expect(rows).toEqual(
      ['sign-in-failed', 'sign-in', 'sign-out'].map((action) => ({
        actor: STAFF_EMAIL,
        entity: 'staff_account',
        action,
        before_json: null,
        after_json: null,
      })),
    );
    expect(JSON.stringify(t.db.prepare('SELECT * FROM audit_log').all())).not.toMatch(/nobody@example|not-the-password/);
  });
});

describe('a session', () => {
  it('gets a new id at every sign-in, and the id it replaced no longer works', async () => {
    const first = await t.signIn();
    const again = await t.attemptSignIn(STAFF_EMAIL, STAFF_PASSWORD, { session: first });
    const second = cookieFrom(again, 'dx_staff');
    expect(second).not.toBe(first.cookie);
    expect((await t.send('GET', '/api/staff/session', { session: first })).statusCode).toBe(401);
    expect((await t.send('GET', '/api/staff/session', { session: { cookie: second, csrfToken: '' } })).statusCode).toBe(200);
  });

  it('is refused after sign-out, and the answer removes the cookie', async () => {
    const session = await t.signIn();
    const out = await t.send('POST', '/api/staff/session/sign-out', { session });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'You are signed out.' });
    expect(out.cookies.find((c) => c.name === 'dx_staff')).toMatchObject({ value: '', maxAge: 0 });
    const after = await t.send('GET', '/api/staff/session', { session });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: 'Sign in to continue.' });
    expect((await t.send('PATCH', '/api/staff/enquiries/1', { session, payload: { status: 'won' } })).statusCode).toBe(401);
  });

  it('is refused after a password reset', async () => {
    const session = await t.signIn();
    const other = await t.signIn();
    t.store.resetPassword(t.store.accountByEmail(STAFF_EMAIL)!.id, 'scrypt$1024$8$1$x$y');
    for (const cookie of [session, other]) expect((await t.send('GET', '/api/staff/session', { session: cookie })).statusCode).toBe(401);
  });

  it('ends after 30 idle minutes, and 12 hours after sign-in however busy', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const idle = await t.signIn();
    vi.setSystemTime(start + 29 * 60_000);
    expect((await t.send('GET', '/api/staff/session', { session: idle })).statusCode).toBe(200);
    vi.setSystemTime(start + 58 * 60_000);
    expect((await t.send('GET', '/api/staff/session', { session: idle })).statusCode).toBe(200);
    vi.setSystemTime(start + 89 * 60_000);
    expect((await t.send('GET', '/api/staff/session', { session: idle })).statusCode).toBe(401);

    const busy = await t.signIn();
    const signedInAt = Date.now();
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      vi.setSystemTime(signedInAt + minutes * 60_000);
      expect((await t.send('GET', '/api/staff/session', { session: busy })).statusCode).toBe(200);
    }
    vi.setSystemTime(signedInAt + 12 * 3_600_000);
    expect((await t.send('GET', '/api/staff/session', { session: busy })).statusCode).toBe(401);
    expect(t.db.prepare('SELECT count(*) FROM staff_sessions').pluck().get()).toBe(0);
  });

  it('is not opened by a made-up or malformed cookie', async () => {
    for (const cookie of ['dx_staff=' + 'A'.repeat(43), 'dx_staff=', "dx_staff=' OR 1=1 --", 'dx_staff=' + 'A'.repeat(5000)]) {
      expect((await t.send('GET', '/api/staff/session', { session: { cookie, csrfToken: '' } })).statusCode).toBe(401);
    }
  });
});

describe('the /staff pages', () => {
  it('redirect to the sign-in page without a session, however the path is spelled', async () => {
    for (const url of ['/staff', '/staff/', '/staff/enquiries/3?status=new', '/STAFF/Enquiries', '/%73taff', '/staff/../staff/x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location).toBe('/staff/sign-in');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const signIn = await t.app.inject({ method: 'GET', url: '/staff/sign-in' });
    expect(signIn.statusCode).not.toBe(303);
    expect(signIn.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await t.app.inject({ method: 'GET', url: '/staffing' })).headers['x-robots-tag']).toBeUndefined();
  });

  it('are let through with a session, and the sign-in page sends a signed-in member to /staff', async () => {
    const { cookie } = await t.signIn();
    const page = await t.app.inject({ method: 'GET', url: '/staff/enquiries', headers: { cookie } });
    expect(page.statusCode).not.toBe(303);
    expect(page.headers['cache-control']).toBe('no-store');
    const signIn = await t.app.inject({ method: 'GET', url: '/staff/sign-in', headers: { cookie } });
    expect(signIn.statusCode).toBe(303);
    expect(signIn.headers.location).toBe('/staff');
  });
});
