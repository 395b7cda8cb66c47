// Every page (one product page standing for the sample shop's others), one test each, with as few loads as it
// takes to see it as visitors do:
// - on a phone before any script runs, and again once it has loaded: no wider than the screen (a wider
//   page makes a phone zoom out and moves every fixed element when the overflow goes away); the loaded
//   phone's page is the one checked at 375 px and then turned to the tablets' widths;
// - prerendered (its heading and canonical link in the HTML), hydrated, and not the 404 page;
// - axe-core: every rule in the light theme at 1440 and 375 px, colour contrast in the dark theme (what
//   the theme changes) at 1440 px, the system turning dark and light again while the page is open, before any
//   resize; service pages every rule in both themes at both widths;
// - layout at 375, 768, 820, 1024, 1280, 1440 and 1920 px (layout-problems.ts), each width after a
//   fresh load at 375 px (on the phone) or 1440 px reached by resizing the window.
// And a built page of every block of the section library, published through the staff API (every-block-page.ts),
// held to the same with every axe rule in both themes, and its controls to a finger's 24 × 24 px.

import { pagePaths } from '../../common/route-addresses';

import { test as base, type Browser, type Page } from '@playwright/test';

import { appReady, axeOn, expect } from './fixtures';

import { publishEveryBlockPage } from './every-block-page';
import { FROM_1440, FROM_375, problemsAtWidths, WIDTHS } from './layout-problems';

const NOT_FOUND = 'This page could not be found.';
const NOT_FOUND_PAGES = new Set(['/no-such-page', '/service/service-99999']);
/** Service pages, rendered by the server with data from the database: every axe rule in both themes. */
const SERVICE_PAGES = new Set(['/service/service-1', '/service/service-11', '/service/service-99999', '/hi/service/service-1']);
/** The company's pages in Marathi and Hindi (docs/languages.md): the home page, a service and the contact form, every axe rule in both themes. */
const LANGUAGE_PAGES = ['/mr/', '/hi/service/service-1', '/mr/contact'];
/**
 * Every product id shows the same sample product (src/samples/routes/shop-product.tsx): the first stands for the
 * others here. Each id's HTML (status, heading, canonical link, title) is checked over HTTP in ssr.spec.ts, and
 * shop.spec.ts uses the first three in the browser.
 */
const SAME_TEMPLATE = /^\/light\/shop\/([2-9]|1\d)$/;

/** A seeded customer story's page (a kind's page: its address comes from the database, not the route table). */
const STORY_PAGE = '/customer-stories/pharma-distributor-closes-month-in-3-days';

const ROUTES = [...new Set([...pagePaths, '/service', ...SERVICE_PAGES, STORY_PAGE, ...LANGUAGE_PAGES, '/no-such-page'])].filter(
  (path) => !SAME_TEMPLATE.test(path),
);

/**
 * The windows a worker keeps open: a phone without scripts, a phone with them (a touch screen that honours the
 * page's viewport), and a window at desktop widths. Their errors go to the running test.
 *
 * The phone without scripts keeps one tab from page to page: a new tab costs more than a load (a renderer to start),
 * and a load replaces everything a tab held. The phone with scripts and the wide window open a new tab for each test
 * (`freshTabs`, about a tenth of a second each): five times in several hundred runs, each deep into a run beside a
 * build, a tab kept from page to page stopped taking rendering steps (no frames, no media query changes) and once
 * stopped running its own timers as well, while DevTools' calls still ran in it. The three whose window is known were
 * the phone, after dozens of loads and resizes of its mobile viewport (twice), and the wide window, after as many at
 * 1,280–1,920 px (2026-12-04: the system's dark theme never reached `/digital-agency`). Its cause in Chromium is not
 * found (docs/testing.md, "A tab that stops").
 */
interface Windows {
  bare: Page;
  phone: Page;
  wide: Page;
  /** Closes the phone's and the wide window's tabs and opens new ones in their place, watched like the last. */
  freshTabs: () => Promise<{ phone: Page; wide: Page }>;
  /** The running test's errors, and the console errors it allows. */
  watch: { errors: string[]; allowed: RegExp | undefined };
}

