// Small guards for data that enters from the API: malformed items are dropped, never trusted.
import type { FieldKind, ListField, Shape } from '@common/api-contract';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A positive safe integer from a number or a numeric string; otherwise undefined. */
export function toId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A count (a whole number, 0 or more); 0 for anything else. */
export const toCount = (value: unknown): number => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0);

export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Keeps http(s) URLs and root-relative paths; anything else (javascript:, data:, //host) becomes ''. */
export function toSafeUrl(value: unknown): string {
  const text = toText(value).trim();
  if (text === '') return '';
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/** Maps an unknown list through a parser, dropping items it rejects. */
export function listOf<T>(value: unknown, parse: (item: unknown) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const item of value) {
    const parsed = parse(item);
    if (parsed !== undefined) out.push(parsed);
  }
  return out;
}

/** A finite number from a number or a numeric string ('1200', '12.5'); otherwise undefined. */
export function toAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
}

// Reading an answer against its shape (common/api-contract.ts): each field becomes its type or, when it is
// malformed, a fallback the caller can test for (undefined, or null where the field may be null).
interface KindReads {
  id: number | undefined;
  'id|null': number | null;
  ids: number[];
  text: string;
  number: number | undefined;
  'number|null': number | null;
  integer: number | undefined;
  boolean: boolean | undefined;
  'text-maps': Array<Record<string, string>>;
  blocks: Array<{ type: string } & Record<string, unknown>>;
}

/** A record read leniently against its shape: what each field holds after `readRecord`. */
export type ReadRecord<S extends Shape> = {
  -readonly [K in keyof S]: S[K] extends FieldKind ? KindReads[S[K]] : S[K] extends ListField ? Array<ReadRecord<S[K]['list']>> : never;
};

const readers: { [K in FieldKind]: (value: unknown) => KindReads[K] } = {
  id: toId,
  'id|null': (value) => toId(value) ?? null,
  ids: (value) => listOf(value, toId),
  text: toText,
  number: toAmount,
  'number|null': (value) => toAmount(value) ?? null,
  integer: (value) => {
    const n = toAmount(value);
    return Number.isSafeInteger(n) ? n : undefined;
  },
  boolean: (value) => (typeof value === 'boolean' ? value : undefined),
  // Each block's component reads its own fields (src/blocks); here only that it is an object with a type.
  blocks: (value) => listOf(value, (item) => (isRecord(item) && typeof item.type === 'string' ? (item as { type: string }) : undefined)),
  'text-maps': (value) =>
    listOf(value, (item) =>
      isRecord(item) ? Object.fromEntries(Object.entries(item).map(([key, text]) => [key, toText(text)])) : undefined,
    ),
};

/** Reads an API record against its shape; undefined when it is not an object. Unknown fields are left out. */
export function readRecord<S extends Shape>(shape: S, value: unknown): ReadRecord<S> | undefined {
  if (!isRecord(value)) return undefined;
  const record: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(shape)) {
    record[name] = typeof kind === 'string' ? readers[kind](value[name]) : listOf(value[name], (item) => readRecord(kind.list, item));
  }
  return record as ReadRecord<S>;
}

/**
 * A parser for one item of an answer: read against the shape, then `pick` turns the record into what the
 * site uses, or rejects it (undefined) when a field it needs is missing. Use it with `listOf`.
 */
export function recordParser<S extends Shape, T>(shape: S, pick: (record: ReadRecord<S>) => T | undefined) {
  return (item: unknown): T | undefined => {
    const record = readRecord(shape, item);
    return record === undefined ? undefined : pick(record);
  };
}
