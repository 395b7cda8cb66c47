// How the site shows the company's contact data: from the Site settings staff edit, or from the built-in
// copy (common/company.ts) when those cannot be read.
import type { SiteSettings } from '@common/content-model/site-settings-kind';
import type { OrganizationFacts } from '@/lib/structured-data';
import type { SiteContact } from '@/types/site';
import { company } from '../../common/company.ts';
import { whatsappNumber } from '../../common/whatsapp-number.ts';

export { company };

export const chatHref = `https://wa.me/${company.chat.number}?text=${encodeURIComponent(company.chat.message)}`;

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export const postalAddressLines = [
  company.address.street,
  `${company.address.locality} ${company.address.postalCode}, ${company.address.region}, ${company.address.countryName}`,
] as const;

/** What the header, footer and chat button show from the Site settings staff edit: empty ones left out. */
export function contactFrom(settings: SiteSettings): SiteContact {
  const phones = [settings.phone, settings.phone_2].filter((phone) => phone.trim() !== '');
  return {
    companyName: settings.company_name,
    tagline: settings.tagline,
    legalName: settings.legal_name,
    partnerSince: settings.partner_since,
    email: settings.email,
    phones: phones.map((phone) => ({ text: phone, href: telHref(phone) })),
    addressLines: [settings.street, `${settings.locality} ${settings.postal_code}, ${settings.region}, ${company.address.countryName}`],
    address: {
      street: settings.street,
      locality: settings.locality,
      region: settings.region,
      postalCode: settings.postal_code,
      country: company.address.country,
      countryName: company.address.countryName,
    },
    social: { linkedin: settings.linkedin_url, instagram: settings.instagram_url },
    // The main phone's WhatsApp unless staff set another number apart.
    chatHref: `https://wa.me/${settings.whatsapp_number || whatsappNumber(settings.phone)}?text=${encodeURIComponent(settings.whatsapp_message)}`,
    map: { title: `Map showing the ${settings.company_name} office in ${settings.locality}`, embedUrl: settings.map_embed_url },
    officeHours: settings.office_hours,
  };
}

/** What the header, footer and chat button show when the Site settings cannot be read. */
export const siteContact = {
  companyName: company.name,
  tagline: company.tagline,
  legalName: company.legalName,
  partnerSince: company.partnerSince,
  email: company.email,
  phones: company.phones.map((phone) => ({ text: phone, href: telHref(phone) })),
  addressLines: postalAddressLines,
  address: company.address,
  social: company.social,
  chatHref,
  map: company.map,
  officeHours: company.officeHours,
} satisfies SiteContact;

/** What the home page's structured data says of the company: the Site settings, and the home page's description. */
export function organizationOf(contact: SiteContact, description: string): OrganizationFacts {
  return {
    name: contact.companyName,
    legalName: contact.legalName,
    description,
    email: contact.email,
    phones: contact.phones.map((phone) => phone.text),
    partnerSince: contact.partnerSince,
    address: contact.address,
    // A social page left empty is not named.
    social: Object.fromEntries(Object.entries(contact.social).filter(([, url]) => url !== '')),
  };
}
