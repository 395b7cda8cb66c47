// With the real server and its freshly seeded database: the header's Our Offerings submenu lists the
// offerings from the content API (never 'All'), and the API answers the browser.
import { readFileSync } from 'node:fs';

import { expect, test } from './fixtures';

interface SeedDocument {
  offerings: { offering_name: string }[];
}

const seed = JSON.parse(readFileSync(new URL('../../server/db/seed-content.json', import.meta.url), 'utf8')) as SeedDocument;
const seededNames = seed.offerings.map((offering) => offering.offering_name).filter((name) => name !== 'All');

test.use({ viewport: { width: 1440, height: 900 } });

test('the Our Offerings submenu lists the seeded offerings, not All', async ({ page }) => {
  expect(seededNames).toEqual([
    'Tally Software & Services',
    'ERP Consultation',
    'Tally Developments',
    'Cloud Services',
    'Corporate Trainings',
  ]);
  // The API answers the browser the offerings the server renders every page's menu from.
  const answer = await page.request.get('/api/get-offering-with-details/');
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { data: { offering_name: string }[] }).data.map((offering) => offering.offering_name)).toEqual([
    'All',
    ...seededNames,
  ]);
  await page.goto('/about');

  const toggle = page.getByRole('banner').getByRole('button', { name: 'Our Offerings menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const submenu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(submenu).toBeVisible();

  const links = submenu.getByRole('link');
  await expect(links).toHaveText(seededNames);
  await expect(submenu.getByRole('link', { name: 'All', exact: true })).toHaveCount(0);
  for (const name of seededNames) {
    await expect(submenu.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/service?offering=${encodeURIComponent(name)}`);
  }
});

test('the API and its images answer the browser from the seeded database', async ({ page, request }) => {
  const services = await request.get('/api/get-offering-details/');
  expect(services.status()).toBe(200);
  expect(services.headers()['cache-control']).toBe('public, max-age=60');
  const body = (await services.json()) as { success: boolean; data: { image: string }[] };
  expect(body.success).toBe(true);
  expect(body.data.length).toBeGreaterThanOrEqual(15);

  const image = await request.get(body.data[0]!.image);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const bad = await request.get('/api/get-by-offering/?offering_id=1%20OR%201=1');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ success: false, message: 'offering_id must be a positive integer' });

  // The image renders in a page (the site's CSP allows same-origin images).
  await page.goto('/');
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, body.data[0]!.image);
  expect(size).toEqual([1200, 800]);
});
