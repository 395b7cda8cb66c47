// A person's data on request (India's DPDP Act 2023): how long the company takes to answer, the kinds of
// request the log records, and how a person is recognised by e-mail or phone. Shared by the privacy
// notice, the server and the staff page, so the promise and the log's due dates are one number.
import { EMAIL_PATTERN } from './email-address.ts';

/** Days from a request's receipt within which the notice promises an answer. */
export const PRIVACY_ANSWER_DAYS = 30;

/** How long an erased enquiry may still sit in a backup: the oldest kept backup (8 weekly) is 8 weeks old. */
export const BACKUP_EXPIRY_WEEKS = 8;

export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** Longest e-mail address accepted (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Whether a text is an e-mail address (the contact form's rule). */
export function isEmailAddress(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(text);
}

/**
 * The digits that identify a phone number: an Indian number's last 10 digits whether written with +91, 0 or
 * nothing before them; any other number's digits as they are. '' when the text holds fewer than 7 digits.
 */
export function phoneKey(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7) return '';
  if ((digits.length === 12 && digits.startsWith('91')) || (digits.length === 11 && digits.startsWith('0'))) return digits.slice(-10);
  return digits;
}

/** One entry of the request log, as the staff page reads it. */
export interface PrivacyRequestRecord {
  id: number;
  kind: PrivacyRequestKind;
  /** The India date the request was received (YYYY-MM-DD). */
  received_on: string;
  /** The India date the answer is due by: received_on + PRIVACY_ANSWER_DAYS. */
  due_on: string;
  /** When it was answered, ISO 8601 UTC. */
  answered_at: string;
  /** The staff member who answered it (their e-mail). */
  answered_by: string;
  /** How many enquiries the answer covered. */
  enquiries: number;
  /** Whether it was answered by its due date (India time). */
  in_time: boolean;
}
