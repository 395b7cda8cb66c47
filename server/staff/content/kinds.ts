// The six kinds of content the editor changes, described once: where their items sit in the content
// document (server/db/content-schema.ts), the fields staff set, and the parent list that holds them.
// Every edit works on that document, so what the editor saves is what `content export` writes.
import type { ContentDocument } from '../../db/content-schema.ts';

export type ContentItem = { id: number } & Record<string, unknown>;

/** One list of items in the document: the offerings, one offering's services, one service's sections, … */
export interface Container {
  /** The id of the offering or service that holds the list; null for the document's own lists. */
  parentId: number | null;
  items: ContentItem[];
  /** The list's JSON path in the document (for validation messages). */
  path: (string | number)[];
}

export type JsonSchema = Record<string, unknown>;

export interface ContentKind {
  /** The audit log's entity name. */
  entity: string;
  /** For messages: 'service section'. */
  label: string;
  /** The URL segment: /api/staff/content/<route>. */
  route: string;
  /** The fields staff set, with the JSON Schema of their values in answers. */
  fields: Record<string, JsonSchema>;
  /** The field naming the item's parent (offering_id, service_id), for kinds held by a parent. */
  parent?: { field: string; kind: string };
  /** Lists inside an item, which go with it when it is deleted and come back when it is restored. */
  children: readonly string[];
  containers(document: ContentDocument): Container[];
}

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;

const asItems = (items: readonly object[]) => items as unknown as ContentItem[];

function services(document: ContentDocument) {
  return document.offerings.flatMap((offering, o) =>
    offering.services.map((service, s) => ({ service, path: ['offerings', o, 'services', s] as (string | number)[] })),
  );
}

/** The lists of one name ('sections', …) inside every service. */
function serviceLists(key: 'sections' | 'quick_facts' | 'pricing') {
  return (document: ContentDocument): Container[] =>
    services(document).map(({ service, path }) => ({ parentId: service.id, items: asItems(service[key]), path: [...path, key] }));
}

const underService = { field: 'service_id', kind: 'service' } as const;

export const CONTENT_KINDS: readonly ContentKind[] = [
  {
    entity: 'offering',
    label: 'offering',
    route: 'offerings',
    fields: { offering_name: string },
    children: ['services'],
    containers: (document) => [{ parentId: null, items: asItems(document.offerings), path: ['offerings'] }],
  },
  {
    entity: 'service',
    label: 'service',
    route: 'services',
    fields: { heading: string, description: string, image: string },
    parent: { field: 'offering_id', kind: 'offering' },
    children: ['sections', 'quick_facts', 'pricing'],
    containers: (document) =>
      document.offerings.map((offering, o) => ({ parentId: offering.id, items: asItems(offering.services), path: ['offerings', o, 'services'] })),
  },
  {
    entity: 'section',
    label: 'service section',
    route: 'sections',
    fields: { title: string, description: string, image: string },
    parent: underService,
    children: [],
    containers: serviceLists('sections'),
  },
  {
    entity: 'quick_fact',
    label: 'quick fact',
    route: 'quick-facts',
    fields: { fact_key: string, fact_value: string, show_facts: { type: 'boolean' } },
    parent: underService,
    children: [],
    containers: serviceLists('quick_facts'),
  },
  {
    entity: 'pricing_entry',
    label: 'pricing entry',
    route: 'pricing-entries',
    fields: { title: string, description: string },
    parent: underService,
    children: [],
    containers: serviceLists('pricing'),
  },
  {
    entity: 'pricing_plan',
    label: 'pricing plan',
    route: 'pricing-plans',
    // service_id is a field of its own here (null: a general plan), not the list that holds the plan.
    fields: {
      plan_type: string,
      plan_type_display: string,
      price: { type: 'number' },
      discounted_price: { type: ['number', 'null'] },
      discount_percentage: string,
      year: integer,
      price_description: { type: 'array', items: { type: 'object', additionalProperties: string } },
      currency: string,
      excludes_gst: { type: 'boolean' },
      service_id: { type: ['integer', 'null'] },
    },
    children: [],
    containers: (document) => [{ parentId: null, items: asItems(document.pricing_plans), path: ['pricing_plans'] }],
  },
];

export function kindByEntity(entity: string): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => kind.entity === entity);
}
