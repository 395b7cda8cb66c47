// GET /api/get-pricing/?offering_details=<service id>: the pricing header of a service (SPEC §7).
import { apiGet } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';
import { isRecord, listOf, toId, toText } from '@/lib/validate';
import { apiPaths } from '@/types/api';

export interface PricingHeader {
  title: string;
  description: string;
}

function parseEntry(item: unknown): (PricingHeader & { serviceId: number }) | undefined {
  if (!isRecord(item)) return undefined;
  const serviceId = toId(item.offering_details);
  const title = toText(item.title).trim();
  if (serviceId === undefined || title === '') return undefined;
  return { serviceId, title, description: toText(item.description).trim() };
}

/** The first entry whose offering_details is the service; null when there is none. */
export async function getPricingHeader(serviceId: number): Promise<PricingHeader | null> {
  const entries = listOf(await apiGet(apiPaths.pricing, { params: { offering_details: serviceId } }), parseEntry);
  const match = entries.find((entry) => entry.serviceId === serviceId);
  return match ? { title: match.title, description: match.description } : null;
}

export function usePricingHeader(serviceId: number | undefined) {
  return useApiQuery(serviceId === undefined ? null : `pricing-header-${serviceId}`, () => getPricingHeader(serviceId ?? 0));
}
