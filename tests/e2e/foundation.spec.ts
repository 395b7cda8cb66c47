// The site shell in a real browser: every route, the 404 page, redirects, header, chat, theme.
import { expect, scrollToY, test } from './fixtures';

const NOT_FOUND = 'This page could not be found.';

test.describe('routes', () => {
  // Every page is prerendered, hydrates and is no wider than a phone: every-page.spec.ts.

  test('an unknown path answers 404 with the 404 page and a way home', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a client-only route gets the app shell, not the 404 page', async ({ page }) => {
    const response = await page.goto('/service/service-1');
    expect(response?.status()).toBe(200);
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  // Each fixed redirect's status and address are the server's tests' (server/site.test.ts); one, followed as a
  // browser does, lands on its page.
  test('/shop/2 redirects to /light/shop/2', async ({ page }) => {
    await page.goto('/shop/2');
    await expect(page).toHaveURL(/\/light\/shop\/2$/);
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  });

  // A section laid out only once it came near the window (content-visibility) changed the page's height as a visitor
  // scrolled, and the footer moved under a tap aimed at it: the press landed on a link, the release beside it.
  test('a page keeps its height while it is scrolled to its end, so the footer stays where a tap aims', async ({ page }) => {
    for (const path of ['/', '/about']) {
      await page.goto(path);
      const heights = await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const height = () => document.documentElement.scrollHeight;
        const seen = [height()];
        window.scrollTo({ top: seen[0], behavior: 'instant' });
        for (let i = 0; i < 4; i++) {
          await frame();
          seen.push(height());
        }
        return seen;
      });
      expect([...new Set(heights)], `${path}: ${heights.join(', ')}`).toHaveLength(1);
    }
  });

  test('every route change starts at the top of the page', async ({ page }) => {
    await page.goto('/about');
    await scrollToY(page, 600);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('header at 1440 px', () => {
  test('phone and e-mail sit on the right; the header stays on top and takes its scrolled style', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /\+91 98220 45110/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(header).not.toHaveClass(/is-scrolled/);
    await scrollToY(page, 700);
    await expect(header).toHaveClass(/is-scrolled/);
    expect((await header.boundingBox())?.y).toBe(0);
  });
});

test.describe('header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the toggle menu opens with phone and e-mail and closes after a link is clicked', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /\+91 98220 45110/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /info@dexterityconsultants\.in/ })).toBeVisible();
    await nav.getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu closes again with its own button', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});

test.describe('chat and theme', () => {
  test('the chat button is 48 px, 18 px from the bottom right, and opens WhatsApp in a new tab', async ({ page }) => {
    await page.goto('/');
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    const box = (await chat.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBe(48);
    expect(box.height).toBe(48);
    expect(viewport.width - (box.x + box.width)).toBe(18);
    expect(viewport.height - (box.y + box.height)).toBe(18);
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.searchParams.get('text')).toBe('Hi, I want to know more about your offerings.');
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('dark mode follows the system until the visitor chooses', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}/about`);
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await context.close();
  });

  test('the chosen theme is remembered and applied before any script of the app runs', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/net::ERR_FAILED/);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    // With the app's JavaScript blocked, only the inline head script can set the theme: no flash.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 17, 32)');
  });
});

test('HTML responses carry the security headers', async ({ request }) => {
  for (const path of ['/', '/no-such-page', '/service/service-3']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['cache-control']).toBe('no-cache');
  }
});
