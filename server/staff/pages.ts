// The /staff pages' gate: without a live session every staff page but an invitation's and the forgotten
// password's two redirects to the sign-in page, and the sign-in page redirects a signed-in member to their first
// page (/staff, or the content for an editor). The page itself is served by whatever serves the site's pages; this hook only decides
// whether it may be, and marks every staff page answer as not to be stored or indexed.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

import { requestUrl } from '../../common/request-url.ts';
import { roleMayUse } from '../../common/staff-roles.ts';
import { readCookie, SESSION_COOKIE, type StaffSession, type StaffSessions } from '../account/sessions.ts';

export const STAFF_PAGE_PATHS = {
  home: '/staff',
  signIn: '/staff/sign-in',
  content: '/staff/content',
  invitation: '/staff/invitation',
  forgotPassword: '/staff/forgot-password',
  resetPassword: '/staff/reset-password',
} as const;

/** Pages for someone without a session, who may have one all the same (their tokens are in the fragment). */
const OPEN_PAGES: readonly string[] = [STAFF_PAGE_PATHS.invitation, STAFF_PAGE_PATHS.forgotPassword, STAFF_PAGE_PATHS.resetPassword];

export type StaffPageAccess = { kind: 'page'; session?: StaffSession } | { kind: 'redirect'; location: string };

/** The path as the site's page handler reads it (decoded, dot segments resolved); undefined when it cannot be read. */
function pagePath(url: string): string | undefined {
  try {
    return decodeURIComponent(requestUrl(url).pathname);
  } catch {
    return undefined;
  }
}

/** Whether a decoded path is a staff page; the site's route matching ignores case and a trailing slash, so this does too. */
export function isStaffPage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === STAFF_PAGE_PATHS.home || path.startsWith(`${STAFF_PAGE_PATHS.home}/`);
}

/** What a request for a staff page gets, given its session (if any). */
export function staffPageAccess(pathname: string, session: StaffSession | undefined): StaffPageAccess {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  // An invitation's page is for someone who has no account yet, the password pages for someone who cannot sign in.
  if (OPEN_PAGES.includes(path)) return session ? { kind: 'page', session } : { kind: 'page' };
  const signIn = path === STAFF_PAGE_PATHS.signIn;
  if (signIn && session)
    return { kind: 'redirect', location: roleMayUse(session.role, 'enquiries') ? STAFF_PAGE_PATHS.home : STAFF_PAGE_PATHS.content };
  if (signIn) return { kind: 'page' };
  return session ? { kind: 'page', session } : { kind: 'redirect', location: STAFF_PAGE_PATHS.signIn };
}

/** Adds the gate to the app; register it before the site so its pages are covered. */
export function registerStaffPages(app: FastifyInstance, sessions: StaffSessions, headers: Readonly<Record<string, string>>) {
  const isStaffRequest = (url: string) => {
    // Most requests are not for staff pages: only those that could spell /staff are parsed.
    if (!/staff/i.test(url) && !url.includes('%')) return undefined;
    const pathname = pagePath(url);
    return pathname !== undefined && isStaffPage(pathname) ? pathname : undefined;
  };
  // A callback hook, not an async one: it runs on every request of the site and must cost next to nothing.
  // The staff headers go on as the request arrives, so no hook runs on the way out of every answer.
  app.addHook('onRequest', (request, reply, done) => {
    const pathname = isStaffRequest(request.url);
    if (pathname === undefined) return done();
    reply.headers(headers);
    const session = sessions.find(readCookie(request, fastifyCookie.parse(request.headers.cookie ?? ''), SESSION_COOKIE));
    const access = staffPageAccess(pathname, session);
    if (access.kind === 'redirect') return void reply.redirect(access.location, 303);
    return done();
  });
}
