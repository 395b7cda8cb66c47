// The reads of the blocks that draw the site's data: each block's `want` names them in the page's loader
// (docs/decisions/0025-route-loaders.md), and its component reads the same query.
import { apiGet } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { parseService, type ServiceSummary } from '@/lib/service-summary';
import { apiQuery, type ApiQuery } from '@/lib/use-api-query';
import { listOf } from '@/lib/validate';
import { apiPaths, idQuery } from '@common/api-contract';

export { pricingPlansQuery, plansFor } from '@/lib/pricing-plans-query';

/** An offering's services (GET /api/get-by-offering/), or every service without one (GET /api/get-offering-details/). */
export function blockServicesQuery(offeringId: number | undefined): ApiQuery<ServiceSummary[]> {
  return offeringId === undefined
    ? apiQuery('block-services', (read: ContentRead = apiGet) => read(apiPaths.services).then((data) => listOf(data, parseService)))
    : apiQuery(`block-services-${offeringId}`, (read: ContentRead = apiGet) =>
        read(apiPaths.servicesByOffering, { params: idQuery('servicesByOffering', offeringId) }).then((data) => listOf(data, parseService)),
      );
}
