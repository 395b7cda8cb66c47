// The pricing display rule of SPEC §7, as data the card renders.
import type { Plan } from '../api/get-pricing-plans';

/** The plan type marked 'Most Popular'. */
export const POPULAR_PLAN_TYPE = 'premium';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** US dollars with up to 2 decimals: 1200 → '$1,200', 99.5 → '$99.5', 12.345 → '$12.35'. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

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
