import { useRead, type Read } from '@/lib/page-data';

import type { Plan } from '../api/get-pricing-plans';
import { plansFor } from './plans-for';

/**
 * The plans a page shows (the service's own, or the general ones) of every plan its loader read, or null while
 * they load, when the call fails (the client logs it, docs/requirements/spec.md §8) or there are none: the page then
 * draws nothing, no gap.
 */
export function useShownPlans(plans: Read<Plan[]>, serviceId?: number): Plan[] | null {
  const { status, data } = useRead(plans);
  const shown = status === 'success' ? plansFor(data, serviceId) : [];
  return shown.length > 0 ? shown : null;
}
