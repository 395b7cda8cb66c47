import { PageIntro } from '@/components/page-intro';
import { CheckoutForm } from '@/components/shop/checkout-form';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';

export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta['shop-checkout']} path={paths.shopCheckout} />
      <Section className="shop-page">
        <CheckoutForm />
      </Section>
    </>
  );
}
