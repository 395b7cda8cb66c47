// A save into a draft made from an older version of it, or from the item as it was before a colleague began a
// draft of it: merged field by field against the version the person started from (./merge.ts), so a field they
// did not touch keeps the colleague's value; a field both changed is a 412 naming it, with the draft as it is.
import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import { ContentError } from '../db/content-items.ts';
import { latestChangeByOthers } from '../db/audit.ts';
import { draftSaversAfter, draftValuesAt, latestDraftSaveByOthers, type DraftRow } from '../db/drafts.ts';
import { staffNamer } from '../account/staff-names.ts';

import { draftView, fieldsOf } from './draft-view.ts';
import type { DraftSave } from './draft-types.ts';
import type { ContentEditor, Expected, ItemView, MergeNote } from './editor.ts';
import { allYours, baseVersion, changedSince, mergeFields, mergeNote, type FieldConflict } from './merge.ts';
import { notSaved, parseFields } from './rules.ts';
import { conflictError, rebaseSave } from './stale-saves.ts';

/** A draft's values after a save, and whose changes they were merged with (null: none). */
export interface MergedDraft {
  values: Record<string, unknown>;
  merged: MergeNote | null;
}

/** A first draft of an item, made from its live version `itemVersion` (merged with live changes made since). */
export function draftFromLive(
  editor: ContentEditor,
  actor: string,
  kind: KindDeclaration,
  live: ItemView,
  body: Record<string, unknown>,
  itemVersion: Expected,
): MergedDraft {
  const { changes, merged } = rebaseSave(editor.db, actor, kind, live, itemVersion, body, fieldsOf(kind, live));
  return { values: { ...fieldsOf(kind, live), ...changes }, merged };
}

/**
 * A save into an item's existing draft. Made from the draft's own version k (the form opened the draft): merged
 * against version k. Made from the item when it had no draft (a colleague began one since): merged against the
 * item as that person opened it, so the fields they did not touch keep the colleague's draft of them.
 */
export function mergeIntoDraft(
  editor: ContentEditor,
  actor: string,
  kind: KindDeclaration,
  live: ItemView,
  existing: DraftRow,
  body: Record<string, unknown>,
  made: DraftSave,
): MergedDraft {
  const yours = parseFields(kind, body, true);
  // Made from this draft (its version names it), or not said: merged against that version of it. Made from a draft
  // since published or discarded: as made from the item, the draft now being a colleague's begun since.
  const fromThisDraft = typeof made.draftVersion === 'number' && (made.draftId === undefined || made.draftId === existing.id);
  if (fromThisDraft || made.itemVersion === undefined) {
    return mergeDraftSave(editor, actor, kind, existing, yours, made.draftVersion ?? undefined);
  }
  const { db } = editor;
  const theirs = JSON.parse(existing.values_json) as Record<string, unknown>;
  const base = made.itemVersion === live.version ? fieldsOf(kind, live) : baseVersion(db, kind, live.id, made.itemVersion)?.fields;
  const { changes, conflicts } = mergeFields(kind, base, theirs, yours);
  const since = base && made.itemVersion !== live.version ? liveChangersSince(editor, kind, live.id, made.itemVersion) : [];
  const people = [...draftSaversAfter(db, existing.id, 0), ...since];
  if (conflicts.length > 0) throw draftConflict(editor, kind, existing, conflicts, actor, allYours(people, actor));
  return { values: { ...theirs, ...changes }, merged: mergeNote(db, people, actor) };
}

/** A save into a draft made from its version `from` (undefined or the current one: the save wins field by field). */
export function mergeDraftSave(
  editor: ContentEditor,
  actor: string,
  kind: KindDeclaration,
  row: DraftRow,
  yours: Record<string, unknown>,
  from: number | undefined,
): MergedDraft {
  const theirs = JSON.parse(row.values_json) as Record<string, unknown>;
  if (from === undefined || from === row.version) return { values: { ...theirs, ...yours }, merged: null };
  if (from > row.version) {
    throw new ContentError(400, notSaved(kind), { 'if-match': `names version ${from}; the draft is at version ${row.version}` });
  }
  const { changes, conflicts } = mergeFields(kind, draftValuesAt(editor.db, row.id, from), theirs, yours);
  const people = draftSaversAfter(editor.db, row.id, from);
  if (conflicts.length > 0) throw draftConflict(editor, kind, row, conflicts, actor, allYours(people, actor));
  return { values: { ...theirs, ...changes }, merged: mergeNote(editor.db, people, actor) };
}

/** The latest change to a draft, or to its item live, by someone other than `actor` (the draft's own last, if none). */
function lastColleague(editor: ContentEditor, kind: KindDeclaration, row: DraftRow, actor: string): { actor: string; at: string } {
  const changes = [
    latestDraftSaveByOthers(editor.db, row.id, actor),
    row.item_id === null ? undefined : latestChangeByOthers(editor.db, kind.entity, row.item_id, actor),
  ].filter((change) => change !== undefined);
  const [latest] = changes.sort((a, b) => b.at.localeCompare(a.at));
  return latest ?? { actor: row.updated_by, at: row.updated_at };
}

function liveChangersSince(editor: ContentEditor, kind: KindDeclaration, id: number, version: number): string[] {
  const base = baseVersion(editor.db, kind, id, version);
  return base ? changedSince(editor.db, kind, id, base.laterFrom) : [];
}

/**
 * The 412 of a draft save by `actor` whose field was changed since, to other words (by a colleague, or by the same
 * person in another window: `byYou`): the draft as it is, those fields, and who changed it last — the colleague
 * when it was one, even if the actor's other window saved after them.
 */
function draftConflict(
  editor: ContentEditor,
  kind: KindDeclaration,
  row: DraftRow,
  conflicts: FieldConflict[],
  actor: string,
  byYou: boolean,
): ContentError {
  const last = byYou || row.updated_by !== actor ? { actor: row.updated_by, at: row.updated_at } : lastColleague(editor, kind, row, actor);
  return conflictError(
    `the draft of this ${kind.label.toLowerCase()}`,
    conflicts,
    {
      // The item as it is live (for an item's draft): the form's other fields stand on it.
      ...(row.item_id !== null && editor.exists(kind, row.item_id) ? { data: editor.get(kind, row.item_id) } : {}),
      draft: draftView(editor.db, editor, row),
      changed_by: last.actor,
      changed_by_name: staffNamer(editor.db)(last.actor).name,
      changed_at: last.at,
      conflicts,
    },
    byYou,
  );
}
