// What an article's page and card say of it besides its words: how long it takes to read, and when it went live
// in India time.
import { INDIA_TIME_ZONE, toIndiaIso } from '@common/india-time';

/** Words a minute an adult reads an article at. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read the text of some HTML (at least one). */
export function readingMinutes(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim();
  const words = text === '' ? 0 : text.split(/\s+/).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

let dayFormat: Intl.DateTimeFormat | undefined;

/** The India date a UTC time falls on, for people: '28 Nov 2026' ('' when it cannot be read). */
export function publishedDay(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  dayFormat ??= new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
  return dayFormat.format(new Date(time));
}

/** The same time as ISO 8601 in India time, for `<time dateTime>` and structured data ('' when unreadable). */
export const publishedIso = (iso: string): string => toIndiaIso(iso);
