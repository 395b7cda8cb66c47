// Where a kind's translatable fields are (docs/languages.md): a field of its own marked `translatable`, and one inside
// its structure — a list's entries' (a form's field labels), a built page's blocks' (each block's by its type's
// declaration, a list inside a block too). A field inside is named by the way to it, entries by their place from 0:
// `fields.2.label`, `blocks.1.title`, `blocks.3.items.0.question`. The server reads, checks and overlays translations
// by these names; staff see them as "Field 3: Label", "Block 2 (Call to action): Heading".
import { blockNamed } from '../blocks/declarations.ts';

import { isTranslatable, type Field, type LongTextField, type RichTextField, type TextField } from './fields.ts';

type TranslatableField = TextField | LongTextField | RichTextField;
type Fields = Readonly<Record<string, Field>>;

/** A translatable field inside an item: its name, what staff call it, its declaration and its English there. */
export interface TranslatableEntry {
  name: string;
  label: string;
  f: TranslatableField;
  english: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The fields an entry of a list or blocks field has, and what staff call it: the list's, or its block type's. */
function entryFields(f: Field, entry: unknown, index: number): { fields: Fields; called: string } | undefined {
  if (f.type === 'list') return { fields: f.fields, called: `${f.itemLabel} ${index + 1}` };
  if (f.type !== 'blocks' || !isRecord(entry) || typeof entry.type !== 'string') return undefined;
  const block = blockNamed(entry.type);
  return block && { fields: block.fields, called: `Block ${index + 1} (${block.label})` };
}

/** Whether a kind with these fields has anything staff translate, inside its lists and blocks too. */
export function hasTranslatableFields(fields: Fields): boolean {
  return Object.values(fields).some(
    (f) => isTranslatable(f) || f.type === 'blocks' || (f.type === 'list' && hasTranslatableFields(f.fields)),
  );
}

/**
 * An item's translatable fields in their order: its own (each, English or not), and those inside its lists and blocks
 * that have English. An entry is known by its place: when the English is reordered, the translation at a place finds
 * other English there and shows as outdated.
 */
export function translatableEntries(
  fields: Fields,
  item: Readonly<Record<string, unknown>>,
  prefix = '',
  within = '',
): TranslatableEntry[] {
  return Object.entries(fields).flatMap(([name, f]): TranslatableEntry[] => {
    if (isTranslatable(f)) {
      const english = text(item[name]);
      // Inside a list or block, a field without English has nothing to translate.
      return prefix && !english ? [] : [{ name: `${prefix}${name}`, label: `${within}${f.label}`, f, english }];
    }
    if (f.type !== 'list' && f.type !== 'blocks') return [];
    const entries = Array.isArray(item[name]) ? (item[name] as unknown[]) : [];
    return entries.flatMap((entry, index) => {
      const inside = entryFields(f, entry, index);
      return inside && isRecord(entry)
        ? translatableEntries(inside.fields, entry, `${prefix}${name}.${index}.`, `${within}${inside.called}: `)
        : [];
    });
  });
}

/** A translated field's name in parts: `title`, or names and places in turn, `blocks.3.items.0.question`. */
function partsOf(name: string): Array<string | number> | undefined {
  const parts = name.split('.');
  if (parts.length % 2 === 0 || parts.length > 9) return undefined;
  const read: Array<string | number> = [];
  for (const [at, part] of parts.entries()) {
    if (at % 2 === 0 ? !/^[a-z_][a-z0-9_]*$/.test(part) : !/^(0|[1-9][0-9]{0,3})$/.test(part)) return undefined;
    read.push(at % 2 === 0 ? part : Number(part));
  }
  return read;
}

/** What is at a name's parts in a record (its own properties only), or undefined. */
function valueAt(record: unknown, parts: ReadonlyArray<string | number>): unknown {
  let value: unknown = record;
  for (const part of parts) {
    if (typeof part === 'number') value = Array.isArray(value) ? value[part] : undefined;
    else value = isRecord(value) && Object.hasOwn(value, part) ? value[part] : undefined;
    if (value === undefined) return undefined;
  }
  return value;
}

/** The English at a translated field's name in an item (its lists and blocks parsed); undefined when there is none. */
export function textAt(item: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const parts = partsOf(name);
  const value = parts && valueAt(item, parts);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The declaration of a translated field's name; undefined when it names nothing translatable. Inside blocks, the
 * block's type is read from the item.
 */
export function translatableAt(fields: Fields, name: string, item?: Readonly<Record<string, unknown>>): TranslatableField | undefined {
  const parts = partsOf(name);
  if (!parts) return undefined;
  let declared: Fields = fields;
  for (let at = 0; at < parts.length; at += 2) {
    const own = parts[at] as string;
    const f = Object.hasOwn(declared, own) ? declared[own] : undefined;
    if (!f) return undefined;
    if (at === parts.length - 1) return isTranslatable(f) ? f : undefined;
    const inside = entryFields(f, item && valueAt(item, parts.slice(0, at + 2)), 0);
    if (!inside) return undefined;
    declared = inside.fields;
  }
  return undefined;
}

/** Puts a translation at its field's name in a record whose field is under `own` (a public record's key), where that field is. */
export function putTextAt(record: Record<string, unknown>, own: string, name: string, value: string): void {
  const parts = partsOf(name);
  if (!parts || !Object.hasOwn(record, own)) return;
  if (parts.length === 1) {
    record[own] = value;
    return;
  }
  const container = valueAt(record[own], parts.slice(1, -1));
  const last = parts.at(-1) as string;
  // Inside a list or block, only a field with English shows a translation: one whose English was cleared shows nothing.
  if (isRecord(container) && text(container[last]) !== '') container[last] = value;
}
