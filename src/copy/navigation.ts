// The site's menus as built-in copy: today's header and footer, equal to the rows migration 0022 seeds as
// migration 0024 changed them (Insights leads to /insights; src/copy/navigation.test.ts). Staff arrange the menus as content (the menu-items kind); these are drawn
// while the menus cannot be read.
import { INSIGHTS_PATH } from '@common/kinds/insights-addresses';
import { paths } from '@common/paths';
import type { MenuEntry, NavItem } from '@/types/site';

export const builtInMenus: readonly MenuEntry[] = [
  { menu: 'header', label: 'Home', href: paths.home },
  { menu: 'header', label: 'Our Story', href: paths.about },
  { menu: 'header', label: 'Our Offerings', href: paths.service },
  { menu: 'header', label: 'Insights', href: INSIGHTS_PATH },
  { menu: 'header', label: 'Contact', href: paths.contact },
  { menu: 'footer-links', label: 'Home', href: paths.home },
  { menu: 'footer-links', label: 'Contact', href: paths.contact },
  { menu: 'footer-links', label: 'Terms of Use', href: paths.home },
  { menu: 'footer-links', label: 'Privacy Policy', href: paths.privacy },
  // Words without a link: the specification gives these entries no target.
  { menu: 'footer-services', label: 'Tally Software & Services', href: '' },
  { menu: 'footer-services', label: 'ERP Consultation', href: '' },
  { menu: 'footer-services', label: 'Tally Developments', href: '' },
  { menu: 'footer-services', label: 'Cloud Services', href: '' },
  { menu: 'footer-services', label: 'Corporate Trainings', href: '' },
];

export const lightHeaderCta = { label: 'Getting Started', href: paths.contact } as const satisfies NavItem;
export const shopCartLink = { label: 'Cart', href: paths.shopCart } as const satisfies NavItem;
