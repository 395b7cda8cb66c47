// GET /api/get-pricingplan/ (docs/requirements/spec.md §7): every plan under one key, and which of them a page shows.
// Shared by the pricing feature and the built pages' pricing block (src/blocks/pricing.tsx).
import { apiGet } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { parsePricingPlan, type Plan } from '@/lib/pricing-plan';
import { contentQuery } from '@/lib/page-data';
import { listOf } from '@/lib/validate';
import { apiPaths } from '@common/api-contract';

export async function getPricingPlans(read: ContentRead = apiGet): Promise<Plan[]> {
  return listOf(await read(apiPaths.pricingPlans), parsePricingPlan);
}

/**
 * Every plan, general and per service, under one key: the server's render answers it from the database
 * and the page hydrates with it; each page picks its plans with `plansFor`.
 */
export const pricingPlansQuery = contentQuery('pricing-plans', getPricingPlans);

/** The service's own plans, or the general ones (no service: the general plans). Order is kept. */
export function plansFor(plans: readonly Plan[], serviceId?: number): Plan[] {
  if (serviceId !== undefined) {
    const own = plans.filter((plan) => plan.serviceId === serviceId);
    if (own.length > 0) return own;
  }
  return plans.filter((plan) => plan.serviceId === null);
}
