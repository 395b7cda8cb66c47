// GET /api/get-pricingplan/: the pricing plans of the pricing section (docs/requirements/spec.md §7), checked on entry.
// The read and its query are shared with the built pages' pricing block (src/lib/pricing-plans-query.ts).
import { pricingPlansQuery } from '@/lib/pricing-plans-query';
import { useQuery } from '@/lib/use-api-query';

export { DEFAULT_PLAN_CURRENCY, parsePricingPlan, type Plan } from '@/lib/pricing-plan';
export { getPricingPlans, pricingPlansQuery } from '@/lib/pricing-plans-query';

/** Every plan, as `pricingPlansQuery` reads it; each page picks its plans with `plansFor`. */
export function usePricingPlans() {
  return useQuery(pricingPlansQuery);
}
