import { paths } from '@common/paths';
import { orderSuccess } from '@/samples/copy/shop';
import { OrderReceived } from '@/samples/shop/components/order-received';
import { ShopPage } from '@/samples/shop/components/shop-page';

export function Component() {
  return (
    <ShopPage page="shop-success" path={paths.shopSuccess}>
      <OrderReceived content={orderSuccess} />
    </ShopPage>
  );
}
