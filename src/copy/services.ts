// Page copy of the Our Offerings page, in the page's language; the services feature's own texts (states, messages,
// buttons) live in the feature. The texts quoted in docs/requirements/spec.md §2, §4 and §8 are requirements, letter for
// letter, in English.
import type { Translate } from '@/lib/language';
import type { ServicesSectionContent } from '@/types/feature-sections';

/** The Our Offerings page's heading (docs/requirements/spec.md §2, §4, §8), in a language (`t` of useMessages). */
export const servicesPageHeadingIn = (t: Translate): ServicesSectionContent => ({
  eyebrow: t('What we offer'),
  title: t('Browse our offerings'),
  subtitle: t('Pick an area to see its services, then open a service for its details, quick facts and pricing.'),
});
