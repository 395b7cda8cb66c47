import { PageIntro } from '@/components/page-intro';
import { OrderReceived } from '@/components/shop/order-received';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <>
      <PageIntro page="shop-success" path={paths.shopSuccess} />
      <Section className="shop-page">
        <OrderReceived />
      </Section>
    </>
  );
}
