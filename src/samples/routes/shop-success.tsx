import { PageIntro } from '@/components/page-intro';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';
import { orderSuccess } from '@/samples/content/shop';
import { OrderReceived } from '@/samples/shop/components/order-received';

export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta['shop-success']} path={paths.shopSuccess} />
      <Section className="shop-page">
        <OrderReceived content={orderSuccess} />
      </Section>
    </>
  );
}
