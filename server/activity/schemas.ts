// JSON schemas of Activity (/api/staff/activity): the audit log, an owner's page.

import { envelope, staffChangeErrors } from '../shared/staff-schemas.ts';

const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const errors = staffChangeErrors;
const choice = { type: 'object', required: ['value', 'label'], properties: { value: text, label: text } } as const;

/** Entries per page of the activity log. */
export const ACTIVITY_PAGE_SIZE = 50;

export const activitySchema = {
  description:
    'The audit log, newest first, 50 entries a page: who (actor), what (action) and India dates from and to (YYYY-MM-DD, both ' +
    'included). Each entry has its time (UTC), who, a sentence saying what was done and what it was done to.',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      actor: { type: 'string', minLength: 1, maxLength: 254 },
      action: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,62}$' },
      from: { type: 'string', maxLength: 32 },
      to: { type: 'string', maxLength: 32 },
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    },
  },
  response: {
    200: envelope({
      type: 'object',
      required: ['items', 'total', 'page', 'size', 'actors', 'actions'],
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'at', 'actor', 'who', 'action', 'what', 'subject'],
            properties: { id: integer, at: text, actor: text, who: text, action: text, what: text, subject: text },
          },
        },
        total: integer,
        page: integer,
        size: integer,
        /** Everyone and everything in the log, for the filter's choices. */
        actors: { type: 'array', items: choice },
        actions: { type: 'array', items: choice },
      },
    }),
    ...errors,
  },
} as const;
