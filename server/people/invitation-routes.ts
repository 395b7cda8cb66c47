// An invitation's link, opened without a session (public routes, still checked for origin and the sign-in
// form's CSRF token): POST /session/invitation {token} says whom it is for, POST /session/invitation/accept
// {token, password} sets the first password under the policy the terminal applies, makes the account with
// the invited role, uses up the invitation and signs the new member in. The token travels in request
// bodies only (never in an address, which logs keep), and only its SHA-256 is looked up.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import type { StaffInvitations } from '../db/staff-invitations.ts';
import type { StaffAccount, StaffStore } from '../db/staff-store.ts';

import { recordAudit } from '../db/audit.ts';
import { hashPassword, passwordProblem, type ScryptParams } from '../account/passwords.ts';
import { invitationAcceptSchema, invitationCheckSchema, peopleMessages } from './schemas.ts';
import { sessionSchema } from '../staff/schemas.ts';
import { sha256 } from '../account/sessions.ts';

/** Signs an account in and answers as a sign-in does. */
export type StartSession = (request: FastifyRequest, reply: FastifyReply, account: StaffAccount) => unknown;

export interface InvitationRoutesOptions {
  store: StaffStore;
  invitations: StaffInvitations;
  startSession: StartSession;
  /** The cost the new password is hashed at (config.staff.passwordCost). */
  passwordCost: ScryptParams;
}

const PUBLIC = { config: { staffAccess: 'public' as const } };

export const invitationRoutes: FastifyPluginAsync<InvitationRoutesOptions> = async (
  scope,
  { store, invitations, startSession, passwordCost },
) => {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = store;
  const invalid = { success: false, message: peopleMessages.invitationInvalid };

  app.post('/session/invitation', { ...PUBLIC, schema: invitationCheckSchema }, async (request, reply) => {
    const invitation = invitations.byToken(sha256(request.body.token));
    if (!invitation) return reply.code(404).send(invalid);
    return { success: true, data: { email: invitation.email, role: invitation.role } };
  });

  const acceptSchema = { ...invitationAcceptSchema, response: { ...sessionSchema.response, 409: sessionSchema.response[400] } };
  app.post('/session/invitation/accept', { ...PUBLIC, schema: acceptSchema }, async (request, reply) => {
    const tokenHash = sha256(request.body.token);
    const invitation = invitations.byToken(tokenHash);
    if (!invitation) return reply.code(404).send(invalid);
    const problem = await passwordProblem(request.body.password, invitation.email);
    if (problem) return reply.code(400).send({ success: false, message: problem });
    const hash = await hashPassword(request.body.password, passwordCost);
    const outcome = db.transaction(() => {
      // Taken once: whoever removes the row first makes the account; another request finds nothing.
      const still = invitations.byToken(tokenHash);
      if (!still || !invitations.remove(still.id)) return 'invalid' as const;
      if (store.accountByEmail(still.email)) return 'exists' as const;
      store.addAccount(still.email, hash, still.role);
      const account = store.accountByEmail(still.email)!;
      recordAudit(db, {
        actor: account.email,
        entity: 'staff_account',
        entityId: account.id,
        action: 'invitation-accepted',
        after: { email: account.email, role: account.role, invited_by: still.invited_by },
      });
      return account;
    })();
    if (outcome === 'invalid') return reply.code(404).send(invalid);
    if (outcome === 'exists') return reply.code(409).send({ success: false, message: peopleMessages.accountExists(invitation.email) });
    request.log.info({ staffAccountId: outcome.id }, 'Staff invitation accepted');
    return startSession(request, reply, outcome);
  });
};
