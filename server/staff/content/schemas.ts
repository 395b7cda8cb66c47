// JSON schemas of the content editor's routes (/api/staff/content). Bodies of items declare their
// fields but not their types: the types and every other rule are checked by the content document's
// own schema (content-schema.ts), so the editor refuses exactly what `content import` refuses, with the
// same messages — and Fastify's type coercion cannot turn "false" into false on the way.
import { errorEnvelope, ID_PATTERN } from '../../api/schemas.ts';
import { envelope } from '../schemas.ts';

import type { ContentKind, JsonSchema } from './kinds.ts';

/** Most items a reorder names (the schema allows 500 services in an offering). */
const MAX_REORDER = 500;

/** The error envelope with a message per field: { success: false, message, fields: { <path>: <message> } }. */
export const fieldErrorEnvelope = {
  type: 'object',
  required: ['success', 'message'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
} as const;

const errors = {
  400: fieldErrorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  415: errorEnvelope,
  429: errorEnvelope,
  500: errorEnvelope,
} as const;

const integer = { type: 'integer' } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: ID_PATTERN } } } as const;

function viewSchema(kind: ContentKind): JsonSchema {
  return {
    type: 'object',
    required: ['id', 'position'],
    properties: { id: integer, position: integer, ...kind.fields, ...(kind.parent ? { [kind.parent.field]: integer } : {}) },
  };
}

function itemBody(kind: ContentKind, what: string): JsonSchema {
  const names = [...Object.keys(kind.fields), ...(kind.parent ? [kind.parent.field] : [])];
  return {
    type: 'object',
    description: `${what}; checked by the content document's schema`,
    maxProperties: names.length + 5,
    properties: Object.fromEntries(names.map((name) => [name, { description: `the ${kind.label}'s ${name}` }])),
  };
}

const historyEntry = {
  type: 'object',
  required: ['id', 'actor', 'at', 'entity', 'action'],
  properties: {
    id: integer,
    actor: { type: 'string' },
    at: { type: 'string' },
    entity: { type: 'string' },
    entity_id: { type: ['integer', 'null'] },
    action: { type: 'string' },
    // The item as it was (any shape the kind had then).
    before: {},
    after: {},
  },
} as const;

/** The schemas of one kind's routes. */
export function kindSchemas(kind: ContentKind) {
  const view = viewSchema(kind);
  const one = { ...errors, 200: envelope(view) };
  return {
    list: {
      querystring: { type: 'object', additionalProperties: false, properties: { parent_id: { type: 'string', pattern: ID_PATTERN } } },
      response: { ...errors, 200: envelope({ type: 'array', items: view }) },
    },
    get: { params: idParams, response: one },
    create: { body: itemBody(kind, `a new ${kind.label}`), response: { ...errors, 201: envelope(view) } },
    update: { params: idParams, body: itemBody(kind, `the fields of the ${kind.label} to change`), response: one },
    remove: { params: idParams, response: { ...errors, 200: errorEnvelope } },
    reorder: {
      body: {
        type: 'object',
        required: ['ids'],
        additionalProperties: false,
        properties: {
          ...(kind.parent ? { parent_id: { type: 'integer', minimum: 1 } } : {}),
          ids: { type: 'array', maxItems: MAX_REORDER, items: { type: 'integer', minimum: 1 } },
        },
      },
      response: { ...errors, 200: envelope({ type: 'object', required: ['ids'], properties: { ids: { type: 'array', items: integer } } }) },
    },
    history: { params: idParams, response: { ...errors, 200: envelope({ type: 'array', items: historyEntry }) } },
    restore: {
      params: idParams,
      body: {
        type: 'object',
        required: ['entry', 'state'],
        additionalProperties: false,
        properties: { entry: { type: 'integer', minimum: 1 }, state: { type: 'string', enum: ['before', 'after'] } },
      },
      response: one,
    },
  };
}

export const documentSchema = {
  response: {
    ...errors,
    200: envelope({ type: 'object', required: ['document', 'revision'], properties: { document: {}, revision: { type: 'string' } } }),
  },
} as const;

export const uploadSchema = {
  response: {
    ...errors,
    201: envelope({
      type: 'object',
      required: ['url', 'type', 'width', 'height', 'removed'],
      properties: {
        url: { type: 'string' },
        type: { type: 'string' },
        width: { type: ['integer', 'null'] },
        height: { type: ['integer', 'null'] },
        removed: { type: 'array', items: { type: 'string' } },
      },
    }),
  },
} as const;
