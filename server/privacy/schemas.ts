// JSON schemas and messages of the privacy routes (/api/staff/privacy), and the checks of whom a request is
// about and of a correction (the contact form's own rules for a name, an e-mail address and a phone number).
import * as z from 'zod/mini';

import { enquirySchema } from '../../common/enquiry-rules.ts';
import { DAY_YEARS, isDay } from '../../common/india-time.ts';
import { isEmailAddress, MAX_EMAIL_LENGTH, phoneKey, PRIVACY_ANSWER_DAYS } from '../../common/privacy-requests.ts';
import { staffErrors } from '../shared/staff-schemas.ts';

import type { ContactCorrection } from '../db/privacy-requests.ts';
import type { PrivacySubject } from './service.ts';

export const privacyMessages = {
  oneSubject: 'Give either email or phone: the e-mail address or the phone number the person used.',
  badEmail: (email: string) => `“${email.slice(0, 80)}” is not an e-mail address.`,
  badPhone: 'The phone number must hold at least 7 digits.',
  badReceived: `received_on must be a date written YYYY-MM-DD, such as 2026-11-24, in the years ${DAY_YEARS} and not in the future.`,
  nothingToCorrect: 'Send the corrected full_name, email or phone.',
  noEnquiries: 'Nothing is held about this person: no enquiry was sent with this e-mail address or phone number.',
  corrected: (count: number) => `Corrected ${count === 1 ? '1 enquiry' : `${count} enquiries`}.`,
  erased: (count: number, quotations: number) => {
    const made = quotations === 0 ? '' : `, and ${quotations === 1 ? '1 quotation' : `${quotations} quotations`} with every revision`;
    return `Erased ${count === 1 ? '1 enquiry' : `${count} enquiries`} and their notes${made}.`;
  },
} as const;

const errors = staffErrors;

const subjectProperties = {
  email: { type: 'string', maxLength: MAX_EMAIL_LENGTH },
  phone: { type: 'string', maxLength: 40 },
} as const;
const receivedOn = { type: 'string', maxLength: 32 } as const;

export const privacyFindSchema = {
  description:
    'Everything held about one person, found by e-mail (case ignored) or phone (its digits): enquiries with notes and assignee, the quotations made with them, and the audit entries naming them.',
  querystring: { type: 'object', additionalProperties: false, properties: subjectProperties },
  response: errors,
} as const;

export const privacyExportSchema = {
  description: `The person's data as a download (JSON: everything; CSV: the enquiries with their notes, then their quotations), logged as an access request answered (received_on: the day it was received, default today; due ${PRIVACY_ANSWER_DAYS} days later).`,
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['format'],
    properties: { ...subjectProperties, format: { type: 'string', enum: ['json', 'csv'] }, received_on: receivedOn },
  },
  response: errors,
} as const;

export const privacyCorrectSchema = {
  description:
    "Corrects the person's name, e-mail or phone on every enquiry of theirs and on the buyer its quotations name (audited), logged as a correction answered.",
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['change'],
    properties: {
      ...subjectProperties,
      received_on: receivedOn,
      change: {
        type: 'object',
        additionalProperties: false,
        properties: {
          full_name: { type: 'string', maxLength: 1000 },
          email: { type: 'string', maxLength: 1000 },
          phone: { type: 'string', maxLength: 1000 },
        },
      },
    },
  },
  response: errors,
} as const;

export const privacyEraseSchema = {
  description:
    "Erases the person's enquiries and notes, the quotations made with them (every revision), and every audit detail naming them; logged as an erasure answered.",
  body: { type: 'object', additionalProperties: false, properties: { ...subjectProperties, received_on: receivedOn } },
  response: errors,
} as const;

export const privacyRequestsSchema = {
  description: 'The log of answered requests, newest first: kind, received, due by, answered when and by whom, in time or late.',
  response: errors,
} as const;

/** Whom a request is about, or the message that says what is wrong with it. */
export function subjectOf({ email, phone }: { email?: string; phone?: string }): PrivacySubject | string {
  const [mail, number] = [email?.trim() ?? '', phone?.trim() ?? ''];
  if (Boolean(mail) === Boolean(number)) return privacyMessages.oneSubject;
  if (mail) return isEmailAddress(mail) ? { email: mail } : privacyMessages.badEmail(mail);
  return phoneKey(number) ? { phone: number } : privacyMessages.badPhone;
}

/** The India date a request was received (default: today), or undefined when it is not a date up to today. */
export function receivedDay(text: string | undefined, today: string): string | undefined {
  if (text === undefined || text === '') return today;
  return isDay(text) && text <= today ? text : undefined;
}

const FIELD_RULES = {
  full_name: enquirySchema.shape.full_name,
  email: enquirySchema.shape.email,
  phone: enquirySchema.shape.phone,
} as const;

/** A correction checked with the contact form's rules (trimmed), or the message of the first field refused. */
export function correctionOf(change: Record<string, string | undefined>): ContactCorrection | string {
  const correction: ContactCorrection = {};
  for (const field of ['full_name', 'email', 'phone'] as const) {
    const value = change[field];
    if (value === undefined) continue;
    const checked = z.safeParse(FIELD_RULES[field], value);
    if (!checked.success) return `${field}: ${checked.error.issues[0]?.message ?? 'is not valid'}`;
    correction[field] = checked.data;
  }
  if (Object.keys(correction).length === 0) return privacyMessages.nothingToCorrect;
  return correction;
}
