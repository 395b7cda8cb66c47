// "Forgot your password?" (docs/decisions/0021), public routes checked for origin and the sign-in form's CSRF
// token: GET /session/password-reset says whether links go out by e-mail (SMTP_URL); POST /session/password-reset
// {email} answers the same sentence whether or not an account has the address, and for one that does stores
// the SHA-256 of a random token (30 minutes, one per account) and e-mails /staff/reset-password#<token>;
// requests are limited per address and per e-mail like sign-ins (a limiter of their own). The page sends the
// token in request bodies only: POST …/check {token} says whose it is, POST …/accept {token, password} sets a
// password under the one policy, uses the link up, ends every session of the account and audits
// `password-reset`. It signs nobody in: the sign-in (with its code, for two-factor sign-in) comes next.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

import { scopedPlugin } from '../shared/plugin.ts';
import type { StaffPasswordResets } from '../db/staff-password-resets.ts';
import type { StaffStore } from '../db/staff-store.ts';

import { hashPassword, passwordProblem, type ScryptParams } from './passwords.ts';
import type { ResetMailer } from './reset-mail.ts';
import { acceptPasswordReset } from './service.ts';
import { randomToken, sha256 } from './sessions.ts';
import { beginAttempt, type SignInLimiter } from './sign-in-limit.ts';
import { resetAcceptSchema, resetAvailabilitySchema, resetCheckSchema, resetMessages, resetRequestSchema } from './two-factor-schemas.ts';

export const RESET_LINK_MINUTES = 30;
export const RESET_PAGE_PATH = '/staff/reset-password';

export interface PasswordResetOptions {
  store: StaffStore;
  resets: StaffPasswordResets;
  /** Counts every request, per address and per e-mail (its own key: apart from the sign-in counts). */
  limiter: SignInLimiter;
  /** Undefined without SMTP_URL: no links are sent, the page says to ask an owner. */
  mailer: ResetMailer | undefined;
  siteOrigin: string;
  /** The cost the new password is hashed at (config.staff.passwordCost). */
  passwordCost: ScryptParams;
}

const PUBLIC = { config: { staffAccess: 'public' as const } };

export const passwordResetRoutes = scopedPlugin<PasswordResetOptions>(
  'passwordResetRoutes',
  async (scope, { store, resets, limiter, mailer, siteOrigin, passwordCost }) => {
    const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
    const invalid = { success: false, message: resetMessages.invalid };

    app.get('/session/password-reset', { ...PUBLIC, schema: resetAvailabilitySchema }, async () => ({
      success: true,
      data: { byEmail: mailer !== undefined },
    }));

    app.post('/session/password-reset', { ...PUBLIC, schema: resetRequestSchema }, async (request, reply) => {
      if (!mailer) return reply.code(404).send({ success: false, message: resetMessages.byEmailOff });
      const email = request.body.email.trim().toLowerCase();
      const attempt = beginAttempt(limiter, request, reply, email, resetMessages.tooMany);
      if (!attempt) return reply;
      try {
        // Every request counts, for an account or not: the answer and the count say nothing about which exist.
        attempt.fail();
        const account = store.accountByEmail(email);
        if (account) {
          const token = randomToken(32);
          const now = new Date();
          resets.add(sha256(token), account.id, now, new Date(now.getTime() + RESET_LINK_MINUTES * 60_000));
          mailer.send(account.email, `${siteOrigin}${RESET_PAGE_PATH}#${token}`);
        }
      } finally {
        attempt.end();
      }
      request.log.info('Staff password reset asked for');
      return { success: true, message: resetMessages.requested };
    });

    app.post('/session/password-reset/check', { ...PUBLIC, schema: resetCheckSchema }, async (request, reply) => {
      const accountId = resets.accountFor(sha256(request.body.token));
      const account = accountId === undefined ? undefined : store.accountById(accountId);
      if (!account) return reply.code(404).send(invalid);
      return { success: true, data: { email: account.email } };
    });

    app.post('/session/password-reset/accept', { ...PUBLIC, schema: resetAcceptSchema }, async (request, reply) => {
      const tokenHash = sha256(request.body.token);
      const accountId = resets.accountFor(tokenHash);
      const account = accountId === undefined ? undefined : store.accountById(accountId);
      if (!account) return reply.code(404).send(invalid);
      const problem = await passwordProblem(request.body.password, account.email);
      if (problem) return reply.code(400).send({ success: false, message: problem });
      const hash = await hashPassword(request.body.password, passwordCost);
      // Taken once: of two requests with the same link, one sets the password.
      if (!acceptPasswordReset(store, resets, tokenHash, account, hash)) return reply.code(404).send(invalid);
      request.log.info({ staffAccountId: account.id }, 'Staff password reset by e-mail link');
      return { success: true, message: resetMessages.done };
    });
  },
);
