// Reordering one item of the editor's list: saved through the move endpoint with the version the list
// showed (If-Match), so a change someone else made meanwhile is refused (412) and the editor reads the
// list again and says so instead of overwriting it. The message region then announces the item's new
// place, and focus stays with what was used: the drag handle, or the Up or Down button. A screen that lists part of
// a list (a menu's entries) moves an item among what it lists: the place is sent as a place in the whole list. An
// item moved off a long list's page is no longer shown: the message then takes focus.
import { useRef } from 'react';

import type { KindDeclaration } from '@common/content-model/kinds';

import { moveItem, type ContentItem } from '../api/content';

import { actionId } from './content-list';
import { movedMessage, movedTo, placeInList } from './content-order';
import { titleOf } from './content-values';

export type ReorderedBy = 'handle' | 'up' | 'down';

export interface ReorderOptions {
  kind: KindDeclaration;
  /** The ids of the item's whole list as the server keeps it, in order (a long list's: content-paging.ts). */
  listOf: (item: ContentItem) => number[];
  /** The ids of the item's own list as the screen lists it, in order. */
  siblingsOf: (item: ContentItem) => number[];
  /** The item moved (its new version) and its list's ids in their new order: true while the list still shows it. */
  onMoved: (moved: ContentItem, ids: number[]) => boolean;
  say: (text: string, variant?: 'success' | 'danger', focus?: boolean) => void;
  /** A refused move: the editor says why (and reads the list again after a conflict). */
  refused: (failure: unknown, item: ContentItem) => void;
}

export function useReorder({ kind, listOf, siblingsOf, onMoved, say, refused }: ReorderOptions) {
  /** One move at a time: a key held down or a second drop waits until the first is saved. */
  const moving = useRef(false);

  return async (item: ContentItem, position: number, via: ReorderedBy) => {
    const siblings = siblingsOf(item);
    if (moving.current || position < 0 || position >= siblings.length || position === siblings.indexOf(item.id)) return;
    moving.current = true;
    try {
      const list = listOf(item);
      const place = placeInList(list, item.id, siblings, position);
      const moved = await moveItem(kind, item, item.parentId, place);
      const ids = movedTo(list, item.id, place);
      const text = movedMessage(titleOf(kind, item), position, siblings.length);
      if (!onMoved(moved, ids)) return say(text, 'success', true);
      say(text);
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
