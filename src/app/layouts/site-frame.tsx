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
import { menuOf, useMenuItems } from '@/features/menus/api/get-menu-items';
import { useOfferingsMenu } from '@/features/offerings/api/get-offerings-with-details';
import { useSiteSettings } from '@/features/site-settings/api/get-site-settings';

/**
 * Header, routed page and footer: what both layouts share. The frame hands them the menus and the contact data
 * staff keep as content (the built-in copy, today's menus and contact data, while those cannot be read).
 */
export function SiteFrame({ variant }: { variant: HeaderVariant }) {
  const offerings = useOfferingsMenu();
  const menus = useMenuItems() ?? builtInMenus;
  const settings = useSiteSettings();
  const siteContact = settings ? contactFrom(settings) : builtInContact;
  return (
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
  );
}
