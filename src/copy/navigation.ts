import { paths } from '@common/paths';
import type { FooterNavigation, HeaderNavigation, NavItem } from '@/types/site';

export const mainNavigation = {
  home: { label: 'Home', href: paths.home },
  about: { label: 'Our Story', href: paths.about },
  offerings: { label: 'Our Offerings', href: paths.service },
  insights: { label: 'Insights', href: paths.shop },
  contact: { label: 'Contact', href: paths.contact },
} as const satisfies Record<string, NavItem>;

export const footerNavigation = {
  quickLinks: [
    { label: 'Home', href: paths.home },
    { label: 'Contact', href: paths.contact },
    { label: 'Terms of Use', href: paths.home },
    { label: 'Privacy Policy', href: paths.privacy },
  ],
  /** Shown as plain text: the specification gives these entries no target. */
  services: ['Tally Software & Services', 'ERP Consultation', 'Tally Developments', 'Cloud Services', 'Corporate Trainings'],
} as const satisfies FooterNavigation;

export const lightHeaderCta = { label: 'Getting Started', href: paths.contact } as const satisfies NavItem;
export const shopCartLink = { label: 'Cart', href: paths.shopCart } as const satisfies NavItem;

/** What the header links to: the layouts pass it down. */
export const headerNavigation = { main: mainNavigation, cta: lightHeaderCta, cart: shopCartLink } as const satisfies HeaderNavigation;
