import { useLocation } from 'react-router-dom';

import { PageIntro } from '@/components/page-intro';
import { ProductSummary } from '@/components/shop/product-summary';
import { ProductTabs } from '@/components/shop/product-tabs';
import { StarRating } from '@/components/shop/star-rating';
import { Gallery } from '@/components/ui/gallery';
import { Section } from '@/components/ui/section';
import { DEFAULT_PRODUCT_TAB, sampleProduct } from '@/content/shop';

import '@/styles/vendor/tables.scss';

/** Every product id shows the same static sample product (SPEC §2). */
export function Component() {
  const { pathname } = useLocation();
  const p = sampleProduct;
  const tabs = [
    {
      id: 'description',
      label: p.tabs.description,
      content: p.description.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
    },
    {
      id: 'additional',
      label: p.tabs.additional,
      content: (
        <table className="table shop-table mb-0">
          <caption className="visually-hidden">{p.tabs.additional}</caption>
          <tbody>
            {p.additional.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    },
    {
      id: 'reviews',
      label: p.tabs.reviews,
      content: (
        <article className="product-review">
          <header className="product-review__header">
            <h3 className="product-review__author">{p.review.author}</h3>
            <time dateTime={p.review.dateTime} className="product-review__date">
              {p.review.date}
            </time>
          </header>
          <StarRating rating={p.review.rating} label={p.ratingLabel(p.review.rating)} />
          <p className="product-review__text">{p.review.text}</p>
        </article>
      ),
    },
  ];
  return (
    <>
      <PageIntro page="shop-product" path={pathname} />
      <Section labelledBy="product-heading" className="shop-page">
        <div className="row g-4 g-lg-5 align-items-start">
          <div className="col-lg-6">
            <Gallery look="product" label={p.galleryLabel} images={p.gallery} copy={p.galleryCopy} />
          </div>
          <div className="col-lg-6">
            <ProductSummary />
          </div>
        </div>
        <ProductTabs label={p.tabsLabel} tabs={tabs} defaultTab={DEFAULT_PRODUCT_TAB} />
      </Section>
    </>
  );
}
