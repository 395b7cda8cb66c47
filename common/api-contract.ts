// The content API contract (docs/requirements/design.md §3), shared by the site and the server, written once:
// the paths and one shape per record (./api-records.ts) and per endpoint. The TypeScript types below, the server's
// zod and JSON schemas (server/api/schemas.ts) and the browser's lenient reading of answers (src/lib/validate.ts)
// all derive from these shapes (docs/decisions/0012-api-contract-once.md). Plain data, no zod: the browser loads it.

import type { KindDeclaration } from './content-model/kinds.ts';
import type { PublicFieldKind, PublicShape } from './content-model/public-shape.ts';
import {
  articleShape,
  builtPageShape,
  categoryShape,
  contactPageShape,
  homeShape,
  menuItemShape,
  offeringShape,
  offeringWithDetailsShape,
  ourStoryShape,
  pageMetaShape,
  pricingEntryShape,
  pricingPlanShape,
  quickFactShape,
  serviceSectionShape,
  serviceShape,
  siteSettingsShape,
} from './api-records.ts';

export * from './api-records.ts';

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
  /** One service by its id (`?id=`): a list of it, or an empty list when there is none. */
  service: '/api/get-service/',
  servicesByOffering: '/api/get-by-offering/',
  serviceSections: '/api/get-overview-by-offering/',
  quickFacts: '/api/get-quickfactsviewset/',
  pricing: '/api/get-pricing/',
  pricingPlans: '/api/get-pricingplan/',
  /** The company's details (Site settings): a list of one record, as every content endpoint answers a list. */
  siteSettings: '/api/site-settings/',
  /** The home page's copy with its hero slides, statistics and questions: a list of one record. */
  home: '/api/home/',
  /** Our Story's words with its statistics, Why Dexterity points and how-we-work steps: a list of one record. */
  ourStory: '/api/our-story/',
  /** The contact page's headings and texts: a list of one record. */
  contactPage: '/api/contact-page/',
  /** The real pages' titles, descriptions and lines under their titles, one record per page path. */
  pageMeta: '/api/page-meta/',
  /** One built page by its address (`?slug=gst-e-invoicing-webinar`): a list of it, or an empty list. */
  builtPage: '/api/get-page/',
  /** The header's and footer's menu entries, in order. */
  menuItems: '/api/get-menu-items/',
  /** Insights' categories, in order. */
  categories: '/api/get-categories/',
  /** One published article by its address (`?slug=gst-rate-changes-2026-27`): a list of it, or an empty list. */
  article: '/api/get-article/',
  /** One page of the published articles, newest first (`?page=2&category=gst`): not a list but the page (common/kinds/insights.ts). */
  articles: '/api/get-articles/',
  health: '/api/health',
  ready: '/api/ready',
  contact: '/api/contact/',
  /** POST, the path of a page as plain text: a move to that page inside the app (server/page-views/routes.ts). */
  views: '/api/views',
  /** POST, a form (kind, path, from, plan): a tap on a Call, WhatsApp or e-mail link (server/page-views/routes.ts). */
  taps: '/api/taps',
  /** The site search (`?q=words`): up to 20 results, best first (server/search, docs/search.md). */
  search: '/api/search/',
} as const;

export type ApiName = keyof typeof apiPaths;

/** The offering that stands for every offering: the first tab of Our Offerings, never a menu entry. */
export const ALL_OFFERING_NAME = 'All';

/** Largest id the API accepts in a query string (15 digits). */
export const MAX_ID = 999_999_999_999_999;

/**
 * How a field is written by the server. Each kind is one zod schema on the server and one lenient
 * reader in the browser: 'id' is a positive integer, 'integer' any whole number, 'text-maps' a list of
 * string-to-string objects ({"Users": "Unlimited"}), 'blocks' a list of objects each with a `type`.
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
  /** Ids of items of another kind, in their order. */
  ids: number[];
  text: string;
  number: number;
  'number|null': number | null;
  integer: number;
  boolean: boolean;
  'text-maps': Array<Record<string, string>>;
  /** A built page's blocks, each `{ type, …its fields }` (common/blocks/declarations.ts). */
  blocks: Array<{ type: string } & Record<string, unknown>>;
}

export type KindType<K extends FieldKind> = KindTypes[K];

