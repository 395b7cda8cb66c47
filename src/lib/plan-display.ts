// The pricing display rule of docs/requirements/spec.md §7, as data the card renders. Amounts are
// written in the plan's currency: rupees with Indian grouping ('₹1,35,000'), US dollars as
// docs/requirements/spec.md §7 wrote them (docs/departures.md, rupee pricing).
import { formatInr } from '@/lib/format-inr';
import { decimalParts, formatUsd } from '@/lib/format-usd';

import type { Plan } from './pricing-plan';

/** The plan type marked 'Most Popular'. */
export const POPULAR_PLAN_TYPE = 'premium';

export interface PlanDisplay {
  /** The price a visitor pays: the discounted price if present, else the price. */
  price: string;
  /** The original price, shown struck through, only when the discount is above 0. */
  originalPrice?: string;
  /** The discount as written by the server without trailing zeros ('10', '12.5'), only when above 0. */
  savePercent?: string;
  /** Whether "+ GST" follows the price. */
  plusGst: boolean;
  year: string;
  popular: boolean;
}

/** An amount in a currency: ₹ and $ by their own rules; any other code before the amount ('EUR 1,200'). */
export function formatPlanAmount(amount: number, currency: string): string {
  if (currency === 'INR') return formatInr(amount);
  if (currency === 'USD') return formatUsd(amount);
  const { sign, whole, fraction } = decimalParts(amount, 0, 2);
  return `${currency} ${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

export function planDisplay(plan: Plan): PlanDisplay {
  const hasDiscount = plan.discountPercentage > 0;
  const format = (amount: number) => formatPlanAmount(amount, plan.currency);
  return {
    price: format(plan.discountedPrice ?? plan.price),
    originalPrice: hasDiscount ? format(plan.price) : undefined,
    savePercent: hasDiscount ? String(plan.discountPercentage) : undefined,
    plusGst: plan.excludesGst,
    year: plan.year,
    popular: plan.planType.toLowerCase() === POPULAR_PLAN_TYPE,
  };
}
