// The rules of an enquiry (POST /api/contact/), one schema for the server and the browser: the same
// limits and the same human messages on both sides. Pure: zod only, no React, no server code.
// zod/mini: the same rules at a fraction of the bytes on the contact page.
import * as z from 'zod/mini';

import { MAX_UTM_LENGTH, UTM_FIELDS } from './visit-fields.ts';
import { EMAIL_PATTERN } from './email-address.ts';
import { isBlankText, oneLine } from './plain-text.ts';

export const ENQUIRY_FIELDS = ['full_name', 'email', 'phone', 'page_details', 'project_brief'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** A field real visitors never see; bots that fill it get a 201 and nothing is stored. */
export const HONEYPOT_FIELD = 'website';

export const ENQUIRY_LIMITS = {
  fullName: 120,
  email: 254,
  phoneMin: 7,
  phoneMax: 20,
  pageDetails: 500,
  projectBrief: 5000,
} as const;

/** The consent checkbox of the form; the enquiry carries the version of the text agreed to. */
export const CONSENT_FIELD = 'consent';
/** The field of an enquiry that names the version of the privacy notice agreed to: required. */
export const CONSENT_VERSION_FIELD = 'consent_version';

/**
 * Every version of the consent text (the privacy notice) ever published, oldest first; the last is the
 * one the form shows. An enquiry agreeing to any of them is taken, so a page loaded before a change
 * still sends. Add a version here when the wording changes; never remove one.
 */
export const CONSENT_VERSIONS = ['2026-11'] as const;
export const CONSENT_VERSION: string = CONSENT_VERSIONS[CONSENT_VERSIONS.length - 1]!;

export type EnquiryErrors = Partial<Record<EnquiryField | typeof CONSENT_VERSION_FIELD, string>>;

export type EnquiryCheck = { ok: true; enquiry: Enquiry } | { ok: false; errors: EnquiryErrors };

export const enquiryMessages = {
  fullNameRequired: 'Please enter your full name.',
  fullNameTooLong: `Please keep your name to ${ENQUIRY_LIMITS.fullName} characters or fewer.`,
  fullNameType: 'Your full name must be text.',
  /** Neither a phone number nor an e-mail address: shown at both fields. */
  contactRequired: 'Please give a phone number or an email address, so that we can answer you.',
  emailInvalid: 'Please enter a valid email address, like name@company.com.',
  emailTooLong: `Please keep your email address to ${ENQUIRY_LIMITS.email} characters or fewer.`,
  emailType: 'Your email address must be text.',
  phoneLength: `Please enter a phone number of ${ENQUIRY_LIMITS.phoneMin} to ${ENQUIRY_LIMITS.phoneMax} characters.`,
  phoneCharacters: 'Please use only digits, spaces and + - ( ) in the phone number.',
  phoneType: 'The phone number must be text.',
  pageDetailsTooLong: `Please keep the page details to ${ENQUIRY_LIMITS.pageDetails} characters or fewer.`,
  pageDetailsType: 'The page details must be text.',
  projectBriefRequired: 'Please tell us briefly about your project.',
  projectBriefTooLong: `Please keep the project brief to 5,000 characters or fewer.`,
  projectBriefType: 'The project brief must be text.',
  fullNameMalformed: 'Your full name holds a broken character (half of an emoji or symbol). Please retype it.',
  emailMalformed: 'Your email address holds a broken character (half of an emoji or symbol). Please retype it.',
  phoneMalformed: 'The phone number holds a broken character (half of an emoji or symbol). Please retype it.',
  pageDetailsMalformed: 'The page details hold a broken character (half of an emoji or symbol). Please retype them.',
  projectBriefMalformed: 'The project brief holds a broken character (half of an emoji or symbol). Please retype it.',
  consentRequired: 'Please agree to the privacy notice so that we can store your enquiry and answer it.',
} as const;

const PHONE_PATTERN = /^[0-9 +()-]*$/;
/** A lone UTF-16 surrogate: text that is not well-formed Unicode and cannot be stored as UTF-8 as sent. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Refuses text that is not well-formed Unicode (checked first: the other messages would not help). */
function wellFormed(error: string) {
  return z.refine<string>((value) => !LONE_SURROGATE.test(value), { error, abort: true });
}

/**
 * A required text, cleaned by `clean` (trimmed by default): missing, or blank once cleaned (nothing but spaces,
 * control and invisible format characters: common/plain-text.ts) gets `required`, another type gets `type`.
 */
function requiredText(
  required: string,
  type: string,
  malformed: string,
  max: number,
  tooLong: string,
  clean: (text: string) => string = (text) => text.trim(),
) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : type) }).check(
    wellFormed(malformed),
    z.overwrite(clean),
    z.refine((value: string) => !isBlankText(value), { error: required, abort: true }),
    z.maxLength(max, { error: tooLong }),
  );
}

/** An optional text: missing, null or blank is the empty string. */
function optionalText(type: string, text: z.ZodMiniType<string, string>) {
  return z.pipe(
    z.pipe(
      z.optional(z.union([z.null(), z.string()], { error: type })),
      z.transform((value: string | null | undefined) => value ?? ''),
    ),
    text,
  );
}

