// A draft's time to go live, as staff give it: a date and time in India time (the form's
// datetime-local input, '2026-12-01T09:00'), sent as ISO 8601 with India's offset (+05:30).
import { toIndiaIso } from '@common/india-time';

const LOCAL = /^(\d{4}-\d\d-\d\dT\d\d:\d\d)(:\d\d)?$/;

/** A stored UTC time as the input holds it, in India time ('' for none). */
export function scheduleInput(iso: string | null): string {
  return iso ? toIndiaIso(iso).slice(0, 16) : '';
}

/** What the input holds, to send: '2026-12-01T09:00' → '2026-12-01T09:00:00+05:30'; null when empty. */
export function readSchedule(local: string, now = Date.now()): { value: string | null } | { error: string } {
  const text = local.trim();
  if (text === '') return { value: null };
  const match = LOCAL.exec(text);
  const iso = match ? `${match[1]}${match[2] ?? ':00'}+05:30` : '';
  const time = Date.parse(iso);
  if (!match || Number.isNaN(time)) return { error: 'must be a date and time, such as 1 Dec 2026, 9:00 am' };
  if (time <= now) return { error: 'must be later than now (to make it live now, use Publish)' };
  return { value: iso };
}
