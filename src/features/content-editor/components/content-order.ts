// Where a reordered item goes: by a key on its drag handle, by a drop among the rows shown (which a
// search or the "every parent" view may narrow or mix), and what the screen reader hears afterwards.
// Positions are 0-based places among the item's own list, as the staff API's move takes them: the
// place the item takes once it is out of the list (docs/decisions/0014).

/** The list's ids once `id` is taken out and put at `position` (clamped to the list), as the server's move does. */
export function movedTo(ids: readonly number[], id: number, position: number): number[] {
  const others = ids.filter((other) => other !== id);
  others.splice(Math.min(Math.max(0, position), others.length), 0, id);
  return others;
}

/**
 * Where a key pressed on an item's handle sends it: ArrowUp one place up, ArrowDown one down, Home to the
 * first place and End to the last; undefined for any other key, or when the item is already there.
 */
export function positionForKey(key: string, index: number, length: number): number | undefined {
  const to = key === 'ArrowUp' ? index - 1 : key === 'ArrowDown' ? index + 1 : key === 'Home' ? 0 : key === 'End' ? length - 1 : undefined;
  if (to === undefined || to < 0 || to >= length || to === index) return undefined;
  return to;
}

/** The slot a dragged row is over: how many of the other rows' middles (their y, top to bottom) lie above the pointer. */
export function slotAt(middles: readonly number[], y: number): number {
  const below = middles.findIndex((middle) => y < middle);
  return below === -1 ? middles.length : below;
}

/**
 * The item's place in its own list for a drop at `slot` among `shown` (the ids of its list's other items
 * on screen, in order): before the item at that slot, or right after the last one shown; where it was
 * when none of its list's other items is shown.
 */
export function positionOfSlot(siblings: readonly number[], id: number, shown: readonly number[], slot: number): number {
  const others = siblings.filter((other) => other !== id);
  const before = shown[slot];
  if (before !== undefined) return others.indexOf(before);
  const last = shown.at(-1);
  return last === undefined ? siblings.indexOf(id) : others.indexOf(last) + 1;
}

/**
 * A place among the items a screen lists of a list (a menu's entries, of every menu's) as a place in the whole list
 * the server keeps: before the item listed at that place, or right after the last one listed. The same place when
 * the screen lists the whole list.
 */
export function placeInList(list: readonly number[], id: number, listed: readonly number[], position: number): number {
  return positionOfSlot(
    list,
    id,
    listed.filter((other) => other !== id),
    position,
  );
}

/** What the live region says once an item has moved. */
export const movedMessage = (title: string, position: number, length: number) =>
  `“${title}” moved to position ${position + 1} of ${length}.`;

/** The handle's description: where the item is and how to move it without a mouse. */
export const handleHint = (position: number, length: number) =>
  `Position ${position + 1} of ${length}. Drag it to another place, or press the arrow keys (Home and End for the first and last place).`;
