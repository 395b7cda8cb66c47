// The contact form's tests read what the form posted: every enquiry body, with the answer a test chooses.
import { http, HttpResponse } from 'msw';

import { apiPaths } from '@common/api-contract';

import { server } from './msw-server';

/** Records the body of every enquiry posted, answering with `answer` (by default: accepted). */
export function recordEnquiryPosts(
  answer: () => Response | Promise<Response> = () => HttpResponse.json({ success: true, message: 'ok' }, { status: 201 }),
) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`*${apiPaths.contact}`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}
