// One change of the content: its own transaction, begun with the write lock (so a save during an import waits
// instead of failing), and what follows once it is stored — the content's record (the sitemap's dates, the search
// index) brought up to date from the log entries it wrote, and the caches told. And the log entry of a move: a
// step of the same person's move just before carries that entry on, so ten arrow-key steps are one entry.
import type Database from 'better-sqlite3';

import type { KindDeclaration } from '../../common/content-model/kinds.ts';
import { auditedSince, extendAudit, lastAuditId, latestAudit, recordAudit, type AuditedChange } from '../db/audit.ts';
import { changeScopeOf } from '../db/content-changes.ts';
import { recordContentChanges } from '../content/service.ts';
import { exportDocument, exportDocumentOf, type ItemView } from '../db/content-items.ts';
import type { ContentStore } from '../db/content-store.ts';

/** Steps of a move this close to each other, by one person, are one move in the log ("from place 3 to place 1"). */
export const MOVE_STEPS_WINDOW_MS = 2 * 60_000;

/** The moves a change in progress carried on earlier log entries, by database. */
const carriedMoves = new WeakMap<Database.Database, AuditedChange[]>();

/**
 * The audit entry of a move: a step of the same person's move of the item just before (its latest entry, a
 * move within the same list less than MOVE_STEPS_WINDOW_MS ago) carries that entry on to the new place, so
 * ten arrow-key steps are one entry. Another change of the item in between, another person, a move to
 * another parent or a pause starts an entry of its own.
 */
export function recordMove(db: Database.Database, actor: string, kind: KindDeclaration, before: ItemView, after: ItemView): void {
  const now = new Date();
  const last = latestAudit(db, kind.entity, after.id);
  const parent = kind.parent?.field;
  const sameList = (a: unknown, b: unknown) =>
    !parent || (a as Record<string, unknown> | undefined)?.[parent] === (b as Record<string, unknown> | undefined)?.[parent];
  const step =
    last?.action === 'move' &&
    last.actor === actor &&
    now.getTime() - Date.parse(last.at) <= MOVE_STEPS_WINDOW_MS &&
    (last.after as { version?: unknown } | undefined)?.version === before.version &&
    sameList(last.before, last.after) &&
    sameList(before, after);
  if (step) {
    extendAudit(db, last.id, after, now);
    // A step carried on an earlier entry writes none: the change says what it moved (inChange).
    carriedMoves.get(db)?.push({ entity: kind.entity, entity_id: after.id, action: 'move', before, after });
  } else recordAudit(db, { actor, entity: kind.entity, entityId: after.id, action: 'move', before, after }, now);
}

/**
 * One change: its own transaction, begun with the write lock; the caches follow once it is stored.
 * Inside another change (a publish of several drafts) it is part of that one: one content revision. What it
 * changed is read from the log entries it wrote, so the sitemap's dates and the search index are brought up to
 * date for those items (and the small site-wide rest), not from the whole content: a save costs its change.
 */
export function inChange<T>(store: ContentStore, work: () => T): T {
  const { db } = store;
  if (db.inTransaction) return db.transaction(work)();
  const result = db
    .transaction(() => {
      const since = lastAuditId(db);
      const moves: AuditedChange[] = [];
      carriedMoves.set(db, moves);
      try {
        const value = work();
        const scope = changeScopeOf([...auditedSince(db, since), ...moves]);
        if (!scope) recordContentChanges(db, exportDocument(db));
        else if (scope.rest || scope.apart.size > 0) recordContentChanges(db, exportDocumentOf(db, scope), new Date(), scope);
        return value;
      } finally {
        carriedMoves.delete(db);
      }
    })
    .immediate();
  store.contentChanged();
  return result;
}
