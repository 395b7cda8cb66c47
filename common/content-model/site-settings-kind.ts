// Site settings: the company's own details as one document (docs/decisions/0020), declared with the
// other kinds of the content model (./kinds.ts).
import { field } from './fields.ts';
import type { KindDeclaration } from './kinds.ts';
import type { PublicRecord } from '../api-contract.ts';

const define = <const K extends KindDeclaration>(kind: K) => kind;

const phonePattern = (optional: boolean) => ({
  source: `^${optional ? '$|^' : ''}\\+?[0-9][0-9 ()-]{5,24}$`,
  message: 'must be a phone number such as +91 98220 45110',
});

/** The company's own details, shown in the page titles, the header, the footer, the contact page and the chat button. */
export const siteSettings = define({
  name: 'site-settings',
  entity: 'site_settings',
  label: 'Site settings',
  plural: 'Site settings',
  shape: 'document',
  table: 'site_settings',
  documentKey: 'site_settings',
  max: 1,
  shownOn: '/contact',
  title: 'company_name',
  columns: [],
  fields: {
    company_name: field.text({ label: 'Company name', help: 'Page titles end with it: “Our Story | Dexterity”.', max: 100 }),
    tagline: field.text({
      label: 'Tagline',
      help: 'The home page’s heading, and the line beside the name on the pictures shared links show.',
      max: 120,
      translatable: true,
    }),
    legal_name: field.text({ label: 'Legal name', help: 'In the footer’s copyright line and the contact page’s address.', max: 150 }),
    partner_since: field.number({
      label: 'Tally partner since (year)',
      help: 'The footer says “partner since 2011”.',
      integer: true,
      min: 1980,
      max: 2100,
    }),
    phone: field.text({
      label: 'Main phone',
      help: 'In the header, the footer and on the contact page; tapping it calls.',
      max: 30,
      pattern: phonePattern(false),
    }),
    phone_2: field.text({
      label: 'Second phone',
      help: 'On the contact page and in the footer; leave empty for one number only.',
      max: 30,
      min: 0,
      pattern: phonePattern(true),
    }),
    email: field.text({
      label: 'E-mail',
      help: 'Where visitors write; shown in the header, the footer and on the contact page.',
      max: 200,
      pattern: { source: '^[^\\s@<>]+@[^\\s@<>]+\\.[A-Za-z]{2,}$', message: 'must be an e-mail address such as info@example.in' },
    }),
    street: field.text({ label: 'Street address', help: 'Office, building and street: in the footer and on the contact page.', max: 200 }),
    locality: field.text({ label: 'City', max: 100 }),
    region: field.text({ label: 'State', max: 100 }),
    postal_code: field.text({
      label: 'PIN code',
      max: 6,
      pattern: { source: '^[1-9][0-9]{5}$', message: 'must be a six-digit PIN code such as 411005' },
    }),
    whatsapp_number: field.text({
      label: 'WhatsApp number',
      help: 'Leave empty and the chat button opens a WhatsApp chat with the main phone. Only for another number: digits with the country code, such as 919822045110.',
      max: 15,
      min: 0,
      whatsappOf: 'phone',
      pattern: {
        source: '^$|^[1-9][0-9]{7,14}$',
        message: 'must be empty (the main phone) or digits only, with the country code and without + or spaces, such as 919822045110',
      },
    }),
    whatsapp_message: field.text({
      label: 'WhatsApp opening message',
      help: 'Typed in for the visitor when the chat opens.',
      max: 300,
      translatable: true,
    }),
    linkedin_url: field.text({
      label: 'LinkedIn page',
      help: 'Leave empty to show no LinkedIn link.',
      max: 300,
      min: 0,
      link: 'https',
    }),
    instagram_url: field.text({
      label: 'Instagram page',
      help: 'Leave empty to show no Instagram link.',
      max: 300,
      min: 0,
      link: 'https',
    }),
    map_embed_url: field.text({
      label: 'Map (embed address)',
      help: 'The Google Maps embed address of the office, shown on the contact page.',
      max: 1000,
      link: 'https',
      pattern: {
        source: '^https://www\\.google\\.com/maps[/?][^\\s"<>]*$',
        message: 'must be a Google Maps address starting https://www.google.com/maps',
      },
    }),
    office_hours: field.text({
      label: 'Office hours',
      help: 'On the contact page, such as “Monday to Saturday, 10:00 to 19:00 IST”.',
      max: 200,
      translatable: true,
    }),
  },
  api: {},
  publicApi: [{ name: 'siteSettings', path: '/api/site-settings/' }],
});

/** The company's details as the public read answers them. */
export type SiteSettings = PublicRecord<typeof siteSettings>;
