import type { Read } from '@/lib/page-data';
import { useMessages } from '@/lib/language';

import type { Plan } from '../api/get-pricing-plans';
import { useShownPlans } from '../lib/use-shown-plans';
import { PricingPlanList } from './pricing-plan-list';

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
  const t = useMessages();
  const plans = useShownPlans(read, service.id);
  if (!plans) return null;
  return (
    <div className="pricing-section pricing-section--plans-only">
      <PricingPlanList plans={plans} service={service.title} label={t('Pricing plans')} />
    </div>
  );
}
