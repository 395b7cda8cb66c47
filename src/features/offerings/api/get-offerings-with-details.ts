import { apiGet } from '@/lib/api-client';
import { NotServedHere } from '@/lib/server-data';
import { useApiQuery } from '@/lib/use-api-query';
import { listOf, recordParser } from '@/lib/validate';
import { ALL_OFFERING_NAME, apiPaths, offeringShape, type Offering } from '@/types/api';

/** The header needs an offering's id and name; its services are not read. */
const parseOffering = recordParser(offeringShape, ({ id, offering_name }): Offering | undefined => {
  const name = offering_name.trim();
  return id === undefined || name === '' ? undefined : { id, offering_name: name };
});

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
  return (data ?? []).filter((offering) => offering.offering_name !== ALL_OFFERING_NAME);
}
