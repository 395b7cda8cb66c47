// Portfolio, portfolio details and case study in a real browser: the gallery by keyboard, and every link
// target of the blog and portfolio pages (blog.spec.ts tests the blog itself).
import { expect, hydrated, test } from './fixtures';

const BLOG_DETAILS = '/blog/blog-details';
const PORTFOLIO_DETAILS = '/portfolio/portfolio-details';

test.describe('portfolio', () => {
  test('shows 8 projects linking to the details page and a Send Message call to action', async ({ page }) => {
    await page.goto('/portfolio');
    const main = page.getByRole('main');
    const projects = main.locator('.portfolio-masonry__item');
    await expect(projects).toHaveCount(8);
    for (const href of await projects.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
      expect(href).toBe(PORTFOLIO_DETAILS);
    }
    const cta = main.getByRole('link', { name: 'Send Message' });
    await expect(cta).toHaveAttribute('href', '/contact');
    await cta.click();
    await expect(page).toHaveURL('/contact');
  });

  test('project details show client, location, budget, completion date, summary and Prev/Next links', async ({ page }) => {
    await page.goto(PORTFOLIO_DETAILS);
    const main = page.getByRole('main');
    for (const term of ['Client', 'Location', 'Budget', 'Completion date']) {
      await expect(main.locator('dt', { hasText: term })).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: 'Project summary' })).toBeVisible();
    const nav = main.getByRole('navigation', { name: 'More projects' });
    await expect(nav.getByRole('link', { name: 'Prev Project' })).toHaveAttribute('href', PORTFOLIO_DETAILS);
    await expect(nav.getByRole('link', { name: 'Next Project' })).toHaveAttribute('href', PORTFOLIO_DETAILS);

    // The links open the (one) sample project from the top.
    const next = nav.getByRole('link', { name: 'Next Project' });
    await hydrated(next);
    await next.click();
    await expect(page).toHaveURL(PORTFOLIO_DETAILS);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the gallery works by keyboard', async ({ page }) => {
    await page.goto(PORTFOLIO_DETAILS);
    const gallery = page.getByRole('group', { name: 'Project gallery' });
    const main = gallery.locator('figure img');
    const thumbs = gallery.getByRole('button', { name: /^Show image/ });
    await expect(thumbs).toHaveCount(4);
    await expect(main).toHaveAttribute('alt', /GST dashboard/);
    await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await hydrated(thumbs.nth(0));

    await gallery.getByRole('button', { name: 'Next image' }).focus();
    await page.keyboard.press('Enter');
    await expect(main).toHaveAttribute('alt', /reconciliation table/);
    await expect(gallery.getByText('Image 2 of 4')).toBeVisible();
    // Tab from the next-image button reaches the first thumbnail.
    await page.keyboard.press('Tab');
    await expect(thumbs.nth(0)).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(thumbs.nth(1)).toBeFocused();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('End');
    await expect(thumbs.nth(3)).toBeFocused();
    await expect(main).toHaveAttribute('alt', /training session/);
    await page.keyboard.press('ArrowRight');
    await expect(thumbs.nth(0)).toBeFocused();
    await expect(main).toHaveAttribute('alt', /GST dashboard/);
    await page.keyboard.press('ArrowLeft');
    await expect(thumbs.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(thumbs.nth(0)).toBeFocused();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(thumbs.nth(2)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(main).toHaveAttribute('alt', /mobile approval screen/);
    await expect(gallery.getByText('Image 3 of 4')).toBeVisible();

    await gallery.getByRole('button', { name: 'Previous image' }).focus();
    await page.keyboard.press('Enter');
    await expect(main).toHaveAttribute('alt', /reconciliation table/);
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(gallery.locator('[aria-pressed="true"]')).toHaveCount(1);
  });
});

test.describe('case study', () => {
  test('shows the brief, six challenges and the results 75, 85 and 90 per cent', async ({ page }) => {
    await page.goto('/case-study-details');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'The brief' })).toBeVisible();
    await expect(main.locator('.case-study__challenges > li')).toHaveCount(6);
    await expect(main.locator('.case-study-results__value')).toHaveText(['75%', '85%', '90%']);
  });
});

test.describe('link targets', () => {
  for (const path of ['/blog', '/blog-list', BLOG_DETAILS, '/portfolio', PORTFOLIO_DETAILS, '/case-study-details']) {
    test(`every link in the main content of ${path} leads to a page`, async ({ page, request }) => {
      await page.goto(path);
      const hrefs = await page
        .getByRole('main')
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs.length).toBeGreaterThan(0);
      const origin = new URL(page.url()).origin;
      for (const href of new Set(hrefs)) {
        const url = new URL(href);
        if (url.origin !== origin) {
          expect(url.protocol, href).toBe('https:');
          continue;
        }
        const response = await request.get(url.pathname);
        expect(response.status(), href).toBe(200);
      }
    });
  }
});
