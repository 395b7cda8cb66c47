// The content document: everything the API serves, as one JSON file. The seed, `content export` and
// `content import` all use this format. Arrays are in display order; ids are kept so that service
// pages (/service/service-<id>) keep their addresses across an export and import.
import { z } from 'zod';

import { MAX_ID } from '../../src/types/api.ts';

// Content ids are what the API's query strings name, so they share its limit.
export { MAX_ID };

const id = z.int().min(1).max(MAX_ID);
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
const optionalText = (max: number) => z.string().max(max);
/** Empty, a root-relative path (/media/…) or an http(s) URL. */
const image = z
  .string()
  .max(2000)
  .refine((value) => value === '' || /^\/(?!\/)[^\s]*$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'must be empty, a root-relative path such as /media/services/x.svg, or an http(s) URL',
  });
const amount = z.number().min(0).max(1e12);

/** Currencies a plan may be priced in: rupees for the company's own plans, US dollars for older content. */
export const PLAN_CURRENCIES = ['INR', 'USD'] as const;

export const sectionSchema = z.strictObject({
  id,
  title: text(200),
  description: text(5000),
  image,
});

export const quickFactSchema = z.strictObject({
  id,
  fact_key: text(100),
  fact_value: text(300),
  show_facts: z.boolean(),
});

export const pricingEntrySchema = z.strictObject({
  id,
  title: text(200),
  description: text(5000),
});

export const serviceSchema = z.strictObject({
  id,
  heading: text(200),
  description: text(300),
  image,
  sections: z.array(sectionSchema).max(100),
  quick_facts: z.array(quickFactSchema).max(100),
  pricing: z.array(pricingEntrySchema).max(100),
});

export const offeringSchema = z.strictObject({
  id,
  offering_name: text(100),
  services: z.array(serviceSchema).max(500),
});

export const pricingPlanSchema = z.strictObject({
  id,
  plan_type: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,49}$/, 'must be a lower-case word such as basic, standard or premium'),
  plan_type_display: text(100),
  price: amount,
  discounted_price: amount.nullable(),
  discount_percentage: z.string().regex(/^(100|[1-9]?[0-9])(\.[0-9]{1,2})?$/, 'must be a number from 0 to 100 written as a string, such as "15"'),
  year: z.int().min(1).max(9999),
  price_description: z
    .array(
      z.record(z.string().trim().min(1).max(100), optionalText(300)).refine((entry) => Object.keys(entry).length === 1, {
        message: 'must be an object with exactly one key, such as {"Users": "Unlimited"}',
      }),
    )
    .max(50),
  // Added after the first documents were written: a document without them still imports, with the
  // values plans had before (US dollars, no GST on top, a general plan).
  currency: z.enum(PLAN_CURRENCIES, 'must be "INR" or "USD"').default('USD'),
  excludes_gst: z.boolean().default(false),
  /** The service the plan belongs to; null for a general plan (shown where a service has none). */
  service_id: id.nullable().default(null),
});

export const contentDocumentSchema = z
  .strictObject({
    format: z.literal('dexterity-content'),
    version: z.literal(1),
    offerings: z.array(offeringSchema).max(100),
    pricing_plans: z.array(pricingPlanSchema).max(500),
  })
  .superRefine((document, context) => {
    // Ids and names must be unique where the database or the site's URLs need them to be.
    const seen = new Map<string, Map<number | string, string>>();
    const unique = (kind: string, value: number | string, path: (string | number)[], label: string) => {
      const known = seen.get(kind) ?? new Map<number | string, string>();
      seen.set(kind, known);
      const first = known.get(value);
      if (first !== undefined) {
        context.addIssue({ code: 'custom', path, message: `${label} ${JSON.stringify(value)} is already used at ${first}` });
      } else {
        known.set(value, formatPath(path));
      }
    };
    document.offerings.forEach((offering, o) => {
      unique('offering', offering.id, ['offerings', o, 'id'], 'offering id');
      unique('offering_name', offering.offering_name.toLowerCase(), ['offerings', o, 'offering_name'], 'offering name');
      offering.services.forEach((service, s) => {
        const base = ['offerings', o, 'services', s];
        unique('service', service.id, [...base, 'id'], 'service id');
        service.sections.forEach((section, i) => unique('section', section.id, [...base, 'sections', i, 'id'], 'section id'));
        service.quick_facts.forEach((fact, i) => unique('fact', fact.id, [...base, 'quick_facts', i, 'id'], 'quick fact id'));
        service.pricing.forEach((entry, i) => unique('pricing', entry.id, [...base, 'pricing', i, 'id'], 'pricing entry id'));
      });
    });
    const serviceIds = new Set(document.offerings.flatMap((offering) => offering.services.map((service) => service.id)));
    document.pricing_plans.forEach((plan, p) => {
      unique('plan', plan.id, ['pricing_plans', p, 'id'], 'pricing plan id');
      if (plan.service_id !== null && !serviceIds.has(plan.service_id)) {
        context.addIssue({
          code: 'custom',
          path: ['pricing_plans', p, 'service_id'],
          message: `must be the id of a service in this document, or null for a general plan (no service has id ${plan.service_id})`,
        });
      }
      if (plan.discounted_price !== null && plan.discounted_price > plan.price) {
        context.addIssue({ code: 'custom', path: ['pricing_plans', p, 'discounted_price'], message: 'must not be above price' });
      }
    });
  });

export type ContentDocument = z.infer<typeof contentDocumentSchema>;
export type ContentOffering = z.infer<typeof offeringSchema>;
export type ContentService = z.infer<typeof serviceSchema>;
export type ContentPricingPlan = z.infer<typeof pricingPlanSchema>;

/** `offerings[2].services[0].title` from ['offerings', 2, 'services', 0, 'title']. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(document)' : out;
}

export interface ContentProblem {
  path: string;
  message: string;
}

export type ContentValidation = { ok: true; document: ContentDocument } | { ok: false; problems: ContentProblem[] };

const LONE_SURROGATE = /\p{Cs}/u;
const MALFORMED = 'is not well-formed Unicode (it holds half of a UTF-16 surrogate pair, such as "\\ud800"): retype the text';

/** Every string, key or value, that is not well-formed Unicode: it could not be stored and served as sent. */
export function malformedText(value: unknown, path: (string | number)[] = [], found: ContentProblem[] = []): ContentProblem[] {
  // The format is 7 levels deep; deeper nesting is refused by the schema at its first level.
  if (path.length > 32) return found;
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) found.push({ path: formatPath(path), message: MALFORMED });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => malformedText(item, [...path, index], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (LONE_SURROGATE.test(key)) found.push({ path: formatPath([...path, key]), message: `the key ${MALFORMED}` });
      malformedText(item, [...path, key], found);
    }
  }
  return found;
}

/** Checks a parsed JSON value against the whole format, reporting every problem with its path. */
export function validateContent(value: unknown): ContentValidation {
  const malformed = malformedText(value);
  const result = contentDocumentSchema.safeParse(value);
  if (result.success && malformed.length === 0) return { ok: true, document: result.data };
  const issues = result.success ? [] : result.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
  return { ok: false, problems: [...malformed, ...issues] };
}

/** Parses JSON text and validates it; a syntax error is reported as one problem. */
export function parseContent(json: string): ContentValidation {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, problems: [{ path: '(document)', message: `not valid JSON: ${(error as Error).message}` }] };
  }
  return validateContent(value);
}
