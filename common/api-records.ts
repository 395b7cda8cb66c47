// The content API's records, one shape per record, written out for the contract (./api-contract.ts, which exports them).
import type { Shape } from './api-contract.ts';
import type { PublicShape } from './content-model/public-shape.ts';
import type { offerings, pricingEntries, pricingPlans, quickFacts, sections, services, siteSettings } from './content-model/kinds.ts';
import type { faqItems, heroSlides, home, statistics } from './content-model/home-kinds.ts';
import type { contactPage, ourStory, ourStoryPoints, ourStoryStats, ourStorySteps, pageMeta } from './content-model/company-page-kinds.ts';
import type { menuItems, pages } from './content-model/page-kinds.ts';
import type { articles, categories } from './content-model/insights-kinds.ts';

// Each record is its kind's public shape (common/content-model/kinds.ts), written out field by field: the
// compiler checks each against `PublicShape` of its declaration (a field missing, extra or of another kind
// fails the build) and src/types/api-shapes.test.ts checks the order against `publicShape`. The visitors'
// pages thus load these names only, never the declarations' labels and help texts (the staff editor's).
const text = 'text' as const;

export const offeringShape = { id: 'id', offering_name: text } as const satisfies PublicShape<typeof offerings>;

export const serviceShape = {
  id: 'id',
  heading: text,
  description: text,
  image: text,
  /** The media library's description of the picture ('' for none): its alt text. */
  image_alt: text,
  image_focus: text,
  search_title: text,
  search_description: text,
  offering_id: 'id',
} as const satisfies PublicShape<typeof services>;

export const offeringWithDetailsShape = { ...offeringShape, services: { list: serviceShape } } as const satisfies Shape;

export const serviceSectionShape = {
  id: 'id',
  title: text,
  description: text,
  image: text,
  /** The media library's description of the picture ('' for none): its alt text. */
  image_alt: text,
  image_focus: text,
} as const satisfies PublicShape<typeof sections>;

export const quickFactShape = {
  id: 'id',
  offering_details: 'id',
  fact_key: text,
  fact_value: text,
  show_facts: 'boolean',
} as const satisfies PublicShape<typeof quickFacts>;

export const pricingEntryShape = { id: 'id', offering_details: 'id', title: text, description: text } as const satisfies PublicShape<
  typeof pricingEntries
>;

export const pricingPlanShape = {
  id: 'id',
  plan_type: text,
  plan_type_display: text,
  price: 'number',
  discounted_price: 'number|null',
  discount_percentage: text,
  year: 'integer',
  price_description: 'text-maps',
  currency: text,
  excludes_gst: 'boolean',
  offering_details: 'id|null',
} as const satisfies PublicShape<typeof pricingPlans>;

export const siteSettingsShape = {
  id: 'id',
  company_name: text,
  tagline: text,
  legal_name: text,
  partner_since: 'integer',
  phone: text,
  phone_2: text,
  email: text,
  street: text,
  locality: text,
  region: text,
  postal_code: text,
  whatsapp_number: text,
  whatsapp_message: text,
  linkedin_url: text,
  instagram_url: text,
  map_embed_url: text,
  office_hours: text,
} as const satisfies PublicShape<typeof siteSettings>;

// The home page's records (common/content-model/home-kinds.ts), written out as above.
export const heroSlideShape = {
  id: 'id',
  mini_title: text,
  title: text,
  text,
  picture: text,
  image: text,
  image_alt: text,
} as const satisfies PublicShape<typeof heroSlides>;

export const statisticShape = { id: 'id', value: text, label: text } as const satisfies PublicShape<typeof statistics>;

export const faqItemShape = { id: 'id', question: text, answer: text } as const satisfies PublicShape<typeof faqItems>;

export const homeShape = {
  ...({
    id: 'id',
    hero_primary_cta: text,
    hero_secondary_cta: text,
    about_eyebrow: text,
    about_title: text,
    about_text: text,
    about_points: text,
    about_link: text,
    about_image_alt: text,
    offerings_eyebrow: text,
    offerings_title: text,
    offerings_text: text,
    products_offering: text,
    products_title: text,
    products_text: text,
    products_points: text,
    products_link: text,
    services_offering: text,
    services_title: text,
    services_text: text,
    services_points: text,
    services_link: text,
    solutions_offering: text,
    solutions_title: text,
    solutions_text: text,
    solutions_points: text,
    solutions_link: text,
    why_eyebrow: text,
    why_title: text,
    why_text: text,
    why_points: text,
    why_button: text,
    why_process_title: text,
    why_process_label: text,
    why_process: 'text-maps',
    statistics_title: text,
    video_eyebrow: text,
    video_title: text,
    video_text: text,
    video_id: text,
    video_name: text,
    video_image_alt: text,
    faq_eyebrow: text,
    faq_title: text,
    faq_text: text,
    pricing_eyebrow: text,
    pricing_title: text,
    pricing_text: text,
    cta_title: text,
    cta_text: text,
    cta_button: text,
  } as const satisfies PublicShape<typeof home>),
  hero_slides: { list: heroSlideShape },
  statistics: { list: statisticShape },
  faq: { list: faqItemShape },
} as const satisfies Shape;

// The company pages' records (decision 0023), written out as above.
export const ourStoryShape = {
  ...({
    id: 'id',
    intro_eyebrow: text,
    intro_title: text,
    intro_text: text,
    intro_link: text,
    stats_title: text,
    why_eyebrow: text,
    why_title: text,
    why_text: text,
    why_button: text,
    purpose_eyebrow: text,
    purpose_title: text,
    goal_title: text,
    goal_text: text,
    mission_title: text,
    mission_text: text,
    vision_title: text,
    vision_text: text,
    steps_eyebrow: text,
    steps_title: text,
  } as const satisfies PublicShape<typeof ourStory>),
  stats: { list: { id: 'id', value: text, label: text } as const satisfies PublicShape<typeof ourStoryStats> },
  points: { list: { id: 'id', text } as const satisfies PublicShape<typeof ourStoryPoints> },
  steps: { list: { id: 'id', title: text, text } as const satisfies PublicShape<typeof ourStorySteps> },
} as const satisfies Shape;

export const contactPageShape = {
  id: 'id',
  eyebrow: text,
  heading: text,
  intro: text,
  email_label: text,
  phone_label: text,
  address_label: text,
  hours_label: text,
  form_title: text,
  form_intro: text,
} as const satisfies PublicShape<typeof contactPage>;

export const pageMetaShape = {
  id: 'id',
  path: text,
  title: text,
  search_title: text,
  description: text,
  subtitle: text,
} as const satisfies PublicShape<typeof pageMeta>;

export const builtPageShape = {
  id: 'id',
  title: text,
  slug: text,
  search_title: text,
  search_description: text,
  share_image: text,
  /** The media library's description of the share picture ('' for none): og:image:alt. */
  share_image_alt: text,
  blocks: 'blocks',
} as const satisfies PublicShape<typeof pages>;

export const menuItemShape = { id: 'id', menu: text, label: text, href: text } as const satisfies PublicShape<typeof menuItems>;

export const categoryShape = { id: 'id', name: text, slug: text, description: text } as const satisfies PublicShape<typeof categories>;

export const articleShape = {
  id: 'id',
  title: text,
  slug: text,
  summary: text,
  body: text,
  cover_image: text,
  cover_alt: text,
  category_id: 'id|null',
  service_ids: 'ids',
  published_at: text,
  /** The author's display name of the day (empty: no author, or no name). */
  author: text,
  search_title: text,
  search_description: text,
} as const satisfies PublicShape<typeof articles>;
