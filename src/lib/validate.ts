// Small guards for data that enters from the API: malformed items are dropped, never trusted.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A positive safe integer from a number or a numeric string; otherwise undefined. */
export function toId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

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
