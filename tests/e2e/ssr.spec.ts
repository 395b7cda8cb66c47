// Pages with data rendered by the server (docs/decisions/0008): complete with scripts off, hydrated
// without asking the API again, fresh after a content import, 404 for unknown services, and the head,
// sitemap and robots rules that follow the route table.
import type { Request } from '@playwright/test';

import { E2E_PORT } from '../../playwright.config';
import { pageAt, pagePaths } from '../../common/route-addresses';

import { apiData, expect, test } from './fixtures';
import { seedDocument, startPrivateServer } from './private-server';

interface ApiService {
  id: number;
  heading: string;
  description: string;
  offering_id: number;
}
interface ApiSection {
  title: string;
}
interface ApiFact {
  offering_details: number;
  fact_key: string;
  fact_value: string;
  show_facts: boolean;
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('Our Offerings shows every seeded service as a card with a link to its page', async ({ page, request }) => {
    const services = await apiData<ApiService[]>(request, '/api/get-offering-details/');
    expect(services.length).toBeGreaterThan(10);
    await page.goto('/service');
    await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
    for (const service of services) {
      const card = page.locator(`.service-card__title a[href="/service/service-${service.id}"]`);
      await expect(card, service.description).toBeVisible();
      await expect(card).toContainText(service.description);
    }
    // The header's Our Offerings menu carries its entries too.
    await expect(page.locator('.site-nav a[href^="/service?offering="]').first()).toBeAttached();
  });

  test('an offering tab by URL shows that offering’s services only', async ({ page, request }) => {
    const services = await apiData<ApiService[]>(request, '/api/get-offering-details/');
    const offerings = await apiData<{ id: number; offering_name: string }[]>(request, '/api/get-offering/');
    const offering = offerings.find((item) => item.offering_name !== 'All' && services.some((s) => s.offering_id === item.id))!;
    await page.goto(`/service?offering=${encodeURIComponent(offering.offering_name)}`);
    await expect(page.getByRole('tab', { name: offering.offering_name })).toHaveAttribute('aria-selected', 'true');
    for (const service of services) {
      const card = page.locator(`.service-card a[href="/service/service-${service.id}"]`);
      await expect(card, service.description).toHaveCount(service.offering_id === offering.id ? 1 : 0);
    }
  });

