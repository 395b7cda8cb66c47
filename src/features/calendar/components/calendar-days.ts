// What the calendar shows of each entry: the India day it falls on (its heading), what happens in staff's words,
// who scheduled it, and where the content editor opens it.
import { kindNamed } from '@common/content-model/kinds';
import { indiaDay } from '@common/india-time';

import { hrefs } from '@common/paths';

import type { CalendarEntry } from '../api/get-calendar';

export interface CalendarDay {
  /** The India date, YYYY-MM-DD. */
  day: string;
  entries: CalendarEntry[];
}

/** The entries by the India day of their time, soonest day first and soonest first within it. */
export function byIndiaDay(entries: readonly CalendarEntry[]): CalendarDay[] {
  const days = new Map<string, CalendarEntry[]>();
  const sorted = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const entry of sorted) {
    // Grouped by India's date, not the UTC date the time is written in: 23:30 UTC is the next morning in India.
    const day = indiaDay(new Date(entry.at));
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return [...days].map(([day, list]) => ({ day, entries: list }));
}

/** What happens, and for a take-down what its address then does. */
export function whatHappens(entry: CalendarEntry): { action: string; detail?: string } {
  if (entry.action === 'publish') return { action: 'Goes live' };
  return { action: 'Taken down', detail: entry.sendTo ? `sends visitors to ${entry.sendTo}` : '410 Gone' };
}

/** Who scheduled it when the server gives no name: the e-mail's name part (the terminal's actor as it is). */
export function scheduledByName(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/** The kind as staff read it; a kind this editor does not know, by the name the server gave it. */
export function kindLabel(entry: CalendarEntry): string {
  return kindNamed(entry.kind)?.label ?? `${entry.kind || 'Unknown kind'} (not in this editor)`;
}

/**
 * Where the content editor opens the entry: the live item's form (with its draft's values when it has one), or,
 * for a new item's draft, Pending changes. None for a kind the editor does not know.
 */
export function editorLink(entry: CalendarEntry): { href: string; text: string } | undefined {
  const kind = kindNamed(entry.kind);
  if (!kind) return undefined;
  if (entry.itemId !== null) return { href: hrefs.staffContentItem(kind.name, entry.itemId), text: 'Open in the editor' };
  if (entry.draftId !== null) return { href: hrefs.staffPendingDraft(entry.draftId), text: 'Open in Pending changes' };
  return undefined;
}
