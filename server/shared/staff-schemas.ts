// What every area of the staff API (/api/staff) shares in its schemas: the answers any staff route may give (the
// guard's refusals, a failed check of the CSRF token, a failure of the server), the envelope, the failures, and the
// session's answer (a sign-in and an accepted invitation both start a session).
import { errorEnvelope } from './schemas.ts';

/** What any staff route may answer: the guard's refusals (server/staff/guard.ts) and the error handler's (server/errors.ts). */
export const staffMessages = {
  signInRequired: 'Sign in to continue.',
  foreignOrigin: 'This request came from another site and was refused.',
  notVerified: 'This request could not be verified: reload the page and try again.',
  roleRefused: (role: string, part: string) => `Your role (${role}) cannot use ${part}.`,
  twoFactorSetUpFirst: 'Your account must use two-factor sign-in: set it up on My account first.',
  failed: 'The server could not answer this request. Please try again later.',
} as const;

export const text = { type: 'string' } as const;

/** The API envelope around a data schema (the staff answers are written as JSON schemas directly). */
export function envelope(data: Record<string, unknown>) {
  return {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { type: 'boolean' }, data, message: { type: 'string' } },
  } as const;
}
/** The failures every staff route may answer, in the error envelope. */
export const staffErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  429: errorEnvelope,
  500: errorEnvelope,
} as const;

/**
 * The error envelope with a message per field: { success: false, message, fields: { <path>: <message> } }. A 400
 * that names its fields must list it as its schema: the serializer writes only the properties a schema lists.
 */
export const fieldErrorEnvelope = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/** The failures of a staff route that may also refuse a change as conflicting with another (409). */
export const staffChangeErrors = { ...staffErrors, 409: errorEnvelope } as const;

/** What the session routes answer: who is signed in, the CSRF token for the next changes, and the count of new enquiries. */
export const sessionSchema = {
  response: {
    200: envelope({
      type: 'object',
      required: ['email', 'accountId', 'role', 'csrfToken', 'newEnquiries'],
      properties: {
        email: text,
        accountId: { type: 'integer' },
        role: text,
        csrfToken: text,
        newEnquiries: { type: 'integer' },
        /** STAFF_REQUIRE_2FA asks it of the account and it is not on yet: only My account and the session are open. */
        twoFactorSetupRequired: { type: 'boolean' },
        /** Owners: the last backup failed, none was made for 26 hours, or its upload failed. */
        backupWarning: text,
      },
    }),
    ...staffErrors,
  },
} as const;

export const messageSchema = { response: { 200: errorEnvelope, ...staffErrors } } as const;
