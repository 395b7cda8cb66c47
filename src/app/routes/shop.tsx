import { PageIntro } from '@/components/page-intro';
import { ProductGrid } from '@/components/shop/product-grid';
import { ShopSidebar } from '@/components/shop/shop-sidebar';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';
import { shopList } from '@/content/shop';

export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta.shop} path={paths.shop} />
      <Section labelledBy="shop-products-heading" className="shop-page">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-3 shop-page__sidebar">
            <ShopSidebar />
          </div>
          <div className="col-lg-9 shop-page__main">
            <h2 id="shop-products-heading" className="visually-hidden">
              {shopList.heading}
            </h2>
            <ProductGrid />
          </div>
        </div>
      </Section>
    </>
  );
}
