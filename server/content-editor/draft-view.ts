// A draft as the staff API shows it: its values, what publishing it changes field by field (from the item as it
// is live now), its times, its review and who saved it.
import type Database from 'better-sqlite3';

import { KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { draftSaversAfter, reviewSteps, type DraftReview, type DraftRow, type ReviewStep } from '../db/drafts.ts';
import { staffNamer, type StaffName } from '../account/staff-names.ts';

import type { ContentEditor, ItemView } from './editor.ts';
import { baseVersion, sameValue } from './merge.ts';
import { liveTakeDown } from './take-downs.ts';

export interface FieldChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}

export interface DraftView {
  id: number;
  kind: string;
  /** The item it changes; null for a new item. */
  item_id: number | null;
  /** The list a new item goes in (its parent's id), or the one a move saved in the draft takes the item to; null otherwise. */
  parent_id: number | null;
  /**
   * Its place in that list: for a new item, how many of the list's live items come before it (null: at the
   * end; new items in the same place go in the order they were drafted); for an item, the place a move
   * saved in the draft takes it to (null: it stays where it is).
   */
  position: number | null;
  title: string;
  values: Record<string, unknown>;
  /** What publishing it changes, field by field (from null for a new item). */
  changes: FieldChange[];
  /** When it goes live on its own (ISO 8601, UTC); null: when someone publishes it. */
  publish_at: string | null;
  /** When its item leaves the site once live (pages and articles; ISO 8601, UTC); null: it stays. */
  unpublish_at: string | null;
  /** Where the item's address then sends visitors; null: 410 Gone. */
  unpublish_to: string | null;
  /** Counts its saves (its ETag). */
  version: number;
  /** Its review: submitted by a writer and waiting, or sent back; null: none. */
  review: DraftReview | null;
  /** Its review's steps, first one first: the writer's note, comments, a send-back's reason, the approval; who by name. */
  review_steps: Array<ReviewStep & { actor_name: string }>;
  /** Everyone who saved it, first one first (who holds a draft of the item), by name and e-mail. */
  saved_by: StaffName[];
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

const kindNamed = (name: string) => KINDS.find((kind) => kind.name === name);

export function fieldsOf(kind: KindDeclaration, view: ItemView): Record<string, unknown> {
  return Object.fromEntries(Object.keys(kind.fields).map((name) => [name, view[name]]));
}

export function draftView(db: Database.Database, editor: ContentEditor, row: DraftRow): DraftView {
  const kind = kindNamed(row.kind);
  const values = JSON.parse(row.values_json) as Record<string, unknown>;
  const live = kind && row.item_id !== null && editor.exists(kind, row.item_id) ? editor.get(kind, row.item_id) : undefined;
  const changes: FieldChange[] = [];
  // Once the item changed since the draft was made, the fields publishing it changes (publishedFields).
  const publishes = kind && live ? publishedFields(db, kind, row, values, live) : values;
  for (const [field, declared] of Object.entries(kind?.fields ?? {})) {
    if (!(field in publishes)) continue;
    const from = live ? live[field] : null;
    if (JSON.stringify(from) !== JSON.stringify(values[field])) changes.push({ field, label: declared.label, from, to: values[field] });
  }
  if (live && row.position !== null) {
    const parent = kind?.parent?.field;
    if (parent && row.parent_id !== null)
      changes.push({ field: parent, label: kindNamed(kind.parent!.kind)?.label ?? parent, from: live[parent], to: row.parent_id });
    changes.push({ field: 'position', label: 'Place in the list', from: Number(live.position) + 1, to: row.position + 1 });
  }
  const { base_version: _base, values_json: _json, trash_entry: _trash, take_down_set: set, ...rest } = row;
  // A draft that sets no take-down of its own shows the live item's: the one it leaves as it is.
  if (!set && kind && row.item_id !== null) {
    const { at, to } = liveTakeDown(db, kind, row.item_id);
    Object.assign(rest, { unpublish_at: at, unpublish_to: to });
  }
  const title = String(values[kind?.title ?? ''] ?? '') || `${kind?.label ?? row.kind} ${row.item_id ?? '(new)'}`;
  const nameOf = staffNamer(db);
  return {
    ...rest,
    title,
    values,
    changes,
    review_steps: reviewSteps(db, row.id).map((step) => ({ ...step, actor_name: nameOf(step.actor).name })),
    saved_by: draftSaversAfter(db, row.id, 0).map(nameOf),
  };
}

/**
 * What publishing a draft changes: all its fields while the item is as it was when the draft was made;
 * once someone changed the item since, only the fields the draft changed, so a colleague's live change
 * to another field stays (the merge of a save, ./merge.ts).
 */
export function publishedFields(
  db: Database.Database,
  kind: KindDeclaration,
  draft: DraftRow,
  values: Record<string, unknown>,
  live: ItemView,
): Record<string, unknown> {
  if (draft.base_version === null || live.version === draft.base_version) return values;
  const base = baseVersion(db, kind, live.id, draft.base_version);
  if (!base) return values;
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !(name in base.fields) || !sameValue(values[name], base.fields[name])),
  );
}
