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

/**
 * Serves the pictures as the server does: 50 a page, those whose description or name hold every word of `q`, or the
 * one at `url`; answers what it was asked: each search's `q` (with `#<page>` for a page past the first), or `url=<url>`.
 */
export function serveLibrary(pictures: ReturnType<typeof samplePicture>[]) {
  const queries: string[] = [];
  server.use(
    http.get('*/api/staff/media', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = params.get('q') ?? '';
      const url = params.get('url');
      const asked = Number(params.get('page') ?? 1);
      queries.push(url !== null ? `url=${url}` : asked > 1 ? `${q}#${asked}` : q);
      const words = q.toLowerCase().split(/\s+/).filter(Boolean);
      const found = pictures.filter((picture) =>
        url === null ? words.every((word) => `${picture.alt}\n${picture.name}`.toLowerCase().includes(word)) : picture.url === url,
      );
      const page = Math.min(asked, Math.max(1, Math.ceil(found.length / 50)));
      const items = found.slice((page - 1) * 50, page * 50);
      return HttpResponse.json({ success: true, data: { items, page, size: 50, total: found.length } });
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

/** Refuses an upload as the server refuses a file it cannot take: 400, its sentence as the message and under `fields.file`. */
export function refuseUpload(message: string) {
  expectConsoleError(/API POST .*content\/images failed/);
  server.use(
    http.post('*/api/staff/content/images', () =>
      HttpResponse.json({ success: false, message, fields: { file: message } }, { status: 400 }),
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
