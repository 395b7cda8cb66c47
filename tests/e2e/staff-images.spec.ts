// A photo from a phone, on a server of its own: staff upload a 4032×3024 JPEG with its GPS position through
// the editor, publish the service, and its page shows the photo as a <picture> of AVIF, WebP and JPEG copies
// at several widths, none wider than 2,560 px, none with the position (docs/decisions/0022-phone-photos.md).
// A phone's photo of about 9 MB (noise, slow to encode) is the server's test (server/content-editor/images.test.ts);
// here it is smooth, so the walk waits for the browser, not for the encoder.
import sharp from 'sharp';

import { expect, test } from './fixtures';
import { PRIVATE_SERVER_FIRST_PORT, seedDocument, startPrivateServer, type PrivateServer } from './private-server';
import { signInAs, staffAccounts } from './staff-account';

const EMAIL = 'images.staff@example.in';
const PASSWORD = 'kothrud-photo-ledger-2026';

let server: PrivateServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('a phone photo uploaded in the editor shows on the service page at several widths, at most 2,560 px wide', async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startPrivateServer(PRIVATE_SERVER_FIRST_PORT + test.info().parallelIndex, seedDocument());
  await staffAccounts([EMAIL], PASSWORD, server.databasePath);
  const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#6a8caf' } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 12/1', GPSMapDatum: 'WGS-84' } })
    .toBuffer();

  const staff = await browser.newContext({ baseURL: server.baseURL });
  const page = await staff.newPage();
  await signInAs(page, EMAIL, PASSWORD);
  await page.goto('/staff/content?kind=services');
  const row = page.getByRole('row').filter({ has: page.locator('a[href="/service/service-12"]') });
  await row.getByRole('button', { name: /^Edit / }).click();
  const form = page.getByRole('dialog', { name: /^Edit service/ });
  // The server's answer to the upload, so that a failure says whether it was refused, slow or never sent. Its work
  // (a 12-megapixel photo decoded, then 13 encodes) took over 10 s three times beside a build on a 2-core machine,
  // and the page, which then waited 10 s for any answer, gave up on it: the test waited for an answer the browser no
  // longer wanted (docs/testing.md, 2026-12-06). The page now waits minutes for an upload; the time it took is noted
  // with the test's result.
  const uploaded = Date.now();
  const answered = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/staff/content/images') && answer.request().method() === 'POST',
    { timeout: 120_000 },
  );
  await form.getByLabel(/^Or upload a picture/).setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  const answer = await answered;
  test.info().annotations.push({ type: 'upload answered', description: `${((Date.now() - uploaded) / 1000).toFixed(1)} s` });
  expect(answer.ok(), await answer.text()).toBe(true);
  const picture = form.getByLabel('Picture', { exact: true });
  await expect(picture).toHaveValue(/^\/media\/uploads\/[0-9a-f]{32}-2560x1920\.jpg$/);
  const url = await picture.inputValue();
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Service “.+” published\.$/ })).toBeVisible();
  await staff.close();

  const visitor = await browser.newContext({ baseURL: server.baseURL });
  const guest = await visitor.newPage();
  await guest.goto('/service/service-12');
  const main = guest.locator('picture:has(.service-details__image)');
  const base = url.slice(0, -'.jpg'.length);
  const srcset = (format: string) => [480, 960, 1440, 2560].map((w) => `${base}-${w}.${format} ${w}w`).join(', ');
  await expect(main.locator('source[type="image/avif"]')).toHaveAttribute('srcset', srcset('avif'));
  await expect(main.locator('source[type="image/webp"]')).toHaveAttribute('srcset', srcset('webp'));
  const img = main.locator('img');
  await expect(img).toHaveAttribute('srcset', srcset('jpg'));
  await expect(img).toHaveAttribute('sizes', /66vw/);
  // The browser loads a copy: AVIF, no wider than 2,560 px, and the box stays 510 px high.
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  const shown = await img.evaluate((element: HTMLImageElement) => ({
    src: element.currentSrc,
    width: element.naturalWidth,
    height: element.getBoundingClientRect().height,
  }));
  expect(shown.src).toMatch(/-\d+\.avif$/);
  expect(shown.width).toBeLessThanOrEqual(2560);
  expect(shown.height).toBe(510);

  // What is served carries no EXIF: neither the phone's make nor its GPS block.
  for (const path of [url, `${base}-2560.avif`, `${base}-960.webp`, `${base}-480.jpg`]) {
    const response = await guest.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    const body = await response.body();
    expect(body.toString('latin1'), path).not.toMatch(/TestPhone|WGS-84/);
    const metadata = await sharp(body).metadata();
    expect(metadata.exif, path).toBeUndefined();
    expect(metadata.width, path).toBeLessThanOrEqual(2560);
  }
  await visitor.close();
});
