import { useId } from 'react';

import { ChevronRightIcon } from '@/components/ui/icon';
import type { ShopListContent } from '@/samples/types/shop';

import type { Read } from '@/lib/page-data';

import { useProducts, type DemoProduct } from '../api/get-products';

import { ProductCard } from './product-card';

import '@/styles/vendor/forms.scss';
import './product-grid.scss';

/** Cards in the grid's first row at its widest (three columns): their images load at once. */
const FIRST_ROW = 3;

export interface ProductGridProps {
  content: ShopListContent;
  /** The products, as the shop page's loader read them. */
  products: Read<DemoProduct[]>;
}

/**
 * The shop list's main column: result count, sort select, the product cards and the pagination.
 * As the specification says, sort and pagination do not change the list.
 */
export function ProductGrid({ content: shopList, products }: ProductGridProps) {
  const state = useProducts(products);
  const sortId = useId();
  return (
    <div className="product-grid">
      <div className="product-grid__toolbar">
        <p className="product-grid__count">{shopList.resultCount}</p>
        <div className="product-grid__sort">
          <label htmlFor={sortId} className="visually-hidden">
            {shopList.sortLabel}
          </label>
          <select id={sortId} className="form-select" defaultValue={shopList.sortOptions[0]?.value}>
            {shopList.sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="product-grid__items" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' &&
          Array.from({ length: shopList.visibleProducts }, (_, index) => (
            <div key={index} className="product-card product-card--placeholder" aria-hidden="true">
              <div className="product-card__media" />
              <div className="product-card__title">
                <span className="product-card__line" />
              </div>
              <div className="product-card__price">
                <span className="product-card__line product-card__line--short" />
              </div>
            </div>
          ))}
        {state.status === 'loading' && (
          <p className="visually-hidden" role="status">
            {shopList.loading}
          </p>
        )}
        {state.status === 'success' &&
          state.products
            .slice(0, shopList.visibleProducts)
            .map((product, index) => <ProductCard key={product.id} product={product} copy={shopList.card} priority={index < FIRST_ROW} />)}
        {(state.status === 'error' || (state.status === 'success' && state.products.length === 0)) && (
          <p className="product-grid__empty">{shopList.empty}</p>
        )}
      </div>

      <nav className="shop-pagination" aria-label={shopList.paginationLabel}>
        <ul>
          {shopList.pages.map((page) => (
            <li key={page}>
              <button
                type="button"
                className="shop-pagination__page"
                aria-current={page === 1 ? 'page' : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="shop-pagination__page" aria-label={shopList.nextPage}>
              <ChevronRightIcon size={18} aria-hidden />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
