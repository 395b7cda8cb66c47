// An item's history as the editor restores from it: its fields as one log entry recorded them, before or after
// that change (Restore brings them back, as a draft).
import type Database from 'better-sqlite3';

import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import { auditEntry } from '../db/audit.ts';
import { ContentError, rowOf } from '../db/content-items.ts';

/** Which side of a history entry to bring back: the item as it was before that change, or after it. */
export type RestoreState = 'before' | 'after';

/** The item's fields as one history entry recorded them (before or after that change). */
export function versionIn(
  db: Database.Database,
  kind: KindDeclaration,
  id: number,
  entryId: number,
  state: RestoreState,
): Record<string, unknown> {
  const entry = auditEntry(db, kind.entity, id, entryId);
  if (!entry) throw new ContentError(404, `The history of this ${kind.label.toLowerCase()} has no entry ${entryId}.`);
  const json = state === 'before' ? entry.before_json : entry.after_json;
  const version: unknown = json === null ? undefined : JSON.parse(json);
  if (typeof version !== 'object' || version === null || (version as { id?: unknown }).id !== id) {
    const what = entry.action.startsWith('reorder') ? 'an order, not a version of the item' : `no version ${state} the change`;
    throw new ContentError(400, `This entry holds ${what}.`, {
      state: `entry ${entryId} (${entry.action}) has nothing to restore ${state} the change`,
    });
  }
  if (!rowOf(db, kind, id)) {
    throw new ContentError(409, `This ${kind.label.toLowerCase()} is deleted: bring it back from Recently deleted first.`);
  }
  return Object.fromEntries(
    Object.keys(kind.fields)
      .filter((name) => name in version)
      .map((name) => [name, (version as Record<string, unknown>)[name]]),
  );
}
