// The services feature's own copy: its states, messages and buttons (docs/requirements/spec.md §2, §4, §8: the texts
// quoted there are requirements, letter for letter). Page copy (headings) comes from the route.

import { useMessages } from '@/lib/language';
import { inEnglish, type Translate } from '@/lib/language';

/** The tabs and service cards of the Our Offerings page, in a language (`t` of useMessages). */
const servicesCopyIn = (t: Translate) =>
  ({
    tabsLabel: t('Offerings'),
    loadingLabels: t('Loading labels...'),
    loadingServices: t('Loading services...'),
    labelsError: t('Error loading labels'),
    servicesError: (message: string) => t('Error: {message}', { message }),
    /** docs/requirements/spec.md §8: the message of every services failure on this page. */
    servicesFailure: t('Failed to load services'),
    noServices: t('No services are listed under this offering yet.'),
    servicesLabel: (offering: string) => t('{offering} services', { offering }),
  }) as const;

/** The service detail page, in a language. */
const serviceDetailsCopyIn = (t: Translate) =>
  ({
    loading: t('Loading service details...'),
    errorTitle: t('Unable to Load Service'),
    tryAgain: t('Try Again'),
    goBack: t('Go Back'),
    notFoundTitle: t('Service Not Found'),
    notFoundHelp: t('The link may be out of date, or the service is no longer offered.'),
    returnToServices: t('Return to Services'),
    /** docs/requirements/spec.md §8 messages. */
    messages: {
      notFound: t('Service not found'),
      listFailure: t('Failed to fetch services'),
      unavailable: t('Service details not available. Please try again later.'),
    },
    quickFacts: {
      title: t('Client Information'),
      loading: t('Loading client information...'),
      empty: t('Client information not available'),
    },
    sections: {
      title: t('About this service'),
      loading: t('Loading more about this service...'),
      empty: t('No additional details available for this service.'),
    },
    pricing: {
      eyebrow: t('Pricing'),
      /** The heading when the service has no pricing entry of its own. */
      fallbackTitle: t('Plans and pricing'),
      loading: t('Loading pricing...'),
      /** Opens the contact form with the service filled in. */
      quote: t('Get a Quote'),
    },
    backToTop: t('Go to Top'),
  }) as const;

/** The Our Offerings page's words in English. */
export const servicesCopy = servicesCopyIn(inEnglish);
/** The service detail page's words in English (its §8 messages are made in English, shown in the page's language). */
export const serviceDetailsCopy = serviceDetailsCopyIn(inEnglish);

/** The Our Offerings page's words in the page's language. */
export const useServicesCopy = () => servicesCopyIn(useMessages());
/** The service detail page's words in the page's language. */
export const useServiceDetailsCopy = () => serviceDetailsCopyIn(useMessages());
