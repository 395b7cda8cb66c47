// A pricing plan as the site draws it, read from the API's record (GET /api/get-pricingplan/): the public
// pricing section and the staff editor's live preview both read plans with it.
import { recordParser, toAmount } from '@/lib/validate';
import { contentEndpoints } from '@common/api-contract';
import type { PriceFeature } from '@common/content-model/service-kinds';

/** A plan as the section uses it: numbers parsed, features flattened to 'key: value' lines. */
export interface Plan {
  id: number;
  planType: string;
  name: string;
  price: number;
  /** Undefined when the plan has no discounted price. */
  discountedPrice?: number;
  /** 0 when absent or not a number. */
  discountPercentage: number;
  year: string;
  features: string[];
  /**
   * ISO 4217 code, upper case: 'INR' for the company's plans; 'USD' when the API names none
   * (docs/requirements/spec.md §7's plans).
   */
  currency: string;
  /** Whether GST comes on top of the price ("+ GST"). */
  excludesGst: boolean;
  /** The service the plan belongs to; null for a general plan. */
  serviceId: number | null;
}

/** The currency of a plan that names none: plans were priced in US dollars before rupee pricing. */
export const DEFAULT_PLAN_CURRENCY = 'USD';

function parseCurrency(value: string): string {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : DEFAULT_PLAN_CURRENCY;
}

function parseFeatures(entries: PriceFeature[]): string[] {
  return entries.flatMap((entry) =>
    Object.entries(entry)
      .map(([key, text]) => [key.trim(), text.trim()] as const)
      .filter(([key, text]) => key !== '' && text !== '')
      .map(([key, text]) => `${key}: ${text}`),
  );
}

/** A plan needs an id and a price of 0 or more; the rest falls back to what a plan without it means. */
export const parsePricingPlan = recordParser(contentEndpoints.pricingPlans.list, (plan): Plan | undefined => {
  const { id, price } = plan;
  if (id === undefined || price === undefined || price < 0) return undefined;
  const planType = plan.plan_type.trim();
  const discounted = plan.discounted_price;
  const discount = toAmount(plan.discount_percentage);
  return {
    id,
    planType,
    name: plan.plan_type_display.trim() || planType,
    price,
    discountedPrice: discounted !== null && discounted >= 0 ? discounted : undefined,
    discountPercentage: discount !== undefined && discount > 0 ? discount : 0,
    year: plan.year === undefined ? '' : String(plan.year),
    features: parseFeatures(plan.price_description),
    currency: parseCurrency(plan.currency),
    excludesGst: plan.excludes_gst === true,
    serviceId: plan.offering_details,
  };
});
