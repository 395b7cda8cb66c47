import { describe, expect, it } from 'vitest';

import { parsePricingPlan, type Plan } from './pricing-plan';
import { formatPlanAmount, planDisplay } from './plan-display';

function plan(fields: Record<string, unknown>): Plan {
  const parsed = parsePricingPlan({ id: 1, plan_type: 'basic', plan_type_display: 'Silver', year: 2025, price_description: [], ...fields });
  if (!parsed) throw new Error('fixture rejected');
  return parsed;
}

const rupees = { currency: 'INR' };

describe('pricing display rule (SPEC §7, in the plan’s currency)', () => {
  it('writes rupees with Indian grouping: thousands, lakhs and crores, up to 2 decimals', () => {
    expect(planDisplay(plan({ ...rupees, price: 22_500 })).price).toBe('₹22,500');
    expect(planDisplay(plan({ ...rupees, price: 135_000 })).price).toBe('₹1,35,000');
    expect(planDisplay(plan({ ...rupees, price: 27_000_000 })).price).toBe('₹2,70,00,000');
    expect(planDisplay(plan({ ...rupees, price: 10_000_000 })).price).toBe('₹1,00,00,000');
    expect(planDisplay(plan({ ...rupees, price: '699.5' })).price).toBe('₹699.5');
  });

  it('discount 0: the price alone, no original price, no saving', () => {
    const display = planDisplay(plan({ ...rupees, price: 67_500, discounted_price: null, discount_percentage: '0', excludes_gst: true }));
    expect(display).toEqual({
      price: '₹67,500',
      originalPrice: undefined,
      savePercent: undefined,
      plusGst: true,
      year: '2025',
      popular: false,
    });
  });

  it("discount '10' with string prices: the discounted price, the original struck price and Save 10", () => {
    const display = planDisplay(plan({ ...rupees, price: '350000.00', discounted_price: '315000.00', discount_percentage: '10' }));
    expect(display.price).toBe('₹3,15,000');
    expect(display.originalPrice).toBe('₹3,50,000');
    expect(display.savePercent).toBe('10');
  });

  it('adds "+ GST" only where the plan says GST comes on top', () => {
    expect(planDisplay(plan({ ...rupees, price: 22_500, excludes_gst: true })).plusGst).toBe(true);
    expect(planDisplay(plan({ ...rupees, price: 6_000, excludes_gst: false })).plusGst).toBe(false);
    // Anything but true (a string, a missing flag) is not a promise of GST on top.
    expect(planDisplay(plan({ ...rupees, price: 6_000, excludes_gst: 'yes' })).plusGst).toBe(false);
    expect(planDisplay(plan({ ...rupees, price: 6_000 })).plusGst).toBe(false);
  });

  it('writes US dollars with up to 2 decimals, also for a plan that names no currency (an older API)', () => {
    expect(planDisplay(plan({ price: 99.5 })).price).toBe('$99.5');
    expect(planDisplay(plan({ price: 12.345, currency: 'usd' })).price).toBe('$12.35');
    const display = planDisplay(plan({ price: 99.99, discounted_price: 87.49, discount_percentage: '12.5', currency: 'USD' }));
    expect(display).toMatchObject({ price: '$87.49', originalPrice: '$99.99', savePercent: '12.5' });
  });

  it('writes another currency by its code', () => {
    expect(formatPlanAmount(1_200.5, 'EUR')).toBe('EUR 1,200.5');
    expect(planDisplay(plan({ price: 1_200, currency: 'eur' })).price).toBe('EUR 1,200');
  });

  it('a discounted price is shown even when the percentage is 0, without an original price', () => {
    const display = planDisplay(plan({ ...rupees, price: 500, discounted_price: 450, discount_percentage: '0' }));
    expect(display.price).toBe('₹450');
    expect(display.originalPrice).toBeUndefined();
  });

  it('a discount without a discounted price shows the price and the saving', () => {
    const display = planDisplay(plan({ ...rupees, price: 500, discounted_price: '', discount_percentage: '20' }));
    expect(display).toMatchObject({ price: '₹500', originalPrice: '₹500', savePercent: '20' });
  });

  it("marks plan_type 'premium' as most popular", () => {
    expect(planDisplay(plan({ price: 1, plan_type: 'premium' })).popular).toBe(true);
    expect(planDisplay(plan({ price: 1, plan_type: 'basic' })).popular).toBe(false);
  });
});

describe('pricing plan parser', () => {
  it('drops plans without an id or a numeric price', () => {
    expect(parsePricingPlan({ price: 10 })).toBeUndefined();
    expect(parsePricingPlan({ id: 2, price: 'free' })).toBeUndefined();
    expect(parsePricingPlan('plan')).toBeUndefined();
  });

  it("defaults a malformed discount to 0 and flattens price_description to 'key: value' lines", () => {
    const parsed = parsePricingPlan({
      id: 4,
      plan_type: 'x',
      price: '10',
      discounted_price: 'n/a',
      discount_percentage: 'lots',
      price_description: [{ Users: 'Five' }, 'junk', { Storage: 20 }, { Empty: '' }, null],
    });
    expect(parsed).toMatchObject({
      discountedPrice: undefined,
      discountPercentage: 0,
      name: 'x',
      features: ['Users: Five', 'Storage: 20'],
    });
  });

  it('reads the currency, the GST flag and the service; a plan without them is a general US-dollar plan', () => {
    expect(parsePricingPlan({ id: 1, price: 1, currency: 'INR', excludes_gst: true, offering_details: 3 })).toMatchObject({
      currency: 'INR',
      excludesGst: true,
      serviceId: 3,
    });
    expect(parsePricingPlan({ id: 1, price: 1 })).toMatchObject({ currency: 'USD', excludesGst: false, serviceId: null });
    expect(parsePricingPlan({ id: 1, price: 1, currency: '₹', offering_details: -2 })).toMatchObject({ currency: 'USD', serviceId: null });
  });
});
