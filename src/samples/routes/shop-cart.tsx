import { PageIntro } from '@/components/page-intro';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';
import { cart } from '@/samples/content/shop';
import { CartTable } from '@/samples/shop/components/cart-table';
import { CartTotals } from '@/samples/shop/components/cart-totals';

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
            <CartTable content={cart} />
          </div>
          <div className="col-lg-4">
            <CartTotals content={cart} />
          </div>
        </div>
      </Section>
    </>
  );
}
