// JSON schemas and messages of My account (/api/staff/account, every role): the signed-in member's own
// account and sessions, and the change of their password; and of signing in (/api/staff/session).
import { errorEnvelope } from '../shared/schemas.ts';

import { envelope, messageSchema, sessionSchema, staffChangeErrors, staffErrors } from '../shared/staff-schemas.ts';
import { twoFactorStateSchema } from './two-factor-schemas.ts';

/** Most characters of a display name (after trimming). */
export const DISPLAY_NAME_MAX = 80;

export const accountMessages = {
  wrongCurrent: 'Your current password is not correct.',
  samePassword: 'The new password is the same as the current one: choose another.',
  passwordChanged: (ended: number) =>
    `Your password is changed. ${ended === 0 ? 'You had no other sessions.' : ended === 1 ? 'Your other session has ended.' : `Your ${ended} other sessions have ended.`}`,
  noSuchSession: 'There is no such session of yours: it may have ended already.',
  thisSession: 'This is the session you are using: sign out to end it.',
  sessionEnded: 'The session has ended.',
  displayNameLong: `Your display name may have at most ${DISPLAY_NAME_MAX} characters.`,
  displayNamePlain: 'Your display name must be plain text on one line: no control characters or direction overrides.',
  displayNameSet: (name: string) =>
    name ? `Your display name is now ${name}.` : 'Your display name is removed: your articles show no author.',
} as const;

/** What signing in and out answers (a wrong password, too many failures, the end of a session). */
export const signInMessages = {
  badCredentials: 'Email or password is incorrect.',
  tooManyFailures: (minutes: number) => `Too many failed sign-ins. Try again in ${minutes} minutes.`,
  signedOut: 'You are signed out.',
} as const;

const text = { type: 'string' } as const;
const errors = staffChangeErrors;

export const signInFormSchema = {
  response: { 200: envelope({ type: 'object', required: ['csrfToken'], properties: { csrfToken: text } }), ...staffErrors },
} as const;

export const signInSchema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: { email: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 1024 } },
  },
  response: sessionSchema.response,
} as const;

/** A session as My account lists it: `id` is a handle derived from the stored hash (never the cookie's id). */
export const ownSessionSchema = {
  type: 'object',
  required: ['id', 'created_at', 'last_seen_at', 'current'],
  properties: { id: text, created_at: text, last_seen_at: text, current: { type: 'boolean' } },
} as const;

export const accountSchema = {
  response: {
    200: envelope({
      type: 'object',
      required: ['email', 'display_name', 'role', 'created_at', 'password_changed_at', 'last_sign_in_at', 'two_factor', 'sessions'],
      properties: {
        email: text,
        display_name: text,
        role: text,
        created_at: text,
        password_changed_at: text,
        last_sign_in_at: { type: ['string', 'null'] },
        two_factor: twoFactorStateSchema,
        sessions: { type: 'array', items: ownSessionSchema },
      },
    }),
    ...errors,
  },
} as const;

export const passwordChangeSchema = {
  body: {
    type: 'object',
    required: ['current_password', 'new_password'],
    additionalProperties: false,
    properties: { current_password: { type: 'string', maxLength: 1024 }, new_password: { type: 'string', maxLength: 1024 } },
  },
  response: {
    200: envelope({ type: 'object', required: ['sessionsEnded'], properties: { sessionsEnded: { type: 'integer' } } }),
    ...errors,
  },
} as const;

export const sessionEndSchema = {
  params: { type: 'object', required: ['session'], properties: { session: { type: 'string', pattern: '^[0-9a-f]{32}$' } } },
  response: { ...messageSchema.response, ...errors, 200: errorEnvelope },
} as const;

/** The length is checked by the route after trimming (a name of spaces is no name); this bounds the request. */
export const displayNameSchema = {
  body: {
    type: 'object',
    required: ['display_name'],
    additionalProperties: false,
    properties: { display_name: { type: 'string', maxLength: 1024 } },
  },
  response: {
    200: envelope({ type: 'object', required: ['display_name'], properties: { display_name: text } }),
    ...errors,
  },
} as const;
