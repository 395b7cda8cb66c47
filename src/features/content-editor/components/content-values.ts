// Field values as the editor shows them: amounts read from what staff type ("₹24,999") and written with Indian
// grouping, times stored in UTC shown and typed in India time, items named by their titles, and values shown as
// text in the list and the history. What each input holds while staff type: content-form-drafts.ts.
import { blockNamed } from '@common/blocks/declarations';
import type { Field } from '@common/content-model/fields';
import { kindNamed, type KindDeclaration } from '@common/content-model/kinds';
import { formatIndiaTime, toIndiaIso } from '@common/india-time';

import type { ContentItem, FieldValue, RecordValue } from '../api/content';

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

/** A stored UTC time as a date and time input holds it, in India time to the second ('' for none or unreadable). */
export const instantDraft = (iso: string): string => (iso ? toIndiaIso(iso).slice(0, 19) : '');

const INDIA_LOCAL = /^(\d{4}-\d\d-\d\dT\d\d:\d\d)(:\d\d)?$/;

/** What a date and time input holds (India time) as the stored UTC time: '2026-11-28T15:00' → '2026-11-28T09:30:00Z'. */
export function readInstant(input: string): { value: string } | { error: string } {
  const text = input.trim();
  if (text === '') return { value: '' };
  const match = INDIA_LOCAL.exec(text);
  const local = match ? `${match[1]}${match[2] ?? ':00'}` : '';
  const time = Date.parse(`${local}+05:30`);
  // A day the calendar lacks (30 February) is read as another by Date.parse: it is no time.
  if (Number.isNaN(time) || toIndiaIso(new Date(time).toISOString()).slice(0, 19) !== local)
    return { error: 'must be a date and time in India, such as 28 Nov 2026, 3:00 pm' };
  return { value: `${new Date(time).toISOString().slice(0, 19)}Z` };
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
    case 'relations':
      return Array.isArray(value) && value.length > 0
        ? value.map((id) => (typeof id === 'number' ? titleIn(lookups, kindNamed(field.to), id) : '')).join(', ')
        : 'None';
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
    case 'rich-text':
      return typeof value === 'string' ? textOfHtml(value) : '';
    case 'list':
      return Array.isArray(value) ? `${field.itemLabel}s: ${value.length}` : '';
    case 'text':
      return field.instant && typeof value === 'string' && value !== '' ? formatIndiaTime(value) : String(value ?? '');
    case 'blocks':
      return Array.isArray(value)
        ? value.map((block) => blockNamed(String((block as RecordValue).type))?.label ?? String((block as RecordValue).type)).join(', ')
        : '';
    default:
      return String(value ?? '');
  }
}

/** Whether two values of a field are the same. */
export function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The text of some HTML, as one line: what a list or a block's card title shows of rich text. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}
