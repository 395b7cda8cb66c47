import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BLOG_INITIAL_VISIBLE_LIST, BLOG_INITIAL_VISIBLE_WIDE, BLOG_LOAD_MORE_STEP, BLOG_TOTAL_POSTS } from '@/config/constants';

import { nextVisibleCount, useLoadMore } from './use-load-more';

function counts(initial: number) {
  const { result } = renderHook(() => useLoadMore(BLOG_TOTAL_POSTS, initial, BLOG_LOAD_MORE_STEP));
  const seen = [{ visible: result.current.visibleCount, hasMore: result.current.hasMore }];
  while (result.current.hasMore) {
    act(() => result.current.loadMore());
    seen.push({ visible: result.current.visibleCount, hasMore: result.current.hasMore });
  }
  return seen;
}

describe('useLoadMore', () => {
  it('grows the list layout 4 → 7 → 10 and then has no more', () => {
    expect(counts(BLOG_INITIAL_VISIBLE_LIST)).toEqual([
      { visible: 4, hasMore: true },
      { visible: 7, hasMore: true },
      { visible: 10, hasMore: false },
    ]);
  });

  it('grows the wide layout 5 → 8 → 10 and then has no more', () => {
    expect(counts(BLOG_INITIAL_VISIBLE_WIDE)).toEqual([
      { visible: 5, hasMore: true },
      { visible: 8, hasMore: true },
      { visible: 10, hasMore: false },
    ]);
  });

  it('stays at the total when asked for more after everything is shown', () => {
    const { result } = renderHook(() => useLoadMore(10, 9, 3));
    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    expect(result.current.visibleCount).toBe(10);
    expect(result.current.hasMore).toBe(false);
  });

  it('never starts above the total', () => {
    const { result } = renderHook(() => useLoadMore(3, 5, 3));
    expect(result.current.visibleCount).toBe(3);
    expect(result.current.hasMore).toBe(false);
  });
});

describe('nextVisibleCount', () => {
  it('adds the step and caps at the total', () => {
    expect(nextVisibleCount(4, 10, 3)).toBe(7);
    expect(nextVisibleCount(8, 10, 3)).toBe(10);
    expect(nextVisibleCount(10, 10, 3)).toBe(10);
  });
});
