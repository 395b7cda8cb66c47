import { Outlet } from 'react-router-dom';

import { ChatButton } from '@/components/layout/chat-button';
import { Footer } from '@/components/layout/footer';
import { Header, type HeaderVariant } from '@/components/layout/header';
import { PageViewBeacon } from '@/components/layout/page-view-beacon';
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top-on-navigate';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteNameProvider } from '@/components/site-name';
import { company, siteContact } from '@/content/company';
import { footerNavigation, headerNavigation } from '@/content/navigation';
import { useOfferingsMenu } from '@/features/offerings/api/get-offerings-with-details';

/** Header, routed page and footer: what both layouts share. The frame hands them the site's navigation and contact data. */
export function SiteFrame({ variant }: { variant: HeaderVariant }) {
  const offerings = useOfferingsMenu();
  return (
    <SiteNameProvider name={company.name}>
      <ScrollToTopOnNavigate />
      <PageViewBeacon />
      <SkipLink />
      <Header
        variant={variant}
        offeringNames={offerings.map((offering) => offering.offering_name)}
        navigation={headerNavigation}
        contact={siteContact}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer navigation={footerNavigation} contact={siteContact} />
      <ChatButton href={siteContact.chatHref} />
    </SiteNameProvider>
  );
}
