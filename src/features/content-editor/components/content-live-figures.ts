// What the live preview beside a form draws: the form's values made into the record the public API would
// answer once they are saved, read by the site's own parsers (so the card's price, struck-out price,
// "Save N%", "+ GST" and year come out as the site writes them), and the saving the two prices make,
// to tell staff when the "Save N%" label says something else.
import { parsePricingPlan, type Plan } from '@/lib/pricing-plan';
import { parseService, type ServiceSummary } from '@/lib/service-summary';

import type { FieldValue } from '../api/content';

export type FormValues = Readonly<Record<string, FieldValue | undefined>>;

/** The kinds whose form has a live preview. */
export const LIVE_PREVIEW_KINDS: readonly string[] = ['pricing-plans', 'services'];

/** A plan as its card would draw it; undefined while the form has no readable price. */
export function planFromForm(values: FormValues, id: number): Plan | undefined {
  return parsePricingPlan({
    id,
    plan_type: values.plan_type,
    plan_type_display: values.plan_type_display,
    price: values.price,
    discounted_price: values.discounted_price ?? null,
    discount_percentage: values.discount_percentage,
    year: values.year,
    price_description: values.price_description ?? [],
    currency: values.currency,
    excludes_gst: values.excludes_gst,
    offering_details: values.service_id ?? null,
  });
}

/** A service as its card would draw it. */
export function serviceFromForm(values: FormValues, id: number): ServiceSummary | undefined {
  return parseService({
    id,
    heading: values.heading,
    description: values.description,
    image: values.image,
    image_focus: values.image_focus,
  });
}

/** The saving the discounted price makes on the price, in whole per cent (rounded down, as a label would not promise more). */
export function savingPercent(price: number, discounted: number | undefined): number | undefined {
  if (discounted === undefined || price <= 0 || discounted >= price) return undefined;
  return Math.floor(((price - discounted) / price) * 100 + 1e-9);
}

/**
 * A note when the card's "Save N%" and its prices disagree: a label with no discounted price, a discounted
 * price with no label, or a label other than the saving the prices make.
 */
export function savingNote(plan: Plan): string | undefined {
  const saving = savingPercent(plan.price, plan.discountedPrice);
  const label = plan.discountPercentage;
  if (saving === undefined && label > 0)
    return `The card says “Save ${label}%”, but there is no lower discounted price: it shows the label with the full price struck out.`;
  if (saving !== undefined && label === 0)
    return `The discounted price saves ${saving}%, but the discount label is 0: the card shows the discounted price with no struck-out price and no “Save” line.`;
  if (saving !== undefined && Math.abs(saving - label) >= 1)
    return `The prices make a saving of ${saving}%, but the card says “Save ${label}%”.`;
  return undefined;
}
