import { apiGet } from '@/lib/api-client';
import { NotServedHere, type ContentRead } from '@/lib/content-read';
import { apiQuery, useQuery } from '@/lib/use-api-query';
import { listOf, recordParser } from '@/lib/validate';
import { ALL_OFFERING_NAME, apiPaths, offeringShape, type Offering } from '@common/api-contract';

/** The header needs an offering's id and name; its services are not read. */
const parseOffering = recordParser(offeringShape, ({ id, offering_name }): Offering | undefined => {
  const name = offering_name.trim();
  return id === undefined || name === '' ? undefined : { id, offering_name: name };
});

export async function getOfferingsWithDetails(read: ContentRead = apiGet): Promise<Offering[]> {
  try {
    return listOf(await read(apiPaths.offeringsWithDetails), parseOffering);
  } catch (error) {
    if (!(error instanceof NotServedHere)) console.error('Error fetching offerings:', error);
    throw error;
  }
}

export const offeringsMenuQuery = apiQuery('offerings-with-details', getOfferingsWithDetails);

/** Offering names for the header's Our Offerings menu: every offering but 'All'; empty on failure. */
export function useOfferingsMenu(): Offering[] {
  const { data } = useQuery(offeringsMenuQuery);
  return (data ?? []).filter((offering) => offering.offering_name !== ALL_OFFERING_NAME);
}
