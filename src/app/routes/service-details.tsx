import { useParams } from 'react-router-dom';

import type { BlockData } from '@/blocks/block-data';
import { wantBlocks } from '@/blocks/registry';
import { RenderBlocks } from '@/blocks/render-blocks';
import { useSiteContact } from '@/components/site-contact';
import { moduleBlocks } from '@common/kinds/index';
import { paths } from '@common/paths';
import { pageMeta } from '@common/routes';
import { pageMetaQuery, usePageMeta } from '@/features/company-pages/api/get-company-pages';
import { pricingPlansQuery, usePricingPlans } from '@/features/pricing/api/get-pricing-plans';
import { PricingPlans } from '@/features/pricing/components/pricing-plans';
import { plansFor } from '@/features/pricing/lib/plans-for';
import { pricingHeaderQuery } from '@/features/services/api/get-pricing-entry';
import { quickFactsQuery } from '@/features/services/api/get-quick-facts';
import { serviceSectionsQuery } from '@/features/services/api/get-service-sections';
import { serviceQuery } from '@/features/services/api/get-services';
import { ServiceDetails, type PricedService, type ServicePlans } from '@/features/services/components/service-details';
import { serviceIdFromSlug } from '@/features/services/lib/route-service';
import { dataLoader } from '@/lib/route-data';

/** The kinds' blocks every service's page shows about it (common/kinds: its customer stories). */
const aboutService = (serviceId: number): BlockData[] =>
  moduleBlocks.flatMap((block) =>
    'onServicePages' in block ? [{ type: block.type, ...block.onServicePages, service_id: serviceId }] : [],
  );

/**
 * The page's titles and plans, the service of the URL's id with its sections, pricing header and quick facts.
 * In the browser the service itself is not read here: a card's click brings it in the route state, and the
 * page reads it only without one (docs/requirements/spec.md §4).
 */
export const loader = dataLoader((want, { params, onServer }) => {
  const serviceId = serviceIdFromSlug(params.serviceId);
  const reads: Promise<unknown>[] = [want(pageMetaQuery), want(pricingPlansQuery)];
  if (serviceId === undefined) return Promise.all(reads);
  if (onServer) reads.push(want(serviceQuery(serviceId)));
  reads.push(want(serviceSectionsQuery(serviceId)), want(pricingHeaderQuery(serviceId)), want(quickFactsQuery));
  reads.push(wantBlocks(aboutService(serviceId), want));
  return Promise.all(reads);
});

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
  const about = (service: { id: number; title: string; path: string }) => (
    <RenderBlocks blocks={aboutService(service.id)} page={{ title: service.title, path: service.path }} />
  );
  return <ServiceDetails slug={serviceId} page={page} provider={provider} pricing={pricing} contact={contact} about={about} />;
}
