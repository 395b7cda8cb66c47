// JSON schemas of the media library's API (/api/staff/media, docs/media.md).
import { LIST_SEARCH_MAX } from '../../common/content-model/kinds.ts';
import { ID_PATTERN } from '../shared/schemas.ts';
import { USES_LISTED } from './library.ts';
import { envelope, fieldErrorEnvelope, staffChangeErrors, staffErrors, text } from '../shared/staff-schemas.ts';

const whole = { type: 'integer', minimum: 0 } as const;
const size = { type: ['integer', 'null'] } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: ID_PATTERN } } } as const;

const use = {
  type: 'object',
  required: ['kind', 'kind_label', 'id', 'title', 'field', 'field_label', 'state'],
  properties: {
    kind: text,
    kind_label: text,
    id: { type: ['integer', 'null'] },
    title: text,
    field: text,
    field_label: text,
    state: { type: 'string', enum: ['live', 'draft', 'deleted', 'history'] },
  },
} as const;

const picture = {
  type: 'object',
  required: [
    'id',
    'url',
    'name',
    'type',
    'width',
    'height',
    'bytes',
    'alt',
    'decorative',
    'uploaded_at',
    'uploaded_by',
    'thumbnail',
    'used_by',
    'used_count',
  ],
  properties: {
    id: whole,
    url: text,
    name: text,
    type: text,
    width: size,
    height: size,
    bytes: whole,
    alt: text,
    decorative: { type: 'boolean' },
    uploaded_at: text,
    uploaded_by: { type: ['string', 'null'] },
    thumbnail: text,
    used_by: { type: 'array', items: use, maxItems: USES_LISTED },
    used_count: {
      type: 'object',
      required: ['current', 'history'],
      properties: { current: whole, history: whole },
      additionalProperties: false,
    },
  },
} as const;

export const mediaListSchema = {
  description:
    'A page of the uploaded pictures (50), newest first, each with its smallest copy, size, description (alt text) and where the content ' +
    'uses it (live items, drafts, Recently deleted, the history of items that are live or in Recently deleted); `q` keeps those whose ' +
    'description or file names hold every word; `url` answers only the picture at that address. A page past the last is the last.',
  querystring: {
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: LIST_SEARCH_MAX },
      page: { type: 'string', pattern: ID_PATTERN },
      url: { type: 'string', maxLength: 2_000 },
    },
    additionalProperties: false,
  },
  response: {
    ...staffErrors,
    200: envelope({
      type: 'object',
      required: ['items', 'page', 'size', 'total'],
      properties: { items: { type: 'array', items: picture }, page: whole, size: whole, total: whole },
    }),
  },
} as const;

export const mediaAltSchema = {
  description:
    'Sets a picture’s description (alt text, at most 250 characters; empty for none), or marks it as decoration (`decorative`: true, ' +
    'with an empty description; a description unmarks it).',
  params: idParams,
  body: {
    type: 'object',
    required: ['alt'],
    properties: { alt: { type: 'string', maxLength: 10_000 }, decorative: { type: 'boolean' } },
    additionalProperties: false,
  },
  // A description too long is refused under fields.alt, as the content editor names a field (docs/media.md).
  response: { ...staffErrors, 400: fieldErrorEnvelope, 200: envelope(picture) },
} as const;

export const mediaDeleteSchema = {
  description: 'Deletes a picture nothing uses, with its files; 409 names where it is used.',
  params: idParams,
  response: {
    ...staffChangeErrors,
    200: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' }, message: text } },
  },
} as const;
