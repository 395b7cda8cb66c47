import { useState } from 'react';
import { Link } from 'react-router-dom';

import { CartIcon } from '@/components/ui/icon';
import { hrefs } from '@common/paths';
import { formatUsdPrice } from '@/samples/shop/lib/format-shop-price';
import type { ProductContent } from '@/samples/types/shop';

import { QuantityStepper } from './quantity-stepper';
import { StarRating } from './star-rating';

import './product-summary.scss';

export interface ProductSummaryProps {
  product: ProductContent;
}

/** The sample product's title, rating, price, quantity, 'Add to cart' and its SKU, category and tags. */
export function ProductSummary({ product }: ProductSummaryProps) {
  const [quantity, setQuantity] = useState(1);
  return (
    <div className="product-summary">
      <h2 id="product-heading" className="product-summary__title">
        {product.title}
      </h2>
      <div className="product-summary__rating">
        <StarRating rating={product.rating} label={product.ratingLabel(product.rating)} />
        <span className="product-summary__rating-value" aria-hidden="true">
          {product.rating}
        </span>
      </div>
      <p className="product-summary__price">{formatUsdPrice(product.price)}</p>
      <p className="product-summary__text">{product.summary}</p>
      <div className="product-summary__buy">
        <QuantityStepper value={quantity} onChange={setQuantity} label={product.quantityLabel} />
        <Link to={hrefs.legacy.shopCart} className="btn btn-primary product-summary__cart">
          <CartIcon size={18} aria-hidden /> {product.addToCart}
        </Link>
      </div>
      <dl className="product-summary__meta">
        <div>
          <dt>{product.labels.sku}</dt>
          <dd>{product.sku}</dd>
        </div>
        <div>
          <dt>{product.labels.category}</dt>
          <dd>{product.category}</dd>
        </div>
        <div>
          <dt>{product.labels.tags}</dt>
          <dd>{product.tags.join(', ')}</dd>
        </div>
      </dl>
    </div>
  );
}
