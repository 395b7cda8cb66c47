// The pricing feature's own copy: what a plan card says (docs/requirements/spec.md §7). The section's
// heading is page copy and comes from the route; the plans-only list names itself (pricing-plans.tsx).
import { useMessages } from '@/lib/language';
import { inEnglish, type Translate } from '@/lib/language';

/** A plan card's words in a language (`t` of useMessages). */
export const pricingCopyIn = (t: Translate) =>
  ({
    mostPopular: t('Most Popular'),
    save: (percent: string) => t('Save {percent}%', { percent }),
    year: (year: string) => t('Year {year}', { year }),
    currentPrice: t('Price:'),
    originalPrice: t('Original price:'),
    featuresLabel: (plan: string) => t('{plan} includes', { plan }),
    /** After a price that excludes GST. */
    plusGst: t('+ GST'),
    cta: t('Get a Quote'),
  }) as const;

/** A plan card's words in English (the staff editor's preview). */
export const pricingCopy = pricingCopyIn(inEnglish);

/** A plan card's words in the page's language. */
export const usePricingCopy = () => pricingCopyIn(useMessages());
