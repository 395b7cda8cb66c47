import type { ReactNode } from 'react';

import { Image } from '@/components/ui/image';

/** The side of a product's thumbnail in the shop's tables, in px. */
const THUMB_SIZE = 72;

export interface ShopTableProps {
  /** Names the table for screen readers. */
  caption: string;
  /** The column headings; the last column (amounts, actions) is aligned to the end. */
  columns: readonly string[];
  /** A heading cell before the named columns (the wishlist's select-all box). */
  leadingHead?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/**
 * A table of products, as the cart and the wishlist show them: it scrolls sideways when it must, and on
 * narrow screens each row stacks into a card whose cells carry their column's name (`data-label`).
 * The tables that use it import its stylesheets (Bootstrap's tables.scss, then shop-table.scss) after the
 * shop's forms and common styles, the order the shop's stylesheets are built in: imported here, they
 * would come first.
 */
export function ShopTable({ caption, columns, leadingHead, children }: ShopTableProps) {
  const last = columns.length - 1;
  return (
    <div className="table-responsive">
      <table className="table shop-table shop-table--stack">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {leadingHead}
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index === last ? 'text-end' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row's heading cell: the product's thumbnail and title. */
export function ShopTableProduct({ title, thumbSrc, thumbAlt }: { title: string; thumbSrc: string; thumbAlt: string }) {
  return (
    <th scope="row">
      <span className="shop-table__product">
        <Image src={thumbSrc} alt={thumbAlt} width={THUMB_SIZE} height={THUMB_SIZE} className="shop-table__thumb" />
        <span>{title}</span>
      </span>
    </th>
  );
}
