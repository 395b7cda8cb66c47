// Times and dates as they are in India (Asia/Kolkata): what staff read, what the CSV carries and what a
// "day" means in reports and follow-ups. India keeps UTC+05:30 all year (no summer time), so the offset
// is a constant; stored times stay UTC ISO 8601 and days are India dates written YYYY-MM-DD. Shared by the
// staff pages and the server (src/lib/india-time.ts passes it on to the site's code).

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The years a day given to the site may fall in (staff's ranges and follow-ups; the forms' dates allow the same). */
export const FIRST_DAY_YEAR = 1900;
export const LAST_DAY_YEAR = 2100;
/** Those years as a refusal says them: '1900 to 2100'. */
export const DAY_YEARS = `${FIRST_DAY_YEAR} to ${LAST_DAY_YEAR}`;

/** The instant (UTC midnight) of a real calendar date written YYYY-MM-DD, any year 0000–9999; undefined for any other text. */
function dayTime(text: string): number | undefined {
  if (!DAY_PATTERN.test(text)) return undefined;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text) ? time : undefined;
}

/** The instant of a day the arithmetic below is given; a RangeError for a text that is not a calendar date. */
function timeOf(day: string): number {
  const time = dayTime(day);
  if (time === undefined) throw new RangeError(`Not a calendar date written YYYY-MM-DD: ${JSON.stringify(day)}`);
  return time;
}

/** The day (YYYY-MM-DD) of a UTC midnight; a RangeError outside the years 0000–9999, which cannot be written so. */
function dayAt(time: number): string {
  const day = new Date(time).toISOString().slice(0, 10);
  if (!DAY_PATTERN.test(day)) throw new RangeError(`A date outside the years 0000–9999 (${new Date(time).toISOString()})`);
  return day;
}

/**
 * Whether a text is a real calendar date written YYYY-MM-DD (2026-02-30 is not) in the years FIRST_DAY_YEAR to
 * LAST_DAY_YEAR: what a request may give as a day.
 */
export function isDay(text: string): boolean {
  if (dayTime(text) === undefined) return false;
  const year = Number(text.slice(0, 4));
  return year >= FIRST_DAY_YEAR && year <= LAST_DAY_YEAR;
}

/** The India date at an instant (default: now). */
export function indiaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

// The arithmetic of days takes calendar dates of the years 0000–9999 and answers one, or throws a RangeError
// (a text that is not such a date, a whole count of days that is not one, a result outside those years): it never
// answers a text that is not a day, so a walk from day to day always moves on or stops.

/** A day `count` days later (earlier when negative). */
export function addDays(day: string, count: number): string {
  if (!Number.isInteger(count)) throw new RangeError(`Not a whole number of days: ${count}`);
  return dayAt(timeOf(day) + count * DAY_MS);
}

/** Whole days from one day to another (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((timeOf(to) - timeOf(from)) / DAY_MS);
}

/** The instant an India day begins, as stored times are written: '2026-11-24' → '2026-11-23T18:30:00.000Z'. */
export function indiaDayStart(day: string): string {
  return new Date(timeOf(day) - OFFSET_MS).toISOString();
}

/** The Monday of the week (Monday to Sunday) a day falls in. */
export function weekStart(day: string): string {
  const weekday = new Date(timeOf(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** A stored UTC time as ISO 8601 in India time: '2026-11-24T06:08:49Z' → '2026-11-24T11:38:49+05:30' ('' when unreadable). */
export function toIndiaIso(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return `${new Date(time + OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

let timeFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;
let longDayFormat: Intl.DateTimeFormat | undefined;

/** A stored UTC time for people, in India time: '24 Nov 2026, 11:38 am'; the stored text when it cannot be read. */
export function formatIndiaTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  timeFormat ??= new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
  return timeFormat.format(time);
}

/** An India date for people: '2026-11-24' → '24 Nov 2026'; the text itself when it is not a date. */
export function formatIndiaDay(day: string): string {
  if (!isDay(day)) return day;
  // Noon UTC of that date is the same date in India.
  dayFormat ??= new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, dateStyle: 'medium' });
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}

/** An India date as a heading names it, weekday first: '2026-12-01' → 'Tuesday, 1 December 2026'; the text itself when it is not a date. */
export function formatIndiaLongDay(day: string): string {
  if (!isDay(day)) return day;
  longDayFormat ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: INDIA_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return longDayFormat.format(new Date(`${day}T12:00:00Z`));
}
