// Field values between the API and the editor: amounts read from what staff type ("₹24,999") and written
// with Indian grouping, values shown as text in the list and the history, and the form's drafts (what
// each input holds) turned back into the values a save sends.
import { defaultOf, type Field } from '@common/content-model/fields';
import { kindNamed, type KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem, FieldValue, RowValue } from '../api/content';

/** The items of other kinds the editor names by title: parents and the targets of relations, by kind name. */
export type Lookups = Readonly<Record<string, readonly ContentItem[]>>;

const MONEY_MESSAGE = 'must be an amount such as 24,999 or 24999.50';

/** An amount as staff may type it: "24,999", "₹24,999", "Rs. 24999", "$ 49.50". Empty reads as null. */
export function parseMoney(text: string): { value: number | null } | { error: string } {
  if (text.trim() === '') return { value: null };
  const bare = text.replace(/\s+/g, '').replace(/^(₹|rs\.?|inr|\$|usd)/i, '');
  if (!/^\d+(,\d+)*(\.\d{1,2})?$/.test(bare)) return { error: MONEY_MESSAGE };
  return { value: Number(bare.replaceAll(',', '')) };
}

/** 2499999 → "24,99,999"; paise show only when there are some (24999.5 → "24,999.50"). */
export function formatMoney(amount: number): string {
  const [whole = '0', fraction] = Math.abs(amount).toFixed(2).split('.');
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${amount < 0 ? '-' : ''}${grouped}${fraction === '00' ? '' : `.${fraction}`}`;
}

/** The title an item goes by; its kind's label and id when the title is empty. */
export function titleOf(kind: KindDeclaration, item: ContentItem | undefined): string {
  if (!item) return '';
  return String(item.values[kind.title] ?? '').trim() || `${kind.label} ${item.id}`;
}

/** The title of an item of another kind (a parent, a relation's target). */
export function titleIn(lookups: Lookups, kind: KindDeclaration | undefined, id: number | null): string {
  if (id === null || !kind) return '';
  const item = lookups[kind.name]?.find((candidate) => candidate.id === id);
  return item ? titleOf(kind, item) : `${kind.label} ${id}`;
}

/** A value as one line of text, as the list and the history show it ('' for an empty text). */
export function formatValue(field: Field, value: FieldValue | undefined, lookups: Lookups): string {
  switch (field.type) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : 'None';
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'yes-no':
      return field.words[value === true ? 0 : 1];
    case 'relation':
      return typeof value === 'number' ? titleIn(lookups, kindNamed(field.to), value) : (field.optional?.label ?? 'None');
    case 'select':
      return field.options.find((option) => option.value === value)?.label ?? String(value ?? '');
    case 'rows':
      return Array.isArray(value)
        ? value
            .map((row) =>
              Object.entries(row)
                .map(([key, text]) => `${key}: ${text}`)
                .join(''),
            )
            .join('; ')
        : '';
    case 'image':
      return value ? String(value) : 'The default picture';
    default:
      return String(value ?? '');
  }
}

/** Whether two values of a field are the same. */
export function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** One row of a rows field while it is edited; `uid` keeps its inputs in place when rows move. */
export interface RowDraft {
  uid: number;
  key: string;
  value: string;
}

/** What a field's input holds: text for most, a tick for yes-no, rows for rows. */
export type Draft = string | boolean | RowDraft[];
export type Drafts = Record<string, Draft>;

let nextRow = 0;
export const newRow = (key = '', value = ''): RowDraft => ({ uid: ++nextRow, key, value });

export function toDraft(field: Field, value: FieldValue | undefined): Draft {
  switch (field.type) {
    case 'yes-no':
      return value === true;
    case 'rows':
      return (Array.isArray(value) ? value : []).map((row: RowValue) => {
        const [key = '', text = ''] = Object.entries(row)[0] ?? [];
        return newRow(key, text);
      });
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : '';
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
    case 'rows': {
      const rows = (Array.isArray(draft) ? draft : []).filter((row) => row.key.trim() !== '' || row.value.trim() !== '');
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
  const values: Record<string, FieldValue> = {};
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(kind.fields)) {
    const read = readDraft(field, drafts[name]);
    if ('error' in read) errors[name] = read.error;
    else values[name] = read.value;
  }
  return { values, errors };
}
