import { useEffect, useRef, useState, type FormEvent } from 'react';

import { CartIcon, CloseIcon } from '@/components/ui/icon';
import { formatUsdPrice } from '@/samples/shop/lib/format-shop-price';
import type { WishlistContent, WishlistItem } from '@/samples/types/shop';

import { ShopTable, ShopTableProduct } from './shop-table';

import '@/styles/vendor/forms.scss';
import '@/styles/vendor/tables.scss';
import './shop-common.scss';
import './shop-table.scss';
import './wishlist-table.scss';

export interface WishlistTableProps {
  content: WishlistContent;
}

/** The wishlist: per-row checkboxes, select-all, stock status, and buttons that (by spec) do nothing. */
export function WishlistTable({ content: wishlist }: WishlistTableProps) {
  const [items, setItems] = useState<WishlistItem[]>(() => wishlist.items.map((item) => ({ ...item })));
  const allChecked = items.every((item) => item.checked);
  const someChecked = items.some((item) => item.checked);
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someChecked && !allChecked;
  }, [someChecked, allChecked]);

  const toggleAll = () => setItems((current) => current.map((item) => ({ ...item, checked: !allChecked })));
  const toggle = (id: number) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, checked: !item.checked } : item)));
  const keepPage = (event: FormEvent) => event.preventDefault();
  const { columns } = wishlist;

  return (
    <form className="wishlist-table" onSubmit={keepPage} aria-label={wishlist.caption}>
      <div className="wishlist-table__bar">
        <label htmlFor="wishlist-action" className="visually-hidden">
          {wishlist.actionLabel}
        </label>
        <select id="wishlist-action" name="action" className="form-select" defaultValue="">
          {wishlist.actions.map((action) => (
            <option key={action.value} value={action.value}>
              {action.label}
            </option>
          ))}
        </select>
      </div>
      <ShopTable
        caption={wishlist.caption}
        columns={[columns.product, columns.price, columns.stock, columns.actions]}
        leadingHead={
          <th scope="col" className="shop-table__check">
            <input
              ref={selectAllRef}
              type="checkbox"
              className="form-check-input"
              aria-label={wishlist.selectAll}
              checked={allChecked}
              onChange={toggleAll}
            />
            <span className="shop-table__check-text" aria-hidden="true">
              {wishlist.selectAllShort}
            </span>
          </th>
        }
      >
        {items.map((item) => (
          <tr key={item.id}>
            <td className="shop-table__check">
              <input
                type="checkbox"
                className="form-check-input"
                aria-label={wishlist.selectRow(item.title)}
                checked={item.checked}
                onChange={() => toggle(item.id)}
              />
            </td>
            <ShopTableProduct title={item.title} thumbSrc={item.thumbUrl} thumbAlt="" />
            <td data-label={columns.price}>{formatUsdPrice(item.price)}</td>
            <td data-label={columns.stock}>
              <span className={`stock-status stock-status--${item.stock > 0 ? 'in' : 'out'}`}>
                {item.stock > 0 ? wishlist.inStock(item.stock) : wishlist.outOfStock}
              </span>
            </td>
            <td className="text-end" data-label={columns.actions}>
              <span className="wishlist-table__actions">
                <button type="button" className="btn btn-primary btn-sm">
                  <CartIcon size={16} aria-hidden /> {wishlist.addToCart}
                  <span className="visually-hidden">: {item.title}</span>
                </button>
                <button type="button" className="wishlist-table__remove" aria-label={wishlist.remove(item.title)}>
                  <CloseIcon size={18} aria-hidden />
                </button>
              </span>
            </td>
          </tr>
        ))}
      </ShopTable>
      <p className="shop-note">{wishlist.demoNote}</p>
    </form>
  );
}
