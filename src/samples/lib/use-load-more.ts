import { useCallback, useState } from 'react';

/** The visible count after one 'load more': `step` more, never past `total`. */
export function nextVisibleCount(current: number, total: number, step: number): number {
  return Math.min(current + step, total);
}

export interface LoadMore {
  visibleCount: number;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * A list that starts with `initial` items visible and grows by `step` per call until it shows all
 * `total` (docs/requirements/spec.md §4 'Blog lists').
 */
export function useLoadMore(total: number, initial: number, step: number): LoadMore {
  const [visibleCount, setVisibleCount] = useState(() => Math.min(initial, total));
  const loadMore = useCallback(() => setVisibleCount((count) => nextVisibleCount(count, total, step)), [total, step]);
  return { visibleCount, hasMore: visibleCount < total, loadMore };
}
