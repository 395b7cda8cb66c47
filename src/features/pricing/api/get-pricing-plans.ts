// GET /api/get-pricingplan/: the pricing plans of the pricing section (SPEC §7), checked on entry.
import { apiGet } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';
import { isRecord, listOf, toId, toText } from '@/lib/validate';
import { apiPaths } from '@/types/api';

/** A plan as the section uses it: numbers parsed, features flattened to 'key: value' lines. */
export interface Plan {
  id: number;
  planType: string;
  name: string;
  price: number;
  /** Undefined when the plan has no discounted price. */
  discountedPrice?: number;
  /** 0 when absent or not a number. */
  discountPercentage: number;
  year: string;
  features: string[];
  /** ISO 4217 code, upper case: 'INR' for the company's plans; 'USD' when the API names none (SPEC §7's plans). */
  currency: string;
  /** Whether GST comes on top of the price ("+ GST"). */
  excludesGst: boolean;
  /** The service the plan belongs to; null for a general plan. */
  serviceId: number | null;
}

/** The currency of a plan that names none: plans were priced in US dollars before rupee pricing. */
export const DEFAULT_PLAN_CURRENCY = 'USD';

function parseCurrency(value: unknown): string {
  const code = toText(value).trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : DEFAULT_PLAN_CURRENCY;
}

/** A finite number from a number or a numeric string ('1200', '12.5'); otherwise undefined. */
export function toAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
}

function parseFeatures(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    return Object.entries(entry)
      .map(([key, text]) => [key.trim(), toText(text).trim()] as const)
      .filter(([key, text]) => key !== '' && text !== '')
      .map(([key, text]) => `${key}: ${text}`);
  });
}

export function parsePricingPlan(item: unknown): Plan | undefined {
  if (!isRecord(item)) return undefined;
  const id = toId(item.id);
  const price = toAmount(item.price);
  if (id === undefined || price === undefined || price < 0) return undefined;
  const planType = toText(item.plan_type).trim();
  const discounted = toAmount(item.discounted_price);
  const discount = toAmount(item.discount_percentage);
  return {
    id,
    planType,
    name: toText(item.plan_type_display).trim() || planType,
    price,
    discountedPrice: discounted !== undefined && discounted >= 0 ? discounted : undefined,
    discountPercentage: discount !== undefined && discount > 0 ? discount : 0,
    year: toText(item.year).trim(),
    features: parseFeatures(item.price_description),
    currency: parseCurrency(item.currency),
    excludesGst: item.excludes_gst === true,
    serviceId: toId(item.offering_details) ?? null,
  };
}

export async function getPricingPlans(): Promise<Plan[]> {
  return listOf(await apiGet(apiPaths.pricingPlans), parsePricingPlan);
}

/**
 * Every plan, general and per service, under one key: the server's render answers it from the database
 * and the page hydrates with it; each page picks its plans with `plansFor`.
 */
export function usePricingPlans() {
  return useApiQuery('pricing-plans', getPricingPlans);
}
