// GET /api/get-offering-details/ (every service) and GET /api/get-by-offering/ (one offering's),
// checked on entry (docs/requirements/spec.md §7). A detail page reads its one service (GET /api/get-service/?id=).
import { apiGet } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { contentQuery } from '@/lib/page-data';
import { parseService, type ServiceSummary } from '@/lib/service-summary';
import { listOf } from '@/lib/validate';
import { apiPaths, idQuery } from '@common/api-contract';

export { parseService, type ServiceSummary } from '@/lib/service-summary';

/**
 * Every service. Failures are the client's `ApiError`s; each view words its own message
 * (docs/requirements/spec.md §8).
 */
export async function getAllServices(read: ContentRead = apiGet): Promise<ServiceSummary[]> {
  return listOf(await read(apiPaths.services), parseService);
}

export async function getServicesByOffering(offeringId: number, read: ContentRead = apiGet): Promise<ServiceSummary[]> {
  return listOf(await read(apiPaths.servicesByOffering, { params: idQuery('servicesByOffering', offeringId) }), parseService);
}

const ALL_SERVICES_KEY = 'services-all';

/** Every service (an article's related services are picked from it). */
export const allServicesQuery = contentQuery(ALL_SERVICES_KEY, (read) => getAllServices(read));

/**
 * The services of a tab of Our Offerings (every service without an offering). The page's loader reads them again
 * on every choice of a tab. (`@first` is how the server's loaders test, server/render/loaders.test.ts, names them.)
 */
export function offeringServicesQuery(offeringId: number | undefined) {
  return offeringId === undefined
    ? contentQuery(`${ALL_SERVICES_KEY}@first`, (read) => getAllServices(read))
    : contentQuery(`services-offering-${offeringId}@first`, (read) => getServicesByOffering(offeringId, read));
}

/**
 * One service by its id (GET /api/get-service/?id=, a list of it or an empty list); null when there is none
 * (not undefined: the answer travels in the page as JSON).
 */
export async function getService(serviceId: number, read: ContentRead = apiGet): Promise<ServiceSummary | null> {
  return (
    listOf(await read(apiPaths.service, { params: idQuery('service', serviceId) }), parseService).find(
      (service) => service.id === serviceId,
    ) ?? null
  );
}

export const serviceQuery = (serviceId: number) => contentQuery(`service-${serviceId}`, (read) => getService(serviceId, read));
