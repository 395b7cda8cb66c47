import { paths } from '@common/paths';
import { wishlist } from '@/samples/copy/shop';
import { ShopPage } from '@/samples/shop/components/shop-page';
import { WishlistTable } from '@/samples/shop/components/wishlist-table';

export function Component() {
  return (
    <ShopPage page="shop-wishlist" path={paths.shopWishlist} hiddenHeading={{ id: 'wishlist-heading', text: wishlist.heading }}>
      <WishlistTable content={wishlist} />
    </ShopPage>
  );
}
