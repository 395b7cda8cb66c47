import { paths } from '@common/paths';
import { shopList, shopSidebar } from '@/samples/copy/shop';
import { productsQuery } from '@/samples/shop/api/get-products';
import { ProductGrid } from '@/samples/shop/components/product-grid';
import { ShopPage } from '@/samples/shop/components/shop-page';
import { ShopSidebar } from '@/samples/shop/components/shop-sidebar';
import { pageLoader, usePageData } from '@/lib/page-data';

export const loader = pageLoader((read) => ({ products: read(productsQuery) }));

export function Component() {
  const { products } = usePageData<typeof loader>();
  return (
    <ShopPage page="shop" path={paths.shop} labelledBy="shop-products-heading">
      <div className="row g-4 g-lg-5">
        <div className="col-lg-3 shop-page__sidebar">
          <ShopSidebar content={shopSidebar} />
        </div>
        <div className="col-lg-9 shop-page__main">
          <h2 id="shop-products-heading" className="visually-hidden">
            {shopList.heading}
          </h2>
          <ProductGrid content={shopList} products={products} />
        </div>
      </div>
    </ShopPage>
  );
}
