// A draft's place in its list: a new item's draft put among the live items, where it goes live, or a move of an
// item saved in its draft (made from the item as it is, if it has none), which leaves the public order as it is
// until the draft is published.
import { recordAudit } from '../db/audit.ts';
import { listRows, parentOf, rowOf } from '../db/content-items.ts';
import { insertDraft, itemDraftRow, updateDraftPlace } from '../db/drafts.ts';

import { fieldsOf, type DraftView } from './draft-view.ts';
import type { DraftLookup } from './draft-types.ts';
import type { Move } from './item-order.ts';
import { checkParent } from './rules.ts';

/**
 * How a move is saved in a draft: when, and whether it takes the draft's time to go live off (a writer's move, as a
 * writer's save does: what they changed waits for an editor or owner).
 */
export interface MoveSave {
  now?: Date;
  unschedule?: boolean;
}

/** A move saved in a draft, and how. */
export type DraftMove = [...Move, how?: MoveSave];

/**
 * Saves a move of an item as part of its draft (made from the item as it is, if it has none): to
 * `position` in its list, or in another parent's. It goes live when the draft does.
 */
export function saveMoveInDraft(
  drafts: DraftLookup,
  ...[actor, kind, id, parentId, position, expected, { now = new Date(), unschedule = false } = {}]: DraftMove
): DraftView {
  const { editor, db } = drafts;
  return editor.transaction(() => {
    const live = editor.current(kind, id, expected);
    const from = parentOf(kind, rowOf(db, kind, id)!);
    const to = kind.parent ? checkParent(db, kind, parentId ?? from) : null;
    const last = listRows(db, kind, to).length - (to === from ? 1 : 0);
    const place = Math.min(position, last);
    const existing = itemDraftRow(db, kind.name, id);
    const values = existing ? (JSON.parse(existing.values_json) as Record<string, unknown>) : fieldsOf(kind, live);
    const author = { actor, at: now.toISOString() };
    if (existing) {
      updateDraftPlace(db, existing.id, to === from ? null : to, place, author, unschedule);
    } else {
      insertDraft(
        db,
        {
          kind: kind.name,
          itemId: id,
          parentId: to === from ? null : to,
          baseVersion: live.version,
          values,
          position: place,
          publishAt: null,
          takeDown: null,
        },
        author,
      );
    }
    const after = { ...live, ...values, position: place, ...(kind.parent && to !== from ? { [kind.parent.field]: to } : {}) };
    recordAudit(db, { actor, entity: kind.entity, entityId: id, action: 'draft', before: live, after }, now);
    return drafts.forItem(kind, id)!;
  });
}

/** Puts a draft in a place of its list: a new item among the live items, or an item's move (as saveMoveInDraft). */
export function placeDraft(
  drafts: DraftLookup,
  actor: string,
  draftId: number,
  parentId: number | undefined,
  position: number,
  how: MoveSave = {},
): DraftView {
  const { editor, db } = drafts;
  const { now = new Date(), unschedule = false } = how;
  return editor.transaction(() => {
    const row = drafts.pendingRow(draftId);
    const kind = drafts.kindOf(row);
    if (row.item_id !== null) return saveMoveInDraft(drafts, actor, kind, row.item_id, parentId, position, undefined, how);
    const to = kind.parent ? checkParent(db, kind, parentId ?? row.parent_id) : null;
    const place = Math.min(position, listRows(db, kind, to).length);
    updateDraftPlace(db, draftId, to, place, { actor, at: now.toISOString() }, unschedule);
    const values = JSON.parse(row.values_json) as Record<string, unknown>;
    recordAudit(
      db,
      { actor, entity: kind.entity, entityId: null, action: 'draft', after: { draft: draftId, ...values, position: place } },
      now,
    );
    return drafts.get(draftId)!;
  });
}
