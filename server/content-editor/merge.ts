// The three-way merge of a save made from an older version (If-Match not current): the version the
// person started from is read back from the audit log, and only the fields they changed (their value
// differs from that base) are applied on top of the item as it is now; what others changed meanwhile
// stays. Only a field both changed, to different values, is a conflict. A list-valued field (a plan's
// feature lines) is one field, the same when deep-equal. Without the base (an entry no longer kept),
// every field the save would change is a conflict, as before merging existed.
import { isDeepStrictEqual } from 'node:util';

import type Database from 'better-sqlite3';

import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import { stateBeforeMoveThrough, stateLeftAt, stateMadeAt, versionActorsSince } from '../db/audit.ts';
import { staffNamer, type StaffName } from '../account/staff-names.ts';

/** A field both people changed since the base version, to different values. */
export interface FieldConflict {
  field: string;
  label: string;
  /** The value both started from; absent when that version is no longer known. */
  base?: unknown;
  /** The value stored now (the other person's). */
  theirs: unknown;
  /** The value this save sent. */
  yours: unknown;
}

/**
 * Whose changes a save made from an older version was merged with: the others' (`with`), and whether changes the
 * same person made in another window were among them (`your_other_window`), which the answer calls theirs, not a
 * colleague's.
 */
export interface MergeNote {
  with: StaffName[];
  your_other_window: boolean;
}

/** The merge note of the people who changed an item or its draft since a save's version, first one first. */
export function mergeNote(db: Database.Database, people: readonly string[], actor: string): MergeNote {
  const others = [...new Set(people)].filter((who) => who !== actor);
  return { with: others.map(staffNamer(db)), your_other_window: people.includes(actor) };
}

/** Whether everything changed since a save's version was the same person's, in another window of theirs. */
export const allYours = (people: readonly string[], actor: string) => people.length > 0 && people.every((who) => who === actor);

/** Equal values; a missing value is the same as null (an optional field left empty). */
export const sameValue = (a: unknown, b: unknown) => isDeepStrictEqual(a ?? null, b ?? null);

/** The item's fields at one version, and the audit entries from which on later changes were made. */
export interface BaseVersion {
  fields: Record<string, unknown>;
  /** Entries with this id or a later one changed the item after the base version. */
  laterFrom: number;
}

/**
 * The item as it was at a version: the 'after' of the entry that made that version (an update, a
 * publish, a creation, a return from the trash), else the 'before' of the entry that left it (an item
 * as the seed or an import made it has no entry of its own), else the 'before' of the move that passed
 * through it. Undefined when none is kept.
 */
export function baseVersion(db: Database.Database, kind: KindDeclaration, id: number, version: number): BaseVersion | undefined {
  const made = stateMadeAt(db, kind.entity, id, version);
  const left = made ? undefined : stateLeftAt(db, kind.entity, id, version);
  // A version a move passed through: the steps of one move share an entry (./editor.ts), and a move
  // changes no field, so the item's fields were those before it.
  const passed = made || left ? undefined : stateBeforeMoveThrough(db, kind.entity, id, version);
  const found = made ?? left ?? passed;
  if (!found) return undefined;
  const fields = JSON.parse(found.json) as unknown;
  if (typeof fields !== 'object' || fields === null || (fields as { id?: unknown }).id !== id) return undefined;
  return { fields: fields as Record<string, unknown>, laterFrom: made ? made.id + 1 : found.id };
}

/** Who changed the item (moved its version) from an entry on, first one first. */
export function changedSince(db: Database.Database, kind: KindDeclaration, id: number, laterFrom: number): string[] {
  return versionActorsSince(db, kind.entity, id, laterFrom);
}

/**
 * The fields of a save to apply on top of `theirs` (the item, or its draft, as stored now): those whose
 * value differs from the base, and the conflicts among them. Fields left as they were keep theirs.
 * Without a base, each field that differs from theirs is a conflict.
 */
export function mergeFields(
  kind: KindDeclaration,
  base: Record<string, unknown> | undefined,
  theirs: Record<string, unknown>,
  yours: Record<string, unknown>,
): { changes: Record<string, unknown>; conflicts: FieldConflict[] } {
  const changes: Record<string, unknown> = {};
  const conflicts: FieldConflict[] = [];
  for (const [field, value] of Object.entries(yours)) {
    const label = kind.fields[field]?.label ?? field;
    if (!base) {
      if (!sameValue(value, theirs[field])) conflicts.push({ field, label, theirs: theirs[field] ?? null, yours: value });
      continue;
    }
    // A field the kind did not have at the base version: nobody can have changed it since.
    const was = field in base ? base[field] : theirs[field];
    if (sameValue(value, was)) continue;
    if (!sameValue(theirs[field], was) && !sameValue(theirs[field], value)) {
      conflicts.push({ field, label, base: was ?? null, theirs: theirs[field] ?? null, yours: value });
    }
    changes[field] = value;
  }
  return { changes, conflicts };
}
