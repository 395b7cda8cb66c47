// What an article's page and card say of it besides its words: how long it takes to read, and when it went live
// in India time.
import { indiaDay, toIndiaIso } from '@common/india-time';
import { DEFAULT_LANGUAGE, formatLocale, type Language } from '@common/languages';

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
 * The India date a UTC time falls on, for people: '28 Nov 2026' in English ('' when it cannot be read). Worked out from India's
 * fixed offset, not with Intl.DateTimeFormat: making one for Asia/Kolkata loads the time zone's data, about 50 ms of a
 * phone's main thread while an article hydrates (docs/benchmarks.md, Lighthouse of an article).
 */
export function publishedDay(iso: string, lang: Language = DEFAULT_LANGUAGE): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  // Marathi and Hindi name the month in their own words ('28 नोव्हें, 2026'): the browser's calendar, in India time.
  if (lang !== DEFAULT_LANGUAGE) {
    const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' } as const;
    return new Intl.DateTimeFormat(formatLocale(lang), options).format(time);
  }
  const [year, month, day] = indiaDay(new Date(time)).split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** The same time as ISO 8601 in India time, for `<time dateTime>` and structured data ('' when unreadable). */
export const publishedIso = (iso: string): string => toIndiaIso(iso);
