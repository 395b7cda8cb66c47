// Test helper: the whole app (createApp without the site) on a temporary database, with staff
// accounts hashed cheaply, and a browser-like client that signs in and sends the CSRF token.
import Fastify, { type InjectOptions, type LightMyRequestResponse, type RouteOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

import { buildTestApp, CHEAP_SCRYPT, type TestAppOptions } from '../api/test-app.ts';
import { readServerConfig } from '../config.ts';
import { openContentStore, openDatabase } from '../content/service.ts';
import { EnquiryInbox } from '../db/enquiry-inbox.ts';
import { StaffStore } from '../db/staff-store.ts';
import type { StaffRole } from '../../common/staff-roles.ts';

import { registerStaff } from './index.ts';
import { hashPassword } from '../account/passwords.ts';

export const STAFF_EMAIL = 'asha@example.in';
export const STAFF_PASSWORD = 'tulsi-baug-ledger-42';
/** A year whose dates are still to come whenever the tests run: a schedule must be in the future. */
export const LATER = new Date().getUTCFullYear() + 2;
/** Cheap hashes keep the tests fast; a stored hash carries its own cost. */
export { CHEAP_SCRYPT };

export interface SignedIn {
  /** The Cookie header that carries the session. */
  cookie: string;
  csrfToken: string;
}

export interface StaffRequest {
  payload?: InjectOptions['payload'];
  session?: SignedIn;
  /** The CSRF token to send (default: the session's). */
  csrfToken?: string | null;
  /** The Origin to send (default: the site's; null: none). */
  origin?: string | null;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** `name=value` for a Set-Cookie answer's cookie, to send back. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((c) => c.name === name || c.name === `__Host-${name}`);
  if (!cookie) throw new Error(`No ${name} cookie in the answer (${JSON.stringify(response.headers['set-cookie'])})`);
  return `${cookie.name}=${cookie.value}`;
}

export async function buildStaffTestApp(options: TestAppOptions = {}) {
  const test = await buildTestApp({ ...options, whole: true });
  const origin = test.config.siteOrigin;
  const db = openDatabase(test.databasePath);
  const store = new StaffStore(db);
  const inbox = new EnquiryInbox(db);

  /** Makes an account (an owner unless told otherwise: one that may use every route). */
  async function addAccount(email = STAFF_EMAIL, password = STAFF_PASSWORD, role: StaffRole = 'owner') {
    store.addAccount(email, await hashPassword(password, CHEAP_SCRYPT), role);
    return store.accountByEmail(email)!;
  }

  function send(method: InjectOptions['method'], url: string, request: StaffRequest = {}) {
    const headers: Record<string, string> = { ...request.headers };
    const origin = request.origin === undefined ? test.config.siteOrigin : request.origin;
    if (origin !== null) headers.origin = origin;
    const token = request.csrfToken === undefined ? request.session?.csrfToken : request.csrfToken;
    if (token) headers['x-csrf-token'] = token;
    if (request.session) headers.cookie = [headers.cookie, request.session.cookie].filter(Boolean).join('; ');
    return test.app.inject({ method, url, headers, payload: request.payload, remoteAddress: request.remoteAddress });
  }

  /** The sign-in form's token and cookie, as the sign-in page gets them. */
  async function signInForm(request: StaffRequest = {}) {
    const response = await send('GET', '/api/staff/session/sign-in', request);
    return { cookie: cookieFrom(response, 'dx_staff_sign_in'), csrfToken: response.json().data.csrfToken as string };
  }

  async function attemptSignIn(email: string, password: string, request: StaffRequest = {}) {
    const form = await signInForm(request);
    // A session cookie the browser already holds goes along, as it would.
    const cookie = [request.session?.cookie, form.cookie].filter(Boolean).join('; ');
    return send('POST', '/api/staff/session/sign-in', {
      ...request,
      session: { cookie, csrfToken: form.csrfToken },
      payload: { email, password },
    });
  }

  async function signIn(email = STAFF_EMAIL, password = STAFF_PASSWORD, request: StaffRequest = {}): Promise<SignedIn> {
    const response = await attemptSignIn(email, password, request);
    if (response.statusCode !== 200) throw new Error(`Sign-in answered ${response.statusCode}: ${response.body}`);
    return { cookie: cookieFrom(response, 'dx_staff'), csrfToken: response.json().data.csrfToken };
  }

  return {
    ...test,
    origin,
    db,
    store,
    inbox,
    addAccount,
    send,
    signInForm,
    attemptSignIn,
    signIn,
    async close() {
      db.close();
      await test.close();
    },
  };
}

export type StaffTestApp = Awaited<ReturnType<typeof buildStaffTestApp>>;

/**
 * A fresh app with a signed-in member of staff for each test (`'each'`) or for the whole file (`'all'`),
 * closed after it; `use` receives them.
 */
export function signedInStaff(scope: 'each' | 'all', use: (app: StaffTestApp, session: SignedIn) => void) {
  let app: StaffTestApp | undefined;
  (scope === 'each' ? beforeEach : beforeAll)(async () => {
    app = await buildStaffTestApp();
    await app.addAccount();
    use(app, await app.signIn());
  });
  (scope === 'each' ? afterEach : afterAll)(async () => app?.close());
}

export interface StaffRoute {
  method: string;
  url: string;
  /** Read after start: a plugin's own onRoute hooks may set them after ours saw the route. */
  options: RouteOptions;
}

/**
 * Every method and path the staff API answers, as registered, with the options it ended with: read from
 * the staff API itself, so a route added later is in the list.
 */
export async function staffRoutes(): Promise<StaffRoute[]> {
  const app = Fastify();
  const routes: StaffRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/staff')) return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, options: route });
  });
  const store = openContentStore(':memory:', { seed: false });
  await registerStaff(app, { config: readServerConfig({}), store });
  await app.ready();
  await app.close();
  store.db.close();
  return routes;
}

/** The routes open without a session, written out as the policy (not read from the routes). */
export const PUBLIC_STAFF_ROUTES = [
  'GET /api/staff/session/sign-in',
  'HEAD /api/staff/session/sign-in',
  'POST /api/staff/session/sign-in',
  // The code of two-factor sign-in: after the password, before there is a session (docs/decisions/0021).
  'POST /api/staff/session/sign-in/code',
  // An invitation's link: for someone without an account yet (docs/decisions/0019).
  'POST /api/staff/session/invitation',
  'POST /api/staff/session/invitation/accept',
  // A forgotten password: for someone who cannot sign in (docs/decisions/0021).
  'GET /api/staff/session/password-reset',
  'HEAD /api/staff/session/password-reset',
  'POST /api/staff/session/password-reset',
  'POST /api/staff/session/password-reset/check',
  'POST /api/staff/session/password-reset/accept',
];

/** Whether the route is open without a session (sign-in, invitation, password reset). */
export const isPublicRoute = (route: StaffRoute) => route.options.config?.staffAccess === 'public';

/** A path that reaches the route: every parameter 1, the wildcard a made-up name. */
export const concreteUrl = (url: string) => url.replace(/:\w+/g, '1').replace('*', 'anything');
