// Where a kind's translatable fields are (docs/languages.md): a field of its own marked `translatable`, and one inside
// its structure — a list's entries' (a form's field labels), a built page's blocks' (each block's by its type's
// declaration, a list inside a block too), a translatable rows field's labels and values. A field inside is named by
// the way to it, entries by their place from 0: `fields.2.label`, `blocks.1.title`, `blocks.3.items.0.question`, and a
// row's two parts `price_description.2.key` and `price_description.2.value`. The server reads, checks and overlays
// translations by these names; staff see them as "Field 3: Label", "Block 2 (Call to action): Heading", "Features:
// Feature 3: Value".
import { blockNamed } from '../blocks/declarations.ts';

import {
  isTranslatable,
  ROW_KEY_MAX,
  ROW_VALUE_MAX,
  type Field,
  type LongTextField,
  type RichTextField,
  type RowsField,
  type TextField,
} from './fields.ts';

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

const isTranslatableRows = (f: Field): f is RowsField => f.type === 'rows' && f.translatable === true;

/** A row's two parts as they are translated: its label (the row's one key) and its value. */
type RowPart = 'key' | 'value';

/** A row's label and value, when it is a row (one key, a text value). */
function rowOf(row: unknown): [key: string, value: string] | undefined {
  if (!isRecord(row)) return undefined;
  const entries = Object.entries(row);
  const [only] = entries;
  return entries.length === 1 && only && typeof only[1] === 'string' ? [only[0], only[1]] : undefined;
}

/** A row part's declaration: one line, as long as the rows field lets its labels or values be. */
const rowParts = new WeakMap<RowsField, Readonly<Record<RowPart, TextField>>>();
function rowPartField(f: RowsField, part: RowPart): TextField {
  let parts = rowParts.get(f);
  if (!parts) {
    parts = {
      key: { type: 'text', label: f.keyLabel, max: ROW_KEY_MAX, translatable: true },
      value: { type: 'text', label: f.valueLabel, max: ROW_VALUE_MAX, translatable: true },
    };
    rowParts.set(f, parts);
  }
  return parts[part];
}

/** Whether a kind with these fields has anything staff translate, inside its lists, blocks and rows too. */
export function hasTranslatableFields(fields: Fields): boolean {
  return Object.values(fields).some(
    (f) => isTranslatable(f) || isTranslatableRows(f) || f.type === 'blocks' || (f.type === 'list' && hasTranslatableFields(f.fields)),
  );
}

/** A translatable rows field's parts with English, in order: each row's label, then its value. */
function rowEntries(f: RowsField, rows: unknown, name: string, within: string): TranslatableEntry[] {
  return (Array.isArray(rows) ? rows : []).flatMap((row, index) => {
    const [key, value] = rowOf(row) ?? ['', ''];
    const called = `${within}${f.label}: ${f.keyLabel} ${index + 1}`;
    return [
      ...(key ? [{ name: `${name}.${index}.key`, label: called, f: rowPartField(f, 'key'), english: key }] : []),
      ...(value
        ? [{ name: `${name}.${index}.value`, label: `${called}: ${f.valueLabel}`, f: rowPartField(f, 'value'), english: value }]
        : []),
    ];
  });
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
    if (isTranslatableRows(f)) return rowEntries(f, item[name], `${prefix}${name}`, within);
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

/** What a translated field's name is in an item: its declaration and parts, and which part of a row it is when it is one. */
function resolve(
  fields: Fields,
  name: string,
  item?: Readonly<Record<string, unknown>>,
): { f: TranslatableField; parts: Array<string | number>; row?: RowPart } | undefined {
  const parts = partsOf(name);
  if (!parts) return undefined;
  let declared: Fields = fields;
  for (let at = 0; at < parts.length; at += 2) {
    const own = parts[at] as string;
    const f = Object.hasOwn(declared, own) ? declared[own] : undefined;
    if (!f) return undefined;
    if (at === parts.length - 1) return isTranslatable(f) ? { f, parts } : undefined;
    if (isTranslatableRows(f)) {
      const part = parts[at + 2];
      return at + 3 === parts.length && (part === 'key' || part === 'value') ? { f: rowPartField(f, part), parts, row: part } : undefined;
    }
    const inside = entryFields(f, item && valueAt(item, parts.slice(0, at + 2)), 0);
    if (!inside) return undefined;
    declared = inside.fields;
  }
  return undefined;
}

/**
 * The declaration of a translated field's name; undefined when it names nothing translatable. Inside blocks, the
 * block's type is read from the item.
 */
export function translatableAt(fields: Fields, name: string, item?: Readonly<Record<string, unknown>>): TranslatableField | undefined {
  return resolve(fields, name, item)?.f;
}

/** The English at a translated field's name in an item (its lists, blocks and rows parsed); undefined when there is none. */
export function textAt(fields: Fields, item: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const at = resolve(fields, name, item);
  if (!at) return undefined;
  if (at.row) {
    const row = rowOf(valueAt(item, at.parts.slice(0, -1)));
    return row && row[at.row === 'key' ? 0 : 1];
  }
  const value = valueAt(item, at.parts);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Puts a translation at its field's name in a record whose field is under `own` (a public record's key), where that
 * field is. A row's translated label keeps the row's value, and its value the label.
 */
export function putTextAt(fields: Fields, record: Record<string, unknown>, own: string, name: string, value: string): void {
  if (!Object.hasOwn(record, own)) return;
  // The field under its declared name, where a block's type is read from.
  const at = resolve(fields, name, { [name.split('.', 1)[0]!]: record[own] });
  if (!at) return;
  const { parts } = at;
  if (parts.length === 1) {
    record[own] = value;
    return;
  }
  if (at.row) {
    const rows = valueAt(record[own], parts.slice(1, -2));
    const index = parts.at(-2) as number;
    const row = Array.isArray(rows) ? rowOf(rows[index]) : undefined;
    // A new object made from its entry: a label is any text staff type, "__proto__" too.
    if (row && value !== '') (rows as unknown[])[index] = Object.fromEntries([at.row === 'key' ? [value, row[1]] : [row[0], value]]);
    return;
  }
  const container = valueAt(record[own], parts.slice(1, -1));
  const last = parts.at(-1) as string;
  // Inside a list or block, only a field with English shows a translation: one whose English was cleared shows nothing.
  if (isRecord(container) && text(container[last]) !== '') container[last] = value;
}
