// An invitation's link, opened without a session (public routes, still checked for origin and the sign-in
// form's CSRF token): POST /session/invitation {token} says whom it is for, POST /session/invitation/accept
// {token, password} sets the first password under the policy the terminal applies, makes the account with
// the invited role, uses up the invitation and signs the new member in. The token travels in request
// bodies only (never in an address, which logs keep), and only its SHA-256 is looked up. The session's routes
// (./session-routes.ts) register these; the invitations themselves are People's (../people/service.ts).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

import { scopedPlugin } from '../shared/plugin.ts';
import type { StaffInvitations } from '../db/staff-invitations.ts';
import type { StaffStore } from '../db/staff-store.ts';

import { acceptInvitation } from '../people/service.ts';
import { invitationAcceptSchema, invitationCheckSchema, peopleMessages } from '../people/schemas.ts';
import { sessionSchema } from '../shared/staff-schemas.ts';
import { hashPassword, passwordProblem, type ScryptParams } from './passwords.ts';
import { sha256, type StartSession } from './sessions.ts';

export interface InvitationRoutesOptions {
  store: StaffStore;
  invitations: StaffInvitations;
  startSession: StartSession;
  /** The cost the new password is hashed at (config.staff.passwordCost). */
  passwordCost: ScryptParams;
}

const PUBLIC = { config: { staffAccess: 'public' as const } };

export const invitationRoutes = scopedPlugin<InvitationRoutesOptions>(
  'invitationRoutes',
  async (scope, { store, invitations, startSession, passwordCost }) => {
    const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
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
      const outcome = acceptInvitation(store, invitations, tokenHash, hash);
      if (outcome === 'invalid') return reply.code(404).send(invalid);
      if (outcome === 'exists') return reply.code(409).send({ success: false, message: peopleMessages.accountExists(invitation.email) });
      request.log.info({ staffAccountId: outcome.id }, 'Staff invitation accepted');
      return startSession(request, reply, outcome);
    });
  },
);
