// The small readers the activity page's sentences take an audit entry's values with: a record, a word, a count,
// a plural, a title clipped to its length.

export type Values = Record<string, unknown>;
export const record = (value: unknown): Values => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {});
export const word = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
export const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const clip = (text: string, length = 80) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
