import { apiGet } from '@/lib/api-client';
import { NotServedHere, type ContentRead } from '@/lib/content-read';
import { contentQuery } from '@/lib/page-data';
import { listOf, recordParser } from '@/lib/validate';
import { ALL_OFFERING_NAME, apiPaths, contentEndpoints } from '@common/api-contract';
import type { Offering } from '@common/content-model/service-kinds';

/** The header needs an offering's id and name; its services are not read. */
const parseOffering = recordParser(contentEndpoints.offerings.list, ({ id, offering_name }): Offering | undefined => {
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

export const offeringsMenuQuery = contentQuery('offerings-with-details', getOfferingsWithDetails);

/** The offerings of the header's Our Offerings menu: every offering but 'All' (none while they are read or on failure). */
export function menuOfferings(offerings: readonly Offering[] | undefined): Offering[] {
  return (offerings ?? []).filter((offering) => offering.offering_name !== ALL_OFFERING_NAME);
}
