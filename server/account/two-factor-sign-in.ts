// The code step of a sign-in (docs/decisions/0021). After the right password for an account with two-factor
// sign-in there is no session yet: the browser gets a cookie of its own naming a sign-in that waits 5 minutes
// for its code (only the cookie's SHA-256 is stored), and POST /session/sign-in/code {code} (public, with the
// sign-in form's CSRF token) takes a TOTP code or a recovery code. A wrong code counts against the sign-in
// limit like a wrong password and is audited as `sign-in-failed` with its reason (never the code); a used
// recovery code is audited as `2fa-recovery-used`.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import type { StaffStore } from '../db/staff-store.ts';
import type { StaffTwoFactor } from '../db/staff-two-factor.ts';

import { recordFailedSignIn, recordRecoveryCodeUsed } from './service.ts';
import { clearCookie, cookieName, cookieOptions, isSecureRequest, randomToken, readCookie, sha256, type StartSession } from './sessions.ts';
import { beginAttempt, type SignInLimiter } from './sign-in-limit.ts';
import { checkCode } from './two-factor.ts';
import { codeRefusalMessages, signInCodeSchema, twoFactorMessages } from './two-factor-schemas.ts';

/** The cookie naming a sign-in that waits for its code. */
export const PENDING_SIGN_IN_COOKIE = 'dx_staff_code';
export const PENDING_SIGN_IN_SECONDS = 5 * 60;
const PENDING_MS = PENDING_SIGN_IN_SECONDS * 1000;

/** Starts the code step for an account whose password was right: answers 202, no session yet. */
export function askForCode(twoFactor: StaffTwoFactor, request: FastifyRequest, reply: FastifyReply, accountId: number, now = Date.now()) {
  const earlier = readCookie(request, request.cookies, PENDING_SIGN_IN_COOKIE);
  if (earlier) twoFactor.removePending(sha256(earlier));
  twoFactor.removeOldPending(now - PENDING_MS);
  const id = randomToken(32);
  twoFactor.addPending(sha256(id), accountId, now);
  const secure = isSecureRequest(request);
  reply.setCookie(cookieName(PENDING_SIGN_IN_COOKIE, secure), id, cookieOptions(secure, PENDING_SIGN_IN_SECONDS));
  request.log.info({ staffAccountId: accountId }, 'Staff password right; waiting for the code');
  return reply.code(202).send({ success: true, message: twoFactorMessages.codeRequired, data: { codeRequired: true } });
}

export interface CodeSignInOptions {
  store: StaffStore;
  twoFactor: StaffTwoFactor;
  limiter: SignInLimiter;
  startSession: StartSession;
}

const PUBLIC = { config: { staffAccess: 'public' as const } };

export const codeSignInRoutes = scopedPlugin<CodeSignInOptions>(
  'codeSignInRoutes',
  async (scope, { store, twoFactor, limiter, startSession }) => {
    const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
    app.post('/session/sign-in/code', { ...PUBLIC, schema: signInCodeSchema }, async (request, reply) => {
      const id = readCookie(request, request.cookies, PENDING_SIGN_IN_COOKIE);
      const idHash = id ? sha256(id) : undefined;
      const accountId = idHash ? twoFactor.pending(idHash, Date.now() - PENDING_MS) : undefined;
      const account = accountId === undefined ? undefined : store.accountById(accountId);
      if (!idHash || !account) {
        clearCookie(request, reply, PENDING_SIGN_IN_COOKIE);
        return reply.code(401).send({ success: false, message: twoFactorMessages.pendingExpired });
      }
      const attempt = beginAttempt(limiter, request, reply, account.email);
      if (!attempt) return reply;
      let check;
      try {
        check = await checkCode(twoFactor, account.id, request.body.code);
        if (!check.ok) attempt.fail();
      } finally {
        attempt.end();
      }
      if (!check.ok) {
        recordFailedSignIn(store, account, { reason: check.reason });
        request.log.info({ reason: check.reason }, 'Staff sign-in code refused');
        return reply.code(401).send({ success: false, message: codeRefusalMessages[check.reason] });
      }
      // Of two requests with right codes, one signs in.
      if (!twoFactor.removePending(idHash)) return reply.code(401).send({ success: false, message: twoFactorMessages.pendingExpired });
      attempt.succeed();
      clearCookie(request, reply, PENDING_SIGN_IN_COOKIE);
      if (check.via === 'recovery') recordRecoveryCodeUsed(store, account, check.recoveryCodesLeft);
      return startSession(request, reply, account);
    });
  },
);
