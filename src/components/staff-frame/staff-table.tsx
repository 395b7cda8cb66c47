// A staff table of records: its caption (heard, not seen), its head, and a row for each record, whose cells
// the caller draws.
import type { Key, ReactNode } from 'react';
import Table from 'react-bootstrap/Table';

import { StaffTableHead, type StaffTableHeadProps } from './staff-table-head';

export interface StaffTableProps<T> extends StaffTableHeadProps {
  /** What the table holds, in what order (for a screen reader). */
  caption: string;
  className: string;
  /** Scrolls sideways on a narrow screen rather than stacking its rows into cards. */
  responsive?: boolean;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** A row's cells. */
  children: (row: T) => ReactNode;
}

export function StaffTable<T>({ caption, className, responsive, rows, rowKey, children, ...head }: StaffTableProps<T>) {
  return (
    <Table responsive={responsive} className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <StaffTableHead {...head} />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>{children(row)}</tr>
        ))}
      </tbody>
    </Table>
  );
}