/** The record a shape describes, as the server sends it. */
export type RecordOf<S extends Shape> = {
  -readonly [K in keyof S]: S[K] extends FieldKind ? KindTypes[S[K]] : S[K] extends ListField ? Array<RecordOf<S[K]['list']>> : never;
};

/** A content endpoint: a GET whose `data` is a list of records, filtered by one id in the query string or not. */
export interface ContentEndpoint {
  readonly list: Shape;
  /** The query parameter naming an id (digits, 1 to MAX_ID), when the endpoint takes one. */
  readonly query?: string;
  /** The parameter is a text (a built page's slug), not an id. */
  readonly text?: true;
}

/** The content endpoints by their apiPaths name. */
export const contentEndpoints = {
  offeringsWithDetails: { list: offeringWithDetailsShape },
  offerings: { list: offeringShape },
  services: { list: serviceShape },
  service: { list: serviceShape, query: 'id' },
  servicesByOffering: { list: serviceShape, query: 'offering_id' },
  serviceSections: { list: serviceSectionShape, query: 'id' },
  quickFacts: { list: quickFactShape },
  pricing: { list: pricingEntryShape, query: 'offering_details' },
  pricingPlans: { list: pricingPlanShape },
  siteSettings: { list: siteSettingsShape },
  home: { list: homeShape },
  ourStory: { list: ourStoryShape },
  contactPage: { list: contactPageShape },
  pageMeta: { list: pageMetaShape },
  builtPage: { list: builtPageShape, query: 'slug', text: true },
  menuItems: { list: menuItemShape },
  categories: { list: categoryShape },
  article: { list: articleShape, query: 'slug', text: true },
} as const satisfies { readonly [K in ApiName]?: ContentEndpoint };

export type ContentEndpointName = keyof typeof contentEndpoints;
export type IdQueryEndpoint = {
  [K in ContentEndpointName]: (typeof contentEndpoints)[K] extends { query: string; text?: never } ? K : never;
}[ContentEndpointName];

/** The query string of an endpoint that takes an id: `idQuery('pricing', 5)` is `{ offering_details: 5 }`. */
export function idQuery(name: IdQueryEndpoint, id: number): Record<string, number> {
  return { [contentEndpoints[name].query]: id };
}

/**
 * The record a kind's public read answers, from its declaration alone (a kind added since these shapes were
 * written out needs no shape here: docs/decisions/0026).
 */
export type PublicRecord<K extends KindDeclaration> = RecordOf<PublicShape<K>>;

export type Offering = RecordOf<typeof offeringShape>;
export type Service = RecordOf<typeof serviceShape>;
export type OfferingWithDetails = RecordOf<typeof offeringWithDetailsShape>;
export type ServiceSection = RecordOf<typeof serviceSectionShape>;
export type QuickFact = RecordOf<typeof quickFactShape>;
export type PricingEntry = RecordOf<typeof pricingEntryShape>;
export type PricingPlan = RecordOf<typeof pricingPlanShape>;
export type SiteSettings = RecordOf<typeof siteSettingsShape>;
export type HomeCopy = RecordOf<typeof homeShape>;
export type OurStory = RecordOf<typeof ourStoryShape>;
export type ContactPage = RecordOf<typeof contactPageShape>;
export type PageMetaEntry = RecordOf<typeof pageMetaShape>;
export type BuiltPage = RecordOf<typeof builtPageShape>;
export type MenuItem = RecordOf<typeof menuItemShape>;
export type PriceFeature = PricingPlan['price_description'][number];

type Tolerate<V> = V extends number ? V | string : V;

/**
 * A record as the site still accepts it: numbers may arrive as numeric strings (older content,
 * docs/requirements/design.md §3).
 */
export type Tolerated<T> = { [K in keyof T]: Tolerate<T[K]> };

/**
 * One result of the site search (`GET /api/search/?q=`): what it is ('Service', 'Page'), its title and address,
 * and the text around the match as HTML whose only markup is `<mark>…</mark>` around the matching words
 * (everything else escaped).
 */
export interface SearchResult {
  type: string;
  title: string;
  url: string;
  snippet: string;
}

/** Longest search query the API takes (characters); a longer one is refused with 400. */
export const MAX_SEARCH_LENGTH = 200;