export const enquirySchema = z.object({
  full_name: requiredText(
    enquiryMessages.fullNameRequired,
    enquiryMessages.fullNameType,
    enquiryMessages.fullNameMalformed,
    ENQUIRY_LIMITS.fullName,
    enquiryMessages.fullNameTooLong,
    // One line: a tab or a line break is a space, a control character or a direction override is dropped.
    oneLine,
  ),
  email: optionalText(
    enquiryMessages.emailType,
    z.string().check(
      wellFormed(enquiryMessages.emailMalformed),
      z.trim(),
      z.maxLength(ENQUIRY_LIMITS.email, { error: enquiryMessages.emailTooLong }),
      z.refine((value: string) => value === '' || EMAIL_PATTERN.test(value), { error: enquiryMessages.emailInvalid }),
    ),
  ),
  phone: optionalText(
    enquiryMessages.phoneType,
    z.string().check(
      wellFormed(enquiryMessages.phoneMalformed),
      z.trim(),
      z.regex(PHONE_PATTERN, { error: enquiryMessages.phoneCharacters }),
      z.refine((value: string) => value === '' || (value.length >= ENQUIRY_LIMITS.phoneMin && value.length <= ENQUIRY_LIMITS.phoneMax), {
        error: enquiryMessages.phoneLength,
      }),
    ),
  ),
  page_details: optionalText(
    enquiryMessages.pageDetailsType,
    z
      .string()
      .check(
        wellFormed(enquiryMessages.pageDetailsMalformed),
        z.trim(),
        z.maxLength(ENQUIRY_LIMITS.pageDetails, { error: enquiryMessages.pageDetailsTooLong }),
      ),
  ),
  project_brief: requiredText(
    enquiryMessages.projectBriefRequired,
    enquiryMessages.projectBriefType,
    enquiryMessages.projectBriefMalformed,
    ENQUIRY_LIMITS.projectBrief,
    enquiryMessages.projectBriefTooLong,
  ),
});

/** The enquiry POST /api/contact/ takes and the server stores: trimmed text (the name on one line), '' for the optional fields left out. */
export type Enquiry = z.output<typeof enquirySchema>;

function isField(name: unknown): name is EnquiryField {
  return typeof name === 'string' && (ENQUIRY_FIELDS as readonly string[]).includes(name);
}

/** Whether a text is an e-mail address the form takes (the same pattern and length). */
export function isEmailAddress(value: string): boolean {
  return value.length <= ENQUIRY_LIMITS.email && EMAIL_PATTERN.test(value);
}

/** Left out, null or only spaces. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Whether an enquiry agrees to a version of the consent text that was published. */
export function isKnownConsent(value: unknown): boolean {
  return typeof value === 'string' && (CONSENT_VERSIONS as readonly string[]).includes(value);
}

/**
 * Checks an enquiry: its fields, a phone number or an e-mail address (at least one), and the consent
 * to a published version of the privacy notice. Anything that is not an object counts as an empty
 * one; unknown fields are ignored. On failure, one message per field: the first problem found.
 */
export function checkEnquiry(input: unknown): EnquiryCheck {
  const candidate = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const result = enquirySchema.safeParse(candidate);
  const errors: EnquiryErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  if (isBlank(candidate.phone) && isBlank(candidate.email)) errors.phone = errors.email = enquiryMessages.contactRequired;
  if (!isKnownConsent(candidate[CONSENT_VERSION_FIELD])) errors[CONSENT_VERSION_FIELD] = enquiryMessages.consentRequired;
  if (result.success && Object.keys(errors).length === 0) return { ok: true, enquiry: result.data };
  return { ok: false, errors };
}

/** True when the honeypot holds anything: only a bot fills a field nobody can see. */
export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/** What an enquiry records besides what the visitor typed: the consent text's version and where the visit came from. */
export const ENQUIRY_CONTEXT_FIELDS = ['consent_version', 'sent_from_page', 'referrer_origin', ...UTM_FIELDS] as const;
export type EnquiryContext = Record<(typeof ENQUIRY_CONTEXT_FIELDS)[number], string>;

/** Longest value kept per context field; longer values are cut, never refused (they are not the visitor's words). */
export const ENQUIRY_CONTEXT_LIMITS = { consent_version: 32, sent_from_page: 300, referrer_origin: 200, utm: MAX_UTM_LENGTH } as const;

/** What a quote request records: the service and the plan the visitor chose, as they were named then. */
export const ENQUIRY_QUOTE_FIELDS = ['service_name', 'plan_name'] as const;
export type EnquiryQuote = Record<(typeof ENQUIRY_QUOTE_FIELDS)[number], string>;
/** Longest service or plan name kept; longer ones are cut. */
export const QUOTE_NAME_MAX = 200;

function contextText(value: unknown, max: number): string {
  return typeof value === 'string' && !LONE_SURROGATE.test(value) ? value.trim().slice(0, max) : '';
}

/**
 * The context an enquiry body carries, made safe to store: text only, cut to its limit; a page that is
 * not a path and a referrer that is not an http(s) origin become ''; any other field is ignored.
 */
export function readEnquiryContext(input: unknown): EnquiryContext {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const page = contextText(body.sent_from_page, ENQUIRY_CONTEXT_LIMITS.sent_from_page);
  const referrer = contextText(body.referrer_origin, ENQUIRY_CONTEXT_LIMITS.referrer_origin);
  return {
    consent_version: contextText(body.consent_version, ENQUIRY_CONTEXT_LIMITS.consent_version),
    sent_from_page: page.startsWith('/') && !page.startsWith('//') ? page : '',
    referrer_origin: /^https?:\/\/[^/?#\s]+$/i.test(referrer) ? referrer : '',
    ...(Object.fromEntries(UTM_FIELDS.map((field) => [field, contextText(body[field], ENQUIRY_CONTEXT_LIMITS.utm)])) as Record<
      (typeof UTM_FIELDS)[number],
      string
    >),
  };
}

/** The service and plan of a quote request, made safe to store (text only, one line, cut to its limit). */
export function readEnquiryQuote(input: unknown): EnquiryQuote {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const name = (value: unknown) =>
    oneLine(contextText(value, QUOTE_NAME_MAX * 2))
      .slice(0, QUOTE_NAME_MAX)
      .trim();
  return { service_name: name(body.service_name), plan_name: name(body.plan_name) };
}
