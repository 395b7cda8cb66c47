import { Link } from 'react-router-dom';

import { hrefs } from '@common/paths';
import { formatUsdTotal } from '@/samples/shop/lib/format-shop-price';
import type { CartContent } from '@/samples/types/shop';

import './shop-common.scss';
import './cart-totals.scss';

export interface CartTotalsProps {
  content: CartContent;
}

/** Subtotal, shipping and the fixed total 605.00 USD, with the link to the checkout. */
export function CartTotals({ content: cart }: CartTotalsProps) {
  const { totals } = cart;
  return (
    <section className="shop-card cart-totals" aria-labelledby="cart-totals-heading">
      <h2 id="cart-totals-heading" className="shop-card__heading">
        {totals.heading}
      </h2>
      <dl className="shop-totals">
        <div>
          <dt>{totals.subtotal}</dt>
          <dd>{formatUsdTotal(totals.amount)}</dd>
        </div>
        <div>
          <dt>{totals.shipping}</dt>
          <dd>{totals.shippingValue}</dd>
        </div>
        <div className="shop-totals__total">
          <dt>{totals.total}</dt>
          <dd>{formatUsdTotal(totals.amount)}</dd>
        </div>
      </dl>
      <Link to={hrefs.legacy.shopCheckout} className="btn btn-primary w-100">
        {cart.checkout}
      </Link>
    </section>
  );
}
