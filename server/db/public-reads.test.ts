// The public reads serve the pictures inside rich text responsive (docs/media.md): an upload the media library
// has gets its resized copies, its size and lazy loading in the article's body and a built page's rich text, in
// the API and the server's page alike; what is stored stays as staff saved it, and a picture the library does
// not have is left as it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { uploadTestPicture, type UploadedPicture } from '../media/test-uploads.ts';
import { serviceHeadingBuild } from '../render/stand-in-build.ts';
import { buildStaffTestApp, type SignedIn, type StaffTestApp } from '../staff/test-staff.ts';

const ORIGIN = 'http://localhost:8080';
let t: StaffTestApp;
let session: SignedIn;

/** An upload the library never recorded (an import from another server). */
const UNKNOWN = '/media/uploads/00000000000000000000000000000000-1600x900.webp';
const ARTWORK = '/media/sections/chart-v1.svg';

let photo: UploadedPicture;
const content = (method: 'GET' | 'POST', path: string, payload?: object) =>
  t.send(method, `/api/staff/content/${path}`, { session, payload });
const read = async (url: string) => (await t.app.inject(url)).json().data;
const body = (picture: string, end = '>') =>
  `<p>Match the books first.</p><p><img src="${picture}" alt="A ledger"${end}</p><p><img src="${UNKNOWN}" alt="Elsewhere"${end}<img src="${ARTWORK}" alt="Artwork"${end}</p>`;
/** The body as the server's cleaning stores it. */
const cleaned = (picture: string) => body(picture, ' />');

beforeAll(async () => {
  // A stand-in render bundle that draws a built page's rich text as the API gives it.
  t = await buildStaffTestApp({ env: { SITE_ORIGIN: ORIGIN }, dist: serviceHeadingBuild(ORIGIN) });
  await t.addAccount();
  session = await t.signIn();
  photo = await uploadTestPicture(t, session, '#0a5', 'ledger.png', 1600, 1200);
  const article = await content('POST', 'articles', {
    title: 'Reconciling GSTR-2B',
    slug: 'reconciling-gstr-2b',
    summary: 'Month end',
    body: body(photo.url),
  });
  expect(article.statusCode, article.body).toBe(201);
  const page = await content('POST', 'pages', {
    title: 'Masterclass',
    slug: 'masterclass',
    blocks: [{ type: 'rich-text', html: body(photo.url) }],
  });
  expect(page.statusCode, page.body).toBe(201);
});
afterAll(async () => t?.close());

describe('pictures in rich text, as visitors get them', () => {
  it('serve an upload of the library from its resized copies, with its size and lazy loading; others as they are', async () => {
    const [article] = await read('/api/get-article/?slug=reconciling-gstr-2b');
    const base = photo.url.slice(0, photo.url.lastIndexOf('.'));
    expect(photo.url).toMatch(/-1600x1200\.png$/);
    expect(article.body).toContain(
      `<img src="${photo.url}" alt="A ledger" width="1600" height="1200" srcset="${base}-480.jpg 480w, ${base}-960.jpg 960w, ${base}-1440.jpg 1440w, ${base}-1600.jpg 1600w" sizes="(min-width: 768px) 720px, 100vw" loading="lazy" decoding="async">`,
    );
    expect(article.body).toContain(`<source type="image/avif" srcset="${base}-480.avif 480w,`);
    // Not in the library, or not an upload: left as it was.
    expect(article.body).toContain(`<img src="${UNKNOWN}" alt="Elsewhere" /><img src="${ARTWORK}" alt="Artwork" />`);

    // A built page's rich text, in the API and in the page the server draws.
    const [page] = await read('/api/get-page/?slug=masterclass');
    expect(page.blocks[0].html).toBe(article.body);
    const drawn = await t.app.inject('/masterclass');
    expect(drawn.statusCode).toBe(200);
    expect(drawn.body).toContain(`srcset="${base}-480.jpg 480w, ${base}-960.jpg 960w, ${base}-1440.jpg 1440w, ${base}-1600.jpg 1600w"`);
  });

  it('are stored as staff saved them (cleaned), and a picture whose library row is gone is served so, still shown', async () => {
    const [listed] = (await content('GET', 'articles')).json().data as { id: number }[];
    expect((await content('GET', `articles/${listed!.id}`)).json().data.body).toBe(cleaned(photo.url));
    t.db.prepare('DELETE FROM media WHERE id = ?').run(photo.id);
    const [article] = await read('/api/get-article/?slug=reconciling-gstr-2b');
    expect(article.body).toBe(cleaned(photo.url));
  });
});
