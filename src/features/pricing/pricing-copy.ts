// The pricing feature's own copy: what a plan card and the plan list say (SPEC §7). The section's
// heading is page copy and comes from the route.
export const pricingCopy = {
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
