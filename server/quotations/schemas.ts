// JSON schemas and messages of the sales desk's quotation routes (/api/staff/enquiries/:id/quotations): an enquiry's
// quotation and its revisions, a revision, a status, an e-mail sent again.
import { errorEnvelope, ID_PATTERN } from '../shared/schemas.ts';
import { envelope, fieldErrorEnvelope, staffChangeErrors, staffErrors, text } from '../shared/staff-schemas.ts';

import { MARKED_STATUSES } from './service.ts';

export const quotationDeskMessages = {
  noQuotation: 'This enquiry has no quotation.',
  noSuchQuotation: 'This enquiry has no such quotation.',
  refused: 'Please correct the highlighted fields.',
  noEmail: 'The buyer gave no e-mail address: send the PDF another way, or call them.',
  mailOff: 'E-mail is not set up on this server (SMTP_URL), so the quotation cannot be e-mailed.',
  sent: (number: string, email: string) => `Quotation ${number} e-mailed to ${email}.`,
} as const;

const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: ID_PATTERN }, quotation: { type: 'string', pattern: ID_PATTERN } },
} as const;

/** A quotation as sales see it: its number, status, private link and the whole document. */
const quotationSchema = {
  type: 'object',
  required: ['id', 'number', 'revision', 'status', 'created_at', 'href', 'total_paise', 'document'],
  properties: {
    id: { type: 'integer' },
    number: text,
    revision: { type: 'integer' },
    status: text,
    created_at: text,
    href: text,
    total_paise: { type: 'integer' },
    document: { type: 'object', additionalProperties: true },
  },
} as const;

export const quotationListSchema = {
  params,
  response: {
    200: envelope({ type: 'object', required: ['quotations'], properties: { quotations: { type: 'array', items: quotationSchema } } }),
    ...staffErrors,
  },
} as const;

const oneQuotation = envelope({ type: 'object', required: ['quotation'], properties: { quotation: quotationSchema } });

export const quotationReviseSchema = {
  params,
  body: {
    type: 'object',
    required: ['quantities', 'state'],
    additionalProperties: false,
    properties: {
      quantities: {
        type: 'object',
        maxProperties: 200,
        propertyNames: { pattern: ID_PATTERN },
        additionalProperties: { type: 'integer', minimum: 0, maximum: 10_000 },
      },
      state: { type: 'string', maxLength: 2 },
    },
  },
  response: { 201: oneQuotation, ...staffErrors, 400: fieldErrorEnvelope },
} as const;

export const quotationStatusSchema = {
  params,
  body: {
    type: 'object',
    required: ['status'],
    additionalProperties: false,
    properties: { status: { type: 'string', enum: [...MARKED_STATUSES] } },
  },
  response: { 200: oneQuotation, ...staffErrors },
} as const;

export const quotationSendSchema = { params, response: { 200: errorEnvelope, ...staffChangeErrors } } as const;
