import { Outlet } from 'react-router-dom';

import { ChatButton } from '@/components/layout/chat-button';
import { Footer } from '@/components/layout/footer';
import { Header, type HeaderVariant } from '@/components/layout/header';
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top-on-navigate';
import { SkipLink } from '@/components/layout/skip-link';
import { useOfferingsMenu } from '@/features/offerings/api/get-offerings-with-details';

/** Header, routed page and footer: what both layouts share. */
export function SiteFrame({ variant }: { variant: HeaderVariant }) {
  const offerings = useOfferingsMenu();
  return (
    <>
      <ScrollToTopOnNavigate />
      <SkipLink />
      <Header variant={variant} offeringNames={offerings.map((offering) => offering.offering_name)} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ChatButton />
    </>
  );
}
