// The services' kinds (docs/requirements/spec.md's content): offerings, their services, each service's sections,
// quick facts and pricing entries, and the pricing plans; KINDS (./kinds.ts) lists them first, parents before children.
import { field } from './fields.ts';
import type { KindDeclaration } from './kinds.ts';
import { searchFields } from './search-fields.ts';
import { listOf } from './search-text.ts';
import { hrefs } from '../paths.ts';
import type { PublicRecord, ReadRecord } from '../api-contract.ts';

const define = <const K extends KindDeclaration>(kind: K) => kind;

/** The parent of the lists a service holds: its sections, quick facts and pricing entries. */
const underService = { kind: 'services', field: 'service_id' } as const;

/** A picture and its focal point (`image_focus`, a column of its own): the point that stays in view where the site crops it. */
const picture = {
  image: field.image({ label: 'Picture', help: 'Leave empty for the default picture.' }),
  image_focus: field.focus({
    label: 'Focal point',
    help: 'Click, tap or use the arrow keys on the picture: the point that stays in view where the site crops it.',
    of: 'image',
  }),
} as const;

export const offerings = define({
  name: 'offerings',
  entity: 'offering',
  label: 'Offering',
  plural: 'Offerings',
  shape: 'list',
  table: 'offerings',
  documentKey: 'offerings',
  max: 100,
  title: 'offering_name',
  columns: [],
  keepsChildren: true,
  fields: {
    offering_name: field.text({
      label: 'Name',
      help: 'The tab on Our Offerings and the entry in the header menu. "All" stands for every service.',
      max: 100,
      unique: true,
    }),
  },
  api: {},
  publicApi: [
    { name: 'offeringsWithDetails', path: '/api/get-offering-with-details/', nest: { services: 'services' } },
    { name: 'offerings', path: '/api/get-offering/' },
  ],
});

export const services = define({
  name: 'services',
  entity: 'service',
  label: 'Service',
  plural: 'Services',
  shape: 'list',
  table: 'services',
  documentKey: 'services',
  max: 500,
  parent: { kind: 'offerings', field: 'offering_id' },
  // On the site, a service's description is its page title and its heading the line under it.
  title: 'description',
  columns: ['heading'],
  ownPage: { address: (id) => hrefs.serviceDetails(id) },
  // Found by its tagline and its sections' words; titled by its title (`description`).
  search: {
    type: 'Service',
    text: (service) => [
      String(service.heading ?? ''),
      ...listOf(service, 'sections').flatMap((section) => [String(section.title ?? ''), String(section.description ?? '')]),
    ],
    url: (service) => hrefs.serviceDetails(service.id),
  },
  fields: {
    heading: field.text({ label: 'Tagline', help: 'The line under the title on its card and page.', max: 200, translatable: true }),
    description: field.text({ label: 'Title', help: 'The card’s title and the page’s heading.', max: 300, translatable: true }),
    ...picture,
    ...searchFields,
  },
  api: { parentAs: 'offering_id' },
  publicApi: [
    { name: 'services', path: '/api/get-offering-details/' },
    { name: 'service', path: '/api/get-service/', filter: { param: 'id', column: 'id' } },
    // The offering named All stands for every service (server/api/content.ts).
    { name: 'servicesByOffering', path: '/api/get-by-offering/', filter: { param: 'offering_id', column: 'offering_id' } },
  ],
});

export const sections = define({
  name: 'sections',
  entity: 'section',
  label: 'Section',
  plural: 'Service sections',
  shape: 'list',
  table: 'service_sections',
  documentKey: 'sections',
  max: 100,
  parent: underService,
  title: 'title',
  columns: [],
  fields: {
    title: field.text({ label: 'Title', max: 200, translatable: true }),
    description: field.longText({ label: 'Text', max: 5000, translatable: true }),
    ...picture,
  },
  api: {},
  publicApi: [{ name: 'serviceSections', path: '/api/get-overview-by-offering/', filter: { param: 'id', column: 'service_id' } }],
});

