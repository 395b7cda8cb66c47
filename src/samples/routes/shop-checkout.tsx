import { PageIntro } from '@/components/page-intro';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';
import { cart, checkout } from '@/samples/content/shop';
import { CheckoutForm } from '@/samples/shop/components/checkout-form';

export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta['shop-checkout']} path={paths.shopCheckout} />
      <Section className="shop-page">
        <CheckoutForm content={checkout} cart={cart} />
      </Section>
    </>
  );
}
