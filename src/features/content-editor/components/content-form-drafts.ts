// A form's drafts: what each field's input holds while staff type (text, a tick, label/value rows, a list's
// entries, a page's blocks), made from an item's values or the fields' defaults, and read back into the values a
// save sends, or the message saying why a draft cannot be one ("Question 2: Answer is required").
import { blockNamed } from '@common/blocks/declarations';
import { defaultOf, type Field } from '@common/content-model/fields';
import type { KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem, FieldValue, RecordValue, RowValue } from '../api/content';

import { formatMoney, instantDraft, parseMoney, readInstant } from './content-values';

/** One row of a rows field while it is edited; `uid` keeps its inputs in place when rows move. */
export interface RowDraft {
  uid: number;
  key: string;
  value: string;
}

/**
 * One entry of a list field or one block of a blocks field while it is edited: its fields' drafts (and a block's
 * type); `uid` keeps its inputs in place when entries move.
 */
export interface EntryDraft {
  uid: number;
  /** A block's type; none for a list's entry. */
  type?: string;
  drafts: Drafts;
}

/** What a field's input holds: text for most (HTML for rich text), a tick for yes-no, rows for rows, entries for lists and blocks. */
/** A `relations` field's draft: the chosen ids in their order, as "3,7". */
export type Draft = string | boolean | RowDraft[] | EntryDraft[];

/** The ids a `relations` draft holds, in their order ("3,7" → [3, 7]). */
export const idsOfDraft = (text: string): number[] =>
  text
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);

/** A `relations` draft of these ids. */
export const idsDraft = (ids: readonly number[]): string => ids.join(',');
export interface Drafts {
  [name: string]: Draft;
}

let nextRow = 0;
export const newRow = (key = '', value = ''): RowDraft => ({ uid: ++nextRow, key, value });
/** A key of its own for a new row or entry. */
export const newUid = () => ++nextRow;

/** Drafts of some fields from a record's values (a field left out starts at its default). */
export function fieldDrafts(fields: Readonly<Record<string, Field>>, values?: Readonly<Record<string, FieldValue | undefined>>): Drafts {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      toDraft(field, values && name in values ? values[name] : (defaultOf(field) as FieldValue)),
    ]),
  );
}

/** A new entry of a list, or a new block of a type, with its fields' defaults (or the values of one it copies). */
export const newEntry = (
  fields: Readonly<Record<string, Field>>,
  type?: string,
  values?: Readonly<Record<string, FieldValue>>,
): EntryDraft => ({
  uid: ++nextRow,
  ...(type ? { type } : {}),
  drafts: fieldDrafts(fields, values),
});

/** A copy of an entry with uids of its own, down to its lists' entries. */
export function copyEntry(entry: EntryDraft): EntryDraft {
  const copy = (draft: Draft): Draft =>
    Array.isArray(draft)
      ? draft.every((item) => 'drafts' in item)
        ? draft.map((item) => copyEntry(item))
        : draft.flatMap((item) => ('key' in item ? [{ ...item, uid: ++nextRow }] : []))
      : draft;
  return { ...entry, uid: ++nextRow, drafts: Object.fromEntries(Object.entries(entry.drafts).map(([name, draft]) => [name, copy(draft)])) };
}

/** The entries a list's or a blocks field's draft holds. */
export const entriesOf = (draft: Draft | undefined): EntryDraft[] =>
  Array.isArray(draft) ? draft.filter((entry): entry is EntryDraft => 'drafts' in entry) : [];

