// A staff page's filtered list, a page at a time (the inbox, the activity log): while it loads, its failure,
// how many there are and which page this is, the items (when there are any) and Previous and Next page.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import { pagesFor } from '@common/content-model/kinds';

import type { StaffPage } from '@/lib/staff/staff-request';

import type { StaffLoad } from './use-staff-load';

export type { StaffPage };

/** The words of a paged list. */
export interface StaffPagedListText {
  /** What shows while the page loads ("Loading enquiries…"). */
  loading: string;
  /** The count's noun, for one and for more ("enquiry", "enquiries"). */
  noun: readonly [one: string, many: string];
  /** The name of the page buttons' navigation ("Pages of enquiries"). */
  pagesLabel: string;
}

export interface StaffPagedListProps<T, F extends { page: number }> {
  list: StaffLoad<StaffPage<T>>;
  text: StaffPagedListText;
  /** The filter form above the list; keyed by the address, so back and forward show the filter they go to. */
  filters: ReactNode;
  /** The filter the address holds, with the page it asks for. */
  filter: F;
  /** Shows another filter or page (in the address). */
  onShow: (filter: F) => void;
  children: (items: T[]) => ReactNode;
}

export function StaffPagedList<T, F extends { page: number }>({
  list,
  text,
  filters,
  filter,
  onShow,
  children,
}: StaffPagedListProps<T, F>) {
  return (
    <>
      {filters}
      <PagedItems list={list} text={text} onPage={(page) => onShow({ ...filter, page })}>
        {children}
      </PagedItems>
    </>
  );
}

interface PagedItemsProps<T> {
  list: StaffLoad<StaffPage<T>>;
  text: StaffPagedListText;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}

function PagedItems<T>({ list, text: { loading, noun, pagesLabel }, onPage, children }: PagedItemsProps<T>) {
  const countId = useId();
  if (list.state === 'loading') return <p role="status">{loading}</p>;
  if (list.state === 'failed') return <Alert variant="danger">{list.message}</Alert>;
  const { items, total, size } = list.data;
  const pages = pagesFor(total, size);
  return (
    <>
      <p role="status" id={countId} tabIndex={-1}>
        {total === 1 ? `1 ${noun[0]}` : `${total} ${noun[1]}`}
        {total > 0 && `, page ${list.data.page} of ${pages}`}
      </p>
      {items.length > 0 && children(items)}
      <PageButtons label={pagesLabel} page={list.data.page} pages={pages} onPage={onPage} top={countId} />
    </>
  );
}

/**
 * Previous page and Next page under a staff list; nothing when it fits on one page. `page` is the page shown. Once the
 * list shows the page a button asked for, the reader is taken to its top, as a new page would take them: `top` is the id
 * of what stands above the list and says which page it is (its heading or its count, focusable: tabIndex -1).
 */
export function PageButtons({
  label,
  page,
  pages,
  onPage,
  top,
  className = '',
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  top: string;
  className?: string;
}) {
  const turn = usePageTurn(page, top, onPage);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={`d-flex gap-2 ${className}`.trim()}>
      <Button variant="outline-secondary" disabled={page <= 1} onClick={() => turn(page - 1)}>
        Previous page
      </Button>
      <Button variant="outline-secondary" disabled={page >= pages} onClick={() => turn(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}

/**
 * Asks for another page (`onPage`) and, once `page` (the page shown) is that page, focuses the element of id `top`: the
 * browser scrolls it into view. The reader starts the new page at its first row, not at the foot of the list, on a
 * button the last page may have disabled (its focus lost). A page shown for another reason (a search, Back) moves
 * nothing.
 */
export function usePageTurn(page: number, top: string, onPage: (page: number) => void): (next: number) => void {
  const asked = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (asked.current !== page) return;
    asked.current = undefined;
    document.getElementById(top)?.focus();
  }, [page, top]);
  return (next) => {
    asked.current = next;
    onPage(next);
  };
}