export const quickFacts = define({
  name: 'quick-facts',
  entity: 'quick_fact',
  label: 'Quick fact',
  plural: 'Quick facts',
  shape: 'list',
  table: 'quick_facts',
  documentKey: 'quick_facts',
  max: 100,
  parent: underService,
  title: 'fact_key',
  columns: ['fact_value', 'show_facts'],
  fields: {
    fact_key: field.text({ label: 'Label', max: 100, translatable: true }),
    fact_value: field.text({ label: 'Value', max: 300, translatable: true }),
    show_facts: field.yesNo({ label: 'Shown on the page', default: true, words: ['Shown', 'Hidden'] }),
  },
  api: { parentAs: 'offering_details', parentFirst: true },
  publicApi: [{ name: 'quickFacts', path: '/api/get-quickfactsviewset/' }],
});

export const pricingEntries = define({
  name: 'pricing-entries',
  entity: 'pricing_entry',
  label: 'Pricing entry',
  plural: 'Pricing entries',
  shape: 'list',
  table: 'pricing_entries',
  documentKey: 'pricing',
  max: 100,
  parent: underService,
  title: 'title',
  columns: [],
  fields: {
    title: field.text({ label: 'Title', max: 200, translatable: true }),
    description: field.longText({ label: 'Text', max: 5000, translatable: true }),
  },
  api: { parentAs: 'offering_details', parentFirst: true },
  publicApi: [{ name: 'pricing', path: '/api/get-pricing/', filter: { param: 'offering_details', column: 'service_id' } }],
});

export const pricingPlans = define({
  name: 'pricing-plans',
  entity: 'pricing_plan',
  label: 'Pricing plan',
  plural: 'Pricing plans',
  shape: 'list',
  table: 'pricing_plans',
  documentKey: 'pricing_plans',
  max: 500,
  title: 'plan_type_display',
  columns: ['price', 'service_id'],
  fields: {
    plan_type: field.select({
      label: 'Plan type',
      help: 'A Premium plan’s card is marked “Most popular”; the others look alike.',
      options: [
        { value: 'basic', label: 'Basic' },
        { value: 'standard', label: 'Standard' },
        { value: 'premium', label: 'Premium (marked “Most popular”)' },
        { value: 'business', label: 'Business' },
        { value: 'corporate', label: 'Corporate' },
        { value: 'extended', label: 'Extended' },
        { value: 'upgrade', label: 'Upgrade' },
      ],
    }),
    plan_type_display: field.text({ label: 'Plan name', max: 100, translatable: true }),
    price: field.money({ label: 'Price' }),
    discounted_price: field.money({ label: 'Discounted price', help: 'Leave empty for no discount.', optional: true, notAbove: 'price' }),
    discount_percentage: field.text({
      label: 'Discount label (per cent)',
      help: 'Shown as "Save 15%"; 0 for none.',
      max: 6,
      pattern: {
        source: '^(100|[1-9]?[0-9])(\\.[0-9]{1,2})?$',
        message: 'must be a number from 0 to 100 written as a string, such as "15"',
      },
    }),
    year: field.number({ label: 'Price year', help: 'The calendar year the price is for.', integer: true, min: 1, max: 9999 }),
    price_description: field.rows({ label: 'Features', keyLabel: 'Feature', valueLabel: 'Value', max: 50, translatable: true }),
    currency: field.select({
      label: 'Currency',
      options: [
        { value: 'INR', label: 'Indian rupees (₹)' },
        { value: 'USD', label: 'US dollars ($)' },
      ],
      // Documents written before plans had a currency priced them in US dollars.
      default: 'USD',
    }),
    excludes_gst: field.yesNo({ label: 'GST comes on top of the price', default: false, words: ['+ GST', 'GST included'] }),
    service_id: field.relation({
      label: 'Service',
      to: 'services',
      optional: { label: 'A general plan (shown where a service has none of its own)' },
    }),
  },
  api: { rename: { service_id: 'offering_details' } },
  publicApi: [{ name: 'pricingPlans', path: '/api/get-pricingplan/' }],
});

/** The records their public reads answer, as the server sends them. */
export type Offering = PublicRecord<typeof offerings>;
export type Service = PublicRecord<typeof services>;
export type OfferingWithDetails = ReadRecord<'offeringsWithDetails'>;
export type ServiceSection = PublicRecord<typeof sections>;
export type QuickFact = PublicRecord<typeof quickFacts>;
export type PricingEntry = PublicRecord<typeof pricingEntries>;
export type PricingPlan = PublicRecord<typeof pricingPlans>;
export type PriceFeature = PricingPlan['price_description'][number];
