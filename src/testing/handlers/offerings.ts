import { http, HttpResponse } from 'msw';

import { apiPaths, type OfferingWithDetails } from '@/types/api';

export const offeringsWithDetailsFixture: OfferingWithDetails[] = [
  { id: 1, offering_name: 'All', services: [] },
  { id: 2, offering_name: 'Tally Software & Services', services: [] },
  { id: 3, offering_name: 'ERP Consultation', services: [] },
];

export const offeringHandlers = [
  http.get(`*${apiPaths.offeringsWithDetails}`, () => HttpResponse.json({ success: true, data: offeringsWithDetailsFixture })),
];
