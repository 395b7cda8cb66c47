// The services feature's own copy: its states, messages and buttons (docs/requirements/spec.md §2, §4, §8: the texts
// quoted there are requirements, letter for letter). Page copy (headings) comes from the route.

/** The tabs and service cards of the Our Offerings page. */
export const servicesCopy = {
  tabsLabel: 'Offerings',
  loadingLabels: 'Loading labels...',
  loadingServices: 'Loading services...',
  labelsError: 'Error loading labels',
  servicesError: (message: string) => `Error: ${message}`,
  /** docs/requirements/spec.md §8: the message of every services failure on this page. */
  servicesFailure: 'Failed to load services',
  noServices: 'No services are listed under this offering yet.',
  servicesLabel: (offering: string) => `${offering} services`,
} as const;

/** The service detail page. */
export const serviceDetailsCopy = {
  loading: 'Loading service details...',
  errorTitle: 'Unable to Load Service',
  tryAgain: 'Try Again',
  goBack: 'Go Back',
  notFoundTitle: 'Service Not Found',
  notFoundHelp: 'The link may be out of date, or the service is no longer offered.',
  returnToServices: 'Return to Services',
  /** docs/requirements/spec.md §8 messages. */
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
} as const;
