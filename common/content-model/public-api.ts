// The public API as the kinds' declarations say it (`publicApi` in common/content-model/kinds.ts): each read's
// path, query parameter and record shape. The server's routes, JSON schemas and store reads, the page render's
// reads, the sitemap's last change, the API shape test and the unit tests' msw answers all iterate these
// (docs/decisions/0026-a-kind-is-its-declaration.md). Plain data: no zod.
import type { Shape } from '../api-contract.ts';

import { isTranslatable } from './fields.ts';
import { KINDS, type ContentKind, type KindDeclaration, type PublicRead } from './kinds.ts';
import { ADDRESSES_SHAPE, publicShape, type PublicShape } from './public-shape.ts';

/** One public read with what it answers. */
export interface PublicEndpoint {
  /** The contract's name (apiPaths, contentEndpoints). */
  name: string;
  path: string;
  kind: KindDeclaration;
  read: PublicRead;
  /** Its records' shape: the kind's public shape, with its nested lists. */
  list: Shape;
  /** The query parameter naming an id, when the read takes one. */
  query?: string;
}

/** The kind of a name among the given kinds; a read that names one no declaration has is a mistake. */
function kindIn(kinds: readonly KindDeclaration[], name: string): KindDeclaration {
  const kind = kinds.find((other) => other.name === name);
  if (!kind) throw new Error(`No kind is named ${name}.`);
  return kind;
}

/**
 * Whether a read finds its item by an address that is translated (an article's slug, which may be a Marathi address
 * of its own): its records then also name the item's address in every language (`addresses`), so its page links to
 * itself in each language at its own address rather than through a redirect.
 */
export function readsTranslatedAddress(kind: KindDeclaration, read: PublicRead): boolean {
  const declared = read.filter?.text ? kind.fields[read.filter.column] : undefined;
  return declared !== undefined && isTranslatable(declared);
}

/** The records a read answers: the kind's public shape and, after its fields, each nested list's (and its addresses). */
export function readShape(kind: KindDeclaration, read: PublicRead, kinds: readonly KindDeclaration[] = KINDS): Shape {
  const nested = Object.entries(read.nest ?? {}).map(([key, name]) => [key, { list: publicShape(kindIn(kinds, name)) }] as const);
  const addresses = readsTranslatedAddress(kind, read) ? { addresses: ADDRESSES_SHAPE } : {};
  return { ...publicShape(kind), ...Object.fromEntries(nested), ...addresses } as Shape;
}

/** Every public read of the kinds, in the kinds' order. */
export function publicEndpoints(kinds: readonly KindDeclaration[] = KINDS): PublicEndpoint[] {
  return kinds.flatMap((kind) =>
    (kind.publicApi ?? []).map((read) => ({
      name: read.name,
      path: read.path,
      kind,
      read,
      list: readShape(kind, read, kinds),
      ...(read.filter ? { query: read.filter.param } : {}),
    })),
  );
}

/** The kinds whose items visitors see: each with a public read, and each a read writes inside its records. */
export function shownKinds(kinds: readonly KindDeclaration[] = KINDS): KindDeclaration[] {
  const names = new Set(kinds.flatMap((kind) => (kind.publicApi ?? []).flatMap((read) => [kind.name, ...Object.values(read.nest ?? {})])));
  return kinds.filter((kind) => names.has(kind.name));
}

// The same, as types: each read's path, records and query parameter, from the declarations' literal types.
type ReadsOf<K> = K extends { readonly publicApi: readonly (infer R)[] } ? R : never;
type KindNamed<N> = Extract<ContentKind, { readonly name: N }>;
type NestedLists<R> = R extends { readonly nest: infer Nest }
  ? { readonly [Key in keyof Nest]: { readonly list: PublicShape<KindNamed<Nest[Key]>> } }
  : unknown;
type AddressesOf<K, R> = R extends { readonly filter: { readonly text: true; readonly column: infer C extends string } }
  ? K extends { readonly fields: { readonly [X in C]: { readonly translatable: true } } }
    ? { readonly addresses: typeof ADDRESSES_SHAPE }
    : unknown
  : unknown;
type QueryOf<R> = R extends { readonly filter: infer F extends { readonly param: string } }
  ? F extends { readonly text: true }
    ? { readonly query: F['param']; readonly text: true }
    : { readonly query: F['param'] }
  : unknown;
type Declared = ContentKind extends infer K
  ? K extends ContentKind
    ? ReadsOf<K> extends infer R
      ? R extends PublicRead
        ? { kind: K; read: R }
        : never
      : never
    : never
  : never;

/** The content endpoints by their contract name: path, records' shape (nested lists after the fields) and query. */
export type ContentEndpoints = {
  readonly [D in Declared as D['read']['name']]: {
    readonly path: D['read']['path'];
    readonly list: PublicShape<D['kind']> & NestedLists<D['read']> & AddressesOf<D['kind'], D['read']>;
  } & QueryOf<D['read']>;
};

/** The content endpoints as the contract writes them (common/content-endpoints.data.ts). */
export function contentEndpointsOf(kinds: readonly KindDeclaration[]): ContentEndpoints {
  const entries = publicEndpoints(kinds).map(({ name, path, list, read }) => {
    const query = read.filter ? { query: read.filter.param, ...(read.filter.text ? { text: true } : {}) } : {};
    return [name, { path, list, ...query }] as const;
  });
  return Object.fromEntries(entries) as unknown as ContentEndpoints;
}
