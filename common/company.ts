// The company's contact data as the site had it before it became content, shared by the site and the
// server (the share pictures). The pages show the Site settings staff edit (read through
// /api/site-settings/); these values stand in only when those cannot be read, and are the seed's
// (server/db/seed-content.json), which a test (src/copy/company.test.ts) keeps equal.

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
