// The staff API under /api/staff (docs/decisions/0013), put together: its guard (./guard.ts: deny by default,
// roles, two-factor sign-in, origin and CSRF token) on the whole scope, then each resource a plugin of its own;
// what routes throw is answered in the staff envelope by the app's error handler (server/errors.ts).
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { roleMayUse, STAFF_ROLES } from '../../common/staff-roles.ts';
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
import { webhookRoutes } from '../webhooks/routes.ts';
import { webhooksOf } from '../webhooks/dispatcher.ts';

import { passwordResetRoutes } from '../account/password-reset-routes.ts';
import { createResetMailer } from '../account/reset-mail.ts';
import { accountRoutes } from '../account/routes.ts';
import { sessionRoutes } from '../account/session-routes.ts';
import { readCookie, SESSION_COOKIE, StaffSessions } from '../account/sessions.ts';
import { SignInLimiter } from '../account/sign-in-limit.ts';
import { PENDING_SIGN_IN_SECONDS } from '../account/two-factor-sign-in.ts';
import { activityRoutes } from '../activity/routes.ts';
import { createReviewMailer } from '../content-editor/review-mail.ts';
import { staffContentPlugin } from '../content-editor/routes.ts';
import { scheduleClock } from '../content-editor/schedule-clock.ts';
import { contentUpkeep } from '../content-editor/service.ts';
import { purgeOldEnquiries, runDaily } from '../enquiries/retention.ts';
import { enquiryRoutes } from '../enquiries/routes.ts';
import { quotationDeskRoutes } from '../quotations/staff-routes.ts';
import { translationRoutes } from '../translations/routes.ts';
import { createEnquiryMailer } from '../api/enquiry-mail.ts';
import { smtpTransport } from '../shared/mail.ts';
import { missingAddressRoutes } from '../pages/routes.ts';
import { peopleRoutes } from '../people/routes.ts';
import { reportRoutes } from '../reports/routes.ts';
import { pageViewsOf } from '../page-views/service.ts';

import { guardStaffApi, refuse, STAFF_HEADERS } from './guard.ts';
import { registerStaffPages } from './pages.ts';

export interface StaffApiOptions {
  config: ServerConfig;
  db: SqliteDatabase;
  sessions: StaffSessions;
  limiter: SignInLimiter;
  /** The content the editor changes (its writes must move the store's revision). */
  content: ContentStore;
  backups: BackupService;
}

export const staffApiPlugin = scopedPlugin<StaffApiOptions>(
  'staffApiPlugin',
  async (app: FastifyInstance, { config, db, sessions, limiter, content, backups }) => {
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

    await guardStaffApi(app, { config, sessions, twoFactor });

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
    // Quotations e-mailed again from the desk go out as the visitors' do, from the sales team's address.
    const quotationMailer = createEnquiryMailer(config, app.log, smtpTransport, () => store.salesEmails());
    if (quotationMailer) {
      app.addHook('onClose', async () => {
        await quotationMailer.settle();
        quotationMailer.close();
      });
    }
    await app.register(quotationDeskRoutes, { store: content, inbox, mailer: quotationMailer, siteOrigin: config.siteOrigin });
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
    await app.register(backupRoutes, { service: backups });
    // The enquiries' intake (server/api/contact.ts) starts and stops the deliveries: `npm run dev` serves it alone.
    await app.register(webhookRoutes, { webhooks: webhooksOf(db, config, app.log) });
    await app.register(missingAddressRoutes, { store: content });
    await app.register(translationRoutes, { store: content });
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
  },
);

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
  // A due draft the content's rules refuse (its address taken since it was saved) stays a draft: said once a version.
  const refusedBefore = new Set<string>();
  const firstTime = (said: string) => !refusedBefore.has(said) && Boolean(refusedBefore.add(said));
  const publishDue = () => {
    const published = content.publishDue(
      clock(),
      (draft, error) => {
        if (!firstTime(`${draft.id}:${draft.version}`)) return;
        app.log.warn(
          { draft: draft.id, kind: draft.kind, reason: error.message, fields: error.fields },
          'A scheduled draft was not published',
        );
      },
      (draft, refusal) => {
        if (!firstTime(`${draft.kind}/${draft.item_id}/${draft.lang}:${draft.version}`)) return;
        app.log.warn(
          { kind: draft.kind, item: draft.item_id, lang: draft.lang, reason: refusal.message, fields: refusal.fields },
          'A scheduled translation was not published',
        );
      },
    );
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
