import { Link } from 'react-router-dom';

import { CartIcon, EyeIcon, HeartIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { hrefs, paths } from '@common/paths';
import { formatUsdPrice } from '@/samples/shop/lib/format-shop-price';
import type { ProductCardCopy } from '@/samples/types/shop';

import type { DemoProduct } from '../api/get-products';

import './product-card.scss';

/** Product artwork is square. */
const PRODUCT_IMAGE_SIZE = 480;

export interface ProductCardProps {
  product: DemoProduct;
  copy: ProductCardCopy;
  /** A card of the first row: its image is part of the first view and loads at once. */
  priority?: boolean;
}

/** Image, title and price, with cart, heart and view buttons; the title and view open the product. */
export function ProductCard({ product, copy, priority = false }: ProductCardProps) {
  const href = hrefs.shopProduct(product.id);
  return (
    <article className="product-card">
      <div className="product-card__media">
        <Image
          priority={priority}
          src={product.productThumb}
          alt=""
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          className="product-card__image"
        />
        <div className="product-card__actions">
          <Link to={paths.shopCart} className="product-card__action" aria-label={copy.addToCart(product.title)}>
            <CartIcon size={18} aria-hidden />
          </Link>
          <Link to={paths.shopWishlist} className="product-card__action" aria-label={copy.addToWishlist(product.title)}>
            <HeartIcon size={18} aria-hidden />
          </Link>
          <Link to={href} className="product-card__action" aria-label={copy.view(product.title)}>
            <EyeIcon size={18} aria-hidden />
          </Link>
        </div>
      </div>
      <h3 className="product-card__title">
        <Link to={href}>{product.title}</Link>
      </h3>
      <p className="product-card__price">{formatUsdPrice(product.price)}</p>
    </article>
  );
}
