import { PricingPlanCard } from '@/components/cards/pricing-plan-card';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { useRead } from '@/lib/page-data';
import type { Plan } from '@/lib/pricing-plan';

import { plansFor, pricingPlansQuery } from './block-queries';
import { anchorOf, type BlockProps } from './block-data';

import '@/components/cards/pricing-section.scss';
import { pricing } from '@common/blocks/declarations';
import { useMessages } from '@/lib/language';

export const declaration = pricing;

export function query() {
  return pricingPlansQuery;
}

/** A service's pricing plans (the general plans when it has none of its own), as on its page. */
export function Component({ block, index, data }: BlockProps<typeof pricing, Plan[]>) {
  const t = useMessages();
  const { title, service_id: serviceId } = block;
  const plans = useRead(data);
  const shown = plans.status === 'success' && serviceId !== null ? plansFor(plans.data, serviceId) : [];
  if (shown.length === 0) return null;
  const headingId = `block-${index}-title`;
  return (
    <Section
      id={anchorOf(block)}
      labelledBy={title ? headingId : undefined}
      label={title ? undefined : t('Pricing plans')}
      className="pricing-section"
    >
      {title && <SectionHeading id={headingId} title={title} align="center" />}
      <ul className="pricing-section__plans" data-period="monthly">
        {shown.map((plan) => (
          <li key={plan.id} className="pricing-section__plan">
            <PricingPlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
