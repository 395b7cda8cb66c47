// The content API contract (docs/requirements/design.md §3), shared by the site and the server, written once: the
// content endpoints, their paths and their records' shapes, are the kinds' declared public reads
// (./content-endpoints.data.ts, written out at build time for the site: docs/decisions/0036), and the other paths
// are below. The TypeScript types, the server's zod and JSON schemas (server/api/schemas.ts) and the browser's
// lenient reading of answers (src/lib/validate.ts) all derive from those shapes (docs/decisions/0012). Plain data,
// no zod: the browser loads it.

import { contentEndpoints } from './content-endpoints.data.ts';
import type { KindDeclaration } from './content-model/kinds.ts';
import type { ContentEndpoints } from './content-model/public-api.ts';
import type { PublicFieldKind, PublicShape } from './content-model/public-shape.ts';

export { contentEndpoints };

export interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  message?: string;
}

/** The content endpoints' names: each kind's declared public reads (`publicApi`). */
export type ContentEndpointName = keyof ContentEndpoints;

const contentPaths = Object.fromEntries(Object.entries(contentEndpoints).map(([name, endpoint]) => [name, endpoint.path])) as {
  readonly [N in ContentEndpointName]: ContentEndpoints[N]['path'];
};

/**
 * Paths of the API, relative to its origin. The server registers a route for each (server/api): the content
 * endpoints, each a GET whose `data` is a list of records (one filtered by the query parameter its declaration
 * names, `?id=`, `?slug=`), and these.
 */
/** What a form's counts in the reports are: shown to a visitor, begun (its first answer typed or chosen). */
export const FORM_EVENTS = ['view', 'start'] as const;
export type FormEvent = (typeof FORM_EVENTS)[number];

/** The contact form's number in the forms' reports: the default form; the forms staff build are numbered from 1. */
export const CONTACT_FORM_ID = 0;
/** The contact form's name where forms are listed (the reports per form, the inbox's Form filter). */
export const CONTACT_FORM_NAME = 'Contact form';

export const apiPaths = {
  ...contentPaths,
  health: '/api/health',
  ready: '/api/ready',
  contact: '/api/contact/',
  /** GET `?id=`: a form staff built, as visitors fill it in (common/form-rules.ts's FormDefinition), null for none. */
  form: '/api/get-form/',
  /** POST: a visitor's answers to a form, as JSON or as a plain form post (server/forms, docs/forms.md). */
  sendForm: '/api/send-form/',
  /** POST: a visitor's request for a quotation, as JSON or as a plain form post (server/quotations, docs/quotations.md). */
  quotations: '/api/quotations/',
  /** POST, the path of a page as plain text: a move to that page inside the app (server/page-views/routes.ts). */
  views: '/api/views',
  /** POST, a form (kind, path, from, plan): a tap on a Call, WhatsApp or e-mail link (server/page-views/routes.ts). */
  taps: '/api/taps',
  /** POST, a form (form, event: view or start): a form shown or begun, for the reports per form (server/page-views/routes.ts). */
  formEvents: '/api/form-events',
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

export type IdQueryEndpoint = {
  [K in ContentEndpointName]: ContentEndpoints[K] extends { query: string; text?: never } ? K : never;
}[ContentEndpointName];

/** The query string of an endpoint that takes an id: `idQuery('pricing', 5)` is `{ offering_details: 5 }`. */
export function idQuery(name: IdQueryEndpoint, id: number): Record<string, number> {
  return { [(contentEndpoints[name] as { query: string }).query]: id };
}

/**
 * The record a kind's public read answers, from its declaration alone (a kind added since these shapes were
 * written out needs no shape here: docs/decisions/0026).
 */
export type PublicRecord<K extends KindDeclaration> = RecordOf<PublicShape<K>>;

/** The records a content endpoint answers, as the server sends them. */
export type ReadRecord<N extends ContentEndpointName> = RecordOf<ContentEndpoints[N]['list']>;

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
