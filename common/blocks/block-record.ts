// A block's record as its component draws it, typed by its declaration (common/blocks/declarations.ts): its `type`,
// its anchor and each field's value. Types only: the site reads a stored block into this shape once, by the same
// declaration (src/blocks/block-data.ts, readBlock), so a half-typed block in the editor's preview and one stored
// before a field was declared reach the component whole.
import type { Field } from '../content-model/fields.ts';

/** The fields a block or a list entry declares. */
type Fields = Readonly<Record<string, Field>>;

/** The record of some declared fields: each field's value. */
export type FieldsRecord<F extends Fields> = { readonly [K in keyof F]: FieldRecordValue<F[K]> };

/**
 * The value a field holds once read: text of every kind (and a picture's address) a trimmed string, '' for none; a
 * select one of its options' values; a list its entries' records; a relation an id or null (none chosen, or not yet);
 * a number, an amount and yes-no their own types.
 */
export type FieldRecordValue<F extends Field> = F extends { type: 'list'; fields: infer L extends Fields }
  ? readonly FieldsRecord<L>[]
  : F extends { type: 'select'; options: readonly { value: infer V }[] }
    ? V
    : F extends { type: 'relation' }
      ? number | null
      : F extends { type: 'relations' }
        ? readonly number[]
        : F extends { type: 'rows' }
          ? readonly Readonly<Record<string, string>>[]
          : F extends { type: 'money' }
            ? F extends { optional: true }
              ? number | null
              : number
            : F extends { type: 'number' }
              ? number
              : F extends { type: 'yes-no' }
                ? boolean
                : F extends { type: 'blocks' }
                  ? readonly Readonly<Record<string, unknown>>[]
                  : string;

/** What a block record needs of its declaration (a BlockDeclaration, or one of the kinds' blocks before its anchor). */
export interface DeclaredBlock {
  readonly type: string;
  readonly fields: Fields;
}

/**
 * A block read by its declaration: `BlockRecord<typeof hero>` has `type: 'hero'`, `title: string`,
 * `buttons: readonly { label: string; href: string }[]`, … and the `anchor` every block has ('' for none).
 */
export type BlockRecord<B extends DeclaredBlock> = { readonly type: B['type']; readonly anchor: string } & FieldsRecord<B['fields']>;
