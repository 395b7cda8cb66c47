import type { Tolerated } from '@common/api-contract';
import type { PricingEntry, PricingPlan } from '@common/content-model/service-kinds';

import type { ContentAnswer } from './content';

/**
 * General plans (in rupees, and one in US dollars as older content has them), then Tally on Cloud's own plans;
 * some amounts are numeric strings, as the site still accepts them.
 */
export const pricingPlansFixture: Array<Tolerated<PricingPlan>> = [
  {
    id: 1,
    plan_type: 'basic',
    plan_type_display: 'Silver',
    price: 22500,
    discounted_price: null,
    discount_percentage: '0',
    year: 2025,
    price_description: [{ Users: 'Single user' }, { Support: 'E-mail' }],
    currency: 'INR',
    excludes_gst: true,
    offering_details: null,
  },
  {
    id: 2,
    plan_type: 'premium',
    plan_type_display: 'Gold',
    price: '135000.00',
    discounted_price: '121500.00',
    discount_percentage: '10',
    year: 2025,
    price_description: [{ Users: 'Multi user' }, { Support: 'Phone and e-mail' }],
    currency: 'INR',
    excludes_gst: true,
    offering_details: null,
  },
  {
    id: 3,
    plan_type: 'enterprise',
    plan_type_display: 'Auditor',
    price: 99.99,
    discounted_price: 87.49,
    discount_percentage: '12.5',
    year: '2026',
    price_description: [{ 'Cloud storage': '50 GB' }],
    currency: 'USD',
    excludes_gst: false,
    offering_details: null,
  },
  {
    id: 4,
    plan_type: 'basic',
    plan_type_display: 'Cloud Starter',
    price: 8400,
    discounted_price: null,
    discount_percentage: '0',
    year: 2026,
    price_description: [{ Users: '1' }],
    currency: 'INR',
    excludes_gst: true,
    offering_details: 12,
  },
  {
    id: 5,
    plan_type: 'premium',
    plan_type_display: 'Cloud Team',
    price: 42000,
    discounted_price: 37800,
    discount_percentage: '10',
    year: 2026,
    price_description: [{ Users: '5' }],
    currency: 'INR',
    excludes_gst: false,
    offering_details: 12,
  },
];

export const pricingEntriesFixture: PricingEntry[] = [
  { id: 1, offering_details: 1, title: 'TallyPrime licence pricing', description: 'Choose the edition that fits your team.' },
  { id: 2, offering_details: 2, title: 'TallyPrime Server pricing', description: 'For larger teams.' },
];

export const pricingAnswers: Record<string, ContentAnswer> = {
  pricingPlans: pricingPlansFixture,
  pricing: (id) => pricingEntriesFixture.filter((entry) => entry.offering_details === id),
};
