// JSON schemas of the content editor's routes (/api/staff/content), derived from the content model: an
// item's view is its declared fields (their zod schemas as JSON schemas), its parent, place and version.
// Bodies name the declared fields without their types: the values are checked by the model's zod
// schemas in the editor (rules.ts), so Fastify's type coercion cannot turn "false" into false on the way.
import { listedFields } from '../../common/content-model/fields.ts';
import { LIST_SEARCH_MAX, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { valueSchema } from '../../common/content-model/value-schemas.ts';
import { ID_PATTERN, jsonSchema } from '../shared/schemas.ts';
import { envelope, fieldErrorEnvelope } from '../shared/staff-schemas.ts';

import {
  draftSchema,
  errors,
  fieldConflictSchema,
  integer,
  nullableText,
  referencesSchema,
  takeDownSchema,
  text,
} from './draft-schemas.ts';

type JsonSchema = Record<string, unknown>;

/** Most items a reorder names (the model allows 500 services in an offering). */
const MAX_REORDER = 500;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: ID_PATTERN } } } as const;

/** Someone named in an answer: the account's name for people (its display name, else the e-mail's name part). */
const staffNameProperties = { name: text, email: text } as const;

/** The others who have the item open in the editor now (./presence.ts). */
const editingSchema = {
  type: 'array',
  items: { type: 'object', required: ['name', 'email', 'since'], properties: { ...staffNameProperties, since: text } },
} as const;

/** A save made from an older version, merged with the changes made since: whose they were (others', the person's own elsewhere). */
const mergedSchema = {
  type: 'object',
  required: ['with', 'your_other_window'],
  properties: {
    with: { type: 'array', items: { type: 'object', required: ['name', 'email'], properties: staffNameProperties } },
    your_other_window: { type: 'boolean' },
  },
} as const;

/** An item's answer; a list's row (`listed`) holds only the fields a list's rows carry (inListRows). */
export function viewSchema(kind: KindDeclaration, listed = false): JsonSchema {
  const named = listed ? listedFields(kind.fields) : Object.entries(kind.fields);
  const fields = Object.fromEntries(named.map(([name, f]) => [name, jsonSchema(valueSchema(f))]));
  return {
    type: 'object',
    required: ['id', 'position', 'version'],
    properties: {
      id: integer,
      position: integer,
      version: integer,
      ...(kind.parent ? { [kind.parent.field]: integer } : {}),
      ...fields,
      // The item's pending draft, where the answer carries it (null: none).
      draft: { anyOf: [draftSchema, { type: 'null' }] },
      // An item's own answer: who else has it open now.
      editing: editingSchema,
      // A save's answer, when it was made from an older version and merged with the changes made since.
      merged: mergedSchema,
      // A page's or an article's scheduled take-down (null: none).
      take_down: { anyOf: [takeDownSchema, { type: 'null' }] },
    },
  };
}

/**
 * A refused change made from an older version: the item as it is now, and who changed it when. For a
 * save: only the fields both people changed (conflicts: base, theirs, yours), each named in `fields` too.
 */
function conflictSchema(kind: KindDeclaration): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'message'],
    properties: {
      success: { type: 'boolean' },
      message: text,
      // The item as it is now; for a draft's save, the draft as it is now.
      data: viewSchema(kind),
      draft: draftSchema,
      changed_by: nullableText,
      // Who that was, as colleagues read them (their display name).
      changed_by_name: nullableText,
      changed_at: nullableText,
      // Every change since was the same person's, in another window: the answer says so, not that a colleague did.
      changed_in_your_other_window: { type: 'boolean' },
      fields: fieldErrorEnvelope.properties.fields,
      conflicts: { type: 'array', items: fieldConflictSchema },
    },
  };
}

