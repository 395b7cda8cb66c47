// GET /api/get-pricingplan/: the pricing plans of the pricing section (docs/requirements/spec.md §7), checked on entry.
// The read and its query are shared with the built pages' pricing block (src/lib/pricing-plans-query.ts).
export { DEFAULT_PLAN_CURRENCY, parsePricingPlan, type Plan } from '@/lib/pricing-plan';
export { getPricingPlans, pricingPlansQuery } from '@/lib/pricing-plans-query';
