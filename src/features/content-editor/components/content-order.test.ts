import { describe, expect, it } from 'vitest';

import { handleHint, movedMessage, movedTo, positionForKey, positionOfSlot, slotAt } from './content-order';

describe('where a reordered item goes', () => {
  it('takes the item out and puts it at the position, clamped to the list, as the server does', () => {
    expect(movedTo([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(movedTo([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(movedTo([1, 2, 3, 4], 2, 99)).toEqual([1, 3, 4, 2]);
    expect(movedTo([1, 2, 3, 4], 3, -5)).toEqual([3, 1, 2, 4]);
  });

  it('moves by a key: one place up or down, Home to the first, End to the last; nothing past the ends or for other keys', () => {
    expect(positionForKey('ArrowUp', 2, 4)).toBe(1);
    expect(positionForKey('ArrowDown', 2, 4)).toBe(3);
    expect(positionForKey('Home', 2, 4)).toBe(0);
    expect(positionForKey('End', 1, 4)).toBe(3);
    expect(positionForKey('ArrowUp', 0, 4)).toBeUndefined();
    expect(positionForKey('ArrowDown', 3, 4)).toBeUndefined();
    expect(positionForKey('Home', 0, 4)).toBeUndefined();
    expect(positionForKey('End', 3, 4)).toBeUndefined();
    expect(positionForKey('Enter', 1, 4)).toBeUndefined();
  });

  it('finds the slot a dragged row is over by the other rows’ middles', () => {
    const middles = [100, 150, 200];
    expect(slotAt(middles, 20)).toBe(0);
    expect(slotAt(middles, 120)).toBe(1);
    expect(slotAt(middles, 199)).toBe(2);
    expect(slotAt(middles, 260)).toBe(3);
    expect(slotAt([], 50)).toBe(0);
  });

  it('turns a drop among the rows shown into a place in the whole list, when a search hides some', () => {
    // The list is 1 2 3 4 5; a search shows 2, 4 and 5; 5 is dragged.
    expect(positionOfSlot([1, 2, 3, 4, 5], 5, [2, 4], 0)).toBe(1);
    expect(positionOfSlot([1, 2, 3, 4, 5], 5, [2, 4], 1)).toBe(3);
    expect(positionOfSlot([1, 2, 3, 4, 5], 2, [4, 5], 2)).toBe(4);
    // Down past the last one shown goes right after it, not to the end of the whole list.
    expect(positionOfSlot([1, 2, 3, 4, 5], 1, [2, 3], 2)).toBe(2);
    // Alone on screen: it stays where it is.
    expect(positionOfSlot([1, 2, 3], 2, [], 0)).toBe(1);
  });

  it('says where the item is now and how to move it', () => {
    expect(movedMessage('Users', 0, 3)).toBe('“Users” moved to position 1 of 3.');
    expect(handleHint(1, 3)).toMatch(/^Position 2 of 3\. Drag it to another place, or press the arrow keys/);
  });
});