/** An item's fields by name, each described; any value passes here (typed as an object of unknown values). */
function itemBody(kind: KindDeclaration, what: string) {
  const names = [...Object.keys(kind.fields), ...(kind.parent ? [kind.parent.field] : [])];
  const properties: Record<string, { description: string }> = {
    ...Object.fromEntries(
      names.map((name) => [
        name,
        { description: kind.fields[name]?.label ?? `the ${kind.parent!.kind} the ${kind.label.toLowerCase()} is in` },
      ]),
    ),
    _status: { description: '"draft" saves a draft that visitors do not see; left out, the change is published' },
    _publish_at: { description: 'with a draft: when it goes live on its own (ISO 8601 with offset), or null' },
    _unpublish_at: { description: 'pages and articles: when the item leaves the site (ISO 8601 with offset), or null' },
    _unpublish_to: {
      description: 'with _unpublish_at: where its address sends visitors then (a page of this site or https://); null: 410 Gone',
    },
    _draft_version: { description: 'the version of the draft the form was opened with; null: it opened without one' },
    _draft_id: {
      description: 'the id of the draft the form was opened with (with _draft_version): another draft since is merged as one begun since',
    },
  };
  // A form sent back whole also holds its answer's id, position, version, draft, editing and merged, and the six above.
  return {
    type: 'object',
    description: `${what}; each value is checked by the content model`,
    maxProperties: names.length + 12,
    properties,
  } as const;
}

const parentIdProperty = { type: 'integer', minimum: 1 } as const;

/**
 * A body's properties with parent_id where the kind has a parent (a kind without one refuses it). Its
 * type always names parent_id, optional: the body's type then reads the same for every kind.
 */
function withParent<const P extends object>(kind: KindDeclaration, properties: P): P & { parent_id: typeof parentIdProperty } {
  return (kind.parent ? { parent_id: parentIdProperty, ...properties } : properties) as P & { parent_id: typeof parentIdProperty };
}

const ifMatch = { type: 'object', properties: { 'if-match': { type: 'string', maxLength: 100 } } } as const;

const historyEntry = {
  type: 'object',
  required: ['id', 'actor', 'at', 'entity', 'action'],
  properties: {
    id: integer,
    actor: text,
    // A person's display name (else their e-mail's name part); null for the site's own changes (a schedule, the seed).
    actor_name: nullableText,
    at: text,
    entity: text,
    entity_id: { type: ['integer', 'null'] },
    action: text,
    // The item as it was (any shape the kind had then).
    before: {},
    after: {},
  },
} as const;

/** Each kind's route schemas, made once: the same objects each time an app is built, so what they compile to is too (server/schema-compilers.ts). */
const schemasOfKinds = new WeakMap<KindDeclaration, ReturnType<typeof makeKindSchemas>>();

/** The schemas of one kind's routes. */
export function kindSchemas(kind: KindDeclaration) {
  let schemas = schemasOfKinds.get(kind);
  if (!schemas) schemasOfKinds.set(kind, (schemas = makeKindSchemas(kind)));
  return schemas;
}

