// An item's place in its list: moved to a place in its list or another parent's (clamped to the list's end), or
// one list put in a new order; every other item keeps its place. The history says so: a move on the item (one
// person's steps in one entry: ./change.ts), a new order on the list's parent, or on the kind for a top-level list.
import { KINDS, type KindDeclaration } from '../../common/content-model/kinds.ts';
import { recordAudit } from '../db/audit.ts';
import { bumpItemVersion, renumberItems, setItemParent } from '../db/content-editor.ts';
import { ContentError, listRows, parentOf, rowOf, type ItemView } from '../db/content-items.ts';

import { recordMove } from './change.ts';
import type { ContentEditor, Expected } from './editor.ts';
import { checkParent } from './rules.ts';

const kindNamed = (name: string) => KINDS.find((kind) => kind.name === name)!;

/**
 * A move: by whom, of which item, to which parent's list (undefined: the one it is in) and to which place in it,
 * made from which version of the item.
 */
export type Move = [actor: string, kind: KindDeclaration, id: number, parentId: number | undefined, position: number, expected: Expected];

/** Moves an item to a place in its list or in another parent's list (clamped to the list's end). */
export function moveItem(editor: ContentEditor, ...[actor, kind, id, parentId, position, expected]: Move): ItemView {
  const { db } = editor;
  return editor.transaction(() => {
    const before = editor.current(kind, id, expected);
    const from = parentOf(kind, rowOf(db, kind, id)!);
    const to = kind.parent ? checkParent(db, kind, parentId ?? from) : null;
    const ids = listRows(db, kind, to)
      .map((row) => row.id)
      .filter((other) => other !== id);
    ids.splice(Math.min(Math.max(0, position), ids.length), 0, id);
    if (kind.parent && to !== from) setItemParent(db, { ...kind, parent: kind.parent }, id, to);
    renumberItems(db, kind, ids);
    if (to !== from)
      renumberItems(
        db,
        kind,
        listRows(db, kind, from).map((row) => row.id),
      );
    bumpItemVersion(db, kind, id);
    const after = editor.get(kind, id);
    recordMove(db, actor, kind, before, after);
    return after;
  });
}

/**
 * Puts one list in a new order. The entry goes in the history of the list's parent ('reorder-sections'
 * on the service), or, for a top-level list, on the kind with no id.
 */
export function reorderList(editor: ContentEditor, actor: string, kind: KindDeclaration, parentId: number | null, ids: number[]): number[] {
  const { db } = editor;
  return editor.transaction(() => {
    if (kind.parent && !rowOf(db, kindNamed(kind.parent.kind), parentId ?? 0)) {
      throw new ContentError(404, `There is no ${kindNamed(kind.parent.kind).label.toLowerCase()} with id ${parentId}.`);
    }
    const before = listRows(db, kind, parentId).map((row) => row.id);
    const known = new Set(before);
    if (ids.length !== before.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw new ContentError(400, 'The order was not saved: correct the marked fields.', {
        ids: `must list each of the ${before.length} ids ${before.join(', ')} exactly once`,
      });
    }
    renumberItems(db, kind, ids);
    const entry = kind.parent
      ? { entity: kindNamed(kind.parent.kind).entity, entityId: parentId, action: `reorder-${kind.name}` }
      : { entity: kind.entity, entityId: null, action: 'reorder' };
    recordAudit(db, { actor, ...entry, before: { ids: before }, after: { ids } });
    return ids;
  });
}
