import { useParams } from 'react-router-dom';

import type { BlockData } from '@/blocks/block-data';
import { blockQuery, loadBlocks } from '@/blocks/registry';
import { RenderBlocks } from '@/blocks/render-blocks';
import { useSiteContact } from '@/components/site-contact';
import { moduleBlocks } from '@common/kinds/index';
import { paths } from '@common/paths';
import { pageMeta } from '@common/routes';
import { inEnglish, useMessages, useRouteMeta, type Translate } from '@/lib/language';
import { pageMetaAt, pageMetaQuery } from '@/features/company-pages/api/get-company-pages';
import { pricingPlansQuery } from '@/features/pricing/api/get-pricing-plans';
import { PricingPlans } from '@/features/pricing/components/pricing-plans';
import { plansFor } from '@/features/pricing/lib/plans-for';
import { pricingHeaderQuery } from '@/features/services/api/get-pricing-entry';
import { quickFactsQuery } from '@/features/services/api/get-quick-facts';
import { serviceSectionsQuery } from '@/features/services/api/get-service-sections';
import { serviceQuery } from '@/features/services/api/get-services';
import { ServiceDetails, type PricedService, type ServicePlans } from '@/features/services/components/service-details';
import { serviceIdFromSlug } from '@/features/services/lib/route-service';
import { NOT_HERE } from '@/lib/page-addresses';
import { pageLoader, usePageData, useRead } from '@/lib/page-data';

/**
 * The kinds' blocks every service's page shows about it (common/kinds: its customer stories, its items of the price
 * book), their headings in the page's language (common/catalogue-lists.ts).
 */
const aboutService = (serviceId: number, t: Translate = inEnglish): BlockData[] =>
  moduleBlocks.flatMap((block) =>
    'onServicePages' in block
      ? [{ type: block.type, ...block.onServicePages, title: t(block.onServicePages.title), service_id: serviceId }]
      : [],
  );

/**
 * The page's titles and plans, the service of the URL's id with its sections, pricing header and quick facts.
 * In the browser the service itself is read only when the page shows it: a card's click brings it in the route
 * state, and the page reads it only without one (docs/requirements/spec.md §4).
 */
export const loader = pageLoader(async (read, { params }) => {
  const serviceId = serviceIdFromSlug(params.serviceId);
  const about = serviceId === undefined ? [] : aboutService(serviceId);
  const service = serviceId === undefined ? undefined : read.whenShown(serviceQuery(serviceId));
  // The blocks' code before the render, as a built page's loader loads it: nothing waits once the page draws.
  await loadBlocks(about.map((block) => block.type)).catch(() => undefined);
  return {
    // A service that is not there is in no language: the language links go to each language's home (src/lib/page-addresses.ts).
    addressed: service ?? NOT_HERE,
    pageMeta: read(pageMetaQuery),
    plans: read(pricingPlansQuery),
    service:
      serviceId === undefined || service === undefined
        ? undefined
        : {
            service,
            sections: read(serviceSectionsQuery(serviceId)),
            facts: read(quickFactsQuery),
            pricingHeader: read(pricingHeaderQuery(serviceId)),
          },
    about: about.map((block) => {
      const query = blockQuery(block);
      return query && read(query);
    }),
  };
});

export function Component() {
  const { serviceId } = useParams();
  const reads = usePageData<typeof loader>();
  const plans = useRead(reads.plans);
  // The plans the page shows (the service's own, or the general ones) are its structured data's offers.
  const pricing = (service: PricedService): ServicePlans => ({
    plans: <PricingPlans service={service} plans={reads.plans} />,
    offers: plansFor(plans.data ?? [], service.id).map((plan) => ({
      name: plan.name,
      price: plan.discountedPrice ?? plan.price,
      currency: plan.currency,
      excludesGst: plan.excludesGst,
    })),
  });
  const servicesTitle = (pageMetaAt(useRead(reads.pageMeta).data, paths.service) ?? pageMeta.service).title;
  const page = { ...useRouteMeta(pageMeta['service-details']), servicesTitle };
  const site = useSiteContact();
  // The company providing the service, as the Site settings name it.
  const provider = { name: site.companyName, address: site.address };
  const contact = { phone: site.phones[0]?.text ?? '', phoneHref: site.phones[0]?.href ?? '', chatHref: site.chatHref };
  const t = useMessages();
  const about = (service: { id: number; title: string; path: string }) => (
    <RenderBlocks blocks={aboutService(service.id, t)} page={{ title: service.title, path: service.path }} data={reads.about} />
  );
  return (
    <ServiceDetails
      slug={serviceId}
      reads={reads.service}
      page={page}
      provider={provider}
      pricing={pricing}
      contact={contact}
      about={about}
    />
  );
}
