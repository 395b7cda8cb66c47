import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { SectionHeading } from '@/components/ui/section-heading';
import { useRead, type Read } from '@/lib/page-data';

import type { PricingHeader } from '../api/get-pricing-entry';
import { useServiceDetailsCopy } from '../services-copy';
import { LoadingStatus } from './loading-status';

export interface ServicePricingProps {
  /** The service's pricing header, as the page's loader read it. */
  header: Read<PricingHeader | null>;
  /** The contact form, asking for a quote for this service. */
  quoteHref: string;
  /** The pricing plans, drawn by the page (the pricing feature) under this header. */
  plans: ReactNode;
}

/**
 * The service's pricing header (its first pricing entry) with a way to ask for a quote, above the
 * plans; a failure is only logged.
 */
export function ServicePricing({ header: read, quoteHref, plans }: ServicePricingProps) {
  const text = useServiceDetailsCopy().pricing;
  const header = useRead(read);
  const entry = header.status === 'success' ? header.data : null;
  return (
    <section className="service-pricing" aria-labelledby="service-pricing-title">
      {/* The loading line shows only until the entry arrives, so it never sits beside the entry's description. */}
      <SectionHeading
        id="service-pricing-title"
        eyebrow={text.eyebrow}
        title={entry?.title ?? text.fallbackTitle}
        subtitle={entry?.description}
        align="center"
      >
        {header.status === 'loading' && <LoadingStatus text={text.loading} />}
        <Link to={quoteHref} className="btn btn-primary service-pricing__quote">
          {text.quote}
        </Link>
      </SectionHeading>
      {plans}
    </section>
  );
}