function makeKindSchemas(kind: KindDeclaration) {
  const view = viewSchema(kind);
  const one = { ...errors, 200: envelope(view), 412: conflictSchema(kind) };
  return {
    list: {
      querystring: { type: 'object', additionalProperties: false, properties: { parent_id: { type: 'string', pattern: ID_PATTERN } } },
      response: { ...errors, 200: envelope({ type: 'array', items: viewSchema(kind, true) }) },
    },
    // A page of a long list (a kind with a pageSize), and what a search of it found.
    page: {
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { number: { type: 'string', pattern: ID_PATTERN }, q: { type: 'string', maxLength: LIST_SEARCH_MAX } },
      },
      response: {
        ...errors,
        200: envelope({
          type: 'object',
          required: ['items', 'number', 'size', 'matched', 'total'],
          properties: {
            items: { type: 'array', items: viewSchema(kind, true) },
            number: integer,
            size: integer,
            matched: integer,
            total: integer,
          },
        }),
      },
    },
    get: { params: idParams, response: { ...errors, 200: envelope(view) } },
    create: {
      body: itemBody(kind, `a new ${kind.label.toLowerCase()}`),
      // The new item, or (with "_status": "draft") the draft of it.
      response: {
        ...errors,
        201: envelope({ anyOf: [view, { type: 'object', required: ['draft'], properties: { draft: draftSchema } }] }),
      },
    },
    update: {
      params: idParams,
      headers: ifMatch,
      body: itemBody(kind, `the fields of the ${kind.label.toLowerCase()} to change`),
      response: one,
    },
    remove: {
      params: idParams,
      headers: ifMatch,
      // "true": the menu entries that link to the item's page go to Recently deleted with it (and come back with it).
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { with_menu_entries: { type: 'string', enum: ['true', 'false'] } },
      },
      response: {
        ...errors,
        200: envelope({ type: 'object', required: ['entry'], properties: { entry: integer } }),
        412: conflictSchema(kind),
      },
    },
    move: {
      params: idParams,
      headers: ifMatch,
      body: {
        type: 'object',
        required: ['position'],
        additionalProperties: false,
        // With "_status": "draft", the move is saved in the item's draft and goes live with it.
        properties: withParent(kind, {
          position: { type: 'integer', minimum: 0 },
          _status: { type: 'string', enum: ['draft', 'published'] },
        }),
      },
      response: one,
    },
    reorder: {
      body: {
        type: 'object',
        required: ['ids'],
        additionalProperties: false,
        properties: withParent(kind, { ids: { type: 'array', maxItems: MAX_REORDER, items: { type: 'integer', minimum: 1 } } }),
      },
      response: { ...errors, 200: envelope({ type: 'object', required: ['ids'], properties: { ids: { type: 'array', items: integer } } }) },
    },
    references: { params: idParams, response: { ...errors, 200: envelope(referencesSchema) } },
    history: { params: idParams, response: { ...errors, 200: envelope({ type: 'array', items: historyEntry }) } },
    // A heartbeat of an open form, or its closing: answers the others who have the item open.
    presence: {
      params: idParams,
      response: { ...errors, 200: envelope({ type: 'object', required: ['editing'], properties: { editing: editingSchema } }) },
    },
    // Who has which of the kind's items open (its list marks them): only the items someone else has open.
    listPresence: {
      response: {
        ...errors,
        200: envelope({
          type: 'array',
          items: { type: 'object', required: ['id', 'editing'], properties: { id: integer, editing: editingSchema } },
        }),
      },
    },
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
  } as const;
}

const trashEntry = {
  type: 'object',
  required: ['entry', 'kind', 'id', 'title', 'parent_id', 'position', 'deleted_at', 'deleted_by', 'reason', 'with_entry'],
  properties: {
    reason: { type: 'string', enum: ['delete', 'take-down'] },
    with_entry: { type: ['integer', 'null'] },
    entry: integer,
    kind: text,
    id: integer,
    title: text,
    parent_id: { type: ['integer', 'null'] },
    position: integer,
    deleted_at: text,
    deleted_by: text,
    // Who that was, as colleagues read them (their display name, else their e-mail's name part).
    deleted_by_name: text,
  },
} as const;

export const trashSchemas = {
  // A page of Recently deleted: the entries that stand on their own, newest first, each with those that went with it.
  list: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } },
    },
    response: {
      ...errors,
      200: envelope({
        type: 'object',
        required: ['items', 'total', 'page', 'size'],
        properties: {
          items: {
            type: 'array',
            items: {
              ...trashEntry,
              required: [...trashEntry.required, 'companions'],
              properties: { ...trashEntry.properties, companions: { type: 'array', items: trashEntry } },
            },
          },
          total: integer,
          page: integer,
          size: integer,
        },
      }),
    },
  },
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
        /** The picture's row in the media library and its description there (docs/media.md). */
        id: { type: 'integer' },
        alt: text,
        decorative: { type: 'boolean' },
      },
    }),
  },
} as const;
