// What a block component is given, and the one reading of a stored block into the record its declaration types
// (common/blocks/block-record.ts): a page's blocks come from the API (checked on save) or, in the staff editor's
// preview, half typed, and a stored block may predate a field — a missing or odd field reads as empty.
import type { BlockRecord, DeclaredBlock, FieldsRecord } from '@common/blocks/block-record';
import { ANCHOR_PATTERN, anchorField } from '@common/blocks/declarations';
import type { Field } from '@common/content-model/fields';

import type { Read } from '@/lib/page-data';
import { isRecord, toId } from '@/lib/validate';

/** A block as stored, not read yet: `{ type, …its fields }` (common/blocks/declarations.ts). */
export type BlockData = { readonly type: string } & Readonly<Record<string, unknown>>;

/** The page a block is drawn on: the contact form records it with an enquiry. */
export interface BlockPage {
  title: string;
  /** The page's address, '/gst-e-invoicing-webinar'. */
  path: string;
  /** Drawn in the staff editor's preview, inside its form: nothing is sent from it. */
  preview?: boolean;
}

/**
 * What a block component is given: its block read by its declaration `B` (`BlockProps<typeof hero>`), and `D`, the
 * site's data it draws (its module's `query`), if any.
 */
export interface BlockProps<B extends DeclaredBlock = DeclaredBlock, D = never> {
  block: BlockRecord<B>;
  page: BlockPage;
  /** The block's place on the page, from 0: the first hero holds the page's one h1, ids stay unique. */
  index: number;
  /** The read of its module's `query` for this block, made by the page's loader (or the editor's preview). */
  data?: Read<D>;
}

/** A text field of a stored record, trimmed; '' when missing. */
export function textOf(block: Readonly<Record<string, unknown>>, name: string): string {
  const value = block[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** A number stored, when it is one. */
const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** One field's stored value, read as its declaration types it (common/blocks/block-record.ts, FieldRecordValue). */
function readField(declared: Field, value: unknown): unknown {
  switch (declared.type) {
    case 'list':
      return Array.isArray(value) ? value.filter(isRecord).map((item) => readFields(declared.fields, item)) : [];
    case 'select':
      return declared.options.some((option) => option.value === value) ? value : (declared.default ?? declared.options[0]?.value ?? '');
    case 'relation':
      return toId(value) ?? null;
    case 'relations':
      return Array.isArray(value) ? value.flatMap((id) => toId(id) ?? []) : [];
    case 'rows':
      return Array.isArray(value)
        ? value.filter(isRecord).map((row) => Object.fromEntries(Object.entries(row).filter((entry) => typeof entry[1] === 'string')))
        : [];
    case 'money':
      return numberOf(value) ?? (declared.optional ? null : 0);
    case 'number':
      return numberOf(value) ?? declared.default ?? declared.min;
    case 'yes-no':
      return typeof value === 'boolean' ? value : declared.default;
    case 'blocks':
      return Array.isArray(value) ? value.filter(isRecord) : [];
    case 'text':
    case 'long-text': {
      // A text left empty says what its declaration's default says (a button's label and link).
      const text = typeof value === 'string' ? value.trim() : '';
      return text || (declared.default ?? '');
    }
    default:
      return typeof value === 'string' ? value.trim() : '';
  }
}

function readFields<F extends Readonly<Record<string, Field>>>(fields: F, stored: Readonly<Record<string, unknown>>): FieldsRecord<F> {
  return Object.fromEntries(Object.entries(fields).map(([name, declared]) => [name, readField(declared, stored[name])])) as FieldsRecord<F>;
}

/**
 * A stored block read by its declaration, once, where it reaches its component: every declared field and the anchor
 * present and of its type — '' for a text, [] for a list, null for a relation not chosen, a select's default for an
 * unknown option, a text's default for an empty one.
 */
export function readBlock<B extends DeclaredBlock>(declaration: B, stored: Readonly<Record<string, unknown>>): BlockRecord<B> {
  return { ...readFields({ ...declaration.fields, anchor: anchorField }, stored), type: declaration.type } as BlockRecord<B>;
}

/** A block read from anything: an object with a string `type`, or undefined. */
export function asBlock(value: unknown): BlockData | undefined {
  return isRecord(value) && typeof value.type === 'string' ? (value as BlockData) : undefined;
}

/** Entries whose `key` text is set and seen first: a half-typed list draws what it can, each entry once. */
export function distinctBy<K extends string, T extends Readonly<Record<K, string>>>(items: readonly T[], key: K): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const value = item[key];
    if (!value || seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

const ANCHOR = new RegExp(ANCHOR_PATTERN.source);

/**
 * A block's anchor, its section's id (where a button's `#anchor` leads); undefined for none, or for one half typed in
 * the editor's preview that is no anchor yet.
 */
export function anchorOf(block: { readonly anchor: string }): string | undefined {
  return ANCHOR.test(block.anchor) ? block.anchor : undefined;
}
