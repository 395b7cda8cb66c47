// The media library's unit tests: a signed-in editor's session around what they draw, and a library served
// by msw whose requests the test can read.
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { expectConsoleError } from '@common/testing/console';
import { StaffSessionProvider } from '@/components/staff-frame/staff-session';
import { samplePicture } from '@/testing/handlers/media';
import { server } from '@/testing/msw-server';

export { samplePicture };

/** Draws `children` inside a signed-in editor's session. */
export function renderWithStaff(children: ReactNode) {
  // The staff area's shared field sets both the group's controlId and the input's id; React Bootstrap warns about it in development.
  expectConsoleError(/`controlId` is ignored on `<FormControl>` when `id` is specified/);
  server.use(
    http.get('*/api/staff/session', () =>
      HttpResponse.json({
        success: true,
        data: { email: 'asha@example.in', accountId: 1, role: 'editor', csrfToken: 'session-token', newEnquiries: 0 },
      }),
    ),
  );
  return render(
    <MemoryRouter initialEntries={['/staff/media']}>
      <StaffSessionProvider>{children}</StaffSessionProvider>
    </MemoryRouter>,
  );
}

/** Serves the pictures, filtered by `q` as the server does; answers the queries it was asked. */
export function serveLibrary(pictures: ReturnType<typeof samplePicture>[]) {
  const queries: string[] = [];
  server.use(
    http.get('*/api/staff/media', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      queries.push(q);
      const words = q.toLowerCase();
      const found = pictures.filter((picture) => `${picture.alt}\n${picture.name}`.toLowerCase().includes(words));
      return HttpResponse.json({ success: true, data: found });
    }),
  );
  return queries;
}

/** Answers an upload with a new picture of the library. */
export function serveUpload(url: string, id = 99, alt = '') {
  server.use(
    http.post('*/api/staff/content/images', () =>
      HttpResponse.json(
        { success: true, data: { url, type: 'png', width: 640, height: 480, removed: [], id, alt, decorative: false } },
        { status: 201 },
      ),
    ),
  );
}

/**
 * Answers PATCH /api/staff/media/:id as the server does (a description of more than 250 characters refused under
 * `fields.alt`); answers the bodies it was sent.
 */
export function serveAltChanges() {
  const sent: unknown[] = [];
  server.use(
    http.patch('*/api/staff/media/:id', async ({ request, params }) => {
      const body = (await request.json()) as { alt: string; decorative?: boolean };
      sent.push(body);
      const alt = body.alt.trim();
      if (alt.length > 250) {
        const message = `A picture’s description may be at most 250 characters; this one has ${alt.length}.`;
        return HttpResponse.json({ success: false, message, fields: { alt: message } }, { status: 400 });
      }
      const decorative = alt === '' && body.decorative === true;
      const message = alt
        ? 'The description is saved: every page that shows this picture without its own uses it.'
        : 'Marked as decoration.';
      return HttpResponse.json({ success: true, data: samplePicture(Number(params.id), { alt, decorative }), message });
    }),
  );
  return sent;
}