export function toDraft(field: Field, value: FieldValue | undefined): Draft {
  switch (field.type) {
    case 'yes-no':
      return value === true;
    case 'rows':
      return (Array.isArray(value) ? (value as RowValue[]) : []).map((row) => {
        const [key = '', text = ''] = Object.entries(row)[0] ?? [];
        return newRow(key, String(text));
      });
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : '';
    case 'text':
      return field.instant
        ? instantDraft(typeof value === 'string' ? value : '')
        : value === null || value === undefined
          ? ''
          : String(value);
    case 'relations':
      return idsDraft(Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);
    case 'list':
      return (Array.isArray(value) ? (value as RecordValue[]) : []).map((entry) => newEntry(field.fields, undefined, entry));
    case 'blocks':
      return (Array.isArray(value) ? (value as RecordValue[]) : []).flatMap((entry) => {
        const block = blockNamed(String(entry.type));
        return block ? [newEntry(block.fields, block.type, entry)] : [];
      });
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The form's starting drafts: the item's values, or each field's default for a new item. */
export function toDrafts(kind: KindDeclaration, item?: ContentItem): Drafts {
  return Object.fromEntries(
    Object.entries(kind.fields).map(([name, field]) => [name, toDraft(field, item ? item.values[name] : (defaultOf(field) as FieldValue))]),
  );
}

/** An empty editor's HTML (`<p></p>`) is no text at all. */
const EMPTY_HTML = /^(<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>)*$/;

/** Entries' values, or the first message naming the entry and its field ("Question 2: Answer is required"). */
function readEntries(
  entries: readonly EntryDraft[],
  fieldsOf: (entry: EntryDraft) => Readonly<Record<string, Field>> | undefined,
  nameOf: (entry: EntryDraft, index: number) => string,
): { value: RecordValue[] } | { error: string } {
  const value: RecordValue[] = [];
  for (const [index, entry] of entries.entries()) {
    const fields = fieldsOf(entry);
    if (!fields) continue;
    const read = readFields(fields, entry.drafts);
    const [wrong] = Object.entries(read.errors);
    if (wrong) return { error: `has a problem in ${nameOf(entry, index)}: ${fields[wrong[0]]?.label ?? wrong[0]} ${wrong[1]}` };
    value.push(entry.type ? { type: entry.type, ...read.values } : read.values);
  }
  return { value };
}

/** A draft as the value a save sends, or the message saying why it cannot be one. */
export function readDraft(field: Field, draft: Draft | undefined): { value: FieldValue } | { error: string } {
  const text = typeof draft === 'string' ? draft.trim() : '';
  switch (field.type) {
    case 'yes-no':
      return { value: draft === true };
    case 'money': {
      const read = parseMoney(text);
      return 'value' in read && read.value === null && !field.optional ? { error: 'is required' } : read;
    }
    case 'number': {
      if (text === '') return { error: 'is required' };
      const value = Number(text);
      if (!Number.isFinite(value)) return { error: 'must be a number' };
      return field.integer && !Number.isInteger(value) ? { error: 'must be a whole number' } : { value };
    }
    case 'relation':
      if (text === '') return field.optional ? { value: null } : { error: 'is required: choose one' };
      return { value: Number(text) };
    case 'relations':
      return { value: idsOfDraft(text) };
    case 'text':
      return field.instant ? readInstant(text) : { value: typeof draft === 'string' ? draft : '' };
    case 'rich-text':
      return { value: EMPTY_HTML.test(text) ? '' : text };
    case 'list':
      return readEntries(
        entriesOf(draft),
        () => field.fields,
        (_, index) => `${field.itemLabel.toLowerCase()} ${index + 1}`,
      );
    case 'blocks':
      return readEntries(
        entriesOf(draft),
        (entry) => blockNamed(entry.type ?? '')?.fields,
        (entry, index) => `block ${index + 1} (${blockNamed(entry.type ?? '')?.label ?? entry.type})`,
      );
    case 'rows': {
      const rows = (Array.isArray(draft) ? draft : [])
        .filter((row): row is RowDraft => 'key' in row)
        .filter((row) => row.key.trim() !== '' || row.value.trim() !== '');
      const unnamed = rows.findIndex((row) => row.key.trim() === '');
      if (unnamed >= 0) return { error: `has a row without its ${field.keyLabel.toLowerCase()} (row ${unnamed + 1})` };
      return { value: rows.map((row) => ({ [row.key.trim()]: row.value.trim() })) };
    }
    default:
      return { value: typeof draft === 'string' ? draft : '' };
  }
}

/** Every field's value to send, or each unreadable field's message. */
export function readDrafts(kind: KindDeclaration, drafts: Drafts): { values: Record<string, FieldValue>; errors: Record<string, string> } {
  return readFields(kind.fields, drafts);
}

/** Some fields' values (a kind's, a list entry's, a block's), or each unreadable field's message. */
export function readFields(
  fields: Readonly<Record<string, Field>>,
  drafts: Drafts,
): { values: Record<string, FieldValue>; errors: Record<string, string> } {
  const values: Record<string, FieldValue> = {};
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const read = readDraft(field, drafts[name]);
    if ('error' in read) errors[name] = read.error;
    else values[name] = read.value;
  }
  return { values, errors };
}

/** A page's blocks as far as they can be read while staff type (a field not readable yet is left out): what its live preview draws. */
export function readableBlocks(draft: Draft | undefined): Array<{ type: string } & Record<string, FieldValue>> {
  return entriesOf(draft).flatMap((entry) => {
    const block = blockNamed(entry.type ?? '');
    if (!block) return [];
    const read = readFields(block.fields, entry.drafts);
    const lists = Object.entries(block.fields).flatMap(([name, field]) =>
      field.type === 'list' && read.errors[name]
        ? [[name, entriesOf(entry.drafts[name]).map((item) => readFields(field.fields, item.drafts).values)] as const]
        : [],
    );
    return [{ ...read.values, ...Object.fromEntries(lists), type: block.type }];
  });
}