  test('a service page shows its title, quick facts, sections and plans, and its head', async ({ page, request }) => {
    const services = await apiData<ApiService[]>(request, '/api/get-offering-details/');
    const service = services[0]!;
    const sections = await apiData<ApiSection[]>(request, `/api/get-overview-by-offering/?id=${service.id}`);
    const facts = (await apiData<ApiFact[]>(request, '/api/get-quickfactsviewset/')).filter(
      (f) => f.offering_details === service.id && f.show_facts,
    );
    expect(sections.length).toBeGreaterThan(0);
    expect(facts.length).toBeGreaterThan(0);

    const response = await page.goto(`/service/service-${service.id}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: service.description })).toBeVisible();
    await expect(page.getByText(service.heading, { exact: true }).first()).toBeVisible();
    await expect(page.locator('.service-details__image')).toBeVisible();
    const aside = page.getByRole('complementary', { name: 'Client Information' });
    for (const fact of facts.slice(0, 4)) await expect(aside.getByText(fact.fact_value, { exact: true })).toBeVisible();
    for (const section of sections.slice(0, 7)) await expect(page.getByRole('heading', { name: section.title })).toBeVisible();
    await expect(page.locator('.service-pricing .pricing-plan__price').first()).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);

    await expect(page).toHaveTitle(`${service.description} | Dexterity`);
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect(await meta('meta[name="description"]')).toContain(service.heading);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`http://localhost:8080/service/service-${service.id}`);
    expect(await meta('meta[property="og:image"]')).toBe(`http://localhost:8080/og/service-${service.id}.png`);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});

test.describe('hydration', () => {
  for (const path of ['/service/service-1', '/service', '/', '/about', '/contact', '/privacy']) {
    test(`${path} asks the API for nothing the page carries`, async ({ page }) => {
      // A read of the API; the cookieless count of a form shown (a POST beacon, reading nothing) is not one.
      const apiRequests: string[] = [];
      page.on('request', (request: Request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(apiRequests).toEqual([]);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
    });
  }

  test('in the app, a tab still loads its services from the API', async ({ page }) => {
    await page.goto('/service');
    const asked = page.waitForRequest((request) => request.url().includes('/api/get-by-offering/'));
    await page.getByRole('tab').nth(1).click();
    await asked;
    await expect(page.locator('.service-card').first()).toBeVisible();
  });
});

test.describe('status, sitemap and robots', () => {
  test('unknown, malformed and non-numeric service ids answer 404 with Service Not Found', async ({ request }) => {
    for (const slug of ['service-99999', 'service-abc', 'service-0', 'service-1.5', 'tally']) {
      const response = await request.get(`/service/${slug}`);
      expect(response.status(), slug).toBe(404);
      const html = await response.text();
      expect(html, slug).toContain('Service Not Found');
      expect(html, slug).toContain('Return to Services');
    }
  });

  test('sitemap.xml lists the real pages and every seeded service, and no sample page', async ({ request }) => {
    const services = await apiData<ApiService[]>(request, '/api/get-offering-details/');
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs).toEqual(expect.arrayContaining(['/', '/about', '/service', '/contact']));
    for (const service of services) expect(locs).toContain(`/service/service-${service.id}`);
    for (const sample of ['/studio-agency', '/digital-agency', '/blog', '/portfolio', '/team', '/light/shop', '/case-study']) {
      expect(
        locs.some((loc) => loc === sample || loc.startsWith(`${sample}/`)),
        sample,
      ).toBe(false);
    }
    // The site search's results are for visitors, not for search engines.
    expect(locs).not.toContain('/search');
    expect(xml.match(/<lastmod>/g)).toHaveLength(locs.length);
  });

  test('every page of the route table answers 200 with a heading, its canonical link, and the title, description and robots rule its entry gives', async ({
    request,
  }) => {
    const decode = (text: string) =>
      text.replace(
        /&(amp|quot|#x27|#39|lt|gt);/g,
        (_, name: string) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[name] ?? '',
      );
    for (const path of pagePaths) {
      const entry = pageAt(path)!;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      // The HTML itself carries the page: crawlers and visitors see it before any JavaScript runs.
      expect(html, path).toMatch(/<h1[\s>]/);
      expect(html, path).toContain('rel="canonical"');
      const title = decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(title, path).toBe(entry.id === 'home' ? entry.meta.title : `${entry.meta.title} | Dexterity`);
      expect(decode(/<meta[^>]*name="description"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? ''), path).toBe(entry.meta.description);
      const robots = entry.sample ? 'noindex, follow' : entry.noindex ? 'noindex' : undefined;
      expect(/<meta[^>]*name="robots"[^>]*content="([^"]+)"/.exec(html)?.[1], path).toBe(robots);
    }
  });

  test('sample pages carry noindex, follow; the company’s pages do not', async ({ request }) => {
    const robotsOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return /<meta[^>]*name="robots"[^>]*content="([^"]+)"/.exec(html)?.[1];
    };
    for (const sample of ['/studio-agency', '/digital-agency', '/blog', '/light/shop', '/team'])
      expect(await robotsOf(sample), sample).toBe('noindex, follow');
    for (const real of ['/', '/about', '/service', '/service/service-1', '/contact']) expect(await robotsOf(real), real).toBeUndefined();
  });
});

// Playwright reads the fixtures a test uses from its first parameter; this one uses none.
// eslint-disable-next-line no-empty-pattern
test('after `content import` of a changed title, the next HTML of the service page shows it', async ({}, testInfo) => {
  // A server of its own and two content imports: seconds on a quiet machine, more on a busy one.
  test.setTimeout(90_000);
  // A server of its own: the change must not reach the tests that share the main one.
  const server = await startPrivateServer(E2E_PORT + 60 + testInfo.workerIndex, seedDocument());
  try {
    const before = await fetch(`${server.baseURL}/service/service-1`);
    const etag = before.headers.get('etag')!;
    expect(await before.text()).toContain('<title data-rh="true">TallyPrime Silver Licence | Dexterity</title>');

    const document = seedDocument();
    const service = document.offerings.flatMap((offering) => offering.services).find((item) => item.id === 1)!;
    service.description = 'TallyPrime Silver Licence for Pune Traders';
    server.importContent(document);

    const after = await fetch(`${server.baseURL}/service/service-1`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    const html = await after.text();
    expect(html).toContain('<title data-rh="true">TallyPrime Silver Licence for Pune Traders | Dexterity</title>');
    expect(html).toMatch(/<h1[^>]*>TallyPrime Silver Licence for Pune Traders<\/h1>/);
    expect(await (await fetch(`${server.baseURL}/service`)).text()).toContain('TallyPrime Silver Licence for Pune Traders');
    // An unchanged page still answers its validator with 304.
    const again = await fetch(`${server.baseURL}/service/service-1`, { headers: { 'if-none-match': after.headers.get('etag')! } });
    expect(again.status).toBe(304);
  } finally {
    await server.stop();
  }
});
