import { useShownPlans } from '../lib/use-shown-plans';
import { pricingCopy } from '../pricing-copy';
import { PricingPlanList } from './pricing-plan-list';

export interface PricingPlansProps {
  /** The service whose own plans show (the general plans when it has none). */
  service: { id: number; title: string };
}

/**
 * Only the plans, without a section or heading: for the service detail page, which draws its own
 * pricing header above them. Nothing until they arrive, on a failure, or without plans.
 */
export function PricingPlans({ service }: PricingPlansProps) {
  const plans = useShownPlans(service.id);
  if (!plans) return null;
  return (
    <div className="pricing-section pricing-section--plans-only">
      <PricingPlanList plans={plans} service={service.title} label={pricingCopy.plansLabel} />
    </div>
  );
}
