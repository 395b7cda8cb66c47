// Page copy of the Our Offerings page; the services feature's own texts (states, messages, buttons)
// live in the feature. The texts quoted in docs/requirements/spec.md §2, §4 and §8 are requirements, letter for letter.
import type { ServicesSectionContent } from '@/types/feature-sections';

/** The Our Offerings page (docs/requirements/spec.md §2, §4, §8). */
export const servicesPageContent = {
  heading: {
    eyebrow: 'What we offer',
    title: 'Browse our offerings',
    subtitle: 'Pick an area to see its services, then open a service for its details, quick facts and pricing.',
  } satisfies ServicesSectionContent,
  backToTop: 'Go to Top',
} as const;
