import { useParams } from 'react-router-dom';

import { PricingSection } from '@/features/pricing/components/pricing-section';
import { ServiceDetails } from '@/features/services/components/service-details';

export function Component() {
  const { serviceId } = useParams();
  return <ServiceDetails slug={serviceId} pricingPlans={<PricingSection plansOnly />} />;
}
