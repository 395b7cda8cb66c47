// GET /api/get-pricingplan/: the pricing plans of the pricing section (docs/requirements/spec.md §7), checked on entry.
import { apiGet } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { apiQuery, useQuery } from '@/lib/use-api-query';
import { parsePricingPlan, type Plan } from '@/lib/pricing-plan';
import { listOf } from '@/lib/validate';
import { apiPaths } from '@common/api-contract';

export { DEFAULT_PLAN_CURRENCY, parsePricingPlan, type Plan } from '@/lib/pricing-plan';

export async function getPricingPlans(read: ContentRead = apiGet): Promise<Plan[]> {
  return listOf(await read(apiPaths.pricingPlans), parsePricingPlan);
}

export const pricingPlansQuery = apiQuery('pricing-plans', getPricingPlans);

/**
 * Every plan, general and per service, under one key: the server's render answers it from the database
 * and the page hydrates with it; each page picks its plans with `plansFor`.
 */
export function usePricingPlans() {
  return useQuery(pricingPlansQuery);
}
