// Two-factor sign-in on My account (every role, docs/decisions/0021): POST /account/two-factor/setup makes a
// secret and answers it with its otpauth:// address and QR code (not on yet); POST …/enable {code} turns it on
// once a code of that secret is right and answers ten recovery codes, shown once (only their SHA-256 is kept);
// POST …/disable {password, code} turns it off with the current password and a code (a wrong one counts as a
// failed sign-in), unless STAFF_REQUIRE_2FA asks it of the role; POST …/recovery-codes {password, code} puts
// ten new recovery codes in place of the old ones (shown once). Audited: `2fa-on`, `2fa-off`,
// `2fa-recovery-codes`; never a secret or a code.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { STAFF_AREAS } from '../../common/staff-roles.ts';
import type { TwoFactorRequirement } from '../config.ts';
import type { StaffStore } from '../db/staff-store.ts';
import type { StaffTwoFactor } from '../db/staff-two-factor.ts';

import { accountMessages } from './schemas.ts';
import { verifyPassword } from './passwords.ts';
import { disableTwoFactor, enableTwoFactor, recordFailedSignIn, replaceRecoveryCodes } from './service.ts';
import { beginAttempt, type SignInLimiter } from './sign-in-limit.ts';
import { checkCode, newRecoveryCodes, newTwoFactorSetup, recoveryCodeHash, totpStep, twoFactorRequired } from './two-factor.ts';
import { signedIn } from './sessions.ts';
import {
  codeRefusalMessages,
  recoveryCodesSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorMessages,
  twoFactorSetupSchema,
} from './two-factor-schemas.ts';

export interface TwoFactorRoutesOptions {
  store: StaffStore;
  twoFactor: StaffTwoFactor;
  limiter: SignInLimiter;
  requireTwoFactor: TwoFactorRequirement;
}

const ACCOUNT_ROLES = { config: { roles: STAFF_AREAS.account.roles } };
type Confirmation = { password: string; code: string };

export const twoFactorRoutes = scopedPlugin<TwoFactorRoutesOptions>(
  'twoFactorRoutes',
  async (scope, { store, twoFactor, limiter, requireTwoFactor }) => {
    const app = scope.withTypeProvider<JsonSchemaToTsProvider>();

    app.post('/account/two-factor/setup', { ...ACCOUNT_ROLES, schema: twoFactorSetupSchema }, async (request, reply) => {
      const me = signedIn(request);
      const setup = newTwoFactorSetup(me.email);
      if (!twoFactor.begin(me.accountId, setup.secret))
        return reply.code(409).send({ success: false, message: twoFactorMessages.alreadyOn });
      return { success: true, data: setup };
    });

    app.post('/account/two-factor/enable', { ...ACCOUNT_ROLES, schema: twoFactorEnableSchema }, async (request, reply) => {
      const me = signedIn(request);
      const held = twoFactor.secretOf(me.accountId);
      if (held?.enabled_at) return reply.code(409).send({ success: false, message: twoFactorMessages.alreadyOn });
      if (!held) return reply.code(409).send({ success: false, message: twoFactorMessages.noSetup });
      const step = await totpStep(held.secret, request.body.code.replace(/\s/g, ''));
      if (step === undefined) return reply.code(400).send({ success: false, message: twoFactorMessages.wrongSetupCode });
      const codes = newRecoveryCodes();
      if (!enableTwoFactor(store, twoFactor, me, { secret: held.secret, step, codeHashes: codes.map(recoveryCodeHash) }))
        return reply.code(409).send({ success: false, message: twoFactorMessages.noSetup });
      request.log.info({ staffAccountId: me.accountId }, 'Staff two-factor sign-in turned on');
      return { success: true, message: twoFactorMessages.turnedOn, data: { recoveryCodes: codes } };
    });

    /**
     * The current password and a code, as turning it off and new recovery codes ask: true when both are right;
     * else false once the refusal is sent (400 with why, or 429 past the sign-in limit). A wrong one counts as
     * a failed sign-in of the account and is audited with the step it was for. (A boolean, not the reply: a
     * reply is thenable, and an async function resolving to it would resolve to what it resolves to.)
     */
    async function confirmed(request: FastifyRequest & { body: Confirmation }, reply: FastifyReply, step: string): Promise<boolean> {
      const me = signedIn(request);
      const attempt = beginAttempt(limiter, request, reply, me.email);
      if (!attempt) return false;
      let refusal: { message: string; reason: string } | undefined;
      try {
        const account = store.accountById(me.accountId)!;
        if (!(await verifyPassword(request.body.password, account.password_hash))) {
          refusal = { message: accountMessages.wrongCurrent, reason: 'wrong-password' };
        } else {
          const check = await checkCode(twoFactor, me.accountId, request.body.code);
          if (!check.ok) refusal = { message: codeRefusalMessages[check.reason], reason: check.reason };
        }
        if (refusal) attempt.fail();
        else attempt.succeed();
      } finally {
        attempt.end();
      }
      if (!refusal) return true;
      recordFailedSignIn(store, { id: me.accountId, email: me.email }, { reason: refusal.reason, step });
      void reply.code(400).send({ success: false, message: refusal.message });
      return false;
    }

    app.post('/account/two-factor/disable', { ...ACCOUNT_ROLES, schema: twoFactorDisableSchema }, async (request, reply) => {
      const me = signedIn(request);
      if (twoFactorRequired(requireTwoFactor, me.role))
        return reply.code(409).send({ success: false, message: twoFactorMessages.cannotTurnOff });
      if (!twoFactor.isEnabled(me.accountId)) return reply.code(409).send({ success: false, message: twoFactorMessages.notOn });
      if (!(await confirmed(request, reply, '2fa-off'))) return reply;
      disableTwoFactor(store, twoFactor, me);
      request.log.info({ staffAccountId: me.accountId }, 'Staff two-factor sign-in turned off');
      return { success: true, message: twoFactorMessages.turnedOff };
    });

    app.post('/account/two-factor/recovery-codes', { ...ACCOUNT_ROLES, schema: recoveryCodesSchema }, async (request, reply) => {
      const me = signedIn(request);
      if (!twoFactor.isEnabled(me.accountId)) return reply.code(409).send({ success: false, message: twoFactorMessages.notOn });
      if (!(await confirmed(request, reply, '2fa-recovery-codes'))) return reply;
      const codes = newRecoveryCodes();
      replaceRecoveryCodes(store, twoFactor, me, codes.map(recoveryCodeHash));
      return { success: true, message: twoFactorMessages.newRecoveryCodes, data: { recoveryCodes: codes } };
    });
  },
);
