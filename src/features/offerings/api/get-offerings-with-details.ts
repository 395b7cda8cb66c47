import { apiGet } from '@/lib/api-client';
import { NotServedHere } from '@/lib/server-data';
import { useApiQuery } from '@/lib/use-api-query';
import { isRecord, listOf, toId, toText } from '@/lib/validate';
import { apiPaths, type Offering } from '@/types/api';

/** The offering that stands for "every offering"; it is never a menu entry of its own. */
export const ALL_OFFERINGS = 'All';

function parseOffering(item: unknown): Offering | undefined {
  if (!isRecord(item)) return undefined;
  const id = toId(item.id);
  const name = toText(item.offering_name).trim();
  return id === undefined || name === '' ? undefined : { id, offering_name: name };
}

export async function getOfferingsWithDetails(): Promise<Offering[]> {
  try {
    return listOf(await apiGet(apiPaths.offeringsWithDetails), parseOffering);
  } catch (error) {
    if (!(error instanceof NotServedHere)) console.error('Error fetching offerings:', error);
    throw error;
  }
}

/** Offering names for the header's Our Offerings menu: every offering but 'All'; empty on failure. */
export function useOfferingsMenu(): Offering[] {
  const { data } = useApiQuery('offerings-with-details', getOfferingsWithDetails);
  return (data ?? []).filter((offering) => offering.offering_name !== ALL_OFFERINGS);
}