const everyPageTest = base.extend<object, { windows: Windows }>({
  windows: [
    async ({ browser }: { browser: Browser }, use: (windows: Windows) => Promise<void>) => {
      const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' as const };
      const contexts = [
        await browser.newContext({ ...phone, javaScriptEnabled: false }),
        await browser.newContext(phone),
        await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' }),
      ];
      const watch: Windows['watch'] = { errors: [], allowed: undefined };
      const watched = async (page: Page, where: string) => {
        page.on('pageerror', (error) => watch.errors.push(`${where}pageerror: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' && !watch.allowed?.test(message.text()))
            watch.errors.push(`${where}console.error: ${message.text()}`);
        });
        return page;
      };
      const [bare, scripted, wide] = await Promise.all(contexts.map((context) => context.newPage()));
      const windows: Windows = {
        bare: bare!,
        phone: await watched(scripted!, 'on a phone: '),
        wide: await watched(wide!, ''),
        freshTabs: async () => {
          const [phone, wide] = await Promise.all([
            contexts[1]!.newPage().then((page) => watched(page, 'on a phone: ')),
            contexts[2]!.newPage().then((page) => watched(page, '')),
          ]);
          await Promise.all([windows.phone.close(), windows.wide.close()]);
          Object.assign(windows, { phone, wide });
          return { phone, wide };
        },
        watch,
      };
      await use(windows);
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
});

/** How much wider than the screen the page is now, in px (0: not wider). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** axe's violations on the page as it is now. */
async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  await appReady(page);
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

/** Loads the page at a width in the light theme the system asks for; the answer's status and HTML. */
async function load(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  return { status: response?.status(), html: (await response?.text()) ?? '' };
}

/**
 * The system turns to a theme while the page is open, as a phone does at dusk and at dawn: the page follows. Asked
 * right after the load, before the window is resized to other widths: each of the four times a tab is known to have
 * stopped taking rendering steps (the dark theme never reached the page), the theme was asked for just after a round
 * of resizes, the last time in a tab opened for that test (docs/testing.md, "A tab that stops").
 */
async function turnTheme(page: Page, theme: 'dark' | 'light') {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
  // Colours that fade to the new theme (CSS transitions) have arrived: axe reads what the visitor then sees.
  // Polled from this process, not in the page (waitForFunction polls by animation frame or by the page's own timers):
  // a headless tab whose compositor stops asking for frames never runs a frame's callbacks again, and once its timers
  // stopped too (layout-problems.ts); the wait would last the test's whole time.
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition))), {
      intervals: [100],
      timeout: 30_000,
    })
    .toBe(true);
}

/** How a page is checked: whether it is one the route table lists (its HTML is the page), and which axe rules. */
interface PageCheck {
  /** The 404 page: its status is 404 and its console error expected. */
  missing?: boolean;
  /** A page with a heading and canonical link in its HTML, no wider than a phone before and after its scripts. */
  isPage: boolean;
  /** Every axe rule in both themes at both widths (otherwise colour contrast alone in the dark theme, at 1440 px). */
  everyRuleInBothThemes: boolean;
}

/** Loads a page as visitors see it, at every width and in both themes; each kind of problem is a soft failure. */
async function checkPage(windows: Windows, path: string, { missing = false, isPage, everyRuleInBothThemes }: PageCheck) {
  const { bare, watch } = windows;
  const { phone, wide: page } = await windows.freshTabs();
  watch.errors = [];
  watch.allowed = missing ? /status of 404/ : undefined;

  const url = `${everyPageTest.info().project.use.baseURL}${path}`;
  if (isPage) {
    await bare.goto(url);
    expect.soft(await overflow(bare), 'px wider than a phone before any script runs').toBe(0);
  }

  const wide = await load(page, url, 1440);
  expect(wide.status).toBe(missing ? 404 : 200);
  if (isPage) {
    // The HTML itself carries the page: crawlers and visitors see it before any JavaScript runs.
    expect.soft(wide.html).toMatch(/<h1[\s>]/);
    expect.soft(wide.html).toContain('rel="canonical"');
    await expect.soft(page.locator('h1').first()).toBeVisible();
    await expect.soft(page.getByText(NOT_FOUND)).toHaveCount(0);
    await expect.soft(page).toHaveTitle(/Dexterity/);
  }
  await appReady(page);
  const violations: string[] = [...(await axeViolations(page))];
  await turnTheme(page, 'dark');
  violations.push(...(await axeViolations(page, everyRuleInBothThemes ? undefined : ['color-contrast'])));
  await turnTheme(page, 'light');
  const layout = await problemsAtWidths(page, FROM_1440);

  // On a phone (a touch screen that honours the page's viewport), then turned and on tablets.
  await load(phone, url, 375);
  await appReady(phone);
  if (isPage) expect.soft(await overflow(phone), 'px wider than a phone once loaded').toBe(0);
  violations.push(...(await axeViolations(phone)));
  if (everyRuleInBothThemes) {
    await turnTheme(phone, 'dark');
    violations.push(...(await axeViolations(phone)));
    await turnTheme(phone, 'light');
  }
  layout.push(...(await problemsAtWidths(phone, FROM_375)));

  expect.soft(watch.errors, 'page errors and unexpected console errors').toEqual([]);
  expect.soft(violations, 'axe').toEqual([]);
  expect.soft(layout, 'layout').toEqual([]);
}

for (const path of ROUTES) {
  const title = `${path}: on a phone, prerendered and hydrated, axe, layout at ${WIDTHS.join(', ')} px`;
  everyPageTest(title, async ({ windows }) => {
    everyPageTest.setTimeout(120_000);
    await checkPage(windows, path, {
      missing: NOT_FOUND_PAGES.has(path),
      isPage: pagePaths.includes(path) || LANGUAGE_PAGES.includes(path),
      everyRuleInBothThemes: SERVICE_PAGES.has(path) || LANGUAGE_PAGES.includes(path),
    });
  });
}

/**
 * Controls (a checkbox, a field, a button) smaller than a finger's target of WCAG 2.5.8, 24 × 24 CSS px, whatever
 * the space around them: Lighthouse's target-size audit counts the space around a small control, which another
 * page's layout may not leave.
 */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main :is(input, select, textarea, button)')].flatMap((control) => {
      const { width, height } = control.getBoundingClientRect();
      const shown =
        width > 2 && height > 2 && control.checkVisibility({ visibilityProperty: true }) && !control.closest('[aria-hidden="true"]');
      return shown && (width < 24 || height < 24)
        ? [`${control.tagName.toLowerCase()}${control.id ? `#${control.id}` : ''}: ${Math.round(width)} × ${Math.round(height)} px`]
        : [];
    }),
  );
}

// Every block of the section library, in every variant its declaration offers, on one page staff could build
// (tests/e2e/every-block-page.ts): a block's tone is its own (the contact form and testimonials on the alternate
// background, the call to action and figures on the brand band, the others on the page's), so each tone a block
// can take is here, in both themes, at both widths, with every axe rule.
// The same page in Marathi before staff translate it: the interface's words in Marathi, the blocks' in English marked
// lang="en" (Devanagari and Latin side by side at every width, both themes). A test of its own, with its own page.
for (const { language, base, slug } of [
  { language: 'English', base: '', slug: 'every-block' },
  { language: 'Marathi', base: '/mr', slug: 'every-block-mr' },
]) {
  everyPageTest(
    `a built page of every block in ${language}, published through the staff API: on a phone, prerendered and hydrated, axe in both themes, layout at ${WIDTHS.join(', ')} px, targets of 24 px`,
    async ({ windows, request }) => {
      everyPageTest.setTimeout(180_000);
      const { baseURL } = everyPageTest.info().project.use;
      const { parallelIndex, repeatEachIndex } = everyPageTest.info();
      const { path, blocks } = await publishEveryBlockPage(request, {
        baseURL: baseURL!,
        email: `${slug}.w${parallelIndex}@example.in`,
        slug: `${slug}-${repeatEachIndex}`,
      });
      await checkPage(windows, `${base}${path}`, { isPage: true, everyRuleInBothThemes: true });
      await expect.soft(windows.phone.locator('html')).toHaveAttribute('lang', base ? 'mr' : 'en-IN');
      // Each block drew its section: one that drew nothing would pass every check above.
      await expect.soft(windows.phone.locator('main > section')).toHaveCount(blocks);
      expect.soft(await smallControls(windows.phone), 'controls smaller than 24 × 24 px on a phone').toEqual([]);
      expect(await smallControls(windows.wide), 'controls smaller than 24 × 24 px at 1440 px').toEqual([]);
    },
  );
}
