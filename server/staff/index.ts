// The staff API under /api/staff (docs/decisions/0013). Deny by default: one onRequest hook on the
// whole scope refuses every route without a live session (401) unless the route is marked public
// (the sign-in form, sign-in and its code, an invitation's link, a password reset), or whose declared roles do not
// hold the session's (403, docs/decisions/0018; a route without roles stops the server at start), or, for an account
// that STAFF_REQUIRE_2FA asks two-factor sign-in of and that has not set it up, that is not My account or the session
// (403, docs/decisions/0021), and every state-changing request
// must come from the site's own origin and carry the session's CSRF token (403). Each resource is a
// plugin of its own; what routes throw is answered in the staff envelope by the app's error handler
// (server/errors.ts).
import fastifyCookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

import { isStaffRole, roleMayUse, STAFF_AREAS, STAFF_ROLES, type StaffArea, type StaffRole } from '../../common/staff-roles.ts';
import { backupRoutes } from '../backups/routes.ts';
import { scheduleDailyBackups } from '../backups/scheduler.ts';
import { BackupService } from '../backups/service.ts';
import type { ServerConfig } from '../config.ts';
import type { ContentStore } from '../db/content-store.ts';
import { EnquiryInbox } from '../db/enquiry-inbox.ts';
import type { SqliteDatabase } from '../db/database.ts';
import { StaffInvitations } from '../db/staff-invitations.ts';
import { StaffPasswordResets } from '../db/staff-password-resets.ts';
import { StaffStore } from '../db/staff-store.ts';
import { StaffTwoFactor } from '../db/staff-two-factor.ts';
import { MediaLibrary } from '../media/library.ts';
import { mediaRoutes } from '../media/routes.ts';
import { uploadDirFor } from '../media/uploads.ts';
import { privacyRoutes } from '../privacy/routes.ts';

import { passwordResetRoutes } from '../account/password-reset-routes.ts';
import { createResetMailer } from '../account/reset-mail.ts';
import { accountRoutes } from '../account/routes.ts';
import { sessionRoutes } from '../account/session-routes.ts';
import { clearCookie, readCookie, SESSION_COOKIE, SIGN_IN_COOKIE, StaffSessions, type StaffSession } from '../account/sessions.ts';
import { SignInLimiter } from '../account/sign-in-limit.ts';
import { PENDING_SIGN_IN_SECONDS } from '../account/two-factor-sign-in.ts';
import { twoFactorRequired } from '../account/two-factor.ts';
import { activityRoutes } from '../activity/routes.ts';
import { createReviewMailer } from '../content-editor/review-mail.ts';
import { staffContentPlugin } from '../content-editor/routes.ts';
import { scheduleClock } from '../content-editor/schedule-clock.ts';
import { contentUpkeep } from '../content-editor/service.ts';
import { purgeOldEnquiries, runDaily } from '../enquiries/retention.ts';
import { enquiryRoutes } from '../enquiries/routes.ts';
import { missingAddressRoutes } from '../pages/routes.ts';
import { peopleRoutes } from '../people/routes.ts';
import { reportRoutes } from '../reports/routes.ts';
import { pageViewsOf } from '../page-views/service.ts';

import { registerStaffPages } from './pages.ts';
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

export interface StaffApiOptions {
  config: ServerConfig;
  db: SqliteDatabase;
  sessions: StaffSessions;
  limiter: SignInLimiter;
  /** The content the editor changes (its writes must move the store's revision). */
  content: ContentStore;
  backups: BackupService;
}

/**
 * Whether a state-changing request comes from the site itself: its Origin must be SITE_ORIGIN or the
 * origin the request was sent to (scheme and host as the browser used them). A missing Origin is refused.
 */
export function isOwnOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin?.toLowerCase();
  if (!origin) return false;
  return origin === siteOrigin.toLowerCase() || origin === `${request.protocol}://${request.host}`.toLowerCase();
}

