import { useParams } from 'react-router-dom';

import { useSiteContact } from '@/components/site-contact';
import { company } from '@/content/company';
import { pageMeta } from '@/config/routes';
import { usePricingPlans } from '@/features/pricing/api/get-pricing-plans';
import { PricingPlans } from '@/features/pricing/components/pricing-plans';
import { plansFor } from '@/features/pricing/lib/plans-for';
import { ServiceDetails, type PricedService, type ServicePlans } from '@/features/services/components/service-details';

export function Component() {
  const { serviceId } = useParams();
  const plans = usePricingPlans();
  // The plans the page shows (the service's own, or the general ones) are its structured data's offers.
  const pricing = (service: PricedService): ServicePlans => ({
    plans: <PricingPlans service={service} />,
    offers: plansFor(plans.data ?? [], service.id).map((plan) => ({
      name: plan.name,
      price: plan.discountedPrice ?? plan.price,
      currency: plan.currency,
      excludesGst: plan.excludesGst,
    })),
  });
  const page = { ...pageMeta['service-details'], servicesTitle: pageMeta.service.title };
  const site = useSiteContact();
  const contact = { phone: site.phones[0]?.text ?? '', phoneHref: site.phones[0]?.href ?? '', chatHref: site.chatHref };
  return <ServiceDetails slug={serviceId} page={page} provider={company} pricing={pricing} contact={contact} />;
}
