// Every URL of the site in one place: route patterns, href builders and redirects. Plain data (no React)
// so the server can read it too. Which page answers each pattern, and how, is the route table's
// (./routes.ts).

export const paths = {
  home: '/',
  studioAgency: '/studio-agency',
  digitalAgency: '/digital-agency',
  about: '/about',
  service: '/service',
  serviceDetails: '/service/:serviceId',
  blog: '/blog',
  blogList: '/blog-list',
  blogDetails: '/blog/:blogDetailsId',
  portfolio: '/portfolio',
  portfolioDetails: '/portfolio/:portfolioDetailsId',
  caseStudyDetails: '/case-study-details',
  team: '/team',
  teamDetails: '/team/:teamDetailsId',
  contact: '/contact',
  privacy: '/privacy',
  search: '/search',
  light: '/light/',
  techStartup: '/light/tech-startup',
  shop: '/light/shop',
  shopProduct: '/light/shop/:productId',
  shopCart: '/light/shop/cart',
  shopCheckout: '/light/shop/checkout',
  shopSuccess: '/light/shop/success',
  shopWishlist: '/light/shop/wishlist',
  staff: '/staff',
  staffSignIn: '/staff/sign-in',
  staffEnquiry: '/staff/enquiries/:enquiryId',
  staffContent: '/staff/content',
  staffReports: '/staff/reports',
  staffAccount: '/staff/account',
  staffActivity: '/staff/activity',
  staffPrivacy: '/staff/privacy',
  staffPeople: '/staff/people',
  staffBackups: '/staff/backups',
  staffWebhooks: '/staff/webhooks',
  staffMedia: '/staff/media',
  staffTranslations: '/staff/translations',
  staffCalendar: '/staff/calendar',
  staffInvitation: '/staff/invitation',
  staffForgotPassword: '/staff/forgot-password',
  staffResetPassword: '/staff/reset-password',
} as const;

export const SERVICE_SLUG_PREFIX = 'service-';

/**
 * Query parameters of a quote request: `/contact?service=<title>&plan=<name>&from=<path>` prefills the
 * contact form and records the page the visitor chose from.
 */
export const QUOTE_PARAMS = { service: 'service', plan: 'plan', from: 'from' } as const;

export interface QuoteSubject {
  /** The service's title. */
  service?: string;
  /** The plan's name. */
  plan?: string;
  /** The path of the page the quote was asked from. */
  from?: string;
}

export const hrefs = {
  serviceDetails: (id: number | string) => `/service/${SERVICE_SLUG_PREFIX}${id}`,
  serviceOffering: (offeringName: string) => `${paths.service}?offering=${encodeURIComponent(offeringName)}`,
  /** The contact page, asking for a quote for a service and/or a plan. */
  contactQuote: ({ service, plan, from }: QuoteSubject) => {
    const query = new URLSearchParams();
    if (service) query.set(QUOTE_PARAMS.service, service);
    if (plan) query.set(QUOTE_PARAMS.plan, plan);
    if (from && (service || plan)) query.set(QUOTE_PARAMS.from, from);
    const search = query.toString();
    return search ? `${paths.contact}?${search}` : paths.contact;
  },
  insightsArticle: (slug: string) => `/insights/${encodeURIComponent(slug)}`,
  insightsCategory: (slug: string) => `/insights/category/${encodeURIComponent(slug)}`,
  /** A page of the article list: page 1 is the list's own address. */
  insightsPage: (base: string, page: number) => (page > 1 ? `${base}?page=${page}` : base),
  blogDetails: '/blog/blog-details',
  portfolioDetails: '/portfolio/portfolio-details',
  teamDetails: '/team/team-details',
  shopProduct: (id: number | string) => `/light/shop/${encodeURIComponent(String(id))}`,
  staffEnquiry: (id: number) => `/staff/enquiries/${id}`,
  /** The content editor with an item's form open (its pending draft's values, when it has one). */
  staffContentItem: (kind: string, id: number) => `${paths.staffContent}?kind=${encodeURIComponent(kind)}&open=${id}`,
  /** Pending changes, for a draft of a new item (it has no form of its own to open until it is published). */
  staffPendingDraft: (draftId: number) => `${paths.staffContent}?view=pending&draft=${draftId}`,
  /** Template links that sit outside the route table; each one redirects (see `redirects`). */
  legacy: {
    shop: '/shop',
    shopProduct: (id: number | string) => `/shop/${encodeURIComponent(String(id))}`,
    shopCart: '/shop/cart',
    shopCheckout: '/shop/checkout',
    portfolioDetails: '/portfolio-details',
    teamDetails: '/team-details',
  },
} as const;

/**
 * Links the template sent outside its route table (docs/requirements/design.md §4.2). `from` is a route pattern; a
 * `:param` in `to` is filled from the match. Both the client router and the server use this list.
 */
export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/shop', to: paths.shop },
  { from: '/shop/cart', to: paths.shopCart },
  { from: '/shop/checkout', to: paths.shopCheckout },
  { from: '/shop/:productId', to: paths.shopProduct },
  { from: '/portfolio-details', to: hrefs.portfolioDetails },
  { from: '/team-details', to: hrefs.teamDetails },
];

/**
 * Whether a link leads to a page of this site: exactly one "/" at its start ("//host" and "/\\host" are another
 * site's to a browser). The rule of the links staff enter (./links.ts) starts from it; the menus and the blocks'
 * buttons draw anything else as another site's link or as words, a link stored before the rule too.
 */
export const isSitePath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');

/** Fills `:name` segments of a pattern from params. */
export function fillPattern(pattern: string, params: Record<string, string | undefined>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
