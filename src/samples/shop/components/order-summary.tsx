import { formatUsdPrice, formatUsdTotal } from '@/samples/shop/lib/format-shop-price';
import type { CartContent, CheckoutContent } from '@/samples/types/shop';

import '@/styles/vendor/tables.scss';
import './shop-table.scss';
import './order-summary.scss';

export interface OrderSummaryProps {
  checkout: CheckoutContent;
  cart: CartContent;
}

/** The checkout's order summary: the cart's rows and its totals. */
export function OrderSummary({ checkout, cart }: OrderSummaryProps) {
  return (
    <table className="table shop-table order-summary">
      <caption className="visually-hidden">{checkout.summaryHeading}</caption>
      <thead>
        <tr>
          <th scope="col">{checkout.summaryColumns.product}</th>
          <th scope="col" className="text-end">
            {checkout.summaryColumns.subtotal}
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              {row.title} <span className="order-summary__qty">× {row.quantity}</span>
            </th>
            <td className="text-end">{formatUsdPrice(row.price * row.quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{cart.totals.subtotal}</th>
          <td className="text-end">{formatUsdTotal(cart.totals.amount)}</td>
        </tr>
        <tr>
          <th scope="row">{cart.totals.shipping}</th>
          <td className="text-end">{cart.totals.shippingValue}</td>
        </tr>
        <tr className="order-summary__total">
          <th scope="row">{cart.totals.total}</th>
          <td className="text-end">{formatUsdTotal(cart.totals.amount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
