// The company's contact data as the site had it before it became content. The pages show the Site
// settings staff edit (common/content-model/kinds.ts, read through /api/site-settings/); these values
// stand in only when those cannot be read, and are the seed's (server/db/seed-content.json), which a
// test keeps equal.
import type { SiteSettings } from '@/types/api';
import type { OrganizationFacts } from '@/lib/structured-data';
import type { SiteContact } from '@/types/site';

export const company = {
  name: 'Dexterity',
  legalName: 'Dexterity Consultants',
  tagline: 'Trusted Tally 5-Star Partner & ERP Experts',
  /** The page title of the home page (docs/requirements/spec.md §1). */
  homeTitle: 'Dexterity | Trusted Tally 5-Star Partner & ERP Experts in Pune',
  description:
    'Dexterity is a certified Tally 5-Star partner in Pune since 2011: TallyPrime licences, ERP consultation, Tally customisation, Tally on Cloud and corporate training for small and medium businesses.',
  partnerSince: 2011,
  email: 'info@dexterityconsultants.in',
  phones: ['+91 98220 45110', '+91 20 2553 4110'] as const,
  address: {
    street: 'Office 402, Shreenath Plaza, Jangali Maharaj Road, Shivajinagar',
    locality: 'Pune',
    region: 'Maharashtra',
    postalCode: '411005',
    country: 'IN',
    countryName: 'India',
  },
  chat: {
    /** WhatsApp number in international format without '+' or spaces. */
    number: '919822045110',
    message: 'Hi, I want to know more about your offerings.',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/dexterity-consultants',
    instagram: 'https://www.instagram.com/dexterity.consultants',
  },
  officeHours: 'Monday to Saturday, 10:00 to 19:00 IST',
  map: {
    title: 'Map showing the Dexterity office in Pune',
    embedUrl: 'https://www.google.com/maps?q=Jangali+Maharaj+Road,+Shivajinagar,+Pune+411005&output=embed',
  },
} as const;

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
    chatHref: `https://wa.me/${settings.whatsapp_number}?text=${encodeURIComponent(settings.whatsapp_message)}`,
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
