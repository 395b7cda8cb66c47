// A change made from an older version (If-Match not current): a save's fields rebased on the item as it is now
// (three-way merge, ./merge.ts), and the 412 that refuses a stale change, or a save whose fields both people
// changed — the item's or its draft's — naming those fields.
import type Database from 'better-sqlite3';

import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import { latestAudit } from '../db/audit.ts';
import { ContentError, type ItemView } from '../db/content-items.ts';

import type { Expected, MergeNote } from './editor.ts';
import { baseVersion, changedSince, mergeFields, sameValue, staffName, type FieldConflict } from './merge.ts';
import { parseFields } from './rules.ts';

/** A save's fields rebased on the item as it is now, and whose changes they were merged with (null: none). */
export interface Rebased {
  changes: Record<string, unknown>;
  merged: MergeNote | null;
}

/**
 * The 412 of a save someone else changed first: `sentence` says so, each field both changed is named (and marked
 * for a choice), `details` are the answer's data.
 */
export function conflictError(sentence: string, conflicts: readonly FieldConflict[], details: Record<string, unknown>): ContentError {
  const both = conflicts.length > 0 ? ` You both changed: ${conflicts.map((c) => c.label.toLowerCase()).join(', ')}.` : '';
  const fields = Object.fromEntries(
    conflicts.map((c) => [c.field, 'was changed by someone else too since you opened it: choose which to keep']),
  );
  return new ContentError(412, `${sentence}${both}`, fields, details);
}

/**
 * The 412 of a change made from an older version: the current item, who changed it last and when, and
 * for a save the fields both people changed (base, theirs, yours), each also named in `fields`.
 */
export function staleChange(db: Database.Database, kind: KindDeclaration, view: ItemView, conflicts?: FieldConflict[]): ContentError {
  const last = latestAudit(db, kind.entity, view.id);
  return conflictError(`Someone else changed this ${kind.label.toLowerCase()} since you opened it: nothing was saved.`, conflicts ?? [], {
    data: view,
    changed_by: last?.actor ?? null,
    changed_at: last?.at ?? null,
    ...(conflicts ? { conflicts } : {}),
  });
}

/**
 * A save's fields (the body, checked) made from version `expected`, to apply on top of `theirs` (the
 * item's fields, or its draft's, as stored now). From the current version: all of them. From an
 * older one: the fields this person changed since it (three-way merge, ./merge.ts); a field both
 * changed is a conflict (412 with just those fields). A parent sent as it was at that version is
 * dropped: someone may have moved the item since, and this save did not.
 */
export function rebaseSave(
  db: Database.Database,
  kind: KindDeclaration,
  live: ItemView,
  expected: Expected,
  body: Record<string, unknown>,
  theirs: Record<string, unknown>,
  draftBy?: string,
): Rebased {
  const yours = parseFields(kind, body, true);
  if (expected === undefined || expected === live.version) return { changes: yours, merged: null };
  const base = baseVersion(db, kind, live.id, expected);
  const parent = kind.parent?.field;
  if (base && parent && parent in body && body[parent] === base.fields[parent]) delete body[parent];
  const { changes, conflicts } = mergeFields(kind, base?.fields, theirs, yours);
  if (conflicts.length > 0) throw staleChange(db, kind, live, conflicts);
  const actors = base ? changedSince(db, kind, live.id, base.laterFrom) : [];
  // Changes made to the item's draft count too (a draft keeps the item's version).
  if (
    draftBy &&
    !actors.includes(draftBy) &&
    base &&
    Object.keys(kind.fields).some((name) => name in base.fields && !sameValue(theirs[name], base.fields[name]))
  ) {
    actors.push(draftBy);
  }
  return { changes, merged: { with: actors.map(staffName) } };
}
