// Reordering one item of the editor's list: saved through the move endpoint with the version the list
// showed (If-Match), so a change someone else made meanwhile is refused (412) and the editor reads the
// list again and says so instead of overwriting it. The message region then announces the item's new
// place, and focus stays with what was used: the drag handle, or the Up or Down button. A screen that lists part of
// a list (a menu's entries) moves an item among what it lists: the place is sent as a place in the whole list.
import { useRef } from 'react';

import type { KindDeclaration } from '@common/content-model/kinds';

import { moveItem, type ContentItem } from '../api/content';

import { actionId, withOrder } from './content-list';
import { movedMessage, movedTo, placeInList } from './content-order';
import { titleOf } from './content-values';

export type ReorderedBy = 'handle' | 'up' | 'down';

export interface ReorderOptions {
  kind: KindDeclaration;
  /** Every item of the kind as the list holds them. */
  all: readonly ContentItem[];
  /** The ids of the item's own list as the screen lists it, in order. */
  siblingsOf: (item: ContentItem) => number[];
  /** The list with the item at its new place (and its new version). */
  onMoved: (list: ContentItem[]) => void;
  say: (text: string) => void;
  /** A refused move: the editor says why (and reads the list again after a conflict). */
  refused: (failure: unknown, item: ContentItem) => void;
}

export function useReorder({ kind, all, siblingsOf, onMoved, say, refused }: ReorderOptions) {
  /** One move at a time: a key held down or a second drop waits until the first is saved. */
  const moving = useRef(false);

  return async (item: ContentItem, position: number, via: ReorderedBy) => {
    const siblings = siblingsOf(item);
    if (moving.current || position < 0 || position >= siblings.length || position === siblings.indexOf(item.id)) return;
    moving.current = true;
    try {
      const list = all.filter((other) => other.parentId === item.parentId).map((other) => other.id);
      const place = placeInList(list, item.id, siblings, position);
      const moved = await moveItem(kind, item, item.parentId, place);
      const ids = movedTo(list, item.id, place);
      onMoved(withOrder(all, item.parentId, ids).map((other) => (other.id === item.id ? { ...moved, position: other.position } : other)));
      say(movedMessage(titleOf(kind, item), position, siblings.length));
      // A pressed button follows its row; at the list's end it is disabled, and the other one takes focus.
      const focus = via === 'handle' ? via : position === 0 ? 'down' : position === siblings.length - 1 ? 'up' : via;
      requestAnimationFrame(() => document.getElementById(actionId(kind, item, focus))?.focus());
    } catch (failure) {
      refused(failure, item);
    } finally {
      moving.current = false;
    }
  };
}
