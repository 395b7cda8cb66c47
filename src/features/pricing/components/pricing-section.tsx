import { useId, useState } from 'react';

import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { pricingContent, type PricingSectionContent } from '@/content/services';

import { usePricingPlans } from '../api/get-pricing-plans';
import { plansFor } from '../lib/plans-for';
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
  /** On a service page: the service, whose own plans show (the general plans when it has none). */
  service?: { id: number; title: string };
}

/**
 * The pricing plans from GET /api/get-pricingplan/, used on the home, digital-agency, tech-startup
 * and service detail pages: the general plans, or on a service page the service's own plans when it
 * has any. The server renders them with the page; after an in-app navigation they load in the
 * browser. Until they arrive, and when the call fails (the client logs it, SPEC §8) or there are no
 * plans to show, nothing is drawn, so no empty gap is left. Each plan's button asks for a quote.
 */
export function PricingSection({ content = pricingContent.heading, plansOnly = false, id, service }: PricingSectionProps) {
  const [period] = useState<PlanPeriod>('monthly');
  const headingId = useId();
  const { status, data } = usePricingPlans();
  const shown = status === 'success' ? plansFor(data, service?.id) : [];
  if (shown.length === 0) return null;

  const plans = (
    <ul className="pricing-section__plans" data-period={period} aria-label={plansOnly ? pricingContent.plansLabel : undefined}>
      {shown.map((plan) => (
        <li key={plan.id} className="pricing-section__plan">
          <PricingPlanCard plan={plan} service={service?.title} />
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
