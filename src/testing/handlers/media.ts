import { http, HttpResponse } from 'msw';

/** A picture of the media library as GET /api/staff/media answers it. */
export const samplePicture = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  url: `/media/uploads/${String(id).padStart(32, 'a')}-640x480.png`,
  name: `photo-${id}.png`,
  type: 'png',
  width: 640,
  height: 480,
  bytes: 81_920,
  alt: '',
  decorative: false,
  uploaded_at: '2026-11-27T10:00:00.000Z',
  uploaded_by: 'asha@example.in',
  thumbnail: `/media/uploads/${String(id).padStart(32, 'a')}-640x480-480.webp`,
  used_by: [],
  ...fields,
});

/**
 * The media library's API (/api/staff/media): by default an empty library. Tests of pictures override it with
 * `server.use(...)`.
 */
export const mediaHandlers = [
  http.get('*/api/staff/media', () => HttpResponse.json({ success: true, data: { items: [], page: 1, size: 50, total: 0 } })),
];
