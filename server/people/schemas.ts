// JSON schemas of People (/api/staff/accounts and /api/staff/invitations), an owner's page, and of the
// invitation's own public routes.
import { STAFF_ROLES } from '../../common/staff-roles.ts';
import { errorEnvelope, ID_PATTERN } from '../shared/schemas.ts';

import { ownSessionSchema } from '../account/schemas.ts';
import { envelope, staffChangeErrors } from '../shared/staff-schemas.ts';

const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const errors = staffChangeErrors;

export const peopleMessages = {
  noSuchAccount: 'There is no staff account with this id.',
  noSuchInvitation: 'There is no pending invitation with this id: it was accepted, withdrawn or has expired.',
  lastOwnerRole: (email: string) => `${email} is the only owner and stays one: make another account an owner first.`,
  lastOwnerRemove: (email: string) => `${email} is the only owner and cannot be removed: make another account an owner first.`,
  sameRole: (email: string, role: string) => `${email} already has the role ${role}: nothing changed.`,
  roleChanged: (email: string, role: string) => `${email} now has the role ${role}; their open sessions follow at their next request.`,
  removed: (email: string) => `Removed ${email} and ended their sessions.`,
  sessionsEnded: (email: string, count: number) => `Ended ${count === 1 ? '1 session' : `${count} sessions`} of ${email}.`,
  sessionEnded: (email: string) => `Ended a session of ${email}: that browser must sign in again.`,
  notAnEmail: (email: string) => `"${email}" is not an e-mail address.`,
  hasAccount: (email: string) => `${email} already has an account: change its role instead.`,
  invited: (email: string) => `Invitation for ${email} made: send them the link (it is shown only now and lasts 72 hours).`,
  withdrawn: (email: string) => `The invitation for ${email} is withdrawn.`,
  invitationInvalid:
    'This invitation link cannot be used: it was used already, withdrawn or has expired (links last 72 hours). Ask an owner for a new one.',
  accountExists: (email: string) => `${email} already has an account: sign in instead.`,
} as const;

const role = { type: 'string', enum: STAFF_ROLES } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: ID_PATTERN } } } as const;
const message = { 200: errorEnvelope, ...errors } as const;

const invitation = {
  type: 'object',
  required: ['id', 'email', 'role', 'invited_by', 'created_at', 'expires_at'],
  properties: { id: integer, email: text, role: text, invited_by: text, created_at: text, expires_at: text },
} as const;

/** GET /accounts: the staff accounts (with their live sessions, the caller's own marked) and the pending invitations. */
export const accountsSchema = {
  response: {
    200: envelope({
      type: 'object',
      required: ['accounts', 'invitations'],
      properties: {
        accounts: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'email', 'role', 'created_at', 'last_sign_in_at', 'sessions'],
            properties: {
              id: integer,
              email: text,
              role: text,
              created_at: text,
              last_sign_in_at: { type: ['string', 'null'] },
              sessions: { type: 'array', items: ownSessionSchema },
            },
          },
        },
        invitations: { type: 'array', items: invitation },
      },
    }),
    ...errors,
  },
} as const;

export const roleChangeSchema = {
  params: idParams,
  body: { type: 'object', required: ['role'], additionalProperties: false, properties: { role } },
  response: message,
} as const;

export const accountRemoveSchema = { params: idParams, response: message } as const;

export const sessionsEndSchema = {
  params: idParams,
  response: { ...errors, 200: envelope({ type: 'object', required: ['count'], properties: { count: integer } }) },
} as const;

export const oneSessionEndSchema = {
  params: {
    type: 'object',
    required: ['id', 'session'],
    properties: { id: { type: 'string', pattern: ID_PATTERN }, session: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
  },
  response: message,
} as const;

export const inviteSchema = {
  body: {
    type: 'object',
    required: ['email', 'role'],
    additionalProperties: false,
    properties: { email: { type: 'string', maxLength: 254 }, role },
  },
  response: {
    201: envelope({
      type: 'object',
      required: ['invitation', 'token', 'path', 'emailed'],
      properties: { invitation, token: text, path: text, emailed: { type: 'boolean' } },
    }),
    ...errors,
  },
} as const;

export const invitationWithdrawSchema = { params: idParams, response: message } as const;

/** The link's token: 32 random bytes in base64url. */
const token = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } as const;

export const invitationCheckSchema = {
  body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token } },
  response: { 200: envelope({ type: 'object', required: ['email', 'role'], properties: { email: text, role: text } }), ...errors },
} as const;

export const invitationAcceptSchema = {
  body: {
    type: 'object',
    required: ['token', 'password'],
    additionalProperties: false,
    properties: { token, password: { type: 'string', maxLength: 1024 } },
  },
} as const;
