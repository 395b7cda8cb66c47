// Which plans a page shows: a service's own plans when it has any, the general plans otherwise.
import type { Plan } from '../api/get-pricing-plans';

/** The service's own plans, or the general ones (no service: the general plans). Order is kept. */
export function plansFor(plans: readonly Plan[], serviceId?: number): Plan[] {
  if (serviceId !== undefined) {
    const own = plans.filter((plan) => plan.serviceId === serviceId);
    if (own.length > 0) return own;
  }
  return plans.filter((plan) => plan.serviceId === null);
}
