// JSON schemas of the drafts' routes (/api/staff/content/drafts…, /calendar): a draft as the API writes it, its
// save by id, its review's steps, and the calendar of what happens on its own; the shared error envelopes.
import { errorEnvelope, ID_PATTERN } from '../shared/schemas.ts';
import { envelope, fieldErrorEnvelope } from '../shared/staff-schemas.ts';

/** Longest review note, comment or reason for sending a draft back. */
export const MAX_REVIEW_NOTE = 2000;

/** Most items a publish names (the model allows 500 services in an offering). */
export const MAX_PUBLISH_ITEMS = 500;

export const errors = {
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

export const integer = { type: 'integer' } as const;
export const text = { type: 'string' } as const;
export const nullableText = { type: ['string', 'null'] } as const;

/** A step of a draft's review: submitted with a note, a comment, sent back with a reason, approved. */
const reviewStepSchema = {
  type: 'object',
  required: ['id', 'action', 'note', 'actor', 'actor_name', 'at'],
  properties: { id: integer, action: text, note: text, actor: text, actor_name: text, at: text },
} as const;

/** A pending draft: what it changes, who made it and when it goes live (and its item leaves) on its own. */
export const draftSchema = {
  type: 'object',
  required: [
    'id',
    'kind',
    'item_id',
    'parent_id',
    'position',
    'title',
    'values',
    'changes',
    'publish_at',
    'unpublish_at',
    'unpublish_to',
    'version',
    'review',
    'review_steps',
    'saved_by',
    'created_by',
    'created_at',
    'updated_by',
    'updated_at',
  ],
  properties: {
    id: integer,
    kind: text,
    item_id: { type: ['integer', 'null'] },
    parent_id: { type: ['integer', 'null'] },
    position: { type: ['integer', 'null'] },
    title: text,
    values: { type: 'object', additionalProperties: true },
    changes: {
      type: 'array',
      items: { type: 'object', required: ['field', 'label'], properties: { field: text, label: text, from: {}, to: {} } },
    },
    publish_at: nullableText,
    unpublish_at: nullableText,
    unpublish_to: nullableText,
    version: integer,
    review: { type: ['string', 'null'], enum: ['in-review', 'sent-back', null] },
    review_steps: { type: 'array', items: reviewStepSchema },
    saved_by: { type: 'array', items: { type: 'object', required: ['name', 'email'], properties: { name: text, email: text } } },
    created_by: text,
    created_at: text,
    updated_by: text,
    updated_at: text,
  },
} as const;

/** A live page's or article's scheduled take-down. */
export const takeDownSchema = {
  type: 'object',
  required: ['at', 'to'],
  properties: { at: text, to: nullableText },
} as const;

/** What points at an item's page: the menu entries linking to it and the redirects leading to it. */
export const referencesSchema = {
  type: 'object',
  required: ['address', 'menu_items', 'redirects'],
  properties: {
    address: nullableText,
    menu_items: {
      type: 'array',
      items: { type: 'object', required: ['id', 'label', 'menu'], properties: { id: integer, label: text, menu: text } },
    },
    redirects: { type: 'array', items: { type: 'object', required: ['id', 'from'], properties: { id: integer, from: text } } },
  },
} as const;

const draftParams = { type: 'object', required: ['draft'], properties: { draft: { type: 'string', pattern: ID_PATTERN } } } as const;
const note = { type: 'string', maxLength: MAX_REVIEW_NOTE } as const;
/** A field both people changed since the version a save was made from; base is absent when that version is no longer known. */
export const fieldConflictSchema = {
  type: 'object',
  required: ['field', 'label', 'theirs', 'yours'],
  properties: { field: text, label: text, base: {}, theirs: {}, yours: {} },
} as const;

/** A draft's save that met a colleague's change of the same field: the draft as it is, and those fields. */
const draftConflictSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean' },
    message: text,
    // The item as it is live (an item's draft), of whichever kind it is.
    data: { type: 'object', additionalProperties: true },
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
} as const;

const calendarEntrySchema = {
  type: 'object',
  required: ['at', 'day', 'action', 'kind', 'item_id', 'draft_id', 'title', 'scheduled_by', 'scheduled_by_name', 'send_to'],
  properties: {
    at: text,
    day: text,
    action: { type: 'string', enum: ['publish', 'take-down'] },
    kind: text,
    item_id: { type: ['integer', 'null'] },
    draft_id: { type: ['integer', 'null'] },
    title: text,
    scheduled_by: text,
    scheduled_by_name: text,
    send_to: nullableText,
  },
} as const;

