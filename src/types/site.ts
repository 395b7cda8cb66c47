// The site-wide data the layouts hand to the header, footer and chat button.
import type { MENUS } from '@common/content-model/page-kinds';
import type { LinkContent } from '@/types/content';

/** A menu entry: an address of this site, an https:// URL (opens in a new tab), or '' for words without a link. */
export interface NavItem {
  label: string;
  href: string;
}

/** The menus staff arrange (the menu-items kind): the header's, and each column of the footer. */
export type MenuName = (typeof MENUS)[number]['value'];

/** An entry of one of the menus, in the menus' order. */
export interface MenuEntry extends NavItem {
  menu: MenuName;
}

export interface HeaderNavigation {
  /** In order; the entry linking to Our Offerings holds the offerings' submenu. */
  main: readonly NavItem[];
  /** The light layouts' Getting Started button. */
  cta: NavItem;
  /** The shop layout's cart icon. */
  cart: NavItem;
}

export interface FooterNavigation {
  /** The Quick Links column. */
  quickLinks: readonly NavItem[];
  /** The Our Services column (today's entries are words without a link). */
  services: readonly NavItem[];
}

/** How to reach the company, ready to show: phone links built, the address in lines. */
export interface SiteContact {
  /** The name page titles end with. */
  companyName: string;
  /** The home page's heading. */
  tagline: string;
  legalName: string;
  partnerSince: number;
  email: string;
  phones: readonly LinkContent[];
  addressLines: readonly [string, string];
  /** The address in parts: the privacy notice and the structured data in a page's head. */
  address: { street: string; locality: string; region: string; postalCode: string; country: string; countryName: string };
  social: { linkedin: string; instagram: string };
  /** The WhatsApp chat link of the floating chat button. */
  chatHref: string;
  /** The office on a map (the contact page). */
  map: { title: string; embedUrl: string };
  officeHours: string;
}
