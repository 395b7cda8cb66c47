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
  cta: 'Get a Quote',
} as const;
