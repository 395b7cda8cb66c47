import { Outlet } from 'react-router-dom';

import { ChatButton } from '@/components/layout/chat-button';
import { Footer } from '@/components/layout/footer';
import { Header, type HeaderVariant } from '@/components/layout/header';
import { PageViewBeacon } from '@/components/layout/page-view-beacon';
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top-on-navigate';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteContactProvider } from '@/components/site-contact';
import { SiteNameProvider } from '@/components/site-name';
import { contactFrom, siteContact as builtInContact } from '@/copy/company';
import { builtInMenus, lightHeaderCta, shopCartLink } from '@/copy/navigation';
import { menuOf } from '@/features/menus/api/get-menu-items';
import { menuOfferings } from '@/features/offerings/api/get-offerings-with-details';
import { usePageData, useRead } from '@/lib/page-data';

import { FrameOfferingsContext, type siteFrameLoader } from './site-frame-loader';

/**
 * Header, routed page and footer: what both layouts share. The frame hands them the menus and the contact data
 * staff keep as content (the built-in copy, today's menus and contact data, while those cannot be read), read by
 * the layouts' loader; the offerings menu goes on to the pages too.
 */
export function SiteFrame({ variant }: { variant: HeaderVariant }) {
  const reads = usePageData<typeof siteFrameLoader>();
  const offerings = menuOfferings(useRead(reads.offerings).data);
  const menus = useRead(reads.menus).data ?? builtInMenus;
  const settings = useRead(reads.settings).data;
  const siteContact = settings ? contactFrom(settings) : builtInContact;
  return (
    <FrameOfferingsContext.Provider value={reads.offerings}>
      <SiteNameProvider name={siteContact.companyName}>
        <SiteContactProvider contact={siteContact}>
          <ScrollToTopOnNavigate />
          <PageViewBeacon />
          <SkipLink />
          <Header
            variant={variant}
            offeringNames={offerings.map((offering) => offering.offering_name)}
            navigation={{ main: menuOf(menus, 'header'), cta: lightHeaderCta, cart: shopCartLink }}
            contact={siteContact}
          />
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer
            navigation={{ quickLinks: menuOf(menus, 'footer-links'), services: menuOf(menus, 'footer-services') }}
            contact={siteContact}
          />
          <ChatButton href={siteContact.chatHref} />
        </SiteContactProvider>
      </SiteNameProvider>
    </FrameOfferingsContext.Provider>
  );
}
