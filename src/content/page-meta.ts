// Title, description and hero line of every page. Route modules read their entry by route id.
import { company } from './company';

export interface PageMeta {
  title: string;
  description: string;
  /** The line under the page hero's title. */
  subtitle: string;
}

export const pageMeta = {
  home: {
    title: company.homeTitle,
    description: company.description,
    subtitle: 'Tally, ERP and cloud accounting for growing businesses in Pune and across India.',
  },
  'studio-agency': {
    title: 'Studio Agency',
    description: 'A studio-agency sample page: core services, featured work, team, testimonials and recent news.',
    subtitle: 'Ideas, design and delivery under one roof.',
  },
  'digital-agency': {
    title: 'Digital Agency',
    description: 'A digital-agency sample page: services, portfolio, pricing plans, testimonials and the latest articles.',
    subtitle: 'Strategy, brand and growth for ambitious businesses.',
  },
  about: {
    title: 'Our Story',
    description: `How Dexterity has helped businesses in Pune run on Tally since ${company.partnerSince}: our goal, mission, vision and the way we work.`,
    subtitle: `Certified Tally 5-Star partner since ${company.partnerSince}, serving 100+ business verticals.`,
  },
  service: {
    title: 'Our Offerings',
    description: 'TallyPrime licences, ERP consultation, Tally developments, cloud services and corporate trainings from Dexterity, Pune.',
    subtitle: 'Products, services and solutions that keep your books, stock and compliance in order.',
  },
  'service-details': {
    title: 'Service Details',
    description: 'Details, quick facts and pricing of a Dexterity service.',
    subtitle: 'Everything you need to know about this service.',
  },
  blog: {
    title: 'Blog',
    description: 'Articles on Tally, GST, ERP and cloud accounting for small and medium businesses.',
    subtitle: 'Practical notes on accounting software, compliance and running a growing business.',
  },
  'blog-list': {
    title: 'Blog List',
    description: 'Every article on Tally, GST, ERP and cloud accounting, in one list.',
    subtitle: 'Practical notes on accounting software, compliance and running a growing business.',
  },
  'blog-details': {
    title: 'Blog Details',
    description: 'An article from the Dexterity blog on Tally, GST and ERP for growing businesses.',
    subtitle: 'Insights from our consultants.',
  },
  portfolio: {
    title: 'Portfolio',
    description: 'Selected Tally, ERP and cloud projects delivered for businesses in Pune and beyond.',
    subtitle: 'Work we are proud of.',
  },
  'portfolio-details': {
    title: 'Portfolio Details',
    description: 'The client, scope, budget and result of one of our projects.',
    subtitle: 'One project, from brief to go-live.',
  },
  'case-study-details': {
    title: 'Case Study Details',
    description: 'How a distributor moved from spreadsheets to TallyPrime: the brief, the challenges and the results.',
    subtitle: 'From brief to measurable results.',
  },
  team: {
    title: 'Our Team',
    description: 'Meet the consultants, developers and trainers behind Dexterity, and the roles we are hiring for.',
    subtitle: 'Talented individuals dedicated to your success.',
  },
  'team-details': {
    title: 'Team Member',
    description: 'The profile and skills of a Dexterity team member.',
    subtitle: 'The people behind your implementation.',
  },
  contact: {
    title: 'Contact',
    description: 'Call, e-mail or visit Dexterity in Shivajinagar, Pune, or send us your requirement through the form.',
    subtitle: 'Tell us about your business and we will get back within one working day.',
  },
  'creative-agency': {
    title: 'Creative Agency',
    description: 'A creative-agency sample page: services, portfolio, awards, testimonials, articles and FAQs.',
    subtitle: 'Brand, design and digital products that people remember.',
  },
  'tech-startup': {
    title: 'Tech Startup',
    description: 'A tech-startup sample landing page: features, services, pricing, testimonials and articles.',
    subtitle: 'Software that helps small businesses grow.',
  },
  shop: {
    title: 'Shop',
    description: 'A demo shop of design resources: browse products, prices and categories.',
    subtitle: 'A demo store: nothing here is for sale.',
  },
  'shop-product': {
    title: 'Product Details',
    description: 'A demo product with its gallery, price, rating and reviews.',
    subtitle: 'A demo store: nothing here is for sale.',
  },
  'shop-cart': {
    title: 'Cart',
    description: 'The demo shop cart.',
    subtitle: 'A demo store: nothing here is for sale.',
  },
  'shop-checkout': {
    title: 'Checkout',
    description: 'The demo shop checkout.',
    subtitle: 'A demo store: nothing here is for sale.',
  },
  'shop-success': {
    title: 'Order Received',
    description: 'The demo shop order confirmation.',
    subtitle: 'A demo store: nothing here is for sale.',
  },
  'shop-wishlist': {
    title: 'Wishlist',
    description: 'The demo shop wishlist.',
    subtitle: 'A demo store: nothing here is for sale.',
  },
  'not-found': {
    title: 'Page Not Found',
    description: 'This page could not be found.',
    subtitle: 'This page could not be found.',
  },
} as const satisfies Record<string, PageMeta>;

export type PageId = keyof typeof pageMeta;
