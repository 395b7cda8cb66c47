import { Link } from 'react-router-dom';

import { CheckIcon } from '@/components/ui/icon';
import { paths } from '@common/paths';
import { formatUsdTotal } from '@/samples/shop/lib/format-shop-price';
import type { OrderSuccessContent } from '@/samples/types/shop';

import './shop-common.scss';
import './order-received.scss';

export interface OrderReceivedProps {
  content: OrderSuccessContent;
}

/** The order confirmation with its sample order number, fixed date, total and payment method. */
export function OrderReceived({ content: o }: OrderReceivedProps) {
  return (
    <section className="shop-card order-received" aria-labelledby="order-received-heading">
      <span className="order-received__icon" aria-hidden="true">
        <CheckIcon size={32} />
      </span>
      <h2 id="order-received-heading" className="order-received__heading">
        {o.heading}
      </h2>
      <dl className="order-received__details" aria-label={o.detailsLabel}>
        <div>
          <dt>{o.orderNumber.label}</dt>
          <dd>{o.orderNumber.value}</dd>
        </div>
        <div>
          <dt>{o.date.label}</dt>
          <dd>
            <time dateTime={o.date.dateTime}>{o.date.value}</time>
          </dd>
        </div>
        <div>
          <dt>{o.total.label}</dt>
          <dd>{formatUsdTotal(o.total.value)}</dd>
        </div>
        <div>
          <dt>{o.payment.label}</dt>
          <dd>{o.payment.value}</dd>
        </div>
      </dl>
      <p className="shop-note">{o.note}</p>
      <Link to={paths.shop} className="btn btn-primary">
        {o.backToShop}
      </Link>
    </section>
  );
}