function refuse(reply: FastifyReply, status: number, message: string) {
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

export const staffApiPlugin: FastifyPluginAsync<StaffApiOptions> = async (
  app: FastifyInstance,
  { config, db, sessions, limiter, content, backups },
) => {
  const store = new StaffStore(db);
  const inbox = new EnquiryInbox(db);
  const invitations = new StaffInvitations(db);
  const twoFactor = new StaffTwoFactor(db);
  const requireTwoFactor = config.staff.requireTwoFactor;
  const mailer = createResetMailer(config, app.log);
  if (mailer) {
    app.addHook('onClose', async () => {
      await mailer.settle();
      mailer.close();
    });
  }

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

  await app.register(sessionRoutes, {
    store,
    invitations,
    inbox,
    sessions,
    limiter,
    twoFactor,
    requireTwoFactor,
    backupWarning: () => backups.warning(),
    passwordCost: config.staff.passwordCost,
  });
  // Password reset requests are counted apart from sign-ins (a limiter with a key of its own).
  const resets = new StaffPasswordResets(db);
  await app.register(passwordResetRoutes, {
    store,
    resets,
    limiter: new SignInLimiter(store, config.staff),
    mailer,
    siteOrigin: config.siteOrigin,
    passwordCost: config.staff.passwordCost,
  });
  await app.register(enquiryRoutes, { inbox });
  await app.register(reportRoutes, { db, store, views: pageViewsOf(content, config.viewsWriteSeconds * 1000) });
  await app.register(accountRoutes, {
    store,
    contentChanged: () => content.contentChanged(),
    sessions,
    limiter,
    twoFactor,
    requireTwoFactor,
    passwordCost: config.staff.passwordCost,
  });
  await app.register(activityRoutes, { db, store });
  await app.register(privacyRoutes, { inbox });
  await app.register(peopleRoutes, { store, sessions, invitations, mailer, siteOrigin: config.siteOrigin });
  await app.register(backupRoutes, { service: backups, db });
  await app.register(missingAddressRoutes, { store: content });
  const uploadDir = uploadDirFor(config.databasePath);
  const library = new MediaLibrary(content, uploadDir);
  await app.register(mediaRoutes, { library });
  const reviewMailer = createReviewMailer(config, db, app.log);
  if (reviewMailer) {
    app.addHook('onClose', async () => {
      await reviewMailer.settle();
      reviewMailer.close();
    });
  }
  await app.register(staffContentPlugin, {
    prefix: '/content',
    store: content,
    uploadDir,
    library,
    clock: scheduleClock(config.scheduleClockStart),
    notifyReview: reviewMailer?.notify,
  });

  // Unknown staff paths: after the guard, so without a session they answer 401 like any staff route.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    config: { roles: STAFF_ROLES },
    handler: async (request, reply) =>
      refuse(reply, 404, `No staff endpoint at ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`),
  });
};

export interface StaffOptions {
  config: ServerConfig;
  store: ContentStore;
}

/**
 * The staff area's server side: the gate of the /staff pages (register before the site), the API
 * under /api/staff, and the daily upkeep (at start, then once a day): the retention purge of old
 * enquiries and of content deleted longer ago than the trash keeps it, and the removal of expired
 * sessions and old failed sign-ins.
 */
export async function registerStaff(app: FastifyInstance, { config, store }: StaffOptions) {
  const { db } = store;
  const staffStore = new StaffStore(db);
  const sessions = new StaffSessions(staffStore, config.staff);
  const limiter = new SignInLimiter(staffStore, config.staff);
  const content = contentUpkeep(store);
  const invitations = new StaffInvitations(db);
  const twoFactor = new StaffTwoFactor(db);
  const resets = new StaffPasswordResets(db);
  const backups = new BackupService({
    settings: config.backups,
    databasePath: config.databasePath,
    db,
    onWait: (running) => app.log.info({ running }, 'A backup waits for the one running to finish'),
  });
  registerStaffPages(app, sessions, STAFF_HEADERS);
  await app.register(staffApiPlugin, { prefix: '/api/staff', config, db, sessions, limiter, content: store, backups });

  const upkeep = () => {
    const { removed, cutoff } = purgeOldEnquiries(db, config.enquiryRetentionMonths);
    if (removed > 0) app.log.info({ removed, receivedBefore: cutoff?.toISOString() }, 'Old enquiries removed (ENQUIRY_RETENTION_MONTHS)');
    const trashed = content.purgeTrash(config.trashRetentionDays);
    if (trashed > 0) app.log.info({ removed: trashed }, 'Old items removed from Recently deleted (TRASH_RETENTION_DAYS)');
    sessions.removeExpired();
    limiter.removeOld();
    invitations.removeExpired();
    resets.removeExpired();
    twoFactor.removeOldPending(Date.now() - PENDING_SIGN_IN_SECONDS * 1000);
  };
  // Scheduled drafts go live at their time: checked at start (a restart in between loses none) and then often.
  const clock = scheduleClock(config.scheduleClockStart);
  const publishDue = () => {
    const published = content.publishDue(clock());
    if (published > 0) app.log.info({ published }, 'Scheduled drafts published');
  };
  const stops: (() => void)[] = [];
  app.addHook('onReady', async () => {
    stops.push(runDaily(upkeep, (error) => app.log.error({ err: error }, 'Staff upkeep failed')));
    stops.push(
      runDaily(publishDue, (error) => app.log.error({ err: error }, 'Scheduled publishing failed'), config.publishCheckSeconds * 1000),
    );
    stops.push(
      scheduleDailyBackups(backups, (run) => {
        if (!run.ok) app.log.error({ error: run.error }, 'The daily backup failed');
        else if (run.offsite?.status === 'failed')
          app.log.error({ backup: run.manifest?.name, error: run.offsite.error }, 'The daily backup was not uploaded');
        else app.log.info({ backup: run.manifest?.name, removed: run.removed }, 'Daily backup made');
      }),
    );
  });
  app.addHook('onClose', async () => stops.forEach((stop) => stop()));
  return {
    /** Whether a request carries a live staff session whose role includes the content (for previews of public pages). */
    signedIn: (request: FastifyRequest) => {
      const session = sessions.find(readCookie(request, fastifyCookie.parse(request.headers.cookie ?? ''), SESSION_COOKIE));
      return session !== undefined && roleMayUse(session.role, 'content');
    },
  };
}
