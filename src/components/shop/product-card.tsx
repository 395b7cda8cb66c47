import { Link } from 'react-router-dom';

import { CartIcon, EyeIcon, HeartIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { hrefs, paths } from '@/config/paths';
import { formatPrice, SHOP_IMAGE_SIZE, shopList, type DemoProduct } from '@/content/shop';

import './shop.scss';

export interface ProductCardProps {
  product: DemoProduct;
  /** A card of the first row: its image is part of the first view and loads at once. */
  priority?: boolean;
}

/** Image, title and price, with cart, heart and view buttons; the title and view open the product. */
export function ProductCard({ product, priority = false }: ProductCardProps) {
  const href = hrefs.shopProduct(product.id);
  return (
    <article className="product-card">
      <div className="product-card__media">
        <Image priority={priority} src={product.productThumb} alt="" width={SHOP_IMAGE_SIZE} height={SHOP_IMAGE_SIZE} className="product-card__image" />
        <div className="product-card__actions">
          <Link to={paths.shopCart} className="product-card__action" aria-label={shopList.card.addToCart(product.title)}>
            <CartIcon size={18} aria-hidden />
          </Link>
          <Link to={paths.shopWishlist} className="product-card__action" aria-label={shopList.card.addToWishlist(product.title)}>
            <HeartIcon size={18} aria-hidden />
          </Link>
          <Link to={href} className="product-card__action" aria-label={shopList.card.view(product.title)}>
            <EyeIcon size={18} aria-hidden />
          </Link>
        </div>
      </div>
      <h3 className="product-card__title">
        <Link to={href}>{product.title}</Link>
      </h3>
      <p className="product-card__price">{formatPrice(product.price)}</p>
    </article>
  );
}
