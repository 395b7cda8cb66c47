import { describe, expect, it } from 'vitest';

import { focusFromKey, focusPoint, focusText, readFocus } from './content-focus';

describe('a focal point’s figures', () => {
  it('reads a stored value, and the centre for one without the form', () => {
    expect(readFocus('20% 75%')).toEqual({ x: 20, y: 75 });
    expect(readFocus('')).toEqual({ x: 50, y: 50 });
    expect(readFocus('120% 5%')).toEqual({ x: 50, y: 50 });
  });

  it('turns where a click landed into whole percentages, at the edge when it landed outside', () => {
    expect(focusPoint(0.333, 0.8)).toBe('33% 80%');
    expect(focusPoint(-0.2, 1.4)).toBe('0% 100%');
  });

  it('moves by 5% with an arrow key, 1% with Shift, back to the centre with Home, never past an edge', () => {
    expect(focusFromKey({ x: 50, y: 50 }, 'ArrowRight', false)).toBe('55% 50%');
    expect(focusFromKey({ x: 50, y: 50 }, 'ArrowUp', true)).toBe('50% 49%');
    expect(focusFromKey({ x: 2, y: 98 }, 'ArrowLeft', false)).toBe('0% 98%');
    expect(focusFromKey({ x: 2, y: 98 }, 'ArrowDown', false)).toBe('2% 100%');
    expect(focusFromKey({ x: 10, y: 90 }, 'Home', false)).toBe('50% 50%');
    expect(focusFromKey({ x: 10, y: 90 }, 'a', false)).toBeUndefined();
  });

  it('says where it is in words', () => {
    expect(focusText({ x: 30, y: 70 })).toBe('30% across, 70% down');
    expect(focusText({ x: 50, y: 50 })).toBe('50% across, 50% down (the centre)');
  });
});
