import { formatIndiaTime } from '@common/india-time';

/** A stored UTC time in India time, as staff read it ('24 Nov 2026, 11:38 am'); the stored text when it cannot be read. */
export function formatTime(iso: string): string {
  return formatIndiaTime(iso);
}

/** A time to come as a question names it, without the year that goes without saying: '28 Nov, 9:00 am'. */
export function formatSoon(iso: string): string {
  return formatTime(iso).replace(/ \d{4},/, ',');
}

/** The time of day alone, for something happening today ('9:24 pm'); the whole time when it cannot be read. */
export function formatClock(iso: string): string {
  const time = formatTime(iso);
  return time.includes(', ') ? time.slice(time.lastIndexOf(', ') + 2) : time;
}
