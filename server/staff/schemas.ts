// JSON schemas and messages of the staff API (/api/staff): what each route accepts and answers.
import { errorEnvelope, ID_PATTERN } from '../api/schemas.ts';
import { ENQUIRY_CONTEXT_FIELDS, ENQUIRY_QUOTE_FIELDS, ENQUIRY_STATUSES, MAX_SEARCH_LENGTH } from '../db/enquiry-inbox.ts';

export const staffMessages = {
  signInRequired: 'Sign in to continue.',
  foreignOrigin: 'This request came from another site and was refused.',
  notVerified: 'This request could not be verified: reload the page and try again.',
  badCredentials: 'Email or password is incorrect.',
  tooManyFailures: (minutes: number) => `Too many failed sign-ins. Try again in ${minutes} minutes.`,
  signedOut: 'You are signed out.',
  roleRefused: (role: string, part: string) => `Your role (${role}) cannot use ${part}.`,
  twoFactorSetUpFirst: 'Your account must use two-factor sign-in: set it up on My account first.',
  enquiryNotFound: 'There is no enquiry with this id.',
  enquiryDeleted: 'The enquiry was deleted.',
  emptyNote: 'Write the note first.',
  nothingToChange: 'Send status, assigned_to or follow_up_on.',
  noSuchAccount: (id: number) => `There is no staff account with id ${id}.`,
  badFollowUp: 'follow_up_on must be a date written YYYY-MM-DD, such as 2026-11-24, or null.',
  failed: 'The server could not answer this request. Please try again later.',
} as const;

/** Longest note, in characters (as long as a project brief). */
export const MAX_NOTE_LENGTH = 5000;
export const PAGE_SIZE = { default: 25, max: 100 } as const;
const MAX_PAGE = 100_000;

const text = { type: 'string' } as const;

/** The API envelope around a data schema (the staff answers are written as JSON schemas directly). */
export function envelope(data: Record<string, unknown>) {
  return {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { type: 'boolean' }, data, message: { type: 'string' } },
  } as const;
}
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope, 500: errorEnvelope } as const;

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
    ...errors,
  },
} as const;

export const signInFormSchema = {
  response: { 200: envelope({ type: 'object', required: ['csrfToken'], properties: { csrfToken: text } }), ...errors },
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

export const messageSchema = { response: { 200: errorEnvelope, ...errors } } as const;

const enquirySchema = {
  type: 'object',
  required: [
    ...['id', 'received_at', 'full_name', 'email', 'phone', 'page_details', 'project_brief', 'status'],
    ...[...ENQUIRY_CONTEXT_FIELDS, ...ENQUIRY_QUOTE_FIELDS, 'assigned_to', 'follow_up_on', 'assignee'],
  ],
  properties: {
    id: { type: 'integer' },
    received_at: text,
    full_name: text,
    email: text,
    phone: text,
    page_details: text,
    project_brief: text,
    status: text,
    ...Object.fromEntries([...ENQUIRY_CONTEXT_FIELDS, ...ENQUIRY_QUOTE_FIELDS].map((field) => [field, text])),
    assigned_to: { type: ['integer', 'null'] },
    follow_up_on: { type: ['string', 'null'] },
    /** The assigned account's e-mail ('' when nobody). */
    assignee: text,
  },
} as const;

const noteSchema = {
  type: 'object',
  required: ['id', 'author', 'body', 'created_at'],
  properties: { id: { type: 'integer' }, author: text, body: text, created_at: text },
} as const;

const filterProperties = {
  q: { type: 'string', maxLength: MAX_SEARCH_LENGTH },
  status: { type: 'string', enum: [...ENQUIRY_STATUSES, 'all'] },
  /** mine: the signed-in member's enquiries; none: nobody's. */
  assigned: { type: 'string', enum: ['mine', 'none'] },
  /** today: open enquiries whose follow-up day is today (India time) or earlier. */
  due: { type: 'string', enum: ['today'] },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: ID_PATTERN } } } as const;

export const enquiryListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...filterProperties,
      page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
      size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE.max, default: PAGE_SIZE.default },
    },
  },
  response: {
    200: envelope({
      type: 'object',
      required: ['items', 'total', 'page', 'size', 'newEnquiries'],
      properties: {
        items: { type: 'array', items: enquirySchema },
        total: { type: 'integer' },
        page: { type: 'integer' },
        size: { type: 'integer' },
        newEnquiries: { type: 'integer' },
      },
    }),
    ...errors,
  },
} as const;

