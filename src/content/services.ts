// Copy of the data-driven areas: the Our Offerings page, the service detail page and the pricing
// section. The texts quoted in SPEC §2, §4 and §8 are requirements, letter for letter.

export interface PricingSectionContent {
  eyebrow?: string;
  title: string;
  subtitle?: string;
}

export const pricingContent = {
  heading: {
    eyebrow: 'Pricing',
    title: 'Plans that grow with your business',
    subtitle: 'Licences, support and cloud hosting priced in the open, with no surprises at renewal.',
  } satisfies PricingSectionContent,
  /** Accessible name of the plan list when a page draws its own heading above it. */
  plansLabel: 'Pricing plans',
  mostPopular: 'Most Popular',
  save: (percent: string) => `Save ${percent}%`,
  year: (year: string) => `Year ${year}`,
  currentPrice: 'Price:',
  originalPrice: 'Original price:',
  featuresLabel: (plan: string) => `${plan} includes`,
  /** After a price that excludes GST. */
  plusGst: '+ GST',
  cta: 'Get a Quote',
} as const;

/** The Our Offerings page (SPEC §2, §4, §8). */
export const servicesPageContent = {
  heading: {
    eyebrow: 'What we offer',
    title: 'Browse our offerings',
    subtitle: 'Pick an area to see its services, then open a service for its details, quick facts and pricing.',
  },
  tabsLabel: 'Offerings',
  loadingLabels: 'Loading labels...',
  loadingServices: 'Loading services...',
  labelsError: 'Error loading labels',
  servicesError: (message: string) => `Error: ${message}`,
  /** SPEC §8: the message of every services failure on this page. */
  servicesFailure: 'Failed to load services',
  noServices: 'No services are listed under this offering yet.',
  servicesLabel: (offering: string) => `${offering} services`,
  cardNumberLabel: 'Service',
  backToTop: 'Go to Top',
} as const;

/** The service detail page (SPEC §2, §4, §8). */
export const serviceDetailsContent = {
  loading: 'Loading service details...',
  errorTitle: 'Unable to Load Service',
  tryAgain: 'Try Again',
  goBack: 'Go Back',
  notFoundTitle: 'Service Not Found',
  notFoundHelp: 'The link may be out of date, or the service is no longer offered.',
  returnToServices: 'Return to Services',
  /** SPEC §8 messages. */
  messages: {
    notFound: 'Service not found',
    listFailure: 'Failed to fetch services',
    unavailable: 'Service details not available. Please try again later.',
  },
  quickFacts: {
    title: 'Client Information',
    loading: 'Loading client information...',
    empty: 'Client information not available',
  },
  sections: {
    title: 'About this service',
    loading: 'Loading more about this service...',
    empty: 'No additional details available for this service.',
  },
  pricing: {
    eyebrow: 'Pricing',
    /** The heading when the service has no pricing entry of its own. */
    fallbackTitle: 'Plans and pricing',
    loading: 'Loading pricing...',
    /** Opens the contact form with the service filled in. */
    quote: 'Get a Quote',
  },
  backToTop: 'Go to Top',
  /** Alt text of the main image when the service has no title. */
  imageAlt: (title: string) => title,
} as const;
