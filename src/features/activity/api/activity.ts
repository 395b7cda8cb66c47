// The activity page's call (owners): a page of the audit log, newest first, filtered by who, what and a
// range of India dates; the sentences are the server's.
import { isRecord, listOf, toText } from '@/lib/validate';

import { staffGet } from '@/lib/staff/staff-request';

export interface ActivityFilter {
  /** The actor ('' for anyone). */
  actor: string;
  /** The action ('' for any). */
  action: string;
  /** India dates, YYYY-MM-DD, both included ('' for no bound). */
  from: string;
  to: string;
  page: number;
}

export interface ActivityEntry {
  id: number;
  /** UTC ISO 8601. */
  at: string;
  actor: string;
  /** The actor as people read it (the server and the terminal have names of their own). */
  who: string;
  action: string;
  /** What was done, as a sentence. */
  what: string;
  /** What it was done to. */
  subject: string;
}

export interface ActivityChoice {
  value: string;
  label: string;
}

export interface ActivityPage {
  items: ActivityEntry[];
  total: number;
  page: number;
  size: number;
  actors: ActivityChoice[];
  actions: ActivityChoice[];
}

const ACTIVITY = '/api/staff/activity';

const readChoice = (value: unknown): ActivityChoice | undefined =>
  isRecord(value) && typeof value.value === 'string' ? { value: value.value, label: toText(value.label) || value.value } : undefined;

function readEntry(value: unknown): ActivityEntry | undefined {
  if (!isRecord(value) || typeof value.id !== 'number') return undefined;
  return {
    id: value.id,
    at: toText(value.at),
    actor: toText(value.actor),
    who: toText(value.who) || toText(value.actor),
    action: toText(value.action),
    what: toText(value.what),
    subject: toText(value.subject),
  };
}

/** The filter as query parameters: what is empty (or page 1) is left out. */
export function activityParams({ actor, action, from, to, page }: ActivityFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries({ actor, action, from, to })) if (value) params[name] = value;
  if (page > 1) params.page = String(page);
  return params;
}

export async function getActivity(filter: ActivityFilter): Promise<ActivityPage> {
  const data = await staffGet(ACTIVITY, activityParams(filter));
  const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  return {
    items: listOf(data.items, readEntry),
    total: count(data.total, 0),
    page: count(data.page, filter.page),
    size: count(data.size, 50),
    actors: listOf(data.actors, readChoice),
    actions: listOf(data.actions, readChoice),
  };
}
