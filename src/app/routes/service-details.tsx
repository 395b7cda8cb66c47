import { useParams } from 'react-router-dom';

import { useSiteContact } from '@/components/site-contact';
import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';
import { usePageMeta } from '@/features/company-pages/api/get-company-pages';
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
  const page = { ...pageMeta['service-details'], servicesTitle: (usePageMeta(paths.service) ?? pageMeta.service).title };
  const site = useSiteContact();
  // The company providing the service, as the Site settings name it.
  const provider = { name: site.companyName, address: site.address };
  const contact = { phone: site.phones[0]?.text ?? '', phoneHref: site.phones[0]?.href ?? '', chatHref: site.chatHref };
  return <ServiceDetails slug={serviceId} page={page} provider={provider} pricing={pricing} contact={contact} />;
}
