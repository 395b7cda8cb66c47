// GET /api/get-pricing/?offering_details=<service id>: the pricing header of a service (docs/requirements/spec.md §7).
import { apiGet } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { contentQuery } from '@/lib/page-data';
import { listOf, recordParser } from '@/lib/validate';
import { apiPaths, contentEndpoints, idQuery } from '@common/api-contract';

export interface PricingHeader {
  title: string;
  description: string;
}

const parseEntry = recordParser(contentEndpoints.pricing.list, (entry): (PricingHeader & { serviceId: number }) | undefined => {
  const serviceId = entry.offering_details;
  const title = entry.title.trim();
  if (serviceId === undefined || title === '') return undefined;
  return { serviceId, title, description: entry.description.trim() };
});

/** The first entry whose offering_details is the service; null when there is none. */
export async function getPricingHeader(serviceId: number, read: ContentRead = apiGet): Promise<PricingHeader | null> {
  const entries = listOf(await read(apiPaths.pricing, { params: idQuery('pricing', serviceId) }), parseEntry);
  const match = entries.find((entry) => entry.serviceId === serviceId);
  return match ? { title: match.title, description: match.description } : null;
}

export const pricingHeaderQuery = (serviceId: number) =>
  contentQuery(`pricing-header-${serviceId}`, (read) => getPricingHeader(serviceId, read));
