// People (owners): /api/staff/accounts lists the staff accounts (role, last sign-in, live sessions) and the
// pending invitations, changes a role, removes an account and ends one or all of an account's sessions;
// /api/staff/invitations invites someone by e-mail with a role. The last owner is never demoted or removed
// (409). An invitation is a random token shown once in a link (only its SHA-256 is stored), valid 72 hours,
// used once. Every change is audited; role changes and removals are the terminal's functions (./service.ts).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';

import { scopedPlugin } from '../shared/plugin.ts';
import { STAFF_AREAS } from '../../common/staff-roles.ts';
import type { StaffInvitations } from '../db/staff-invitations.ts';
import type { StaffStore } from '../db/staff-store.ts';

import {
  changeRole,
  endSession,
  endSessionsOf,
  invite,
  isStaffEmail,
  normaliseEmail,
  removeAccount,
  sessionRows,
  withdrawInvitation,
} from './service.ts';
import { accountMessages } from '../account/schemas.ts';
import type { ResetMailer } from '../account/reset-mail.ts';
import {
  accountRemoveSchema,
  accountsSchema,
  invitationWithdrawSchema,
  inviteSchema,
  oneSessionEndSchema,
  peopleMessages,
  roleChangeSchema,
  sessionsEndSchema,
} from './schemas.ts';
import { randomToken, sha256, signedIn, type StaffSessions } from '../account/sessions.ts';

/** How long an invitation's link lasts. */
export const INVITATION_HOURS = 72;
/** Where the invitee sets a password; the token goes in the fragment, which no server or log ever sees. */
export const INVITATION_PAGE = '/staff/invitation';

export interface PeopleRoutesOptions {
  store: StaffStore;
  sessions: StaffSessions;
  invitations: StaffInvitations;
  /** Sends the invitation's link too, when SMTP_URL is set (the owner is shown it either way). */
  mailer?: ResetMailer;
  siteOrigin?: string;
  /** The clock (tests move it). */
  now?: () => Date;
}

const PEOPLE_ROLES = { config: { roles: STAFF_AREAS.people.roles } };

export const peopleRoutes = scopedPlugin<PeopleRoutesOptions>(
  'peopleRoutes',
  async (scope, { store, sessions, invitations, mailer, siteOrigin = '', now = () => new Date() }) => {
    const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
    const actor = (request: FastifyRequest) => signedIn(request).email;
    const accountOf = (request: { params: { id: string } }) => store.accountById(Number(request.params.id));
    const noAccount = { success: false, message: peopleMessages.noSuchAccount };

    app.get('/accounts', { ...PEOPLE_ROLES, schema: accountsSchema }, async (request) => ({
      success: true,
      data: {
        accounts: store.accounts().map(({ id, email, role, created_at, last_sign_in_at }) => ({
          id,
          email,
          role,
          created_at,
          last_sign_in_at,
          sessions: sessionRows(sessions, id, signedIn(request).idHash),
        })),
        invitations: invitations.pending(now()),
      },
    }));

    app.patch('/accounts/:id', { ...PEOPLE_ROLES, schema: roleChangeSchema }, async (request, reply) => {
      const account = accountOf(request);
      if (!account) return reply.code(404).send(noAccount);
      const { role } = request.body;
      const outcome = changeRole(store, account, role, actor(request));
      if (outcome === 'last owner') return reply.code(409).send({ success: false, message: peopleMessages.lastOwnerRole(account.email) });
      return {
        success: true,
        message: outcome === 'same' ? peopleMessages.sameRole(account.email, role) : peopleMessages.roleChanged(account.email, role),
      };
    });

    app.delete('/accounts/:id', { ...PEOPLE_ROLES, schema: accountRemoveSchema }, async (request, reply) => {
      const account = accountOf(request);
      if (!account) return reply.code(404).send(noAccount);
      if (removeAccount(store, account, actor(request), { keepAnOwner: true }) === 'last owner') {
        return reply.code(409).send({ success: false, message: peopleMessages.lastOwnerRemove(account.email) });
      }
      return { success: true, message: peopleMessages.removed(account.email) };
    });

    app.delete('/accounts/:id/sessions', { ...PEOPLE_ROLES, schema: sessionsEndSchema }, async (request, reply) => {
      const account = accountOf(request);
      if (!account) return reply.code(404).send(noAccount);
      const count = endSessionsOf(store, account, actor(request));
      return { success: true, message: peopleMessages.sessionsEnded(account.email, count), data: { count } };
    });

    app.delete('/accounts/:id/sessions/:session', { ...PEOPLE_ROLES, schema: oneSessionEndSchema }, async (request, reply) => {
      const account = accountOf(request);
      if (!account) return reply.code(404).send(noAccount);
      const outcome = endSession(store, sessions, account, request.params.session, signedIn(request));
      if (outcome === 'none') return reply.code(404).send({ success: false, message: accountMessages.noSuchSession });
      if (outcome === 'current') return reply.code(409).send({ success: false, message: accountMessages.thisSession });
      return { success: true, message: peopleMessages.sessionEnded(account.email) };
    });

    app.post('/invitations', { ...PEOPLE_ROLES, schema: inviteSchema }, async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      if (!isStaffEmail(email))
        return reply.code(400).send({ success: false, message: peopleMessages.notAnEmail(request.body.email.slice(0, 254)) });
      const token = randomToken(32);
      const at = now();
      const invitation = invite(store, invitations, {
        tokenHash: sha256(token),
        email,
        role: request.body.role,
        actor: actor(request),
        at,
        expiresAt: new Date(at.getTime() + INVITATION_HOURS * 3_600_000),
      });
      if (!invitation) return reply.code(409).send({ success: false, message: peopleMessages.hasAccount(email) });
      const path = `${INVITATION_PAGE}#${token}`;
      mailer?.send(email, `${siteOrigin}${path}`, { role: invitation.role, by: actor(request) });
      const message = mailer ? `${peopleMessages.invited(email)} The link was also e-mailed to ${email}.` : peopleMessages.invited(email);
      return reply.code(201).send({ success: true, message, data: { invitation, token, path, emailed: mailer !== undefined } });
    });

    app.delete('/invitations/:id', { ...PEOPLE_ROLES, schema: invitationWithdrawSchema }, async (request, reply) => {
      const id = Number(request.params.id);
      const withdrawn = withdrawInvitation(store, invitations, id, actor(request));
      if (!withdrawn) return reply.code(404).send({ success: false, message: peopleMessages.noSuchInvitation });
      return { success: true, message: peopleMessages.withdrawn(withdrawn.email) };
    });
  },
);
