import { useLocation } from 'react-router-dom';

import { Gallery } from '@/samples/components/ui/gallery';
import { DEFAULT_PRODUCT_TAB, sampleProduct } from '@/samples/copy/shop';
import { ProductDetailsTable } from '@/samples/shop/components/product-details-table';
import { ProductReview } from '@/samples/shop/components/product-review';
import { ProductSummary } from '@/samples/shop/components/product-summary';
import { ShopPage } from '@/samples/shop/components/shop-page';
import { ProductTabs } from '@/samples/shop/components/product-tabs';

/** Every product id shows the same static sample product (docs/requirements/spec.md §2). */
export function Component() {
  const { pathname } = useLocation();
  const p = sampleProduct;
  const tabs = [
    {
      id: 'description',
      label: p.tabs.description,
      content: p.description.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
    },
    { id: 'additional', label: p.tabs.additional, content: <ProductDetailsTable caption={p.tabs.additional} rows={p.additional} /> },
    { id: 'reviews', label: p.tabs.reviews, content: <ProductReview review={p.review} ratingLabel={p.ratingLabel} /> },
  ];
  return (
    <ShopPage page="shop-product" path={pathname} labelledBy="product-heading">
      <div className="row g-4 g-lg-5 align-items-start">
        <div className="col-lg-6">
          <Gallery look="product" label={p.galleryLabel} images={p.gallery} copy={p.galleryCopy} />
        </div>
        <div className="col-lg-6">
          <ProductSummary product={p} />
        </div>
      </div>
      <ProductTabs label={p.tabsLabel} tabs={tabs} defaultTab={DEFAULT_PRODUCT_TAB} />
    </ShopPage>
  );
}
