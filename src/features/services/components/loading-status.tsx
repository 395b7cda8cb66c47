import type { ReactNode } from 'react';

import type { ReadState } from '@/lib/page-data';

import '@/styles/vendor/spinners.scss';
import './loading-status.scss';

export interface LoadingStatusProps {
  text: string;
  /** 'page' is the large centred indicator of a whole page's loading state. */
  size?: 'inline' | 'page';
}

/** A spinner with its text, announced politely to screen readers. */
export function LoadingStatus({ text, size = 'inline' }: LoadingStatusProps) {
  return (
    <div className={`loading-status loading-status--${size}`} role="status">
      <span className={`spinner-border ${size === 'inline' ? 'spinner-border-sm' : ''}`} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

export interface LoadedListProps<D, T> {
  /** The list's read: a failure shows as an empty list (it is logged where it is read). */
  query: ReadState<D>;
  /** The items to show, from what the read answered. */
  items: (data: D) => readonly T[];
  text: { loading: string; empty: string };
  /** Class of the paragraph saying there is nothing to show. */
  emptyClassName: string;
  children: (items: readonly T[]) => ReactNode;
}

/** A list fetched from the API: the spinner while it loads, a short note when it is empty, else the items. */
export function LoadedList<D, T>({ query, items, text, emptyClassName, children }: LoadedListProps<D, T>) {
  if (query.status === 'loading') return <LoadingStatus text={text.loading} />;
  const shown = query.status === 'success' ? items(query.data) : [];
  if (shown.length === 0) return <p className={emptyClassName}>{text.empty}</p>;
  return children(shown);
}
