// The content API contract (docs/requirements/design.md §3), shared by the site and the server, written once:
// the paths and one shape per record and per endpoint. The TypeScript types below, the server's zod and JSON
// schemas (server/api/schemas.ts) and the browser's lenient reading of answers (src/lib/validate.ts) all derive
// from these shapes (docs/decisions/0012-api-contract-once.md). Plain data, no zod: the browser loads it.

import { offerings, pricingEntries, pricingPlans, quickFacts, sections, services, siteSettings } from '../../common/content-model/kinds.ts';
import { publicShape, type PublicFieldKind } from '../../common/content-model/public-shape.ts';

export interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  message?: string;
}

/** Paths of the API, relative to its origin. The server registers a route for each (server/api). */
export const apiPaths = {
  offeringsWithDetails: '/api/get-offering-with-details/',
  offerings: '/api/get-offering/',
  services: '/api/get-offering-details/',
  servicesByOffering: '/api/get-by-offering/',
  serviceSections: '/api/get-overview-by-offering/',
  quickFacts: '/api/get-quickfactsviewset/',
  pricing: '/api/get-pricing/',
  pricingPlans: '/api/get-pricingplan/',
  /** The company's details (Site settings): a list of one record, as every content endpoint answers a list. */
  siteSettings: '/api/site-settings/',
  health: '/api/health',
  ready: '/api/ready',
  contact: '/api/contact/',
  /** POST, the path of a page as plain text: a move to that page inside the app (server/api/page-views.ts). */
  views: '/api/views',
} as const;

export type ApiName = keyof typeof apiPaths;

/** The offering that stands for every offering: the first tab of Our Offerings, never a menu entry. */
export const ALL_OFFERING_NAME = 'All';

/** Largest id the API accepts in a query string (15 digits). */
export const MAX_ID = 999_999_999_999_999;

/**
 * How a field is written by the server. Each kind is one zod schema on the server and one lenient
 * reader in the browser: 'id' is a positive integer, 'integer' any whole number, 'text-maps' a list of
 * string-to-string objects ({"Users": "Unlimited"}).
 */
export type FieldKind = PublicFieldKind;

/** A field holding a list of records. */
export interface ListField {
  readonly list: Shape;
}

/** A record's fields in the order the server writes them. */
export type Shape = { readonly [field: string]: FieldKind | ListField };

interface KindTypes {
  id: number;
  'id|null': number | null;
  text: string;
  number: number;
  'number|null': number | null;
  integer: number;
  boolean: boolean;
  'text-maps': Array<Record<string, string>>;
}

export type KindType<K extends FieldKind> = KindTypes[K];

/** The record a shape describes, as the server sends it. */
export type RecordOf<S extends Shape> = {
  -readonly [K in keyof S]: S[K] extends FieldKind ? KindTypes[S[K]] : S[K] extends ListField ? Array<RecordOf<S[K]['list']>> : never;
};

// Each record is its kind's public shape, derived from the content model (common/content-model/kinds.ts).
export const offeringShape = publicShape(offerings);

export const serviceShape = publicShape(services);

export const offeringWithDetailsShape = { ...offeringShape, services: { list: serviceShape } } as const satisfies Shape;

export const serviceSectionShape = publicShape(sections);

export const quickFactShape = publicShape(quickFacts);

export const pricingEntryShape = publicShape(pricingEntries);

export const pricingPlanShape = publicShape(pricingPlans);

export const siteSettingsShape = publicShape(siteSettings);

/** A content endpoint: a GET whose `data` is a list of records, filtered by one id in the query string or not. */
export interface ContentEndpoint {
  readonly list: Shape;
  /** The query parameter naming an id (digits, 1 to MAX_ID), when the endpoint takes one. */
  readonly query?: string;
}

/** The content endpoints by their apiPaths name. */
export const contentEndpoints = {
  offeringsWithDetails: { list: offeringWithDetailsShape },
  offerings: { list: offeringShape },
  services: { list: serviceShape },
  servicesByOffering: { list: serviceShape, query: 'offering_id' },
  serviceSections: { list: serviceSectionShape, query: 'id' },
  quickFacts: { list: quickFactShape },
  pricing: { list: pricingEntryShape, query: 'offering_details' },
  pricingPlans: { list: pricingPlanShape },
  siteSettings: { list: siteSettingsShape },
} as const satisfies { readonly [K in ApiName]?: ContentEndpoint };

export type ContentEndpointName = keyof typeof contentEndpoints;
export type IdQueryEndpoint = { [K in ContentEndpointName]: (typeof contentEndpoints)[K] extends { query: string } ? K : never }[ContentEndpointName];

/** The query string of an endpoint that takes an id: `idQuery('pricing', 5)` is `{ offering_details: 5 }`. */
export function idQuery(name: IdQueryEndpoint, id: number): Record<string, number> {
  return { [contentEndpoints[name].query]: id };
}

export type Offering = RecordOf<typeof offeringShape>;
export type Service = RecordOf<typeof serviceShape>;
export type OfferingWithDetails = RecordOf<typeof offeringWithDetailsShape>;
export type ServiceSection = RecordOf<typeof serviceSectionShape>;
export type QuickFact = RecordOf<typeof quickFactShape>;
export type PricingEntry = RecordOf<typeof pricingEntryShape>;
export type PricingPlan = RecordOf<typeof pricingPlanShape>;
export type SiteSettings = RecordOf<typeof siteSettingsShape>;
export type PriceFeature = PricingPlan['price_description'][number];

type Tolerate<V> = V extends number ? V | string : V;

/**
 * A record as the site still accepts it: numbers may arrive as numeric strings (older content,
 * docs/requirements/design.md §3).
 */
export type Tolerated<T> = { [K in keyof T]: Tolerate<T[K]> };
