import { usePricingPlans, type Plan } from '../api/get-pricing-plans';
import { plansFor } from './plans-for';

/**
 * The plans a page shows (the service's own, or the general ones), or null while they load, when the
 * call fails (the client logs it, docs/requirements/spec.md §8) or there are none: the page then draws nothing, no gap.
 */
export function useShownPlans(serviceId?: number): Plan[] | null {
  const { status, data } = usePricingPlans();
  const shown = status === 'success' ? plansFor(data, serviceId) : [];
  return shown.length > 0 ? shown : null;
}
