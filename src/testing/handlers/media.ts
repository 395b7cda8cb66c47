import { http, HttpResponse } from 'msw';

/** A picture of the media library as GET /api/staff/media answers it (`used_count`: the uses in `used_by`, unless given). */
export const samplePicture = (id: number, fields: Record<string, unknown> = {}) => {
  const named = (fields.used_by ?? []) as { state: string }[];
  const history = named.filter((use) => use.state === 'history').length;
  return { ...pictureFields(id), used_count: { current: named.length - history, history }, ...fields };
};

const pictureFields = (id: number) => ({
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
});

/**
 * The media library's API (/api/staff/media): by default an empty library. Tests of pictures override it with
 * `server.use(...)`.
 */
export const mediaHandlers = [
  http.get('*/api/staff/media', () => HttpResponse.json({ success: true, data: { items: [], page: 1, size: 50, total: 0 } })),
];
