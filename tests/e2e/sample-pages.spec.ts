// The creative and studio agency sample home pages: sections and links, the rotating hero titles, the
// masonry's columns, the hover tabs, the water ripple (mounted or its fallback) and the scrolling text. The
// digital agency and tech startup: sample-pages-digital-tech.spec.ts.
import { HERO_TITLE_ROTATION_MS } from '../../src/config/constants';

import { appReady, clockStandingStill, expect, hydrated, test } from './fixtures';
import { expectLink, expectRegions } from './sample-pages';

test.describe('creative agency (/light/)', () => {
  test('shows every section in order with working links', async ({ page }) => {
    await page.goto('/light/');
    await expect(page).toHaveTitle(/Creative Agency/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We design the systems your business runs on');
    await expectRegions(page, [
      'Dexterity in numbers',
      'A small team with a big appetite for tidy books',
      'Process-first consultants, not box sellers',
      'What we do best',
      'Recent projects we are proud of',
      'Recognition for work done well',
      'What our clients say',
      'Ready to close your books faster?',
      'Notes from the accounting desk',
    ]);
    await expect(page.getByRole('heading', { name: 'Questions we hear every week' })).toBeVisible();
    await expectLink(page, 'Start a Project', '/contact');
    await expectLink(page, 'Our Story', '/about');
    await expectLink(page, 'See All Projects', '/portfolio');
    await expectLink(page, 'Contact Us', '/contact');
    await expect(page.locator('.portfolio-masonry__item')).toHaveCount(8);
    await expect(page.locator('.awards__item')).toHaveCount(4);
  });

  // The page's clock is the test's (page.clock): time is moved on, never waited for. That the title stays until
  // exactly 3 s have passed is the section's unit test (rotating-hero-section.test.tsx).
  test('rotates the hero small titles every 3 seconds', async ({ page }) => {
    const start = new Date('2026-01-05T10:00:00+05:30');
    await clockStandingStill(page, start);
    await page.goto('/light/');
    const mini = page.getByTestId('hero-mini-title');
    // The section starts its timer as the page hydrates, in the commit that marks <html data-app="ready">.
    await appReady(page);
    await expect(mini).toHaveText('TallyPrime Experts');
    await page.clock.runFor(HERO_TITLE_ROTATION_MS);
    await expect(mini).toHaveText('GST Made Simple');
  });

  test('the portfolio masonry has 1 column at 900 px and 2 at 1200 px, as the window widens', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto('/light/');
    const masonry = page.locator('.portfolio-masonry');
    // Counted on screen, where a visitor sees it.
    const columns = () =>
      masonry.evaluate((list) => {
        list.scrollIntoView({ block: 'center', behavior: 'instant' });
        const items = [...list.querySelectorAll('.portfolio-masonry__item')];
        return new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size;
      });
    await expect.poll(columns, '900 px').toBe(1);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect.poll(columns, '1200 px').toBe(2);
  });
});

test.describe('water ripple', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('mounts on the creative hero picture in Chromium (software WebGL) once the visitor points at it', async ({ page }) => {
    await page.goto('/light/');
    await page.waitForLoadState('load');
    const ripple = page.locator('.water-ripple');
    await hydrated(ripple);
    await expect(ripple).toHaveAttribute('data-ripple', 'off');
    await ripple.hover();
    await expect(ripple).toHaveAttribute('data-ripple', 'on', { timeout: 15_000 });
    await expect(ripple.locator('canvas')).toHaveCount(1);
    await expect(ripple.getByRole('img', { name: /accounting dashboard floating on blue water/ })).toBeVisible();
  });

  test('keeps the still picture, without an error, when WebGL is unavailable', async ({ page }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (/webgl/.test(type)) {
          document.documentElement.dataset.webglRefused = 'yes';
          return null;
        }
        return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof HTMLCanvasElement.prototype.getContext;
    });
    await page.goto('/light/');
    await page.waitForLoadState('load');
    const ripple = page.locator('.water-ripple');
    await hydrated(ripple);
    await ripple.hover();
    // The pointer asked for the effect and its support check was refused WebGL: from there on it is not
    // wanted, so nothing more is loaded or drawn, and the picture stays.
    await expect(page.locator('html')).toHaveAttribute('data-webgl-refused', 'yes');
    await expect(ripple).toHaveAttribute('data-ripple', 'off');
    await expect(ripple.locator('canvas')).toHaveCount(0);
    await expect(ripple.locator('img')).toBeVisible();
    expect(await ripple.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('stays off under reduced motion, and wakes on the same pointing once motion is allowed', async ({ page }) => {
    // In order: what the system said about motion and when the effect's support check asked for WebGL.
    await page.addInitScript(() => {
      const events: string[] = [];
      Object.assign(window, { rippleEvents: events });
      matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', (change) =>
        events.push(change.matches ? 'motion reduced' : 'motion allowed'),
      );
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (/webgl/.test(type)) events.push('WebGL asked');
        return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof HTMLCanvasElement.prototype.getContext;
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/light/');
    await page.waitForLoadState('load');
    const ripple = page.locator('.water-ripple');
    await hydrated(ripple);
    await ripple.hover();
    await expect(ripple).toHaveAttribute('data-ripple', 'off');
    // The pointing is remembered: once motion is allowed the effect is wanted, and its support check asks for
    // WebGL. Had the pointing woken it under reduced motion, that check would have come first.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const events = () => page.evaluate(() => (window as unknown as { rippleEvents: string[] }).rippleEvents.slice(0, 2));
    await expect.poll(events).toEqual(['motion allowed', 'WebGL asked']);
  });
});

test.describe('studio agency', () => {
  test('shows every section with its buttons', async ({ page }) => {
    await page.goto('/studio-agency');
    await expect(page).toHaveTitle(/Studio Agency/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We turn messy spreadsheets into calm, clear systems');
    await expectRegions(page, [
      'Fifteen years of making accounts add up',
      'Four ways we make your business easier to run',
      'Systems our clients rely on every day',
      'The people behind the work',
      'Kind words from our clients',
      'Have a process that needs untangling?',
      'Fresh from our blog',
    ]);
    await expectLink(page, 'See All Project', '/about');
    await expectLink(page, 'View Portfolio', '/portfolio');
    await expectLink(page, 'Contact Us', '/contact');
    await expect(page.locator('.numbered-cards__card')).toHaveCount(4);
    await expect(page.locator('.numbered-cards__number')).toHaveText(['01', '02', '03', '04']);
    const news = page.getByRole('region', { name: 'Fresh from our blog' });
    await expect(news.locator('.blog-grid__lead article')).toHaveCount(1);
    await expect(news.locator('.blog-grid__list article')).toHaveCount(3);
  });

  test('the scrolling text stands still under reduced motion and can be paused', async ({ page }) => {
    await page.goto('/studio-agency');
    await expect(page.getByTestId('marquee')).toHaveClass(/scrolling-hero__band--still/);
    await page.getByRole('button', { name: 'Play the scrolling text' }).click();
    await expect(page.getByTestId('marquee')).not.toHaveClass(/scrolling-hero__band--still/);
    await page.getByRole('button', { name: 'Pause the scrolling text' }).click();
    await expect(page.getByTestId('marquee')).toHaveClass(/scrolling-hero__band--still/);
  });
});
