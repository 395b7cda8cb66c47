// /api/staff/session: who is signed in (with the CSRF token for the next changes), the sign-in form's
// CSRF token, sign-in (with the code step of two-factor sign-in, ./two-factor-sign-in.ts) and sign-out, and an
// invitation's first password (./invitation-routes.ts). A sign-in always starts a new session with a new id.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { roleMayUse, STAFF_ROLES } from '../../common/staff-roles.ts';
import type { EnquiryInbox } from '../db/enquiry-inbox.ts';
import type { StaffInvitations } from '../db/staff-invitations.ts';
import type { StaffStore } from '../db/staff-store.ts';
import type { StaffTwoFactor } from '../db/staff-two-factor.ts';
import type { TwoFactorRequirement } from '../config.ts';

import { messageSchema, sessionSchema } from '../shared/staff-schemas.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { DEFAULT_SCRYPT, hashCost, hashPassword, verifyPassword, type ScryptParams } from './passwords.ts';
import { signInFormSchema, signInMessages, signInSchema } from './schemas.ts';
import { recordFailedSignIn, signIn, signOut } from './service.ts';
import {
  clearCookie,
  cookieName,
  cookieOptions,
  isSecureRequest,
  randomToken,
  SESSION_COOKIE,
  SIGN_IN_COOKIE,
  SIGN_IN_COOKIE_SECONDS,
  signedIn,
  type StaffSession,
  type StaffSessions,
  type StartSession,
} from './sessions.ts';
import { beginAttempt, type SignInLimiter } from './sign-in-limit.ts';
import { twoFactorRequired } from './two-factor.ts';
import { codeRequiredAnswer } from './two-factor-schemas.ts';
import { askForCode, codeSignInRoutes } from './two-factor-sign-in.ts';

export interface SessionRoutesOptions {
  store: StaffStore;
  invitations: StaffInvitations;
  inbox: EnquiryInbox;
  sessions: StaffSessions;
  limiter: SignInLimiter;
  twoFactor: StaffTwoFactor;
  /** STAFF_REQUIRE_2FA. */
  requireTwoFactor: TwoFactorRequirement;
  /** What owners are warned of about backups on every staff page, if anything. */
  backupWarning?: () => string | undefined;
  /** The cost an invited member's new password is hashed at (config.staff.passwordCost). */
  passwordCost: ScryptParams;
}

const PUBLIC = { config: { staffAccess: 'public' as const } };
/** Who is signed in and signing out: every role. */
const EVERY_ROLE = { config: { roles: STAFF_ROLES } };

export const sessionRoutes = scopedPlugin<SessionRoutesOptions>(
  'sessionRoutes',
  async (scope, { store, invitations, inbox, sessions, limiter, twoFactor, requireTwoFactor, backupWarning, passwordCost }) => {
    const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
    // What an unknown account's password is checked against, so that its answer takes as long as a
    // wrong password's: a hash of a password nobody knows, with the cost of the accounts that exist
    // (the newest one's; the default when there is none), made once per cost.
    const unknownAccountHashes = new Map<string, Promise<string>>();
    const checkUnknownAccount = async (password: string) => {
      const newest = store.newestPasswordHash();
      const cost = (newest && hashCost(newest)) || DEFAULT_SCRYPT;
      const key = `${cost.N}:${cost.r}:${cost.p}`;
      if (!unknownAccountHashes.has(key)) unknownAccountHashes.set(key, hashPassword(randomToken(24), cost));
      await verifyPassword(password, await unknownAccountHashes.get(key)!);
      return false;
    };

    const answer = (reply: FastifyReply, session: StaffSession) => {
      reply.request.session = { _csrf: session.csrfSecret };
      // The count of new enquiries only for a role that works on them (0 for the others).
      const newEnquiries = roleMayUse(session.role, 'enquiries') ? inbox.countNew() : 0;
      // Only My account is open until the two-factor sign-in STAFF_REQUIRE_2FA asks of the account is on.
      const setUpFirst = twoFactorRequired(requireTwoFactor, session.role) && !twoFactor.isEnabled(session.accountId);
      const base = {
        email: session.email,
        accountId: session.accountId,
        role: session.role,
        csrfToken: reply.generateCsrf(),
        newEnquiries,
      };
      // A failed or missing daily backup, for the roles that may see backups (owners), on every staff page's header.
      const warning = roleMayUse(session.role, 'backups') ? backupWarning?.() : undefined;
      const data = warning ? { ...base, backupWarning: warning } : base;
      return { success: true, data: setUpFirst ? { ...data, twoFactorSetupRequired: true } : data };
    };

    /** Signs the account in (./service.ts: a new session with a new id, the audit entry) and sets its cookie. */
    const startSession: StartSession = (request, reply, account) => {
      const { id, session } = signIn(store, sessions, account, request.staff?.idHash);
      const secure = isSecureRequest(request);
      reply.setCookie(cookieName(SESSION_COOKIE, secure), id, cookieOptions(secure, sessions.cookieSeconds));
      clearCookie(request, reply, SIGN_IN_COOKIE);
      request.log.info({ staffAccountId: account.id }, 'Staff signed in');
      return answer(reply, session);
    };

    app.get('/session', { ...EVERY_ROLE, schema: sessionSchema }, async (request, reply) => answer(reply, signedIn(request)));

    // The sign-in form's token: bound to a secret in a cookie of its own until there is a session.
    app.get('/session/sign-in', { ...PUBLIC, schema: signInFormSchema }, async (request, reply) => {
      if (!request.session?._csrf) {
        const secret = randomToken(18);
        const secure = isSecureRequest(request);
        reply.setCookie(cookieName(SIGN_IN_COOKIE, secure), secret, cookieOptions(secure, SIGN_IN_COOKIE_SECONDS));
        request.session = { _csrf: secret };
      }
      return { success: true, data: { csrfToken: reply.generateCsrf() } };
    });

    const signInWithCode = { ...signInSchema, response: { ...signInSchema.response, 202: codeRequiredAnswer } };
    app.post('/session/sign-in', { ...PUBLIC, schema: signInWithCode }, async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const attempt = beginAttempt(limiter, request, reply, email);
      if (!attempt) return reply;
      let account;
      try {
        account = store.accountByEmail(email);
        const matches = account
          ? await verifyPassword(request.body.password, account.password_hash)
          : await checkUnknownAccount(request.body.password);
        if (!matches) {
          attempt.fail();
          // Who was tried, when it is an account (an address nobody has is not kept); never the password.
          if (account) recordFailedSignIn(store, account);
          request.log.info('Staff sign-in failed');
          return reply.code(401).send({ success: false, message: signInMessages.badCredentials });
        }
      } finally {
        attempt.end();
      }
      // With two-factor sign-in the failures are cleared only once the code is right too.
      if (twoFactor.isEnabled(account!.id)) return askForCode(twoFactor, request, reply, account!.id);
      attempt.succeed();
      return startSession(request, reply, account!);
    });
    await app.register(codeSignInRoutes, { store, twoFactor, limiter, startSession });

    // An invitation's link: the invitee sets a password, which makes the account and signs them in.
    await app.register(invitationRoutes, { store, invitations, startSession, passwordCost });

    app.post('/session/sign-out', { ...EVERY_ROLE, schema: messageSchema }, async (request: FastifyRequest, reply) => {
      signOut(store, sessions, signedIn(request));
      clearCookie(request, reply, SESSION_COOKIE);
      return { success: true, message: signInMessages.signedOut };
    });
  },
);
