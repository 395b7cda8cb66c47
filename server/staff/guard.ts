// The staff API's guard (docs/decisions/0013), on the whole /api/staff scope. Deny by default: one onRequest hook
// refuses every route without a live session (401) unless the route is marked public (the sign-in form, sign-in and
// its code, an invitation's link, a password reset), or whose declared roles do not hold the session's (403,
// docs/decisions/0018; a route without roles stops the server at start), or, for an account that STAFF_REQUIRE_2FA
// asks two-factor sign-in of and that has not set it up, that is not My account or the session (403,
// docs/decisions/0021), and every state-changing request must come from the site's own origin and carry the
// session's CSRF token (403).
import fastifyCookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

import { isStaffRole, STAFF_AREAS, type StaffArea, type StaffRole } from '../../common/staff-roles.ts';
import type { ServerConfig } from '../config.ts';
import type { StaffTwoFactor } from '../db/staff-two-factor.ts';

import { clearCookie, readCookie, SESSION_COOKIE, SIGN_IN_COOKIE, type StaffSession, type StaffSessions } from '../account/sessions.ts';
import { twoFactorRequired } from '../account/two-factor.ts';
import { staffMessages } from '../shared/staff-schemas.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member's session; null until the guard has found one. */
    staff: StaffSession | null;
    /** Where @fastify/csrf-protection (in its '@fastify/session' mode) reads the CSRF secret. */
    session: { _csrf?: string } | null;
  }
  interface FastifyContextConfig {
    /** 'public': reachable without a session (still checked for origin and CSRF token): sign-in, invitations, password resets. */
    staffAccess?: 'public';
    /** The roles whose sessions may use the route; every route that is not public declares them. */
    roles?: readonly StaffRole[];
  }
}

/** Headers of every staff answer: never stored by a browser or proxy, never indexed. */
export const STAFF_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_HEADER = 'x-csrf-token';

/**
 * Whether a state-changing request comes from the site itself: its Origin must be SITE_ORIGIN or the
 * origin the request was sent to (scheme and host as the browser used them). A missing Origin is refused.
 */
export function isOwnOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin?.toLowerCase();
  if (!origin) return false;
  return origin === siteOrigin.toLowerCase() || origin === `${request.protocol}://${request.host}`.toLowerCase();
}

export function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message });
}

/** The part of the staff area each first segment of a route's path belongs to (people: whom enquiries go to). */
const AREA_OF_SEGMENT: Readonly<Record<string, StaffArea>> = {
  enquiries: 'enquiries',
  people: 'enquiries',
  reports: 'reports',
  content: 'content',
  media: 'content',
  account: 'account',
  accounts: 'people',
  invitations: 'people',
  activity: 'activity',
  backups: 'backups',
  privacy: 'privacy',
};

/** The first segment of a staff route's path: /api/staff/<segment>/… */
const segmentOf = (routeUrl: string | undefined) => (routeUrl ?? '').match(/^\/api\/staff\/([^/]+)/)?.[1] ?? '';

/** How the refusal names what a route is part of. */
function partOf(routeUrl: string | undefined): string {
  const segment = segmentOf(routeUrl);
  return Object.hasOwn(AREA_OF_SEGMENT, segment) ? STAFF_AREAS[AREA_OF_SEGMENT[segment]!].name : 'this part of the staff area';
}

/** The parts of the staff API an account that must set up two-factor sign-in may use meanwhile. */
const OPEN_BEFORE_TWO_FACTOR = new Set(['account', 'session']);

/** The routes that declare neither valid roles nor public access, as `METHOD /path` (none: the scope may start). */
export function routesWithoutRoles(routes: readonly RouteOptions[]): string[] {
  return routes
    .filter(({ config }) => config?.staffAccess !== 'public' && !(config?.roles?.length && config.roles.every(isStaffRole)))
    .map((route) => `${[route.method].flat().join(',')} ${route.url}`);
}

/**
 * Every route of the scope must declare the roles it allows, or be public: the app refuses to start
 * otherwise. An onRoute hook gathers the routes and the check runs when the app is ready, because the
 * onRoute hooks of a plugin inside the scope (the content plugin gives its routes their roles) run
 * after this one.
 */
export function requireRoles(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    const undeclared = routesWithoutRoles(routes);
    if (undeclared.length > 0)
      throw new Error(`Staff routes must declare config.roles (or staffAccess: 'public'); these do not: ${undeclared.join('; ')}`);
  });
}

/** What the guard checks sessions, origins and two-factor sign-in with. */
export interface StaffGuardOptions {
  config: ServerConfig;
  sessions: StaffSessions;
  twoFactor: StaffTwoFactor;
}

/**
 * Puts the guard on the staff API's scope: cookies, CSRF tokens and the rate limit, the staff headers on every
 * answer, the roles every route must declare, and the checks of each request (register before the routes).
 */
export async function guardStaffApi(app: FastifyInstance, { config, sessions, twoFactor }: StaffGuardOptions) {
  const requireTwoFactor = config.staff.requireTwoFactor;
  await app.register(fastifyCookie);
  await app.register(csrfProtection, {
    sessionPlugin: '@fastify/session',
    getToken: (request) => {
      const token = request.headers[CSRF_HEADER];
      return typeof token === 'string' ? token : undefined;
    },
  });
  await app.register(rateLimit, { max: config.rateLimitPerMinute, timeWindow: 60_000 });
  app.decorateRequest('staff', null);
  app.decorateRequest('session', null);

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(STAFF_HEADERS);
  });

  requireRoles(app);

  app.addHook('onRequest', async (request, reply) => {
    const session = sessions.find(readCookie(request, request.cookies, SESSION_COOKIE));
    request.staff = session ?? null;
    if (request.routeOptions.config.staffAccess === 'public') {
      request.session = { _csrf: readCookie(request, request.cookies, SIGN_IN_COOKIE) };
    } else if (session) {
      request.session = { _csrf: session.csrfSecret };
    } else {
      // A cookie that no longer opens a session is removed from the browser.
      if (request.cookies[SESSION_COOKIE] || request.cookies[`__Host-${SESSION_COOKIE}`]) clearCookie(request, reply, SESSION_COOKIE);
      return refuse(reply, 401, staffMessages.signInRequired);
    }
    if (!SAFE_METHODS.has(request.method) && !isOwnOrigin(request, config.siteOrigin)) {
      request.log.warn({ origin: request.headers.origin }, 'Staff request from a foreign origin refused');
      return refuse(reply, 403, staffMessages.foreignOrigin);
    }
    const { staffAccess, roles } = request.routeOptions.config;
    if (staffAccess !== 'public' && session && !roles?.includes(session.role)) {
      request.log.info({ role: session.role }, 'Staff request refused for its role');
      return refuse(reply, 403, staffMessages.roleRefused(session.role, partOf(request.routeOptions.url)));
    }
    if (
      staffAccess !== 'public' &&
      session &&
      twoFactorRequired(requireTwoFactor, session.role) &&
      !OPEN_BEFORE_TWO_FACTOR.has(segmentOf(request.routeOptions.url))
    ) {
      if (!twoFactor.isEnabled(session.accountId)) return refuse(reply, 403, staffMessages.twoFactorSetUpFirst);
    }
    return undefined;
  });
  // The token check comes from the library, as a callback hook: it answers 403 itself when the token is wrong.
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) done();
    else app.csrfProtection(request, reply, done);
  });
}
