// A staff change that has nothing to say (Back up now, a picture's Delete) still goes as JSON with a body, `{}`:
// the client names JSON on every request, and the server refuses a JSON request without a body (400).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/msw-server';

import { setCsrfToken, staffSend } from './staff-request';

describe('staffSend', () => {
  it('sends a change without a body as {} in JSON, with the CSRF token', async () => {
    const sent: string[] = [];
    server.use(
      http.all('*/api/staff/example', async ({ request }) => {
        sent.push(
          `${request.method} ${request.headers.get('content-type')} ${request.headers.get('x-csrf-token')} ${await request.text()}`,
        );
        return HttpResponse.json({ success: true, message: 'Done.' });
      }),
    );
    setCsrfToken('session-token');
    try {
      await staffSend('POST', '/api/staff/example');
      await staffSend('DELETE', '/api/staff/example');
    } finally {
      // The token is the module's: other files in this worker start without one.
      setCsrfToken('');
    }
    expect(sent).toEqual(['POST application/json session-token {}', 'DELETE application/json session-token {}']);
  });
});
