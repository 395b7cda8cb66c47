// A staff page's filtered list, a page at a time (the inbox, the activity log): while it loads, its failure,
// how many there are and which page this is, the items (when there are any) and Previous and Next page.
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

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
      <PagedItems list={list} text={text} page={filter.page} onPage={(page) => onShow({ ...filter, page })}>
        {children}
      </PagedItems>
    </>
  );
}

interface PagedItemsProps<T> {
  list: StaffLoad<StaffPage<T>>;
  text: StaffPagedListText;
  page: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}

function PagedItems<T>({ list, text: { loading, noun, pagesLabel }, page, onPage, children }: PagedItemsProps<T>) {
  if (list.state === 'loading') return <p role="status">{loading}</p>;
  if (list.state === 'failed') return <Alert variant="danger">{list.message}</Alert>;
  const { items, total, size } = list.data;
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <>
      <p role="status">
        {total === 1 ? `1 ${noun[0]}` : `${total} ${noun[1]}`}
        {total > 0 && `, page ${list.data.page} of ${pages}`}
      </p>
      {items.length > 0 && children(items)}
      <PageButtons label={pagesLabel} page={page} pages={pages} onPage={onPage} />
    </>
  );
}

/** Previous page and Next page under a staff list; nothing when it fits on one page. */
export function PageButtons({
  label,
  page,
  pages,
  onPage,
  className = '',
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={`d-flex gap-2 ${className}`.trim()}>
      <Button variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Button variant="outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
