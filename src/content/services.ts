// Page copy of the data-driven areas: the Our Offerings page and the pricing section's heading. The
// features' own texts (states, messages, buttons) live in the features. The texts quoted in SPEC §2,
// §4 and §8 are requirements, letter for letter.
import type { PricingSectionContent, ServicesSectionContent } from '@/types/feature-sections';

/** The pricing section's heading on the home, digital-agency and tech-startup pages. */
export const pricingContent = {
  eyebrow: 'Pricing',
  title: 'Plans that grow with your business',
  subtitle: 'Licences, support and cloud hosting priced in the open, with no surprises at renewal.',
} as const satisfies PricingSectionContent;

/** The Our Offerings page (SPEC §2, §4, §8). */
export const servicesPageContent = {
  heading: {
    eyebrow: 'What we offer',
    title: 'Browse our offerings',
    subtitle: 'Pick an area to see its services, then open a service for its details, quick facts and pricing.',
  } satisfies ServicesSectionContent,
  backToTop: 'Go to Top',
} as const;
