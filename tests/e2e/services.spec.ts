// Our Offerings and the service detail page in a real browser, against the real server and its
// seeded database: ids are discovered through the API, never hard-coded.
import { apiData, expect, navigateInApp, test } from './fixtures';

interface ApiService {
  id: number;
  heading: string;
  description: string;
  offering_id: number;
}

interface ApiOffering {
  id: number;
  offering_name: string;
}

const pad = (id: number) => String(id).padStart(2, '0');

test.describe('Our Offerings', () => {
  test('shows All and the seeded offerings as tabs, and every service as a numbered card', async ({ page, request }) => {
    const offerings = await apiData<ApiOffering[]>(request, '/api/get-offering/');
    const services = await apiData<ApiService[]>(request, '/api/get-offering-details/');
    expect(services.length).toBeGreaterThan(0);

    await page.goto('/service');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Offerings' })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['All', ...offerings.map((o) => o.offering_name).filter((name) => name !== 'All')]);
    await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
    // The tabs (drawn in the browser) and the panel (prerendered) agree on ids: the panel is the tabs'.
    const panelId = await tabs.first().getAttribute('aria-controls');
    await expect(page.getByRole('tabpanel')).toHaveAttribute('id', panelId!);

    const cards = page.getByRole('list', { name: 'All services' }).getByRole('article');
    await expect(cards).toHaveCount(services.length);
    const first = services[0]!;
    const firstCard = cards.first();
    await expect(firstCard).toContainText(pad(first.id));
    await expect(firstCard.getByRole('heading', { level: 3 })).toHaveText(`${pad(first.id)}. ${first.description}`);
    await expect(firstCard).toContainText(first.heading);
    // Every card image loads (API image or the default artwork).
    const images = page.locator('.service-card__image');
    await images.first().scrollIntoViewIfNeeded();
    await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('?offering= selects that tab on arrival', async ({ page, request }) => {
    const offerings = await apiData<ApiOffering[]>(request, '/api/get-offering/');
    const offering = offerings.filter((o) => o.offering_name !== 'All').at(-1)!;
    await page.goto(`/service?offering=${encodeURIComponent(offering.offering_name)}`);
    await expect(page.getByRole('tab', { name: offering.offering_name, exact: true })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('service detail', () => {
  test('by direct URL: header, 510 px image, quick facts, sections, pricing and Go to Top', async ({ page, request }) => {
    const services = await apiData<ApiService[]>(request, '/api/get-offering-details/');
    const service = services[0]!;
    await page.goto(`/service/service-${service.id}`);
    await expect(page.getByRole('heading', { level: 1, name: service.description })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(service.description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    const image = page.locator('.service-details__image');
    await expect.poll(() => image.evaluate((img) => img.getBoundingClientRect().height)).toBe(510);

    const facts = page.getByRole('complementary', { name: 'Client Information' });
    await expect(facts.getByText('Client information not available').or(facts.getByRole('term').first())).toBeVisible();
    expect(await facts.getByRole('term').count()).toBeLessThanOrEqual(4);

    const sections = page.locator('.service-sections__item');
    await expect(sections.first().or(page.getByText('No additional details available for this service.'))).toBeVisible();
    expect(await sections.count()).toBeLessThanOrEqual(7);

    await expect(page.locator('.service-pricing h2')).toBeVisible();
    await expect(page.locator('.service-pricing .loading-status')).toHaveCount(0);

    await page.mouse.wheel(0, 2000);
    const toTop = page.getByRole('button', { name: 'Go to Top' });
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const slug of ['service-abc', 'service-99999']) {
    test(`/service/${slug} shows Service Not Found with a way back`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404/);
      const response = await page.goto(`/service/${slug}`);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
      await expect(page.getByText(/^Service not found\./)).toBeVisible();
      await page.getByRole('button', { name: 'Return to Services' }).click();
      await expect(page).toHaveURL(/\/service$/);
      await expect(page.getByRole('tab', { name: 'All', exact: true })).toBeVisible();
    });
  }
});

test.describe('with the API stopped', () => {
  test('Our Offerings shows the error texts and the header still works', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/API GET|Error fetching|Failed to load resource/);
    // The server renders /service with its data; the error texts belong to a visit inside the app.
    await page.goto('/about');
    await page.route('**/api/**', (route) => route.abort());
    await page.getByRole('banner').getByRole('link', { name: 'Our Offerings', exact: true }).click();
    await expect(page).toHaveURL(/\/service$/);
    await expect(page.getByText('Error loading labels')).toBeVisible();
    await expect(page.getByText('Error: Failed to load services')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the detail page shows Unable to Load Service; Try Again recovers once the API is back', async ({
    page,
    allowConsoleErrors,
    request,
  }) => {
    allowConsoleErrors(/API GET|Error fetching|Failed to load resource/);
    const services = await apiData<ApiService[]>(request, '/api/get-offering-details/');
    const service = services[0]!;
    // The server renders the page with its data; the error state belongs to a visit inside the app.
    await page.goto('/about');
    await page.route('**/api/**', (route) => route.abort());
    await navigateInApp(page, `/service/service-${service.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unable to Load Service' })).toBeVisible();
    await expect(page.getByText('Service details not available. Please try again later.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: service.description })).toBeVisible();
  });
});
