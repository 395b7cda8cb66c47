// The calendar's read (GET /api/staff/content/calendar): every publish and take-down that happens on its own,
// soonest first. The kind is kept as the server wrote it: a kind this editor does not know is still shown.
import { isRecord, listOf, toId, toSafeUrl, toText } from '@/lib/validate';

import { staffGet } from '@/lib/staff/staff-request';

export const CALENDAR_PATH = '/api/staff/content/calendar';

export interface CalendarEntry {
  /** When it happens (UTC ISO 8601). */
  at: string;
  action: 'publish' | 'take-down';
  /** The kind's name as the API writes it (`pages`). */
  kind: string;
  /** The live item; null for a new item's draft, which is not live yet. */
  itemId: number | null;
  /** The draft that goes live (or carries the take-down); null for a live item's take-down. */
  draftId: number | null;
  title: string;
  /** The e-mail of whoever scheduled it. */
  scheduledBy: string;
  /** Their name as colleagues read it (their account's display name, else their e-mail's name part), as the server gives it. */
  scheduledByName: string;
  /** Where a take-down sends visitors; null: its address answers 410 Gone. */
  sendTo: string | null;
}

function readEntry(value: unknown): CalendarEntry | undefined {
  if (!isRecord(value) || typeof value.at !== 'string' || Number.isNaN(Date.parse(value.at))) return undefined;
  if (value.action !== 'publish' && value.action !== 'take-down') return undefined;
  const sendTo = value.action === 'take-down' ? toSafeUrl(value.send_to) : '';
  return {
    at: value.at,
    action: value.action,
    kind: toText(value.kind),
    itemId: toId(value.item_id) ?? null,
    draftId: toId(value.draft_id) ?? null,
    title: toText(value.title),
    scheduledBy: toText(value.scheduled_by),
    scheduledByName: toText(value.scheduled_by_name),
    sendTo: sendTo || null,
  };
}

export async function getCalendar(): Promise<CalendarEntry[]> {
  const { list } = await staffGet(CALENDAR_PATH, undefined, 'list');
  return listOf(list, readEntry);
}
