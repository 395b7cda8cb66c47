// A staff page's filtered list, a page at a time (the inbox, the activity log): while it loads, its failure,
// how many there are and which page this is, the items (when there are any) and Previous and Next page.
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

import type { StaffLoad } from './use-staff-load';

export interface StaffPage<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export interface StaffPagedListProps<T> {
  list: StaffLoad<StaffPage<T>>;
  /** What shows while the page loads ("Loading enquiries…"). */
  loading: string;
  /** The count's noun, for one and for more ("enquiry", "enquiries"). */
  noun: readonly [one: string, many: string];
  /** The name of the page buttons' navigation ("Pages of enquiries"). */
  pagesLabel: string;
  /** The page the address asks for. */
  page: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}

export function StaffPagedList<T>({ list, loading, noun, pagesLabel, page, onPage, children }: StaffPagedListProps<T>) {
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
      {pages > 1 && (
        <nav aria-label={pagesLabel} className="d-flex gap-2">
          <Button variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous page
          </Button>
          <Button variant="outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next page
          </Button>
        </nav>
      )}
    </>
  );
}
