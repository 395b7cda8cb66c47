// Taking a page or an article down at a time (Payload's scheduled unpublish): the item leaves the site, and with
// it the menu entries that link to it, the sitemap, search and the feed (it goes to Recently deleted, marked as
// taken down, and comes back from there with its menu entries); its address then answers 410 Gone, or sends
// visitors where staff chose. The same clock as scheduled publishing runs it. The calendar lists both, by day.
import type Database from 'better-sqlite3';

import { KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { indiaDay } from '../../common/india-time.ts';
import { staffNamer } from '../account/staff-names.ts';
import { scheduledDraftRows } from '../db/drafts.ts';
import { deleteGonePath, deleteTakeDown, dueTakeDowns, insertGone, takeDownOf, takeDownRows, upsertTakeDown } from '../db/take-downs.ts';

import type { ContentEditor, ItemView } from './editor.ts';

const kindNamed = (name: string) => KINDS.find((kind) => kind.name === name);

/** The address of an item's own page: a built page's `/<slug>`, an article's `/insights/<slug>`; undefined for other kinds. */
export function addressOf(kind: KindDeclaration, item: Record<string, unknown>): string | undefined {
  if (kind.itemPage) {
    const value = item[kind.itemPage.field];
    return typeof value === 'string' && value !== '' ? `${kind.itemPage.prefix}${value}` : undefined;
  }
  const slug = Object.entries(kind.fields).find(([, f]) => f.type === 'text' && f.slug === true)?.[0];
  const value = slug ? item[slug] : undefined;
  return typeof value === 'string' && value !== '' ? `/${value}` : undefined;
}

/** When a live item is to be taken down, and where its address then sends visitors. */
export function liveTakeDown(db: Database.Database, kind: KindDeclaration, id: number): { at: string | null; to: string | null } {
  const row = kind.takesDown ? takeDownOf(db, kind.name, id) : undefined;
  return { at: row?.at ?? null, to: row?.send_to ?? null };
}

/** Sets (at) or clears (null) when a live item is taken down; kinds that are not taken down are left as they are. */
export function setTakeDown(
  db: Database.Database,
  kind: KindDeclaration,
  id: number,
  { at, to }: { at: string | null; to: string | null },
  by: string,
  now = new Date(),
): void {
  if (!kind.takesDown) return;
  const was = takeDownOf(db, kind.name, id);
  if (at === null) deleteTakeDown(db, kind.name, id);
  else if (was?.at !== at || was.send_to !== to) {
    upsertTakeDown(db, { kind: kind.name, item_id: id, at, send_to: to, scheduled_by: by, scheduled_at: now.toISOString() });
  }
}

/** Something to happen on its own at a time: a draft going live, or an item taken down. */
export interface CalendarEntry {
  /** ISO 8601, UTC. */
  at: string;
  /** Its day in India (YYYY-MM-DD): the calendar's rows. */
  day: string;
  action: 'publish' | 'take-down';
  kind: string;
  /** The item (null: a new item, not live yet). */
  item_id: number | null;
  /** The draft that goes live, or whose item is taken down once it is live; null: a live item's take-down. */
  draft_id: number | null;
  title: string;
  /** Who scheduled it: the draft's last editor, or whoever set the take-down. */
  scheduled_by: string;
  /** Their name as colleagues read it: their account's display name, else their e-mail's name part. */
  scheduled_by_name: string;
  /** Where a take-down sends visitors; null: 410 Gone (and for a publish). */
  send_to: string | null;
}

export class ContentTakeDowns {
  private readonly db: Database.Database;

  constructor(private readonly editor: ContentEditor) {
    this.db = editor.db;
  }

  /** Takes down the items whose time has come at `now`; answers how many. */
  takeDownDue(actor: string, now = new Date()): number {
    const due = dueTakeDowns(this.db, now.toISOString());
    for (const row of due) {
      const kind = kindNamed(row.kind);
      if (!kind || !this.editor.exists(kind, row.item_id)) {
        deleteTakeDown(this.db, row.kind, row.item_id);
        continue;
      }
      this.takeDown(actor, kind, row.item_id, row.send_to, now);
    }
    return due.length;
  }

  /** Takes an item down now: to the trash with its menu entries, its address gone (or sent on). */
  takeDown(actor: string, kind: KindDeclaration, id: number, sendTo: string | null, now = new Date()): number {
    return this.editor.transaction(() => {
      const item = this.editor.get(kind, id);
      const path = addressOf(kind, item);
      const entry = this.editor.remove(actor, kind, id, undefined, { withMenuEntries: true, reason: 'take-down' });
      deleteTakeDown(this.db, kind.name, id);
      if (path) {
        insertGone(this.db, { path, kind: kind.name, item_id: id, trash_entry: entry, send_to: sendTo, gone_at: now.toISOString() });
      }
      return entry;
    });
  }

  /** Every scheduled publish and take-down, soonest first. */
  calendar(): CalendarEntry[] {
    const entries: Omit<CalendarEntry, 'scheduled_by_name'>[] = [];
    // Only the drafts with a time: the calendar costs what is scheduled, not every draft.
    for (const row of scheduledDraftRows(this.db)) {
      const kind = kindNamed(row.kind);
      if (!kind) continue;
      const values = JSON.parse(row.values_json) as Record<string, unknown>;
      const title = String(values[kind.title] ?? '') || `${kind.label} ${row.item_id ?? '(new)'}`;
      const base = { kind: row.kind, item_id: row.item_id, draft_id: row.id, title, scheduled_by: row.updated_by };
      if (row.publish_at)
        entries.push({ ...base, at: row.publish_at, day: indiaDay(new Date(row.publish_at)), action: 'publish', send_to: null });
      // A take-down the draft carries that the live item does not have yet (it applies once the draft is live).
      const live = row.item_id === null ? null : liveTakeDown(this.db, kind, row.item_id).at;
      if (row.unpublish_at && row.unpublish_at !== live) {
        entries.push({
          ...base,
          at: row.unpublish_at,
          day: indiaDay(new Date(row.unpublish_at)),
          action: 'take-down',
          send_to: row.unpublish_to,
        });
      }
    }
    for (const row of takeDownRows(this.db)) {
      const kind = kindNamed(row.kind);
      if (!kind || !this.editor.exists(kind, row.item_id)) continue;
      const item: ItemView = this.editor.get(kind, row.item_id);
      entries.push({
        at: row.at,
        day: indiaDay(new Date(row.at)),
        action: 'take-down',
        kind: row.kind,
        item_id: row.item_id,
        draft_id: null,
        title: String(item[kind.title] ?? ''),
        scheduled_by: row.scheduled_by,
        send_to: row.send_to,
      });
    }
    const nameOf = staffNamer(this.db);
    return entries
      .sort((a, b) => a.at.localeCompare(b.at) || a.action.localeCompare(b.action))
      .map((entry) => ({ ...entry, scheduled_by_name: nameOf(entry.scheduled_by).name }));
  }
}

/** An address is an item's again (created, renamed to it, brought back): it no longer answers 410. */
export function freeAddress(db: Database.Database, kind: KindDeclaration, item: Record<string, unknown>): void {
  const path = kind.takesDown ? addressOf(kind, item) : undefined;
  if (path) deleteGonePath(db, path);
}
