// People (owners): the accounts with role, last sign-in and open sessions; role changes, removals and the
// end of someone's sessions, never leaving no owner (409); invitations by e-mail and role whose link opens
// once within 72 hours (only the token's hash stored), where the invitee sets a password under the policy
// and is signed in with the role. Everything audited, never a token or password.
import { createHash } from 'node:crypto';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { StaffInvitations } from '../db/staff-invitations.ts';

import { buildStaffTestApp, cookieFrom, STAFF_EMAIL, STAFF_PASSWORD, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

const RAVI = 'ravi@example.in';
const NEW_PASSWORD = 'sinhagad-fort-monsoon-trek';

let t: StaffTestApp;
let owner: SignedIn;
let ravi: number;
beforeEach(async () => {
  t = await buildStaffTestApp();
  await t.addAccount();
  ravi = (await t.addAccount(RAVI, STAFF_PASSWORD, 'editor')).id;
  owner = await t.signIn();
});
afterEach(async () => t.close());

const audit = (action: string) =>
  t.db
    .prepare('SELECT actor, entity, entity_id, before_json, after_json FROM audit_log WHERE action = ? ORDER BY id')
    .all(action) as Record<string, unknown>[];
const ownerId = () => t.store.accountByEmail(STAFF_EMAIL)!.id;
const invite = (email: string, role = 'sales') => t.send('POST', '/api/staff/invitations', { session: owner, payload: { email, role } });
/** A request of the invitation's page: no session, the sign-in form's token (as the page asks for it). */
async function fromInvitationPage(path: string, payload: Record<string, string>, extra: { csrfToken?: string | null } = {}) {
  const form = await t.signInForm();
  return t.send('POST', `/api/staff/session/invitation${path}`, {
    session: { cookie: form.cookie, csrfToken: form.csrfToken },
    payload,
    ...extra,
  });
}

describe('the accounts', { timeout: 20_000 }, () => {
  it('are listed with role, last sign-in and open sessions, with the pending invitations', async () => {
    await t.signIn(RAVI, STAFF_PASSWORD);
    await t.signIn(RAVI, STAFF_PASSWORD);
    await invite('meena@example.in');
    const response = await t.send('GET', '/api/staff/accounts', { session: owner });
    expect(response.statusCode).toBe(200);
    const { accounts, invitations } = response.json().data;
    const session = (current: boolean) => ({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
      current,
    });
    expect(accounts).toEqual([
      {
        id: ownerId(),
        email: STAFF_EMAIL,
        role: 'owner',
        created_at: expect.any(String),
        last_sign_in_at: expect.any(String),
        sessions: [session(true)],
      },
      {
        id: ravi,
        email: RAVI,
        role: 'editor',
        created_at: expect.any(String),
        last_sign_in_at: expect.any(String),
        sessions: [session(false), session(false)],
      },
    ]);
    expect(invitations).toEqual([
      {
        id: expect.any(Number),
        email: 'meena@example.in',
        role: 'sales',
        invited_by: STAFF_EMAIL,
        created_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('token');
  });

  it('change a role (audited, as the terminal does), and never take the owner role from the last owner', async () => {
    const change = (id: number, role: string) => t.send('PATCH', `/api/staff/accounts/${id}`, { session: owner, payload: { role } });
    expect((await change(ravi, 'sales')).json()).toEqual({
      success: true,
      message: `${RAVI} now has the role sales; their open sessions follow at their next request.`,
    });
    expect(t.store.accountById(ravi)!.role).toBe('sales');
    expect((await change(ravi, 'sales')).json().message).toBe(`${RAVI} already has the role sales: nothing changed.`);
    const last = await change(ownerId(), 'editor');
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(`${STAFF_EMAIL} is the only owner and stays one: make another account an owner first.`);
    expect((await change(ravi, 'admin')).statusCode).toBe(400);
    expect((await change(999, 'sales')).statusCode).toBe(404);
    // With a second owner, the first may step down.
    await change(ravi, 'owner');
    expect((await change(ownerId(), 'sales')).statusCode).toBe(200);
    expect(audit('role-change').map((entry) => [entry.actor, entry.before_json, entry.after_json])).toEqual([
      [STAFF_EMAIL, JSON.stringify({ email: RAVI, role: 'editor' }), JSON.stringify({ email: RAVI, role: 'sales' })],
      [STAFF_EMAIL, JSON.stringify({ email: RAVI, role: 'sales' }), JSON.stringify({ email: RAVI, role: 'owner' })],
      [STAFF_EMAIL, JSON.stringify({ email: STAFF_EMAIL, role: 'owner' }), JSON.stringify({ email: STAFF_EMAIL, role: 'sales' })],
    ]);
  });

  it('end one of someone’s sessions by its handle (not the owner’s own), audited', async () => {
    const [first, second] = [await t.signIn(RAVI, STAFF_PASSWORD), await t.signIn(RAVI, STAFF_PASSWORD)];
    const listed = async (id: number) =>
      (
        (await t.send('GET', '/api/staff/accounts', { session: owner })).json().data.accounts as {
          id: number;
          sessions: { id: string }[];
        }[]
      ).find((a) => a.id === id)!.sessions;
    const handles = (await listed(ravi)).map((session) => session.id);
    const alive = async () => [
      (await t.send('GET', '/api/staff/session', { session: first })).statusCode,
      (await t.send('GET', '/api/staff/session', { session: second })).statusCode,
    ];

    const ended = await t.send('DELETE', `/api/staff/accounts/${ravi}/sessions/${handles[0]}`, { session: owner });
    expect(ended.json()).toEqual({ success: true, message: `Ended a session of ${RAVI}: that browser must sign in again.` });
    expect((await alive()).sort()).toEqual([200, 401]);
    expect(await listed(ravi)).toHaveLength(1);
    expect(audit('session-ended')).toEqual([
      expect.objectContaining({ actor: STAFF_EMAIL, entity_id: ravi, after_json: JSON.stringify({ email: RAVI, own: false }) }),
    ]);

    expect((await t.send('DELETE', `/api/staff/accounts/${ravi}/sessions/${handles[0]}`, { session: owner })).statusCode).toBe(404);
    expect((await t.send('DELETE', `/api/staff/accounts/${ravi}/sessions/not-a-handle`, { session: owner })).statusCode).toBe(400);
    // A handle of another account's session does not end it through this account.
    const [own] = await listed(ownerId());
    expect((await t.send('DELETE', `/api/staff/accounts/${ravi}/sessions/${own!.id}`, { session: owner })).statusCode).toBe(404);
    expect((await t.send('DELETE', `/api/staff/accounts/${ownerId()}/sessions/${own!.id}`, { session: owner })).statusCode).toBe(409);
    expect((await t.send('GET', '/api/staff/session', { session: owner })).statusCode).toBe(200);
  });

  it('end all of someone’s sessions, and remove an account with its sessions, never the last owner', async () => {
    const raviSession = await t.signIn(RAVI, STAFF_PASSWORD);
    const ended = await t.send('DELETE', `/api/staff/accounts/${ravi}/sessions`, { session: owner });
    expect(ended.json()).toEqual({ success: true, message: `Ended 1 session of ${RAVI}.`, data: { count: 1 } });
    expect((await t.send('GET', '/api/staff/session', { session: raviSession })).statusCode).toBe(401);
    expect(audit('sessions-ended')).toEqual([
      expect.objectContaining({ actor: STAFF_EMAIL, entity_id: ravi, after_json: JSON.stringify({ email: RAVI, count: 1 }) }),
    ]);

    const lastOwner = await t.send('DELETE', `/api/staff/accounts/${ownerId()}`, { session: owner });
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().message).toBe(`${STAFF_EMAIL} is the only owner and cannot be removed: make another account an owner first.`);

    await t.signIn(RAVI, STAFF_PASSWORD);
    const removed = await t.send('DELETE', `/api/staff/accounts/${ravi}`, { session: owner });
    expect(removed.json()).toEqual({ success: true, message: `Removed ${RAVI} and ended their sessions.` });
    expect(t.store.accountByEmail(RAVI)).toBeUndefined();
    expect(t.db.prepare('SELECT count(*) FROM staff_sessions WHERE account_id = ?').pluck().get(ravi)).toBe(0);
    expect((await t.send('DELETE', `/api/staff/accounts/${ravi}`, { session: owner })).statusCode).toBe(404);
    expect(audit('account-removed')).toEqual([
      expect.objectContaining({ actor: STAFF_EMAIL, entity_id: ravi, before_json: JSON.stringify({ email: RAVI, role: 'editor' }) }),
    ]);
  });

  it('are for owners only, with the session’s CSRF token', async () => {
    const editor = await t.signIn(RAVI, STAFF_PASSWORD);
    const refused = await t.send('GET', '/api/staff/accounts', { session: editor });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role (editor) cannot use the staff accounts.');
    expect(
      (await t.send('POST', '/api/staff/invitations', { session: editor, payload: { email: 'x@example.in', role: 'owner' } })).statusCode,
    ).toBe(403);
    expect(
      (await t.send('PATCH', `/api/staff/accounts/${ravi}`, { session: owner, payload: { role: 'owner' }, csrfToken: null })).statusCode,
    ).toBe(403);
    expect(t.store.accountById(ravi)!.role).toBe('editor');
  });
});

describe('invitations', { timeout: 20_000 }, () => {
  it('make a link shown once whose token is stored only as its hash, and replace an earlier one for the e-mail', async () => {
    const first = await invite(' Meena@Example.in ');
    expect(first.statusCode).toBe(201);
    const { token, path, invitation } = first.json().data;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(path).toBe(`/staff/invitation#${token}`);
    expect(invitation).toMatchObject({ email: 'meena@example.in', role: 'sales', invited_by: STAFF_EMAIL });
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)).toBe(72 * 3_600_000);
    const stored = JSON.stringify(t.db.prepare('SELECT * FROM staff_invitations').all());
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHashOf(token));
    expect(JSON.stringify(t.db.prepare('SELECT * FROM audit_log').all())).not.toContain(token);
    expect(audit('invite')).toEqual([
      expect.objectContaining({
        actor: STAFF_EMAIL,
        entity: 'staff_invitation',
        after_json: expect.stringContaining('"email":"meena@example.in","role":"sales"'),
      }),
    ]);

    const second = (await invite('meena@example.in', 'editor')).json().data;
    expect((await fromInvitationPage('', { token })).statusCode).toBe(404);
    expect((await fromInvitationPage('', { token: second.token })).json().data).toEqual({ email: 'meena@example.in', role: 'editor' });

    expect((await invite(RAVI)).json()).toEqual({ success: false, message: `${RAVI} already has an account: change its role instead.` });
    expect((await invite('not an address')).json()).toEqual({ success: false, message: '"not an address" is not an e-mail address.' });
  });

  it('let the invitee set a password under the policy, which makes the account with its role and signs them in, once', async () => {
    const { token } = (await invite('meena@example.in')).json().data;
    const weak = await fromInvitationPage('/accept', { token, password: 'Password123!' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^This password is /);
    expect((await fromInvitationPage('/accept', { token, password: 'meena-and-more-words' })).json().message).toBe(
      'The password must not contain the e-mail address or its name part.',
    );
    expect(t.store.accountByEmail('meena@example.in')).toBeUndefined();

    const accepted = await fromInvitationPage('/accept', { token, password: NEW_PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ email: 'meena@example.in', role: 'sales', csrfToken: expect.any(String) });
    const session = { cookie: cookieFrom(accepted, 'dx_staff'), csrfToken: accepted.json().data.csrfToken as string };
    expect((await t.send('GET', '/api/staff/enquiries', { session })).statusCode).toBe(200);
    expect((await t.send('GET', '/api/staff/content', { session })).statusCode).toBe(403);
    expect((await t.attemptSignIn('meena@example.in', NEW_PASSWORD)).statusCode).toBe(200);

    expect((await fromInvitationPage('/accept', { token, password: 'another-long-pass-phrase' })).json()).toEqual({
      success: false,
      message:
        'This invitation link cannot be used: it was used already, withdrawn or has expired (links last 72 hours). Ask an owner for a new one.',
    });
    expect(t.db.prepare('SELECT count(*) FROM staff_invitations').pluck().get()).toBe(0);
    const meena = t.store.accountByEmail('meena@example.in')!.id;
    expect(audit('invitation-accepted')).toEqual([
      expect.objectContaining({
        actor: 'meena@example.in',
        entity_id: meena,
        after_json: JSON.stringify({ email: 'meena@example.in', role: 'sales', invited_by: STAFF_EMAIL }),
      }),
    ]);
    expect(audit('sign-in').some((entry) => entry.entity_id === meena)).toBe(true);
    expect(JSON.stringify(t.db.prepare('SELECT * FROM audit_log').all())).not.toContain(NEW_PASSWORD);
  });

  it('expire after 72 hours, can be withdrawn, and need the sign-in form’s CSRF token', async () => {
    const { token, invitation } = (await invite('meena@example.in')).json().data;
    expect((await fromInvitationPage('', { token }, { csrfToken: null })).statusCode).toBe(403);
    t.db.prepare('UPDATE staff_invitations SET expires_at = ?').run(new Date(Date.now() - 1000).toISOString());
    expect((await fromInvitationPage('/accept', { token, password: NEW_PASSWORD })).statusCode).toBe(404);
    expect((await t.send('GET', '/api/staff/accounts', { session: owner })).json().data.invitations).toEqual([]);
    // The daily upkeep removes it.
    expect(new StaffInvitations(t.db).removeExpired()).toBe(1);

    const again = (await invite('meena@example.in')).json().data;
    const withdrawn = await t.send('DELETE', `/api/staff/invitations/${again.invitation.id}`, { session: owner });
    expect(withdrawn.json()).toEqual({ success: true, message: 'The invitation for meena@example.in is withdrawn.' });
    expect((await fromInvitationPage('', { token: again.token })).statusCode).toBe(404);
    expect((await t.send('DELETE', `/api/staff/invitations/${invitation.id}`, { session: owner })).statusCode).toBe(404);
    expect(audit('invitation-withdrawn')).toHaveLength(1);
    expect((await fromInvitationPage('', { token: 'short' })).statusCode).toBe(400);
  });
});

function createHashOf(token: string): string {
  // The same SHA-256 the server keeps.
  return createHash('sha256').update(token).digest('hex');
}
