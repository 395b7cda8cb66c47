// Beside a pricing plan's or a service's form: its card as the public pages draw it (the site's own card
// components and parsers), redrawn as staff type. The card is a picture of the page, not a part of the
// editor: it is inert (its links and buttons take no clicks and no focus), and a line in words says what
// it shows for those who do not see it.
import { useCallback } from 'react';

import { PricingPlanCard } from '@/components/cards/pricing-plan-card';
import { planDisplay } from '@/lib/plan-display';
import { pricingCopy } from '@/components/cards/pricing-plan-copy';
import { ServiceCard } from '@/components/cards/service-card';

import { planFromForm, savingNote, serviceFromForm, type FormValues } from './content-live-figures';

import '@/components/cards/pricing-section.scss';
import '@/components/cards/services-section.scss';

export interface ContentLivePreviewProps {
  /** The kind's name: 'pricing-plans' or 'services'. */
  kind: string;
  /** The form's readable values (a field typed wrongly is left out). */
  values: FormValues;
  /** The item's id; 0 for a new one (its card shows number 01 until it has its own). */
  itemId: number;
  /** The service the plan belongs to, by title, for the card's quote link. */
  service?: string;
}

/** A plan card in words: its price, struck-out price, saving, GST and year. */
function planSummary(values: FormValues, itemId: number): string | undefined {
  const plan = planFromForm(values, itemId);
  if (!plan) return undefined;
  const display = planDisplay(plan);
  return [
    `${plan.name}: ${display.price}${display.plusGst ? ` ${pricingCopy.plusGst}` : ''}`,
    display.originalPrice && `instead of ${display.originalPrice}`,
    display.savePercent && pricingCopy.save(display.savePercent),
    display.year && pricingCopy.year(display.year),
  ]
    .filter(Boolean)
    .join(', ');
}

export function ContentLivePreview({ kind, values, itemId, service }: ContentLivePreviewProps) {
  // The card shows the page; `inert` keeps its link from being followed or focused.
  const inert = useCallback((node: HTMLDivElement | null) => node?.setAttribute('inert', ''), []);
  const id = Math.max(itemId, 1);
  const plan = kind === 'pricing-plans' ? planFromForm(values, id) : undefined;
  const serviceCard = kind === 'services' ? serviceFromForm(values, id) : undefined;
  const note = plan && savingNote(plan);
  const summary =
    kind === 'pricing-plans'
      ? planSummary(values, id)
      : serviceCard && `${serviceCard.title}${serviceCard.subtitle ? `: ${serviceCard.subtitle}` : ''}`;

  return (
    <section className="content-live-preview" aria-labelledby="content-live-preview-title">
      <h3 id="content-live-preview-title" className="content-live-preview__title">
        Preview
      </h3>
      <p className="content-live-preview__lead">
        {kind === 'pricing-plans' ? 'The plan’s card as the service page shows it.' : 'The service’s card as Our Offerings shows it.'} It
        follows what you type; nothing is saved until you save.
      </p>
      {plan || serviceCard ? (
        <>
          <div ref={inert} className="content-live-preview__frame" data-testid="live-preview">
            {plan && <PricingPlanCard plan={plan} service={service} />}
            {serviceCard && <ServiceCard service={serviceCard} />}
          </div>
          <p className="visually-hidden">{summary}</p>
        </>
      ) : (
        <p className="content-live-preview__empty">Type a price to see the card.</p>
      )}
      {note && (
        <p className="content-live-preview__note" role="note">
          {note}
        </p>
      )}
    </section>
  );
}
