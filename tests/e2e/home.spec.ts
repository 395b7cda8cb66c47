// The home page in a real browser (docs/requirements/spec.md §2, §9): sections, texts and links, the hero's
// timing, counters, the video block, the FAQ, the scroll-to-top threshold and reduced motion. Its words come
// from the seed (./company-seed.ts), as a new database holds them.
import type { Page } from '@playwright/test';

import { HERO_AUTOPLAY_MS } from '../../src/config/constants';

import { pageTitle, seed } from './company-seed';
import { appReady, clockStandingStill, expect, hydrated, scrollToY, slidesInView, test } from './fixtures';
import { nextFrame } from './layout-problems';

/** The title of the slide in view: the active one once swiper runs, the first before (it starts on the first move). */
const heroTitle = (page: Page) =>
  page.locator('.home-hero').evaluate((hero) => {
    const slide =
      hero.querySelector('.swiper-slide-active') ?? (hero.querySelector('.carousel--static') ? hero.querySelector('.swiper-slide') : null);
    return slide?.querySelector('.home-hero__title')?.textContent ?? null;
  });

/**
 * Waits until the hero's slides stand still: swiper ends a move by setting its wrapper's transition back to none
 * (sample-pages-digital-tech.spec.ts waits the same way).
 */
const heroAtRest = (page: Page) => expect(page.locator('.home-hero .swiper-wrapper')).toHaveCSS('transition-duration', '0s');

async function waitForSwiper(page: Page, selector: string) {
  await expect(page.locator(`${selector} .swiper-initialized`)).toHaveCount(1, { timeout: 15_000 });
}