export const enquiryExportSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: filterProperties },
} as const;

export const enquirySchemaOne = {
  params: idParams,
  response: {
    200: envelope({ type: 'object', required: ['enquiry', 'notes'], properties: { enquiry: enquirySchema, notes: { type: 'array', items: noteSchema } } }),
    ...errors,
  },
} as const;

/** A change of status, assignee (an account id, or null for nobody) and follow-up day (YYYY-MM-DD, or null), any of them. */
export const enquiryChangeSchema = {
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      status: { type: 'string', enum: [...ENQUIRY_STATUSES] },
      assigned_to: { type: ['integer', 'null'], minimum: 1 },
      follow_up_on: { type: ['string', 'null'], maxLength: 10 },
    },
  },
  response: { 200: envelope({ type: 'object', required: ['enquiry'], properties: { enquiry: enquirySchema } }), ...errors },
} as const;

export const enquiryNoteSchema = {
  params: idParams,
  body: {
    type: 'object',
    required: ['text'],
    additionalProperties: false,
    properties: { text: { type: 'string', maxLength: MAX_NOTE_LENGTH } },
  },
  response: { 201: envelope({ type: 'object', required: ['note'], properties: { note: noteSchema } }), ...errors },
} as const;

export const enquiryDeleteSchema = { params: idParams, response: messageSchema.response } as const;

const account = { type: 'object', required: ['id', 'email'], properties: { id: { type: 'integer' }, email: text } } as const;

/** The staff accounts an enquiry can be assigned to. */
export const peopleSchema = {
  response: { 200: envelope({ type: 'object', required: ['people'], properties: { people: { type: 'array', items: account } } }), ...errors },
} as const;

const integer = { type: 'integer' } as const;
const ranked = (key: string, extra: Record<string, unknown> = {}) =>
  ({
    type: 'array',
    items: { type: 'object', required: [key, 'enquiries', 'won'], properties: { [key]: text, ...extra, enquiries: integer, won: integer } },
  }) as const;

/** GET /reports: figures of a range of India dates (default: the last 8 weeks, today included). */
export const reportSchema = {
  description:
    'Enquiries of a range of India dates (from, to: YYYY-MM-DD, both included; at most 2 years): per week by status, by service, ' +
    'by source (utm_source, else the referrer’s origin, else "direct"), by campaign and by referrer, with how many were won; ' +
    'the funnel new → contacted → quoted → won, where an enquiry counts for every stage its status has reached (contacted: ' +
    'contacted, quoted, won or lost; quoted: quoted or won) and each rate is a stage’s count over the previous one’s; page ' +
    'views and enquiries per page. Spam is left out except from the weekly counts.',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { from: { type: 'string', maxLength: 32 }, to: { type: 'string', maxLength: 32 } },
  },
  response: {
    200: envelope({
      type: 'object',
      required: ['from', 'to', 'totals', 'weeks', 'services', 'sources', 'campaigns', 'referrers', 'funnel', 'pages'],
      properties: {
        from: text,
        to: text,
        totals: {
          type: 'object',
          required: ['enquiries', 'won', 'spam', 'views'],
          properties: { enquiries: integer, won: integer, spam: integer, views: integer },
        },
        weeks: {
          type: 'array',
          items: {
            type: 'object',
            required: ['week', 'counts'],
            properties: {
              week: text,
              counts: { type: 'object', required: [...ENQUIRY_STATUSES], properties: Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, integer])) },
            },
          },
        },
        services: ranked('service'),
        sources: ranked('source'),
        campaigns: ranked('campaign', { source: text }),
        referrers: ranked('referrer'),
        funnel: {
          type: 'array',
          items: { type: 'object', required: ['stage', 'count', 'rate'], properties: { stage: text, count: integer, rate: { type: ['number', 'null'] } } },
        },
        pages: {
          type: 'array',
          items: { type: 'object', required: ['path', 'views', 'enquiries'], properties: { path: text, views: integer, enquiries: integer } },
        },
      },
    }),
    ...errors,
  },
} as const;
