import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { hrefs } from '@/config/paths';
import { serviceDetailsContent } from '@/content/services';

import { usePricingHeader } from '../api/get-pricing-entry';
import { LoadingStatus } from './loading-status';

const text = serviceDetailsContent.pricing;

export interface ServicePricingProps {
  serviceId: number;
  /** The service's title, carried into the quote request. */
  serviceTitle: string;
  /** The pricing plans, drawn by the page (the pricing feature) under this header. */
  plans: ReactNode;
}

/**
 * The service's pricing header (its first pricing entry) with a way to ask for a quote, above the
 * plans; a failure is only logged.
 */
export function ServicePricing({ serviceId, serviceTitle, plans }: ServicePricingProps) {
  const header = usePricingHeader(serviceId);
  const entry = header.status === 'success' ? header.data : null;
  return (
    <section className="service-pricing" aria-labelledby="service-pricing-title">
      <div className="section-heading section-heading--center">
        <p className="section-heading__eyebrow">{text.eyebrow}</p>
        <h2 id="service-pricing-title" className="section-heading__title">
          {entry?.title ?? text.fallbackTitle}
        </h2>
        {header.status === 'loading' && <LoadingStatus text={text.loading} />}
        {entry?.description && <p className="section-heading__subtitle">{entry.description}</p>}
        <Link to={hrefs.contactQuote({ service: serviceTitle })} className="btn btn-primary service-pricing__quote">
          {text.quote}
        </Link>
      </div>
      {plans}
    </section>
  );
}
