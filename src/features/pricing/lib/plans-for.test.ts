import { describe, expect, it } from 'vitest';

import { parsePricingPlan, type Plan } from '../api/get-pricing-plans';
import { plansFor } from './plans-for';

function plan(id: number, offering_details: number | null): Plan {
  const parsed = parsePricingPlan({
    id,
    plan_type: 'basic',
    plan_type_display: `Plan ${id}`,
    price: 100,
    year: 2026,
    price_description: [],
    offering_details,
  });
  if (!parsed) throw new Error('fixture rejected');
  return parsed;
}

const plans = [plan(1, null), plan(2, 7), plan(3, null), plan(4, 7), plan(5, 9)];
const ids = (list: Plan[]) => list.map((item) => item.id);

describe('plansFor', () => {
  it("shows a service's own plans, in order, and no general ones", () => {
    expect(ids(plansFor(plans, 7))).toEqual([2, 4]);
    expect(ids(plansFor(plans, 9))).toEqual([5]);
  });

  it('falls back to the general plans for a service without plans of its own', () => {
    expect(ids(plansFor(plans, 8))).toEqual([1, 3]);
  });

  it('gives a page without a service the general plans only', () => {
    expect(ids(plansFor(plans))).toEqual([1, 3]);
  });

  it('is empty when there is nothing to show', () => {
    expect(plansFor([], 7)).toEqual([]);
    expect(plansFor([plan(2, 7)])).toEqual([]);
  });
});
