// JSON schemas of the owners' pages: Activity (/api/staff/activity, the audit log) and People
// (/api/staff/accounts and /api/staff/invitations), and of the invitation's own public routes.
import { errorEnvelope, ID_PATTERN } from '../api/schemas.ts';

import { ownSessionSchema } from './account-schemas.ts';
import { envelope } from './schemas.ts';

const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope, 500: errorEnvelope } as const;
const choice = { type: 'object', required: ['value', 'label'], properties: { value: text, label: text } } as const;

/** Entries per page of the activity log. */
export const ACTIVITY_PAGE_SIZE = 50;

export const activitySchema = {
  description:
    'The audit log, newest first, 50 entries a page: who (actor), what (action) and India dates from and to (YYYY-MM-DD, both ' +
    'included). Each entry has its time (UTC), who, a sentence saying what was done and what it was done to.',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      actor: { type: 'string', minLength: 1, maxLength: 254 },
      action: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,62}$' },
      from: { type: 'string', maxLength: 32 },
      to: { type: 'string', maxLength: 32 },
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    },
  },
  response: {
    200: envelope({
      type: 'object',
      required: ['items', 'total', 'page', 'size', 'actors', 'actions'],
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'at', 'actor', 'who', 'action', 'what', 'subject'],
            properties: { id: integer, at: text, actor: text, who: text, action: text, what: text, subject: text },
          },
        },
        total: integer,
        page: integer,
        size: integer,
        /** Everyone and everything in the log, for the filter's choices. */
        actors: { type: 'array', items: choice },
        actions: { type: 'array', items: choice },
      },
    }),
    ...errors,
  },
} as const;

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
  invitationInvalid: 'This invitation link cannot be used: it was used already, withdrawn or has expired (links last 72 hours). Ask an owner for a new one.',
  accountExists: (email: string) => `${email} already has an account: sign in instead.`,
} as const;

const role = { type: 'string', enum: ['owner', 'editor', 'sales'] } as const;
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
    201: envelope({ type: 'object', required: ['invitation', 'token', 'path', 'emailed'], properties: { invitation, token: text, path: text, emailed: { type: 'boolean' } } }),
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
  body: { type: 'object', required: ['token', 'password'], additionalProperties: false, properties: { token, password: { type: 'string', maxLength: 1024 } } },
} as const;
