import type { Plan } from '../api/get-pricing-plans';
import { PricingPlanCard } from '@/components/cards/pricing-plan-card';
import '@/components/cards/pricing-section.scss';

export interface PricingPlanListProps {
  plans: readonly Plan[];
  /** The service page's title, carried with each plan into the quote request. */
  service?: string;
  /** Accessible name of the list, when no heading names the plans. */
  label?: string;
}

/** The plan cards in a row, each with its own quote button. */
export function PricingPlanList({ plans, service, label }: PricingPlanListProps) {
  return (
    // The template's plan period, named on the list: monthly, never changed (docs/requirements/spec.md §4).
    <ul className="pricing-section__plans" data-period="monthly" aria-label={label}>
      {plans.map((plan) => (
        <li key={plan.id} className="pricing-section__plan">
          <PricingPlanCard plan={plan} service={service} />
        </li>
      ))}
    </ul>
  );
}
