// JSON schemas and messages of two-factor sign-in and of password resets by e-mail (docs/decisions/0021):
// the code step of a sign-in, the set-up on My account, and the forgotten-password pages' routes.
import { errorEnvelope } from '../shared/schemas.ts';

import { envelope, sessionSchema, staffChangeErrors } from '../shared/staff-schemas.ts';

export const twoFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  wrongCode: 'The code is not correct: enter the one your app shows now, or a recovery code.',
  replayedCode: 'This code was used already: wait for the next one in your app.',
  usedRecoveryCode: 'This recovery code was used already: each one works once.',
  pendingExpired: 'Your sign-in has expired: enter your e-mail and password again.',
  alreadyOn: 'Two-factor sign-in is on already.',
  notOn: 'Two-factor sign-in is not on.',
  noSetup: 'There is no key waiting for its first code: start the set-up again.',
  wrongSetupCode: 'The code is not correct: check the time on your phone and enter the code your app shows now.',
  turnedOn: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only now.',
  turnedOff: 'Two-factor sign-in is off.',
  newRecoveryCodes: 'Here are your new recovery codes: the old ones no longer work. Keep these somewhere safe: they are shown only now.',
  cannotTurnOff: 'Accounts of your role must use two-factor sign-in: it cannot be turned off.',
} as const;

/** Why a code was refused, by the reason the audit log records. */
export const codeRefusalMessages = {
  'wrong-code': twoFactorMessages.wrongCode,
  'replayed-code': twoFactorMessages.replayedCode,
  'used-recovery-code': twoFactorMessages.usedRecoveryCode,
} as const;

export const resetMessages = {
  requested: 'If an account has this address, a link is on its way. It works once, within 30 minutes.',
  byEmailOff: 'Passwords cannot be reset by e-mail on this site: ask an owner to set a new one for you.',
  invalid: 'This link cannot be used: it has expired or was used already. Ask for a new one.',
  done: 'Your password is set and every session of your account has ended: sign in with the new password.',
  tooMany: (minutes: number) => `Too many requests for a link. Try again in ${minutes} minutes.`,
} as const;

const text = { type: 'string' } as const;
const errors = staffChangeErrors;
const message = { response: { 200: errorEnvelope, ...errors } } as const;
/** A TOTP code (six digits) or a recovery code (xxxxx-xxxxx), as typed. */
const code = { type: 'string', minLength: 1, maxLength: 32 } as const;
const password = { type: 'string', maxLength: 1024 } as const;
/** A link's token: 32 random bytes in base64url. */
const token = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } as const;

/** A sign-in whose password was right for an account with two-factor sign-in: no session yet, a code is asked for. */
export const codeRequiredAnswer = envelope({
  type: 'object',
  required: ['codeRequired'],
  properties: { codeRequired: { type: 'boolean' } },
});

export const signInCodeSchema = {
  body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code } },
  response: sessionSchema.response,
} as const;

/** What My account shows of two-factor sign-in. */
export const twoFactorStateSchema = {
  type: 'object',
  required: ['enabled', 'required', 'recovery_codes_left'],
  properties: { enabled: { type: 'boolean' }, required: { type: 'boolean' }, recovery_codes_left: { type: 'integer' } },
} as const;

const noBody = { type: 'object', additionalProperties: false, properties: {} } as const;

export const twoFactorSetupSchema = {
  body: noBody,
  response: {
    200: envelope({ type: 'object', required: ['secret', 'uri', 'qr'], properties: { secret: text, uri: text, qr: text } }),
    ...errors,
  },
} as const;

const recoveryCodesAnswer = envelope({
  type: 'object',
  required: ['recoveryCodes'],
  properties: { recoveryCodes: { type: 'array', items: text } },
});

export const twoFactorEnableSchema = {
  body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code } },
  response: { 200: recoveryCodesAnswer, ...errors },
} as const;

export const recoveryCodesSchema = {
  body: { type: 'object', required: ['password', 'code'], additionalProperties: false, properties: { password, code } },
  response: { 200: recoveryCodesAnswer, ...errors },
} as const;

export const twoFactorDisableSchema = {
  body: { type: 'object', required: ['password', 'code'], additionalProperties: false, properties: { password, code } },
  ...message,
} as const;

export const resetAvailabilitySchema = {
  response: { 200: envelope({ type: 'object', required: ['byEmail'], properties: { byEmail: { type: 'boolean' } } }), ...errors },
} as const;

export const resetRequestSchema = {
  body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email: { type: 'string', maxLength: 254 } } },
  ...message,
} as const;

export const resetCheckSchema = {
  body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token } },
  response: { 200: envelope({ type: 'object', required: ['email'], properties: { email: text } }), ...errors },
} as const;

export const resetAcceptSchema = {
  body: { type: 'object', required: ['token', 'password'], additionalProperties: false, properties: { token, password } },
  ...message,
} as const;
