import type { Offering, OfferingWithDetails } from '@common/content-model/service-kinds';

import type { ContentAnswer } from './content';

export const offeringsWithDetailsFixture: OfferingWithDetails[] = [
  { id: 1, offering_name: 'All', services: [] },
  { id: 2, offering_name: 'Tally Software & Services', services: [] },
  { id: 3, offering_name: 'ERP Consultation', services: [] },
];

/** GET /api/get-offering/: the label tabs, 'All' included as the server sends it. */
export const offeringsFixture: Offering[] = [
  { id: 1, offering_name: 'All' },
  { id: 2, offering_name: 'Tally Software & Services' },
  { id: 3, offering_name: 'ERP Consultation' },
  { id: 4, offering_name: 'Cloud Services' },
];

export const offeringAnswers: Record<string, ContentAnswer> = {
  offeringsWithDetails: offeringsWithDetailsFixture,
  offerings: offeringsFixture,
};
