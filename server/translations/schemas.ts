// JSON schemas of the translation routes (/api/staff/translations, docs/languages.md): a kind's items with their state in
// a language, an item's translation field by field, and a translation saved.
import { ID_PATTERN } from '../shared/schemas.ts';
import { envelope, fieldErrorEnvelope, staffErrors, text } from '../shared/staff-schemas.ts';
import { LIST_SEARCH_MAX } from '../../common/content-model/kinds.ts';
import { TRANSLATED_LANGUAGES, TRANSLATION_STATES } from '../../common/translation-states.ts';

const kindParam = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,60}$' } as const;
const langParam = { type: 'string', enum: [...TRANSLATED_LANGUAGES] } as const;
const state = { type: 'string', enum: [...TRANSLATION_STATES] } as const;

const fieldSchema = {
  type: 'object',
  required: ['name', 'label', 'type', 'english', 'value', 'state'],
  properties: {
    name: text,
    label: text,
    type: text,
    english: text,
    value: text,
    state,
    was: text,
    changes: {
      type: 'array',
      items: { type: 'object', required: ['text', 'change'], properties: { text, change: text } },
    },
    updatedAt: text,
    updatedBy: text,
    updatedByName: { type: ['string', 'null'] },
  },
} as const;

const draftSchema = {
  type: 'object',
  required: ['values', 'version', 'updatedBy', 'updatedAt'],
  properties: {
    values: { type: 'object', additionalProperties: text },
    publishAt: text,
    version: { type: 'integer' },
    updatedBy: text,
    updatedByName: { type: ['string', 'null'] },
    updatedAt: text,
  },
} as const;

const translationSchema = envelope({
  type: 'object',
  required: ['kind', 'id', 'lang', 'state', 'fields', 'history'],
  properties: {
    kind: text,
    id: { type: 'integer' },
    lang: text,
    state,
    fields: { type: 'array', items: fieldSchema },
    draft: draftSchema,
    history: {
      type: 'array',
      items: {
        type: 'object',
        required: ['at', 'by', 'byName', 'what', 'values'],
        properties: {
          at: text,
          by: text,
          byName: { type: ['string', 'null'] },
          what: text,
          values: { type: 'object', additionalProperties: text },
        },
      },
    },
  },
});

const count = { type: 'integer' } as const;

/** A page of a kind's items in a language (50), those in a state, or whose English title holds every word searched. */
export const translationListSchema = {
  params: { type: 'object', required: ['kind', 'lang'], properties: { kind: kindParam, lang: langParam } },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { page: { type: 'string', pattern: ID_PATTERN }, state, q: { type: 'string', maxLength: LIST_SEARCH_MAX } },
  },
  response: {
    200: envelope({
      type: 'object',
      required: ['items', 'page', 'size', 'total', 'counts'],
      properties: {
        items: {
          type: 'array',
          items: { type: 'object', required: ['id', 'title', 'state'], properties: { id: { type: 'integer' }, title: text, state } },
        },
        page: count,
        size: count,
        /** How many items the state and the search leave. */
        total: count,
        /** The kind's items in each state. */
        counts: {
          type: 'object',
          required: [...TRANSLATION_STATES],
          properties: Object.fromEntries(TRANSLATION_STATES.map((name) => [name, count])),
        },
      },
    }),
    ...staffErrors,
  },
} as const;

const itemParams = {
  type: 'object',
  required: ['kind', 'id', 'lang'],
  properties: { kind: kindParam, id: { type: 'string', pattern: ID_PATTERN }, lang: langParam },
} as const;

export const translationReadSchema = { params: itemParams, response: { 200: translationSchema, ...staffErrors } } as const;

/**
 * Most fields one save may send: every field of the largest item at once — a built page of 40 blocks with their lists'
 * entries, a form of 30 fields with their labels, help and choices (its size is bounded by the body's limit too).
 */
const MOST_VALUES = 1000;

export const translationSaveSchema = {
  params: itemParams,
  body: {
    type: 'object',
    required: ['values'],
    additionalProperties: false,
    // `was`: each sent field's text as the form showed it; one a colleague saved since is refused (409, naming it).
    properties: { values: { type: 'object', maxProperties: MOST_VALUES }, was: { type: 'object', maxProperties: MOST_VALUES } },
  },
  response: { 200: translationSchema, ...staffErrors, 400: fieldErrorEnvelope, 409: fieldErrorEnvelope },
} as const;

/** A draft saved: the fields changed, when it goes live (null: by hand; left out: as it was), the version it was made from. */
export const translationDraftSchema = {
  params: itemParams,
  body: {
    type: 'object',
    required: ['values'],
    additionalProperties: false,
    properties: {
      values: { type: 'object', maxProperties: MOST_VALUES },
      publishAt: { type: ['string', 'null'], maxLength: 40 },
      base: { type: ['integer', 'null'], minimum: 0 },
    },
  },
  response: { 200: translationSchema, ...staffErrors, 400: fieldErrorEnvelope, 409: fieldErrorEnvelope },
} as const;

/** A draft published or discarded. */
export const translationDraftActionSchema = {
  params: itemParams,
  response: { 200: translationSchema, ...staffErrors, 400: fieldErrorEnvelope },
} as const;
