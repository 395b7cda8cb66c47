// The pricing feature's own copy: what a plan card says (docs/requirements/spec.md §7). The section's
// heading is page copy and comes from the route; the plans-only list names itself (pricing-plans.tsx).
export const pricingCopy = {
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
