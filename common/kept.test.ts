import { describe, expect, it } from 'vitest';

import { kept } from './kept.ts';

describe('kept', () => {
  it('works an answer out once per key, undefined answers too, and again after clear', () => {
    const asked: string[] = [];
    const lengthOf = kept((key: string) => (asked.push(key), key === 'none' ? undefined : key.length));
    expect([lengthOf('abc'), lengthOf('abc'), lengthOf('none'), lengthOf('none')]).toEqual([3, 3, undefined, undefined]);
    expect(asked).toEqual(['abc', 'none']);
    lengthOf.clear();
    lengthOf('abc');
    expect(asked).toEqual(['abc', 'none', 'abc']);
  });

  it('holds at most `max` keys: when full it starts again', () => {
    const asked: number[] = [];
    const double = kept((key: number) => (asked.push(key), key * 2), 2);
    [1, 2, 3, 1].forEach((key) => double(key));
    // 3 found it full and emptied it, so 1 was worked out again.
    expect(asked).toEqual([1, 2, 3, 1]);
  });
});
