import { http, HttpResponse } from 'msw';

import { apiPaths } from '@common/api-contract';

export const enquiryReceivedMessage = 'Thank you! We have received your enquiry.';

/** By default every enquiry is accepted; tests override with `server.use(...)` to refuse or fail. */
export const enquiryHandlers = [
  http.post(`*${apiPaths.contact}`, () => HttpResponse.json({ success: true, message: enquiryReceivedMessage }, { status: 201 })),
];
