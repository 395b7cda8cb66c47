import { useId, useState } from 'react';

import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { pricingContent, type PricingSectionContent } from '@/content/services';

import { usePricingPlans } from '../api/get-pricing-plans';
import { PricingPlanCard } from './pricing-plan-card';
import './pricing-section.scss';

/** The template's plan period: set to 'monthly' and never changed (SPEC §4). */
export type PlanPeriod = 'monthly' | 'yearly';

export interface PricingSectionProps {
  /** The heading above the plans; the site's pricing heading when omitted. */
  content?: PricingSectionContent;
  /** Only the plans, without a section or heading: for a page that draws its own pricing header. */
  plansOnly?: boolean;
  /** Anchor id of the section. */
  id?: string;
}

/**
 * The pricing plans from GET /api/get-pricingplan/, used on the home, digital-agency, tech-startup
 * and service detail pages. Plans load in the browser; until they arrive, and when the call fails
 * (the client logs it, SPEC §8) or returns no plans, nothing is drawn, so no empty gap is left.
 */
export function PricingSection({ content = pricingContent.heading, plansOnly = false, id }: PricingSectionProps) {
  const [period] = useState<PlanPeriod>('monthly');
  const headingId = useId();
  const { status, data } = usePricingPlans();
  if (status !== 'success' || data.length === 0) return null;

  const plans = (
    <ul className="pricing-section__plans" data-period={period} aria-label={plansOnly ? pricingContent.plansLabel : undefined}>
      {data.map((plan) => (
        <li key={plan.id} className="pricing-section__plan">
          <PricingPlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
  if (plansOnly) return <div className="pricing-section pricing-section--plans-only">{plans}</div>;
  return (
    <Section id={id} labelledBy={headingId} className="pricing-section">
      <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} subtitle={content.subtitle} align="center" />
      {plans}
    </Section>
  );
}
