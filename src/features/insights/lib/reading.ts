// What an article's page and card say of it besides its words: how long it takes to read, and when it went live
// in India time.
import { indiaDay, toIndiaIso } from '@common/india-time';

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The India date a UTC time falls on, for people: '28 Nov 2026' ('' when it cannot be read). Worked out from India's
 * fixed offset, not with Intl.DateTimeFormat: making one for Asia/Kolkata loads the time zone's data, about 50 ms of a
 * phone's main thread while an article hydrates (docs/benchmarks.md, Lighthouse of an article).
 */
export function publishedDay(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const [year, month, day] = indiaDay(new Date(time)).split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** The same time as ISO 8601 in India time, for `<time dateTime>` and structured data ('' when unreadable). */
export const publishedIso = (iso: string): string => toIndiaIso(iso);
