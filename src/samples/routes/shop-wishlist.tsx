import { PageIntro } from '@/components/page-intro';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';
import { wishlist } from '@/samples/content/shop';
import { WishlistTable } from '@/samples/shop/components/wishlist-table';

export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta['shop-wishlist']} path={paths.shopWishlist} />
      <Section labelledBy="wishlist-heading" className="shop-page">
        <h2 id="wishlist-heading" className="visually-hidden">
          {wishlist.heading}
        </h2>
        <WishlistTable content={wishlist} />
      </Section>
    </>
  );
}
