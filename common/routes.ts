// The route table: every page of the site, once. The client router (src/app/router.tsx), the page meta,
// and (through ./route-addresses.ts) the server's route matching, the prerender list and the sitemap all
// derive from it (docs/decisions/0010). Plain data with relative imports written with their extension,
// so the server (Node) imports it as it is. Shared by the site and the server: it imports only common/.
import { company } from './company.ts';
import { modulePages } from './kinds/pages.data.ts';
import type { PageMeta, RouteEntry } from './page-handle.ts';
import { hrefs, paths } from './paths.ts';
import { staffPages } from './staff-pages.ts';

/** Number of demo products in public/data/AllProducts.json; their pages are prerendered. */
export const DEMO_PRODUCT_COUNT = 12;

const BLOG_SUBTITLE = 'Practical notes on accounting software, compliance and running a growing business.';
const DEMO_SHOP_SUBTITLE = 'A demo store: nothing here is for sale.';

/** A page of the demo shop (a sample). */
const shopPage = <const Id extends string>(id: Id, path: string, title: string, description: string) =>
  ({ id, path, layout: 'shop', sample: true, meta: { title, description, subtitle: DEMO_SHOP_SUBTITLE } }) as const;

export const routeTable = [
  {
    id: 'home',
    path: paths.home,
    layout: 'root',
    meta: {
      title: company.homeTitle,
      description: company.description,
      subtitle: 'Tally, ERP and cloud accounting for growing businesses in Pune and across India.',
    },
  },
  {
    id: 'studio-agency',
    path: paths.studioAgency,
    layout: 'root',
    sample: true,
    meta: {
      title: 'Studio Agency',
      description: 'A studio-agency sample page: core services, featured work, team, testimonials and recent news.',
      subtitle: 'Ideas, design and delivery under one roof.',
    },
  },
  {
    id: 'digital-agency',
    path: paths.digitalAgency,
    layout: 'root',
    sample: true,
    meta: {
      title: 'Digital Agency',
      description: 'A digital-agency sample page: services, portfolio, pricing plans, testimonials and the latest articles.',
      subtitle: 'Strategy, brand and growth for ambitious businesses.',
    },
  },
  {
    id: 'about',
    path: paths.about,
    layout: 'root',
    meta: {
      title: 'Our Story',
      description: `How Dexterity has helped businesses in Pune run on Tally since ${company.partnerSince}: our goal, mission, vision and the way we work.`,
      subtitle: `Certified Tally 5-Star partner since ${company.partnerSince}, serving 100+ business verticals.`,
    },
  },
  {
    id: 'service',
    path: paths.service,
    layout: 'root',
    meta: {
      title: 'Our Offerings',
      description:
        'TallyPrime licences, ERP consultation, Tally developments, cloud services and corporate trainings from Dexterity, Pune.',
      subtitle: 'Products, services and solutions that keep your books, stock and compliance in order.',
    },
  },
  {
    id: 'service-details',
    path: paths.serviceDetails,
    layout: 'root',
    meta: {
      title: 'Service Details',
      description: 'Details, quick facts and pricing of a Dexterity service.',
      subtitle: 'Everything you need to know about this service.',
    },
  },
  {
    id: 'blog',
    path: paths.blog,
    layout: 'root',
    sample: true,
    meta: {
      title: 'Blog',
      description: 'Articles on Tally, GST, ERP and cloud accounting for small and medium businesses.',
      subtitle: BLOG_SUBTITLE,
    },
  },
  {
    id: 'blog-list',
    path: paths.blogList,
    layout: 'root',
    sample: true,
    meta: {
      title: 'Blog List',
      description: 'Every article on Tally, GST, ERP and cloud accounting, in one list.',
      subtitle: BLOG_SUBTITLE,
    },
  },
  {
    id: 'blog-details',
    path: paths.blogDetails,
    layout: 'root',
    sample: true,
    knownPaths: [hrefs.blogDetails],
    meta: {
      title: 'Blog Details',
      description: 'An article from the Dexterity blog on Tally, GST and ERP for growing businesses.',
      subtitle: 'Insights from our consultants.',
    },
  },
  {
    id: 'portfolio',
    path: paths.portfolio,
    layout: 'root',
    sample: true,
    meta: {
      title: 'Portfolio',
      description: 'Selected Tally, ERP and cloud projects delivered for businesses in Pune and beyond.',
      subtitle: 'Work we are proud of.',
    },
  },
  {
    id: 'portfolio-details',
    path: paths.portfolioDetails,
    layout: 'root',
    sample: true,
    knownPaths: [hrefs.portfolioDetails],
    meta: {
      title: 'Portfolio Details',
      description: 'The client, scope, budget and result of one of our projects.',
      subtitle: 'One project, from brief to go-live.',
    },
  },
  {
    id: 'case-study-details',
    path: paths.caseStudyDetails,
    layout: 'root',
    sample: true,
    meta: {
      title: 'Case Study Details',
      description: 'How a distributor moved from spreadsheets to TallyPrime: the brief, the challenges and the results.',
      subtitle: 'From brief to measurable results.',
    },
  },
  {
    id: 'team',
    path: paths.team,
    layout: 'root',
    sample: true,
    meta: {
      title: 'Our Team',
      description: 'Meet the consultants, developers and trainers behind Dexterity, and the roles we are hiring for.',
      subtitle: 'Talented individuals dedicated to your success.',
    },
  },
  {
    id: 'team-details',
    path: paths.teamDetails,
    layout: 'root',
    sample: true,
    knownPaths: [hrefs.teamDetails],
    meta: {
      title: 'Team Member',
      description: 'The profile and skills of a Dexterity team member.',
      subtitle: 'The people behind your implementation.',
    },
  },
  {
    id: 'contact',
    path: paths.contact,
    layout: 'root',
    meta: {
      title: 'Contact',
      description: 'Call, e-mail or visit Dexterity in Shivajinagar, Pune, or send us your requirement through the form.',
      subtitle: 'Tell us about your business and we will get back within one working day.',
    },
  },
  {
    id: 'privacy',
    path: paths.privacy,
    layout: 'root',
    meta: {
      title: 'Privacy Notice',
      description:
        'What Dexterity collects through its contact form, why, how long it is kept, and how to ask for erasure under the DPDP Act 2023.',
      subtitle: 'What we collect when you write to us, and what you can ask of us.',
    },
  },
  {
    id: 'search',
    path: paths.search,
    layout: 'root',
    noindex: true,
    meta: {
      title: 'Search',
      description: 'Search the Dexterity site: services, pages and our story.',
      subtitle: 'Find a service, a page or an answer on this site.',
    },
  },
  // The pages of the kinds that carry them (common/kinds): Insights' lists and articles, a customer story's list and page.
  ...modulePages,
  {
    id: 'not-found',
    path: '*',
    layout: 'root',
    meta: { title: 'Page Not Found', description: 'This page could not be found.', subtitle: 'This page could not be found.' },
  },
  {
    id: 'creative-agency',
    path: paths.light,
    layout: 'light',
    sample: true,
    meta: {
      title: 'Creative Agency',
      description: 'A creative-agency sample page: services, portfolio, awards, testimonials, articles and FAQs.',
      subtitle: 'Brand, design and digital products that people remember.',
    },
  },
  {
    id: 'tech-startup',
    path: paths.techStartup,
    layout: 'light',
    sample: true,
    meta: {
      title: 'Tech Startup',
      description: 'A tech-startup sample landing page: features, services, pricing, testimonials and articles.',
      subtitle: 'Software that helps small businesses grow.',
    },
  },
  shopPage('shop', paths.shop, 'Shop', 'A demo shop of design resources: browse products, prices and categories.'),
  shopPage('shop-cart', paths.shopCart, 'Cart', 'The demo shop cart.'),
  shopPage('shop-checkout', paths.shopCheckout, 'Checkout', 'The demo shop checkout.'),
  shopPage('shop-success', paths.shopSuccess, 'Order Received', 'The demo shop order confirmation.'),
  shopPage('shop-wishlist', paths.shopWishlist, 'Wishlist', 'The demo shop wishlist.'),
  {
    ...shopPage('shop-product', paths.shopProduct, 'Product Details', 'A demo product with its gallery, price, rating and reviews.'),
    knownPaths: Array.from({ length: DEMO_PRODUCT_COUNT }, (_, i) => hrefs.shopProduct(i + 1)),
  },
  // The staff area's pages (./staff-pages.ts), behind a sign-in.
  ...staffPages,
] as const satisfies readonly RouteEntry[];

export type PageId = (typeof routeTable)[number]['id'];

/** The route id of the page that answers every path no other page does, with HTTP 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found' satisfies PageId;

/** Title, description and hero line of every page, by route id. */
export const pageMeta = Object.fromEntries(routeTable.map((route) => [route.id, route.meta])) as Record<PageId, PageMeta>;
