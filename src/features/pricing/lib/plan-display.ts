// The pricing display rule of SPEC §7, as data the card renders.
import { formatUsd } from '@/lib/format-usd';

import type { Plan } from '../api/get-pricing-plans';

/** The plan type marked 'Most Popular'. */
export const POPULAR_PLAN_TYPE = 'premium';

export interface PlanDisplay {
  /** The price a visitor pays: the discounted price if present, else the price. */
  price: string;
  /** The original price, shown struck through, only when the discount is above 0. */
  originalPrice?: string;
  /** The discount as written by the server without trailing zeros ('10', '12.5'), only when above 0. */
  savePercent?: string;
  year: string;
  popular: boolean;
}

export function planDisplay(plan: Plan): PlanDisplay {
  const hasDiscount = plan.discountPercentage > 0;
  return {
    price: formatUsd(plan.discountedPrice ?? plan.price),
    originalPrice: hasDiscount ? formatUsd(plan.price) : undefined,
    savePercent: hasDiscount ? String(plan.discountPercentage) : undefined,
    year: plan.year,
    popular: plan.planType.toLowerCase() === POPULAR_PLAN_TYPE,
  };
}
