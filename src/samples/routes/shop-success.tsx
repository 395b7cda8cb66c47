import { paths } from '@/config/paths';
import { orderSuccess } from '@/samples/content/shop';
import { OrderReceived } from '@/samples/shop/components/order-received';
import { ShopPage } from '@/samples/shop/components/shop-page';

export function Component() {
  return (
    <ShopPage page="shop-success" path={paths.shopSuccess}>
      <OrderReceived content={orderSuccess} />
    </ShopPage>
  );
}
