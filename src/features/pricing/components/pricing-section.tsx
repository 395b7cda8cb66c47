import { useId } from 'react';

import { Section, type SectionProps } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Read } from '@/lib/page-data';
import type { PricingSectionContent } from '@/types/feature-sections';

import type { Plan } from '../api/get-pricing-plans';
import { useShownPlans } from '../lib/use-shown-plans';
import { PricingPlanList } from './pricing-plan-list';

export interface PricingSectionProps {
  /** Anchor id of the section. */
  id?: string;
  tone?: SectionProps['tone'];
  content: PricingSectionContent;
  /** Every plan, as the page's loader read them. */
  plans: Read<Plan[]>;
}

/**
 * The general pricing plans from GET /api/get-pricingplan/ under the page's heading, on the home,
 * digital-agency and tech-startup pages, read by the page's loader. The server renders them with the page; after
 * an in-app navigation they load in the browser. Until they arrive, and when the call fails or there are no
 * plans, nothing is drawn, so no empty gap is left. Each plan's button asks for a quote.
 */
export function PricingSection({ id, tone, content, plans: read }: PricingSectionProps) {
  const headingId = useId();
  const plans = useShownPlans(read);
  if (!plans) return null;
  return (
    <Section id={id} tone={tone} labelledBy={headingId} className="pricing-section">
      <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} subtitle={content.subtitle} align="center" />
      <PricingPlanList plans={plans} />
    </Section>
  );
}
