// The reads of the blocks that draw the site's data: each block module's `query` names its read, which the page's
// loader makes and hands to the block (docs/decisions/0034-one-way-to-read-page-data.md).
import { apiGet } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { parseService, type ServiceSummary } from '@/lib/service-summary';
import { contentQuery, type ContentQuery } from '@/lib/page-data';
import { listOf } from '@/lib/validate';
import { apiPaths, idQuery } from '@common/api-contract';

export { pricingPlansQuery, plansFor } from '@/lib/pricing-plans-query';

/** An offering's services (GET /api/get-by-offering/), or every service without one (GET /api/get-offering-details/). */
export function blockServicesQuery(offeringId: number | undefined): ContentQuery<ServiceSummary[]> {
  return offeringId === undefined
    ? contentQuery('block-services', (read: ContentRead = apiGet) => read(apiPaths.services).then((data) => listOf(data, parseService)))
    : contentQuery(`block-services-${offeringId}`, (read: ContentRead = apiGet) =>
        read(apiPaths.servicesByOffering, { params: idQuery('servicesByOffering', offeringId) }).then((data) => listOf(data, parseService)),
      );
}
