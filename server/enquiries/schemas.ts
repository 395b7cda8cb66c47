// JSON schemas and messages of the enquiry desk (/api/staff/enquiries): the list, one enquiry, a change, a note, the
// export.
import { ID_PATTERN } from '../shared/schemas.ts';
import { ENQUIRY_CONTEXT_FIELDS, ENQUIRY_QUOTE_FIELDS, ENQUIRY_STATUSES, MAX_SEARCH_LENGTH } from '../db/enquiry-inbox.ts';
import { envelope, messageSchema, staffErrors, text } from '../shared/staff-schemas.ts';
import { DAY_YEARS } from '../../common/india-time.ts';

export const enquiryMessages = {
  enquiryNotFound: 'There is no enquiry with this id.',
  fileNotFound: 'This enquiry has no such file.',
  enquiryDeleted: 'The enquiry was deleted.',
  emptyNote: 'Write the note first.',
  nothingToChange: 'Send status, assigned_to or follow_up_on.',
  noSuchAccount: (id: number) => `There is no staff account with id ${id}.`,
  cannotTakeEnquiries: (id: number) => `The staff account with id ${id} cannot be given enquiries: its role does not include them.`,
  badFollowUp: `follow_up_on must be a date written YYYY-MM-DD, such as 2026-11-24, in the years ${DAY_YEARS}, or null.`,
} as const;

/** Longest note, in characters (as long as a project brief). */
export const MAX_NOTE_LENGTH = 5000;
export const PAGE_SIZE = { default: 25, max: 100 } as const;
const MAX_PAGE = 100_000;

const enquirySchema = {
  type: 'object',
  required: [
    ...['id', 'received_at', 'full_name', 'email', 'phone', 'page_details', 'project_brief', 'status'],
    ...[...ENQUIRY_CONTEXT_FIELDS, ...ENQUIRY_QUOTE_FIELDS, 'form_name', 'assigned_to', 'follow_up_on', 'assignee'],
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
    /** The form staff built that the answers were sent with, by its name then ('' for the contact form). */
    form_name: text,
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
  /** The id of a form staff built: only the answers to it (and the export gets a column per field); 0: the contact form's. */
  form: { type: 'integer', minimum: 0 },
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
    ...staffErrors,
  },
} as const;

export const enquiryExportSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: filterProperties },
} as const;

/** The forms staff built that enquiries came from, for the inbox's Form filter. */
export const enquiryFormsSchema = {
  response: {
    200: envelope({
      type: 'object',
      required: ['forms'],
      properties: {
        forms: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'name', 'count'],
            properties: { id: { type: 'integer' }, name: text, count: { type: 'integer' } },
          },
        },
      },
    }),
    ...staffErrors,
  },
} as const;

/** A file sent with a form's answers: what the enquiry's page lists, to download (docs/forms.md). */
const fileSchema = {
  type: 'object',
  required: ['id', 'field_key', 'name', 'type', 'bytes'],
  properties: { id: { type: 'integer' }, field_key: text, name: text, type: text, bytes: { type: 'integer' } },
} as const;

export const enquirySchemaOne = {
  params: idParams,
  response: {
    200: envelope({
      type: 'object',
      required: ['enquiry', 'notes', 'files'],
      properties: { enquiry: enquirySchema, notes: { type: 'array', items: noteSchema }, files: { type: 'array', items: fileSchema } },
    }),
    ...staffErrors,
  },
} as const;

export const enquiryFileSchema = {
  params: {
    type: 'object',
    required: ['id', 'file'],
    properties: { id: { type: 'string', pattern: ID_PATTERN }, file: { type: 'string', pattern: ID_PATTERN } },
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
  response: { 200: envelope({ type: 'object', required: ['enquiry'], properties: { enquiry: enquirySchema } }), ...staffErrors },
} as const;

export const enquiryNoteSchema = {
  params: idParams,
  body: {
    type: 'object',
    required: ['text'],
    additionalProperties: false,
    properties: { text: { type: 'string', maxLength: MAX_NOTE_LENGTH } },
  },
  response: { 201: envelope({ type: 'object', required: ['note'], properties: { note: noteSchema } }), ...staffErrors },
} as const;

export const enquiryDeleteSchema = { params: idParams, response: messageSchema.response } as const;
