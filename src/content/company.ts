// The company's contact data, in one place. The specification leaves phone numbers, e-mail and
// social handles open: the values below are the ones the company must confirm before launch.
import type { SiteContact } from '@/types/site';

export const company = {
  name: 'Dexterity',
  legalName: 'Dexterity Consultants',
  tagline: 'Trusted Tally 5-Star Partner & ERP Experts',
  /** The page title of the home page (SPEC §1). */
  homeTitle: 'Dexterity | Trusted Tally 5-Star Partner & ERP Experts in Pune',
  description:
    'Dexterity is a certified Tally 5-Star partner in Pune since 2011: TallyPrime licences, ERP consultation, Tally customisation, Tally on Cloud and corporate training for small and medium businesses.',
  partnerSince: 2011,
  // TO CONFIRM: contact details below are placeholders until the company confirms them.
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
  map: {
    title: 'Map showing the Dexterity office in Shivajinagar, Pune',
    embedUrl: 'https://www.google.com/maps?q=Jangali+Maharaj+Road,+Shivajinagar,+Pune+411005&output=embed',
  },
} as const;

export const chatHref = `https://wa.me/${company.chat.number}?text=${encodeURIComponent(company.chat.message)}`;

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export const postalAddressLines = [
  company.address.street,
  `${company.address.locality} ${company.address.postalCode}, ${company.address.region}, ${company.address.countryName}`,
] as const;

/** What the header, footer and chat button show: the layouts pass it down. */
export const siteContact = {
  legalName: company.legalName,
  partnerSince: company.partnerSince,
  email: company.email,
  phones: company.phones.map((phone) => ({ text: phone, href: telHref(phone) })),
  addressLines: postalAddressLines,
  social: company.social,
  chatHref,
} satisfies SiteContact;
