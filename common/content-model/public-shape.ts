// How the public API writes an item of a kind: its id, its fields (some under the names the API has
// always used) and its parent's id where the API shows it. common/api-contract.ts builds the contract's
// records from these, so a field declared once reaches the API, its types and the browser's readers.
import type { Field } from './fields.ts';
import type { KindDeclaration } from './kinds.ts';

/** How the contract writes one field (common/api-contract.ts's FieldKind). */
export type PublicFieldKind = 'id' | 'id|null' | 'ids' | 'text' | 'number' | 'number|null' | 'integer' | 'boolean' | 'text-maps' | 'blocks';

/** How the contract writes a list of small records (a price item's GST rates): each entry's fields, as a record's. */
export interface PublicListShape {
  readonly list: Readonly<Record<string, PublicFieldKind>>;
}

type KindOfField<F> = F extends { type: 'list'; fields: infer L }
  ? { readonly list: { readonly [N in keyof L]: KindOfField<L[N]> } }
  : F extends { type: 'money' }
    ? F extends { optional: true }
      ? 'number|null'
      : 'number'
    : F extends { type: 'number' }
      ? F extends { integer: true }
        ? 'integer'
        : 'number'
      : F extends { type: 'relation' }
        ? F extends { optional: object }
          ? 'id|null'
          : 'id'
        : F extends { type: 'relations' }
          ? 'ids'
          : F extends { type: 'rows' }
            ? 'text-maps'
            : F extends { type: 'blocks' }
              ? 'blocks'
              : F extends { type: 'yes-no' }
                ? 'boolean'
                : 'text';

type Renamed<K extends KindDeclaration, F> = K['api'] extends { rename: infer R } ? (F extends keyof R ? R[F] & string : F) : F;
type FieldsShape<K extends KindDeclaration> = { readonly [F in keyof K['fields'] as Renamed<K, F>]: KindOfField<K['fields'][F]> };
/** A picture field without a description field of its own: the library's description of it, beside it (libraryAltKey). */
type LibraryAltsShape<K extends KindDeclaration> = {
  readonly [
    F in keyof K['fields'] as K['fields'][F] extends { type: 'image' }
      ? K['fields'][F] extends { alt: string }
        ? never
        : `${Renamed<K, F> & string}_alt`
      : never
  ]: 'text';
};
type ParentShape<K extends KindDeclaration> = K['api'] extends { parentAs: infer P extends string } ? { readonly [X in P]: 'id' } : unknown;

/**
 * A read by a translated address (common/content-model/public-api.ts, readsTranslatedAddress) writes the item's address
 * in each language beside its fields, in the order of LANGUAGES: `{ lang: 'mr', slug: 'जीएसटी-दर' }`.
 */
export const ADDRESSES_SHAPE = { list: { lang: 'text', slug: 'text' } } as const;

/** The public record of a kind, field by field. */
export type PublicShape<K extends KindDeclaration> = { readonly id: 'id' } & ParentShape<K> & FieldsShape<K> & LibraryAltsShape<K>;

/**
 * Where a public record writes the media library's description of a picture whose field has no description field
 * of its own (a service's picture, a page's share picture): beside it, `<field>_alt` ('' when the library has none,
 * or the picture is not an upload). docs/media.md.
 */
export const libraryAltKey = (name: string): string => `${name}_alt`;

/** Whether a field is a picture without a description field of its own. */
export const isUndescribedPicture = (f: Field): boolean => f.type === 'image' && f.alt === undefined;

export function publicFieldKind(f: Field): PublicFieldKind {
  switch (f.type) {
    case 'money':
      return f.optional ? 'number|null' : 'number';
    case 'number':
      return f.integer ? 'integer' : 'number';
    case 'relation':
      return f.optional ? 'id|null' : 'id';
    case 'relations':
      return 'ids';
    case 'rows':
      return 'text-maps';
    case 'blocks':
      return 'blocks';
    case 'yes-no':
      return 'boolean';
    default:
      return 'text';
  }
}

/** A list field's entries, field by field. */
function publicListShape(f: Field & { type: 'list' }): PublicListShape {
  return { list: Object.fromEntries(Object.entries(f.fields).map(([name, inner]) => [name, publicFieldKind(inner)])) };
}

export function publicShape<const K extends KindDeclaration>(kind: K): PublicShape<K> {
  const shape: Record<string, PublicFieldKind | PublicListShape> = { id: 'id' };
  const parentAs = kind.api.parentAs;
  if (parentAs && kind.api.parentFirst) shape[parentAs] = 'id';
  for (const [name, declared] of Object.entries(kind.fields)) {
    const key = kind.api.rename?.[name] ?? name;
    shape[key] = declared.type === 'list' ? publicListShape(declared) : publicFieldKind(declared);
    if (isUndescribedPicture(declared)) shape[libraryAltKey(key)] = 'text';
  }
  if (parentAs && !kind.api.parentFirst) shape[parentAs] = 'id';
  return shape as PublicShape<K>;
}
