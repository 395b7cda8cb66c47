// A change made from an older version (If-Match not current): a save's fields rebased on the item as it is now
// (three-way merge, ./merge.ts), and the 412 that refuses a stale change, or a save whose fields both people
// changed — the item's or its draft's — naming those fields.
import type Database from 'better-sqlite3';

import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import { latestAudit, latestChangeByOthers } from '../db/audit.ts';
import { staffNamer } from '../account/staff-names.ts';
import { ContentError, type ItemView } from '../db/content-items.ts';

import type { Expected } from './editor.ts';
import { allYours, baseVersion, changedSince, mergeFields, mergeNote, type FieldConflict, type MergeNote } from './merge.ts';
import { parseFields } from './rules.ts';

/** A save's fields rebased on the item as it is now, and whose changes they were merged with (null: none). */
export interface Rebased {
  changes: Record<string, unknown>;
  merged: MergeNote | null;
}

/**
 * The 412 of a save whose fields were changed first, by someone else or by the same person in another window
 * (`byYou`): it says which, about `subject` ("this service", "the draft of this service"), and names each field both
 * changed (marked for a choice); `details` are the answer's data.
 */
export function conflictError(
  subject: string,
  conflicts: readonly FieldConflict[],
  details: Record<string, unknown>,
  byYou = false,
): ContentError {
  const labels = conflicts.map((c) => c.label.toLowerCase()).join(', ');
  const sentence = byYou
    ? `You changed ${subject} in another window since you opened it here: nothing was saved.${labels ? ` Changed in both windows: ${labels}.` : ''}`
    : `Someone else changed ${subject} since you opened it: nothing was saved.${labels ? ` You both changed: ${labels}.` : ''}`;
  const why = byYou
    ? 'was changed in your other window too since you opened it here: choose which to keep'
    : 'was changed by someone else too since you opened it: choose which to keep';
  return new ContentError(412, sentence, Object.fromEntries(conflicts.map((c) => [c.field, why])), {
    ...details,
    changed_in_your_other_window: byYou,
  });
}

/**
 * The 412 of a change made from an older version: the current item, who changed it last and when, and
 * for a save the fields both people changed (base, theirs, yours), each also named in `fields`. `byYou`: every
 * change since was the same person's, in another window. A save by `actor` that a colleague's change refused names
 * that colleague, even when the actor's other window saved after them.
 */
export function staleChange(
  db: Database.Database,
  kind: KindDeclaration,
  view: ItemView,
  conflicts?: FieldConflict[],
  byYou = false,
  actor?: string,
): ContentError {
  const last =
    (actor && !byYou ? latestChangeByOthers(db, kind.entity, view.id, actor) : undefined) ?? latestAudit(db, kind.entity, view.id);
  return conflictError(
    `this ${kind.label.toLowerCase()}`,
    conflicts ?? [],
    {
      data: view,
      changed_by: last?.actor ?? null,
      changed_by_name: last ? staffNamer(db)(last.actor).name : null,
      changed_at: last?.at ?? null,
      ...(conflicts ? { conflicts } : {}),
    },
    byYou,
  );
}

/**
 * A save's fields (the body, checked) made by `actor` from version `expected`, to apply on top of `theirs` (the
 * item's fields, or its draft's, as stored now). From the current version: all of them. From an
 * older one: the fields this person changed since it (three-way merge, ./merge.ts); a field both
 * changed is a conflict (412 with just those fields). A parent sent as it was at that version is
 * dropped: someone may have moved the item since, and this save did not.
 */
export function rebaseSave(
  db: Database.Database,
  actor: string,
  kind: KindDeclaration,
  live: ItemView,
  expected: Expected,
  body: Record<string, unknown>,
  theirs: Record<string, unknown>,
): Rebased {
  const yours = parseFields(kind, body, true);
  if (expected === undefined || expected === live.version) return { changes: yours, merged: null };
  const base = baseVersion(db, kind, live.id, expected);
  const parent = kind.parent?.field;
  if (base && parent && parent in body && body[parent] === base.fields[parent]) delete body[parent];
  const { changes, conflicts } = mergeFields(kind, base?.fields, theirs, yours);
  const people = base ? changedSince(db, kind, live.id, base.laterFrom) : [];
  if (conflicts.length > 0) throw staleChange(db, kind, live, conflicts, allYours(people, actor), actor);
  return { changes, merged: mergeNote(db, people, actor) };
}
