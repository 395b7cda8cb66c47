import type { Read } from '@/lib/page-data';

import type { Plan } from '../api/get-pricing-plans';
import { useShownPlans } from '../lib/use-shown-plans';
import { PricingPlanList } from './pricing-plan-list';

/** The list's accessible name: no heading names it. Kept here, not in the shared copy, since the home page never shows it. */
const PLANS_LABEL = 'Pricing plans';

export interface PricingPlansProps {
  /** The service whose own plans show (the general plans when it has none). */
  service: { id: number; title: string };
  /** Every plan, as the page's loader read them. */
  plans: Read<Plan[]>;
}

/**
 * Only the plans, without a section or heading: for the service detail page, which draws its own
 * pricing header above them. Nothing until they arrive, on a failure, or without plans.
 */
export function PricingPlans({ service, plans: read }: PricingPlansProps) {
  const plans = useShownPlans(read, service.id);
  if (!plans) return null;
  return (
    <div className="pricing-section pricing-section--plans-only">
      <PricingPlanList plans={plans} service={service.title} label={PLANS_LABEL} />
    </div>
  );
}
