// /api/staff/account (My account, every role): the signed-in member's account and open sessions, the
// change of their own password and the end of another of their sessions. A new password meets the one
// policy the terminal applies (passwordProblem); once it is set every other session of the account ends.
// A wrong current password counts as a failed sign-in of the account (the same limit). Each change is
// written to the audit log, never a password or its hash.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

import { scopedPlugin } from '../shared/plugin.ts';
import { STAFF_AREAS } from '../../common/staff-roles.ts';
import { breaksOneLine, isBlankText } from '../../common/plain-text.ts';
import type { TwoFactorRequirement } from '../config.ts';
import type { StaffStore } from '../db/staff-store.ts';
import type { StaffTwoFactor } from '../db/staff-two-factor.ts';

import { endSession, sessionRows } from '../people/service.ts';
import { accountMessages, accountSchema, DISPLAY_NAME_MAX, displayNameSchema, passwordChangeSchema, sessionEndSchema } from './schemas.ts';
import { hashPassword, passwordProblem, verifyPassword, type ScryptParams } from './passwords.ts';
import { changeDisplayName, changePassword, recordFailedPasswordChange } from './service.ts';
import { signedIn, type StaffSessions } from './sessions.ts';
import { beginAttempt, type SignInLimiter } from './sign-in-limit.ts';
import { twoFactorRequired } from './two-factor.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

export interface AccountRoutesOptions {
  store: StaffStore;
  /** Told when a display name changes: the pages that show it as an author are drawn again. */
  contentChanged: () => void;
  sessions: StaffSessions;
  limiter: SignInLimiter;
  twoFactor: StaffTwoFactor;
  requireTwoFactor: TwoFactorRequirement;
  /** The cost a changed password is hashed at (config.staff.passwordCost). */
  passwordCost: ScryptParams;
}

const ACCOUNT_ROLES = { config: { roles: STAFF_AREAS.account.roles } };

/** What a display name may not hold besides what breaks one line (common/plain-text.ts): markup's brackets, a lone surrogate. */
const NOT_PLAIN_TEXT = /[<>\ud800-\udfff]/u;

export const accountRoutes = scopedPlugin<AccountRoutesOptions>(
  'accountRoutes',
  async (scope, { store, contentChanged, sessions, limiter, twoFactor, requireTwoFactor, passwordCost }) => {
    const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
    // Two-factor sign-in on and off (./two-factor-routes.ts).
    await app.register(twoFactorRoutes, { store, twoFactor, limiter, requireTwoFactor });

    app.get('/account', { ...ACCOUNT_ROLES, schema: accountSchema }, async (request) => {
      const me = signedIn(request);
      const account = store.accountById(me.accountId)!;
      return {
        success: true,
        data: {
          email: account.email,
          display_name: account.display_name,
          role: account.role,
          created_at: account.created_at,
          password_changed_at: account.password_changed_at,
          last_sign_in_at: account.last_sign_in_at,
          two_factor: {
            enabled: twoFactor.isEnabled(me.accountId),
            required: twoFactorRequired(requireTwoFactor, account.role),
            recovery_codes_left: twoFactor.recoveryCodesLeft(me.accountId),
          },
          sessions: sessionRows(sessions, me.accountId, me.idHash),
        },
      };
    });

    app.post('/account/password', { ...ACCOUNT_ROLES, schema: passwordChangeSchema }, async (request, reply) => {
      const me = signedIn(request);
      const attempt = beginAttempt(limiter, request, reply, me.email);
      if (!attempt) return reply;
      let hash: string;
      try {
        const account = store.accountById(me.accountId)!;
        if (!(await verifyPassword(request.body.current_password, account.password_hash))) {
          attempt.fail();
          recordFailedPasswordChange(store, me);
          return reply.code(400).send({ success: false, message: accountMessages.wrongCurrent });
        }
        attempt.succeed();
        const next = request.body.new_password;
        if (next === request.body.current_password) return reply.code(400).send({ success: false, message: accountMessages.samePassword });
        const problem = await passwordProblem(next, me.email);
        if (problem) return reply.code(400).send({ success: false, message: problem });
        hash = await hashPassword(next, passwordCost);
      } finally {
        attempt.end();
      }
      const ended = changePassword(store, me, hash);
      request.log.info({ staffAccountId: me.accountId }, 'Staff password changed');
      return { success: true, message: accountMessages.passwordChanged(ended), data: { sessionsEnded: ended } };
    });

    // The name the site shows as the author of the member's articles: plain text on one line, trimmed, at most
    // DISPLAY_NAME_MAX characters; empty takes it away. Every page that shows it is drawn again (a new revision), and
    // the member's articles are re-dated in the sitemap.
    app.post('/account/display-name', { ...ACCOUNT_ROLES, schema: displayNameSchema }, async (request, reply) => {
      const me = signedIn(request);
      const trimmed = request.body.display_name.trim();
      if ([...trimmed].length > DISPLAY_NAME_MAX) return reply.code(400).send({ success: false, message: accountMessages.displayNameLong });
      if (breaksOneLine(trimmed) || NOT_PLAIN_TEXT.test(trimmed)) {
        return reply.code(400).send({ success: false, message: accountMessages.displayNamePlain });
      }
      // A name with nothing to read (only zero-width characters) is no name: it removes the byline.
      const name = isBlankText(trimmed) ? '' : trimmed;
      if (changeDisplayName(store, me, name)) contentChanged();
      return { success: true, message: accountMessages.displayNameSet(name), data: { display_name: name } };
    });

    app.delete('/account/sessions/:session', { ...ACCOUNT_ROLES, schema: sessionEndSchema }, async (request, reply) => {
      const me = signedIn(request);
      const outcome = endSession(store, sessions, store.accountById(me.accountId)!, request.params.session, me);
      if (outcome === 'none') return reply.code(404).send({ success: false, message: accountMessages.noSuchSession });
      if (outcome === 'current') return reply.code(409).send({ success: false, message: accountMessages.thisSession });
      return { success: true, message: accountMessages.sessionEnded };
    });
  },
);
