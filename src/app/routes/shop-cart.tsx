import { PageIntro } from '@/components/page-intro';
import { CartTable } from '@/components/shop/cart-table';
import { CartTotals } from '@/components/shop/cart-totals';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';
import { cart } from '@/content/shop';

export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta['shop-cart']} path={paths.shopCart} />
      <Section labelledBy="cart-heading" className="shop-page">
        <h2 id="cart-heading" className="visually-hidden">
          {cart.heading}
        </h2>
        <div className="row g-4 g-lg-5">
          <div className="col-lg-8">
            <CartTable />
          </div>
          <div className="col-lg-4">
            <CartTotals />
          </div>
        </div>
      </Section>
    </>
  );
}
