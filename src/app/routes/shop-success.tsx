import { PageIntro } from '@/components/page-intro';
import { OrderReceived } from '@/components/shop/order-received';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';

export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta['shop-success']} path={paths.shopSuccess} />
      <Section className="shop-page">
        <OrderReceived />
      </Section>
    </>
  );
}
