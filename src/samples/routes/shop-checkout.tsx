import { paths } from '@common/paths';
import { cart, checkout } from '@/samples/copy/shop';
import { CheckoutForm } from '@/samples/shop/components/checkout-form';
import { ShopPage } from '@/samples/shop/components/shop-page';

export function Component() {
  return (
    <ShopPage page="shop-checkout" path={paths.shopCheckout}>
      <CheckoutForm content={checkout} cart={cart} />
    </ShopPage>
  );
}
