// JSON schemas of the content editor's routes (/api/staff/content), derived from the content model: an
// item's view is its declared fields (their zod schemas as JSON schemas), its parent, place and version.
// Bodies name the declared fields without their types: the values are checked by the model's zod
// schemas in the editor (rules.ts), so Fastify's type coercion cannot turn "false" into false on the way.
import type { KindDeclaration } from '../../../common/content-model/kinds.ts';
import { valueSchema } from '../../../common/content-model/schema.ts';
import { errorEnvelope, ID_PATTERN, jsonSchema } from '../../api/schemas.ts';
import { envelope } from '../schemas.ts';

type JsonSchema = Record<string, unknown>;

/** Most items a reorder names (the model allows 500 services in an offering). */
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
const text = { type: 'string' } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: ID_PATTERN } } } as const;
const nullableText = { type: ['string', 'null'] } as const;

export function viewSchema(kind: KindDeclaration): JsonSchema {
  const fields = Object.fromEntries(Object.entries(kind.fields).map(([name, f]) => [name, jsonSchema(valueSchema(f))]));
  return {
    type: 'object',
    required: ['id', 'position', 'version'],
    properties: { id: integer, position: integer, version: integer, ...(kind.parent ? { [kind.parent.field]: integer } : {}), ...fields },
  };
}

/** A refused change made from an older version: the item as it is now, and who changed it when. */
function conflictSchema(kind: KindDeclaration): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'message', 'data'],
    properties: { success: { type: 'boolean' }, message: text, data: viewSchema(kind), changed_by: nullableText, changed_at: nullableText },
  };
}

function itemBody(kind: KindDeclaration, what: string): JsonSchema {
  const names = [...Object.keys(kind.fields), ...(kind.parent ? [kind.parent.field] : [])];
  return {
    type: 'object',
    description: `${what}; each value is checked by the content model`,
    maxProperties: names.length + 5,
    properties: Object.fromEntries(
      names.map((name) => [name, { description: kind.fields[name]?.label ?? `the ${kind.parent!.kind} the ${kind.label.toLowerCase()} is in` }]),
    ),
  };
}

const ifMatch = { type: 'object', properties: { 'if-match': { type: 'string', maxLength: 100 } } } as const;

const historyEntry = {
  type: 'object',
  required: ['id', 'actor', 'at', 'entity', 'action'],
  properties: {
    id: integer,
    actor: text,
    at: text,
    entity: text,
    entity_id: { type: ['integer', 'null'] },
    action: text,
    // The item as it was (any shape the kind had then).
    before: {},
    after: {},
  },
} as const;

/** The schemas of one kind's routes. */
export function kindSchemas(kind: KindDeclaration) {
  const view = viewSchema(kind);
  const one = { ...errors, 200: envelope(view), 412: conflictSchema(kind) };
  return {
    list: {
      querystring: { type: 'object', additionalProperties: false, properties: { parent_id: { type: 'string', pattern: ID_PATTERN } } },
      response: { ...errors, 200: envelope({ type: 'array', items: view }) },
    },
    get: { params: idParams, response: { ...errors, 200: envelope(view) } },
    create: { body: itemBody(kind, `a new ${kind.label.toLowerCase()}`), response: { ...errors, 201: envelope(view) } },
    update: { params: idParams, headers: ifMatch, body: itemBody(kind, `the fields of the ${kind.label.toLowerCase()} to change`), response: one },
    remove: {
      params: idParams,
      headers: ifMatch,
      response: { ...errors, 200: envelope({ type: 'object', required: ['entry'], properties: { entry: integer } }), 412: conflictSchema(kind) },
    },
    move: {
      params: idParams,
      headers: ifMatch,
      body: {
        type: 'object',
        required: ['position'],
        additionalProperties: false,
        properties: { ...(kind.parent ? { parent_id: { type: 'integer', minimum: 1 } } : {}), position: { type: 'integer', minimum: 0 } },
      },
      response: one,
    },
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
      headers: ifMatch,
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

const trashEntry = {
  type: 'object',
  required: ['entry', 'kind', 'id', 'title', 'parent_id', 'position', 'deleted_at', 'deleted_by'],
  properties: {
    entry: integer,
    kind: text,
    id: integer,
    title: text,
    parent_id: { type: ['integer', 'null'] },
    position: integer,
    deleted_at: text,
    deleted_by: text,
  },
} as const;

export const trashSchemas = {
  list: { response: { ...errors, 200: envelope({ type: 'array', items: trashEntry }) } },
  restore: {
    params: { type: 'object', required: ['entry'], properties: { entry: { type: 'string', pattern: ID_PATTERN } } },
    // The restored item, of whichever kind it is.
    response: { ...errors, 200: envelope({ type: 'object', required: ['id', 'position', 'version'], additionalProperties: true }) },
  },
} as const;

export const documentSchema = {
  response: {
    ...errors,
    200: envelope({ type: 'object', required: ['document', 'revision'], properties: { document: {}, revision: text } }),
  },
} as const;

export const uploadSchema = {
  response: {
    ...errors,
    201: envelope({
      type: 'object',
      required: ['url', 'type', 'width', 'height', 'removed'],
      properties: {
        url: text,
        type: text,
        width: { type: ['integer', 'null'] },
        height: { type: ['integer', 'null'] },
        removed: { type: 'array', items: text },
      },
    }),
  },
} as const;
