// The site-wide data the layouts hand to the header, footer and chat button.
import type { LinkContent } from '@/types/content';

export interface NavItem {
  label: string;
  href: string;
}

export interface HeaderNavigation {
  main: Record<'home' | 'about' | 'offerings' | 'insights' | 'contact', NavItem>;
  /** The light layouts' Getting Started button. */
  cta: NavItem;
  /** The shop layout's cart icon. */
  cart: NavItem;
}

export interface FooterNavigation {
  quickLinks: readonly NavItem[];
  /** Shown as plain text: the specification gives these entries no target. */
  services: readonly string[];
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
