import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  href: string;
}

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
    { label: 'Privacy Policy', href: paths.home },
  ],
  /** Shown as plain text: the specification gives these entries no target. */
  services: ['Tally Software & Services', 'ERP Consultation', 'Tally Developments', 'Cloud Services', 'Corporate Trainings'],
} as const;

export const lightHeaderCta = { label: 'Getting Started', href: paths.contact } as const satisfies NavItem;
export const shopCartLink = { label: 'Cart', href: paths.shopCart } as const satisfies NavItem;