export const draftSchemas = {
  // Every pending draft; with `kind`, that kind's; with `items` too (ids, comma-separated), those items' and its new items'.
  list: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { type: 'string', pattern: '^[a-z][a-z-]{0,39}$' },
        items: { type: 'string', pattern: '^([1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,199})?$' },
      },
    },
    response: { ...errors, 200: envelope({ type: 'array', items: draftSchema }) },
  },
  // A page of Pending changes (50 drafts, oldest first), with how many are pending and how many are in a review.
  page: {
    querystring: { type: 'object', additionalProperties: false, properties: { number: { type: 'string', pattern: ID_PATTERN } } },
    response: {
      ...errors,
      200: envelope({
        type: 'object',
        required: ['items', 'number', 'size', 'total', 'in_review'],
        properties: { items: { type: 'array', items: draftSchema }, number: integer, size: integer, total: integer, in_review: integer },
      }),
    },
  },
  // How many drafts are pending (the editor's "Pending changes (3)"), and how many of them are in a review.
  counts: {
    response: {
      ...errors,
      200: envelope({ type: 'object', required: ['total', 'in_review'], properties: { total: integer, in_review: integer } }),
    },
  },
  get: { params: draftParams, response: { ...errors, 200: envelope(draftSchema) } },
  // A draft's fields (any of its kind's), and its times; If-Match: the draft's version.
  save: {
    params: draftParams,
    headers: { type: 'object', properties: { 'if-match': { type: 'string', maxLength: 100 } } },
    body: {
      type: 'object',
      maxProperties: 200,
      description: 'the fields of the draft to change, and _publish_at, _unpublish_at, _unpublish_to',
    },
    response: { ...errors, 200: envelope(draftSchema), 412: draftConflictSchema },
  },
  discard: { params: draftParams, response: { ...errors, 200: errorEnvelope } },
  // A draft's place in its list: a new item's among the live items, or an item's move saved in its draft.
  move: {
    params: draftParams,
    body: {
      type: 'object',
      required: ['position'],
      additionalProperties: false,
      properties: { position: { type: 'integer', minimum: 0 }, parent_id: { type: 'integer', minimum: 1 } },
    },
    response: { ...errors, 200: envelope(draftSchema) },
  },
  // A step of its review: the writer's submission, a comment, a send-back (a reason is required) or an approval.
  review: {
    params: draftParams,
    body: {
      type: 'object',
      additionalProperties: false,
      properties: { note, publish_at: { type: ['string', 'null'], maxLength: 40 } },
    },
    response: { ...errors, 200: envelope(draftSchema) },
  },
  // Approve: the draft goes live now (published: true, the item's id), or at a time (published: false, the draft).
  approve: {
    params: draftParams,
    body: {
      type: 'object',
      additionalProperties: false,
      properties: { note, publish_at: { type: ['string', 'null'], maxLength: 40 } },
    },
    response: {
      ...errors,
      200: envelope({
        type: 'object',
        required: ['published'],
        properties: { published: { type: 'boolean' }, item_id: integer, draft: draftSchema },
      }),
    },
  },
  publish: {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        items: {
          type: 'array',
          maxItems: MAX_PUBLISH_ITEMS,
          items: {
            type: 'object',
            required: ['kind'],
            additionalProperties: false,
            properties: {
              kind: { type: 'string', maxLength: 50 },
              id: { type: 'integer', minimum: 1 },
              draft: { type: 'integer', minimum: 1 },
            },
          },
        },
        // A scheduled draft goes live before its time only when this says so.
        early: { type: 'boolean' },
      },
    },
    response: {
      ...errors,
      200: envelope({
        type: 'object',
        required: ['published', 'left_scheduled', 'left_for_review'],
        properties: {
          published: integer,
          left_scheduled: integer,
          left_for_review: integer,
          // Publish all's drafts that the content's rules refused now: they stay drafts (absent when none).
          not_published: {
            type: 'array',
            items: {
              type: 'object',
              required: ['draft', 'title', 'why'],
              properties: { draft: integer, title: { type: 'string' }, why: { type: 'string' } },
            },
          },
        },
      }),
    },
  },
  calendar: { response: { ...errors, 200: envelope({ type: 'array', items: calendarEntrySchema }) } },
} as const;
