import { useParams } from 'react-router-dom';

import { usePricingPlans } from '@/features/pricing/api/get-pricing-plans';
import { PricingSection } from '@/features/pricing/components/pricing-section';
import { ServiceDetails } from '@/features/services/components/service-details';
import type { ServiceOffer } from '@/features/services/lib/service-seo';

/** The pricing plans' currency (SPEC §7: US dollars). */
const PLAN_CURRENCY = 'USD';

export function Component() {
  const { serviceId } = useParams();
  const plans = usePricingPlans();
  const offers: ServiceOffer[] = (plans.data ?? []).map((plan) => ({
    name: plan.name,
    price: plan.discountedPrice ?? plan.price,
    currency: PLAN_CURRENCY,
  }));
  return <ServiceDetails slug={serviceId} pricingPlans={<PricingSection plansOnly />} offers={offers} />;
}
