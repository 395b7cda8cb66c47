import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@common/paths';
import { formatUsdPrice } from '@/samples/shop/lib/format-shop-price';
import type { CartContent } from '@/samples/types/shop';

import { QuantityStepper } from './quantity-stepper';
import { ShopTable, ShopTableProduct } from './shop-table';

import '@/styles/vendor/forms.scss';
import '@/styles/vendor/tables.scss';
import './shop-common.scss';
import './shop-table.scss';
import './cart-table.scss';

export interface CartTableProps {
  content: CartContent;
}

/** The static cart: three rows with quantity steppers, a coupon field and Update Cart. */
export function CartTable({ content: cart }: CartTableProps) {
  const [quantities, setQuantities] = useState<number[]>(() => cart.rows.map((row) => row.quantity));
  const keepPage = (event: FormEvent) => event.preventDefault();
  const { columns } = cart;
  return (
    <form className="cart-table" onSubmit={keepPage} aria-label={cart.caption}>
      <ShopTable caption={cart.caption} columns={[columns.product, columns.price, columns.quantity, columns.subtotal]}>
        {cart.rows.map((row, index) => (
          <tr key={row.id}>
            <ShopTableProduct title={row.title} thumbSrc={row.thumb.src} thumbAlt={row.thumb.alt} />
            <td data-label={columns.price}>{formatUsdPrice(row.price)}</td>
            <td data-label={columns.quantity}>
              <QuantityStepper
                value={quantities[index] ?? row.quantity}
                label={cart.quantityLabel(row.title)}
                onChange={(value) => setQuantities((current) => current.map((q, i) => (i === index ? value : q)))}
              />
            </td>
            <td className="text-end" data-label={columns.subtotal}>
              {formatUsdPrice(row.price * row.quantity)}
            </td>
          </tr>
        ))}
      </ShopTable>
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
