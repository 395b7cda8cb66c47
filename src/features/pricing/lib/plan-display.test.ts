import { describe, expect, it } from 'vitest';

import { parsePricingPlan, type Plan } from '../api/get-pricing-plans';
import { planDisplay } from './plan-display';

function plan(fields: Record<string, unknown>): Plan {
  const parsed = parsePricingPlan({ id: 1, plan_type: 'basic', plan_type_display: 'Silver', year: 2025, price_description: [], ...fields });
  if (!parsed) throw new Error('fixture rejected');
  return parsed;
}

describe('pricing display rule (SPEC §7)', () => {
  it('writes prices as US dollars with up to 2 decimals', () => {
    expect(planDisplay(plan({ price: 99.5 })).price).toBe('$99.5');
    expect(planDisplay(plan({ price: 12.345 })).price).toBe('$12.35');
  });

  it('discount 0: the price alone, no original price, no saving', () => {
    const display = planDisplay(plan({ price: 1200, discounted_price: null, discount_percentage: '0' }));
    expect(display).toEqual({ price: '$1,200', originalPrice: undefined, savePercent: undefined, year: '2025', popular: false });
  });

  it("discount '10' with string prices: the discounted price, the original struck price and Save 10", () => {
    const display = planDisplay(plan({ price: '3600.00', discounted_price: '3240.00', discount_percentage: '10' }));
    expect(display.price).toBe('$3,240');
    expect(display.originalPrice).toBe('$3,600');
    expect(display.savePercent).toBe('10');
  });

  it("discount '12.5' with decimal prices", () => {
    const display = planDisplay(plan({ price: 99.99, discounted_price: 87.49, discount_percentage: '12.5' }));
    expect(display.price).toBe('$87.49');
    expect(display.originalPrice).toBe('$99.99');
    expect(display.savePercent).toBe('12.5');
  });

  it('a discounted price is shown even when the percentage is 0, without an original price', () => {
    const display = planDisplay(plan({ price: 500, discounted_price: 450, discount_percentage: '0' }));
    expect(display.price).toBe('$450');
    expect(display.originalPrice).toBeUndefined();
  });

  it('a discount without a discounted price shows the price and the saving', () => {
    const display = planDisplay(plan({ price: 500, discounted_price: '', discount_percentage: '20' }));
    expect(display).toMatchObject({ price: '$500', originalPrice: '$500', savePercent: '20' });
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
    expect(parsed).toMatchObject({ discountedPrice: undefined, discountPercentage: 0, name: 'x', features: ['Users: Five', 'Storage: 20'] });
  });
});
