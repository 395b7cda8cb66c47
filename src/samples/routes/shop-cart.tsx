import { paths } from '@common/paths';
import { cart } from '@/samples/copy/shop';
import { CartTable } from '@/samples/shop/components/cart-table';
import { CartTotals } from '@/samples/shop/components/cart-totals';
import { ShopPage } from '@/samples/shop/components/shop-page';

export function Component() {
  return (
    <ShopPage page="shop-cart" path={paths.shopCart} hiddenHeading={{ id: 'cart-heading', text: cart.heading }}>
      <div className="row g-4 g-lg-5">
        <div className="col-lg-8">
          <CartTable content={cart} />
        </div>
        <div className="col-lg-4">
          <CartTotals content={cart} />
        </div>
      </div>
    </ShopPage>
  );
}