test.describe('home page', () => {
  test('has every section in the specified order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.site_settings.tagline);
    await expect(page).toHaveTitle(pageTitle('/'));
    const order = ['.home-hero', '#about', '#service', '#why', '.stats-section', '.video-section', '#faq', '.cta-section'];
    const tops: number[] = [];
    for (const selector of order) {
      const box = await page.locator(selector).first().boundingBox();
      expect(box, selector).not.toBeNull();
      tops.push(box!.y);
    }
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  });

  test('hero: 4 slides with mini title, title, subtitle and image; arrows; a down arrow to #service', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights' });
    await expect(hero.getByRole('group')).toHaveCount(4);
    await expect(hero.locator('.home-hero__mini-title')).toHaveCount(4);
    await expect(hero.locator('.home-hero__subtitle')).toHaveCount(4);
    await expect(hero.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Next slide' })).toBeVisible();
    const arrow = page.getByRole('link', { name: 'Scroll to our offerings' });
    await expect(arrow).toHaveAttribute('href', '#service');
    await arrow.click();
    await expect(page).toHaveURL(/#service$/);
    await expect(page.getByRole('heading', { name: seed.home.offerings_title })).toBeInViewport();
  });

  test('hero: the first image is preloaded with high priority, the others wait for the load event', async ({ page }) => {
    const response = await page.goto('/');
    const html = await response!.text();
    const firstImage = page.locator('.home-hero .swiper-slide').first().locator('img');
    const src = await firstImage.getAttribute('src');
    expect(src).toBeTruthy();
    expect(html).toMatch(new RegExp(`<link[^>]+rel="preload"[^>]+href="${src}"|<link[^>]+href="${src}"[^>]+rel="preload"`));
    expect(html).toMatch(/<link[^>]+as="image"[^>]+fetchpriority="high"|<link[^>]+fetchpriority="high"[^>]+as="image"/);
    await expect(firstImage).toHaveAttribute('loading', 'eager');
    await expect(firstImage).toHaveAttribute('width', /\d+/);
    await expect(firstImage).toHaveAttribute('height', /\d+/);
    // The later slides' images exist in the prerendered HTML only as sized placeholders.
    expect(html).not.toMatch(/hero-(dashboard|cloud|classroom)-[^"]*\.svg/);
    await expect(page.locator('.home-hero img')).toHaveCount(4);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const later = performance
        .getEntriesByType('resource')
        .filter((entry) => /hero-(dashboard|cloud|classroom)/.test(entry.name))
        .map((entry) => entry.startTime);
      return { loadEventStart: navigation.loadEventStart, later };
    });
    for (const start of timing.later) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
  });

  test('About Us links to Our Story; Our Offerings has Products, Services and Solutions; Why links to /about', async ({ page }) => {
    await page.goto('/');
    const about = page.locator('#about');
    await expect(about.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(about.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    const offerings = page.locator('#service');
    await expect(offerings.getByRole('heading', { level: 3 })).toHaveText(['Products', 'Services', 'Solutions']);
    const why = page.locator('#why');
    await expect(why.getByRole('link', { name: 'Learn more about us' })).toHaveAttribute('href', '/about');
    await page.locator('#about').getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  });

  test('statistics row: the four business figures', async ({ page }) => {
    await page.goto('/');
    const stats = page.getByRole('region', { name: seed.home.statistics_title });
    await stats.scrollIntoViewIfNeeded();
    for (const { value: number, label: title } of seed.statistics) {
      await expect(stats.getByText(title)).toBeVisible();
      await expect(stats.locator('.stats-section__number', { hasText: number }).first()).toBeVisible();
    }
  });

  test('video block: a click sets the youtube-nocookie source and shows the player', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.video-section iframe')).toHaveCount(0);
    const play = page.getByRole('button', { name: /^Play video/ });
    await hydrated(play);
    await play.click();
    const frame = page.locator('.video-section iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(frame).toHaveAttribute('title', /TallyPrime/);
    await expect(page.locator('.video-section [data-playing]')).toHaveAttribute('data-playing', 'true');
  });

  test('FAQ: 10 questions, the first open, one open at a time, a second click closes, a link to an answer opens it', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const buttons = faq.locator('.accordion-button');
    await expect(buttons).toHaveCount(10);
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
    const answers = faq.locator('.accordion-body');
    await expect(answers.first()).toBeVisible();
    await expect(answers.nth(2)).toBeHidden();
    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(answers.nth(2)).toBeVisible();
    await expect(answers.first()).toBeHidden();
    await buttons.nth(2).click();
    await expect(faq.locator('.accordion-button[aria-expanded="true"]')).toHaveCount(0);
    await expect(answers.nth(2)).toBeHidden();
    // A link to a passage of a closed answer (as a search result links to the text it quotes) opens that answer.
    const passage = (await answers.nth(4).textContent())!.split(' ').slice(0, 4).join(' ');
    await page.goto(`/#:~:text=${encodeURIComponent(passage).replace(/-/g, '%2D')}`);
    await expect(buttons.nth(4)).toHaveAttribute('aria-expanded', 'true');
    await expect(answers.nth(4)).toBeInViewport();
    await expect(answers.nth(2)).toBeHidden();
  });

  test('call to action Contact Us goes to /contact; structured data names the business in Pune', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.cta-section').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const parsed = data.map((text) => JSON.parse(text) as Record<string, unknown>);
    const business = parsed.find((item) => item['@type'] === 'LocalBusiness');
    const organization = parsed.find((item) => item['@type'] === 'Organization');
    expect(business).toBeTruthy();
    expect(organization).toBeTruthy();
    for (const item of [business!, organization!]) {
      expect(item).toMatchObject({ name: 'Dexterity', address: { addressLocality: 'Pune' } });
      expect(item.telephone).toBeTruthy();
      expect(item.url).toBeTruthy();
      expect(item.logo).toBeTruthy();
      expect(Array.isArray(item.sameAs)).toBe(true);
    }
  });

  test('the circular scroll-to-top button: hidden at 300 px, shown at 301 px, scrolls to the top', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await scrollToY(page, 300);
    await expect(button).toHaveCount(0);
    await scrollToY(page, 301);
    await expect(button).toBeVisible();
    await expect(button).toHaveClass(/back-to-top--circle/);
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test('the card carousel shows 1, 2, 3 and 4 per view at 375, 600, 1200 and 1800 px, as the window widens', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'The six implementation steps' });
    // Swiper starts as the visitor nears the carousel.
    await carousel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await waitForSwiper(page, '.home-why__process');
    const visible = () => slidesInView(carousel);
    for (const [width, perView] of [
      [375, 1],
      [600, 2],
      [1200, 3],
      [1800, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(visible, `${width} px`).toBe(perView);
      // Pagination bullets are at least 24 px targets.
      const bullet = await carousel.locator('.swiper-pagination-bullet').first().boundingBox();
      expect(bullet!.width).toBeGreaterThanOrEqual(24);
      expect(bullet!.height).toBeGreaterThanOrEqual(24);
    }
  });

  // The next slide's Marathi title begins with a letter whose headline starts a pixel before it: it showed as a
  // stroke at the right edge of the slide in view.
  test('in Marathi the hero shows the slide in view and nothing of the next one, at 375 and 1440 px', async ({ page }) => {
    await page.goto('/mr/');
    // The second view of the page draws with Noto Sans Devanagari for sure (the first's font may come too late).
    await page.reload();
    await hydrated(page.locator('.home-hero'));
    const window = page.locator('.home-hero .swiper');
    const hide = (which: 'in view' | 'all') =>
      window.evaluate((element, which) => {
        const slides = [...element.querySelectorAll<HTMLElement>('.swiper-slide')];
        const inView = element.querySelector<HTMLElement>('.swiper-slide-active') ?? slides[0]!;
        for (const slide of slides) slide.style.visibility = which === 'all' || slide === inView ? 'hidden' : '';
      }, which);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await hide('all');
      const empty = await window.screenshot();
      await hide('in view');
      const shown = await window.screenshot();
      if (!shown.equals(empty)) {
        await test.info().attach(`${width}-empty.png`, { body: empty, contentType: 'image/png' });
        await test.info().attach(`${width}-shown.png`, { body: shown, contentType: 'image/png' });
      }
      // Compared as bytes: a failed toEqual on two pictures prints their diff for minutes.
      expect(shown.equals(empty), `${width} px: a stroke of the next slide at the window's edge`).toBe(true);
    }
  });
});

