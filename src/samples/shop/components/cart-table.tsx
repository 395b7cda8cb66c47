import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { Image } from '@/components/ui/image';
import { paths } from '@/config/paths';
import { formatUsdPrice } from '@/lib/format-usd';
import type { CartContent } from '@/samples/types/shop';

import { QuantityStepper } from './quantity-stepper';

import '@/styles/vendor/forms.scss';
import '@/styles/vendor/tables.scss';
import './shop-common.scss';
import './shop-table.scss';
import './cart-table.scss';

const THUMB_SIZE = 72;

export interface CartTableProps {
  content: CartContent;
}

/** The static cart: three rows with quantity steppers, a coupon field and Update Cart. */
export function CartTable({ content: cart }: CartTableProps) {
  const [quantities, setQuantities] = useState<number[]>(() => cart.rows.map((row) => row.quantity));
  const keepPage = (event: FormEvent) => event.preventDefault();
  return (
    <form className="cart-table" onSubmit={keepPage} aria-label={cart.caption}>
      <div className="table-responsive">
        <table className="table shop-table shop-table--stack">
          <caption className="visually-hidden">{cart.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{cart.columns.product}</th>
              <th scope="col">{cart.columns.price}</th>
              <th scope="col">{cart.columns.quantity}</th>
              <th scope="col" className="text-end">
                {cart.columns.subtotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.rows.map((row, index) => (
              <tr key={row.id}>
                <th scope="row">
                  <span className="shop-table__product">
                    <Image src={row.thumb.src} alt={row.thumb.alt} width={THUMB_SIZE} height={THUMB_SIZE} className="shop-table__thumb" />
                    <span>{row.title}</span>
                  </span>
                </th>
                <td data-label={cart.columns.price}>{formatUsdPrice(row.price)}</td>
                <td data-label={cart.columns.quantity}>
                  <QuantityStepper
                    value={quantities[index] ?? row.quantity}
                    label={cart.quantityLabel(row.title)}
                    onChange={(value) => setQuantities((current) => current.map((q, i) => (i === index ? value : q)))}
                  />
                </td>
                <td className="text-end" data-label={cart.columns.subtotal}>
                  {formatUsdPrice(row.price * row.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="cart-table__actions">
        <div className="cart-table__coupon">
          <label htmlFor="cart-coupon" className="visually-hidden">
            {cart.coupon.label}
          </label>
          <input id="cart-coupon" name="coupon" className="form-control" placeholder={cart.coupon.placeholder} autoComplete="off" />
          <button type="submit" className="btn btn-outline-primary">
            {cart.coupon.button}
          </button>
        </div>
        <div className="cart-table__buttons">
          <Link to={paths.shop} className="btn btn-outline-primary">
            {cart.continueShopping}
          </Link>
          <button type="submit" className="btn btn-primary">
            {cart.updateCart}
          </button>
        </div>
      </div>
      <p className="shop-note">{cart.demoNote}</p>
    </form>
  );
}
