// JSON schemas of the reports (/api/staff/reports) and of the people an enquiry can be assigned to, and the limits and
// messages of a range of dates (the activity page words its range's refusals the same).
import { ENQUIRY_STATUSES } from '../db/enquiry-inbox.ts';
import { envelope, staffErrors, text } from '../shared/staff-schemas.ts';
import { DAY_YEARS } from '../../common/india-time.ts';

/** The default range: the last 8 weeks, today included. */
export const DEFAULT_REPORT_DAYS = 56;
/** The longest range, in days: 2 years (a leap year included). */
export const MAX_REPORT_DAYS = 731;

export const reportMessages = {
  notADay: (name: string) => `${name} must be a date written YYYY-MM-DD, such as 2026-11-24, in the years ${DAY_YEARS}.`,
  backwards: (from: string, to: string) => `from (${from}) is after to (${to}): pick a start on or before the end.`,
  tooLong: (days: number) => `The range is ${days} days long; a report covers at most ${MAX_REPORT_DAYS} days (2 years).`,
} as const;

const account = { type: 'object', required: ['id', 'email'], properties: { id: { type: 'integer' }, email: text } } as const;

/** The staff accounts an enquiry can be assigned to. */
export const peopleSchema = {
  response: {
    200: envelope({ type: 'object', required: ['people'], properties: { people: { type: 'array', items: account } } }),
    ...staffErrors,
  },
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
    'views and enquiries per page; each form’s views, starts (a first answer typed) and answers sent, the contact form as id 0. ' +
    'Spam is left out except from the weekly counts.',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { from: { type: 'string', maxLength: 32 }, to: { type: 'string', maxLength: 32 } },
  },
  response: {
    200: envelope({
      type: 'object',
      required: [
        'from',
        'to',
        'totals',
        'weeks',
        'services',
        'sources',
        'campaigns',
        'referrers',
        'funnel',
        'pages',
        'serviceTaps',
        'taps',
        'forms',
        'quotations',
      ],
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
              counts: {
                type: 'object',
                required: [...ENQUIRY_STATUSES],
                properties: Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, integer])),
              },
            },
          },
        },
        services: ranked('service'),
        sources: ranked('source'),
        campaigns: ranked('campaign', { source: text }),
        referrers: ranked('referrer'),
        funnel: {
          type: 'array',
          items: {
            type: 'object',
            required: ['stage', 'count', 'rate'],
            properties: { stage: text, count: integer, rate: { type: ['number', 'null'] } },
          },
        },
        pages: {
          type: 'array',
          items: {
            type: 'object',
            required: ['path', 'title', 'views', 'enquiries', 'taps'],
            properties: { path: text, title: text, views: integer, enquiries: integer, taps: integer },
          },
        },
        serviceTaps: {
          type: 'array',
          items: { type: 'object', required: ['service', 'taps'], properties: { service: text, taps: integer } },
        },
        taps: {
          type: 'array',
          items: {
            type: 'object',
            required: ['path', 'title', 'call', 'whatsapp', 'email'],
            properties: { path: text, title: text, call: integer, whatsapp: integer, email: integer },
          },
        },
        forms: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'name', 'views', 'starts', 'submissions'],
            properties: { id: integer, name: text, views: integer, starts: integer, submissions: integer },
          },
        },
        quotations: {
          type: 'array',
          items: {
            type: 'object',
            required: ['status', 'count', 'value'],
            properties: { status: text, count: integer, value: integer },
          },
        },
      },
    }),
    ...staffErrors,
  },
} as const;