test.describe('home page with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  // The page's clock is the test's (page.clock), standing still: time is moved on, never waited for, so each move
  // is made by what the test did, the clock or the arrow. That it is exactly 5 s, and not a moment before, is the
  // carousel's unit test (src/components/ui/carousel.test.tsx).
  test('the hero auto-advances on its own, keeps going after the arrows are used, and stays still once paused', async ({ page }) => {
    const start = new Date('2026-01-05T10:00:00+05:30');
    await clockStandingStill(page, start);
    await page.goto('/');
    // The carousel starts its timer as the page hydrates, in the commit that marks <html data-app="ready">.
    await appReady(page);
    const first = await heroTitle(page);
    expect(first).toBeTruthy();
    await page.clock.runFor(HERO_AUTOPLAY_MS);
    await expect.poll(() => heroTitle(page)).not.toBe(first);
    // A looping swiper ignores an arrow while a slide is still moving: the visitor presses it once the move is over.
    await heroAtRest(page);
    const second = await heroTitle(page);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => heroTitle(page)).not.toBe(second);
    await heroAtRest(page);
    const third = await heroTitle(page);
    await page.clock.runFor(HERO_AUTOPLAY_MS);
    await expect.poll(() => heroTitle(page)).not.toBe(third);
    // The pause control stops it: twice the interval later the same slide is in view.
    await heroAtRest(page);
    const fourth = await heroTitle(page);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeFocused();
    await page.clock.runFor(HERO_AUTOPLAY_MS * 2);
    expect(await heroTitle(page)).toBe(fourth);
  });

  test('counters wait at 0 and count up once the row is in view', async ({ page }) => {
    await page.goto('/');
    const first = page.locator('.stats-section__number [aria-hidden]').first();
    await expect(first).toHaveText('0+');
    await page.locator('.stats-section').scrollIntoViewIfNeeded();
    await expect.poll(async () => Number.parseInt((await first.textContent()) ?? '0', 10)).toBeGreaterThan(0);
    await expect(first).toHaveText(seed.statistics[0]!.value, { timeout: 5000 });
    await expect(page.locator('.stats-section__number [aria-hidden]')).toHaveText(seed.statistics.map((stat) => stat.value));
  });
});

test.describe('the site under reduced motion', () => {
  // Nothing transitions, so what a breakpoint changes is there at once: with a near-zero transition of every
  // property, the header kept its height a frame past a resize, and a picture of the page taken then was not the page.
  test('a resize lays the page out at once: the header is its new height before the next frame', async ({ page }) => {
    await page.goto('/');
    await hydrated(page.locator('.site-header'));
    const height = () => page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().height);
    for (const width of [375, 1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const now = await height();
      await nextFrame(page);
      await nextFrame(page);
      expect(now, `${width} px`).toBe(await height());
    }
  });
});
