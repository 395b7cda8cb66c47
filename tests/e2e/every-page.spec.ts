// Every page, one test each, with as few loads as it takes to see it as visitors do:
// - on a phone before any script runs, and again once it has loaded: no wider than the screen (a wider
//   page makes a phone zoom out and moves every fixed element when the overflow goes away); the loaded
//   phone's page is the one checked at 375 px and then turned to the tablets' widths;
// - prerendered (its heading and canonical link in the HTML), hydrated, and not the 404 page;
// - axe-core: every rule in the light theme at 1440 and 375 px, colour contrast in the dark theme (what
//   the theme changes) at 1440 px; service pages every rule in both themes at both widths;
// - layout at 375, 768, 820, 1024, 1280, 1440 and 1920 px (layout-problems.ts), each width after a
//   fresh load at 375 px (on the phone) or 1440 px reached by resizing the window.

import { pagePaths } from '../../common/route-addresses';

import type { Browser, BrowserContext, Page } from '@playwright/test';

import { axeOn, answerThirdParty, expect, test } from './fixtures';
import { FROM_1440, FROM_375, problemsAtWidths, WIDTHS } from './layout-problems';

const NOT_FOUND = 'This page could not be found.';
const NOT_FOUND_PAGES = new Set(['/no-such-page', '/service/service-99999']);
/** Service pages, rendered by the server with data from the database: every axe rule in both themes. */
const SERVICE_PAGES = new Set(['/service/service-1', '/service/service-11', '/service/service-99999']);
/**
 * Every product id shows the same sample product (src/samples/routes/shop-product.tsx): the first stands
 * for the others in axe's runs and the layout's widths; each of them is still loaded, prerendered and hydrated.
 */
const SAME_TEMPLATE = /^\/light\/shop\/([2-9]|1\d)$/;

const ROUTES = [...new Set([...pagePaths, '/service', ...SERVICE_PAGES, '/no-such-page'])];

/** The phones a worker keeps open for every page: one without scripts, one with. */
interface Phones {
  withoutScripts: BrowserContext;
  withScripts: BrowserContext;
}

const phoneTest = test.extend<object, { phones: Phones }>({
  phones: [
    async ({ browser }: { browser: Browser }, use: (phones: Phones) => Promise<void>) => {
      const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' as const };
      const phones = {
        withoutScripts: await browser.newContext({ ...phone, javaScriptEnabled: false }),
        withScripts: await browser.newContext(phone),
      };
      await answerThirdParty(phones.withScripts);
      await use(phones);
      await phones.withoutScripts.close();
      await phones.withScripts.close();
    },
    { scope: 'worker' },
  ],
});

/** A new page of a phone, whose errors (and console errors but the allowed) go into `errors`. */
async function phonePage(context: BrowserContext, errors: string[], allowed?: RegExp): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`on a phone: pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed?.test(message.text())) errors.push(`on a phone: console.error: ${message.text()}`);
  });
  return page;
}

/** How much wider than the screen the page is now, in px (0: not wider). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Lays out every section now. Sections below the fold skip rendering until they near the viewport
 * (content-visibility: auto); axe finds a text's background by hit-testing, which skipped content does
 * not answer, so whether a section was drawn yet — a race on a busy machine — decided what axe saw.
 */
async function renderEverySection(page: Page) {
  await page.addStyleTag({ content: 'main > section + section { content-visibility: visible !important; }' });
  const skipped = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('main > section + section')].filter(
          (section) => getComputedStyle(section).contentVisibility !== 'visible',
        ).length,
    );
  expect(await skipped()).toBe(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits until the page has hydrated (<html data-app="ready">): its code has loaded and every control works. */
async function hydrated(page: Page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** axe's violations on the page as it is now. */
async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  await hydrated(page);
  await renderEverySection(page);
  const builder = axeOn(page);
  const results = await (rules ? builder.withRules([...rules]) : builder).analyze();
  const where = `${page.viewportSize()!.width} px ${await page.locator('html').getAttribute('data-bs-theme')}`;
  return results.violations.map(
    (violation) =>
      `${where}: ${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** Loads the page at a width in a theme the system asks for; the answer's status and HTML. */
async function load(page: Page, path: string, width: number, theme: 'light' | 'dark' = 'light') {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: theme });
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
  return { status: response?.status(), html: (await response?.text()) ?? '' };
}

for (const path of ROUTES) {
  const title = SAME_TEMPLATE.test(path)
    ? `${path}: prerendered and hydrated, the sample product of /light/shop/1`
    : `${path}: on a phone, prerendered and hydrated, axe, layout at ${WIDTHS.join(', ')} px`;
  phoneTest(title, async ({ page, phones, pageErrors, allowConsoleErrors }) => {
    test.setTimeout(120_000);
    const missing = NOT_FOUND_PAGES.has(path);
    const isPage = pagePaths.includes(path);
    const service = SERVICE_PAGES.has(path);
    const sameAsFirst = SAME_TEMPLATE.test(path);
    if (missing) allowConsoleErrors(/status of 404/);

    const url = `${test.info().project.use.baseURL}${path}`;
    if (isPage && !sameAsFirst) {
      const before = await phonePage(phones.withoutScripts, pageErrors);
      await before.goto(url);
      expect.soft(await overflow(before), 'px wider than a phone before any script runs').toBe(0);
      await before.close();
    }

    const wide = await load(page, path, 1440);
    expect(wide.status).toBe(missing ? 404 : 200);
    if (isPage) {
      // The HTML itself carries the page: crawlers and visitors see it before any JavaScript runs.
      expect.soft(wide.html).toMatch(/<h1[\s>]/);
      expect.soft(wide.html).toContain('rel="canonical"');
      await expect.soft(page.locator('h1').first()).toBeVisible();
      await expect.soft(page.getByText(NOT_FOUND)).toHaveCount(0);
      await expect.soft(page).toHaveTitle(/Dexterity/);
    }
    if (sameAsFirst) return hydrated(page);
    const violations: string[] = [...(await axeViolations(page))];
    const layout = await problemsAtWidths(page, FROM_1440);
    await load(page, path, 1440, 'dark');
    violations.push(...(await axeViolations(page, service ? undefined : ['color-contrast'])));

    // On a phone (a touch screen that honours the page's viewport), then turned and on tablets.
    const phone = await phonePage(phones.withScripts, pageErrors, missing ? /status of 404/ : undefined);
    try {
      await load(phone, url, 375);
      await hydrated(phone);
      if (isPage) expect.soft(await overflow(phone), 'px wider than a phone once loaded').toBe(0);
      violations.push(...(await axeViolations(phone)));
      layout.push(...(await problemsAtWidths(phone, FROM_375)));
      if (service) {
        await load(phone, url, 375, 'dark');
        violations.push(...(await axeViolations(phone)));
      }
    } finally {
      await phone.close();
    }

    expect.soft(violations, 'axe').toEqual([]);
    expect(layout, 'layout').toEqual([]);
  });
}
