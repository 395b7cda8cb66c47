// The shared test fixture: a tab kept from test to test, reset to a new visitor's, and any uncaught page error or
// unexpected console error fails the test. Other sites' addresses do not resolve (playwright.config.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { AxeResults, Result } from 'axe-core';
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

export interface SiteFixtures {
  /** Console errors this test expects (matched by text). */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** The errors collected so far. */
  pageErrors: string[];
}

/**
 * A worker's browser tab, handed from test to test. A new tab starts a renderer process of its own and
 * compiles the site's code again: measured, a test's load in a new tab cost about 1.4 CPU-seconds against
 * 0.4 in a tab that has loaded the site before, and on the 2-core machine the browser stage is CPU-bound.
 * Between tests the tab is left on a plain file of each origin the test visited (same site, so the renderer
 * and its compiled code stay), where that origin's local and session storage are cleared; then cookies, the
 * HTTP cache, routes, the test's listeners, extra tabs, the window's size and the emulated media are reset. A test that
 * failed, or that changed what this reset cannot undo (fake timers, an init script, a binding, the context's
 * own settings), leaves its tab to be closed, and the next test opens a new one. `E2E_NEW_TAB_PER_TEST=1`
 * gives every test a new tab in a new context, as Playwright does by default.
 */
interface Tab {
  context: BrowserContext;
  page: Page;
  /** The context's options, as a key: a test that asks for others gets a tab of its own. */
  key: string;
  /** Set when the running test changed what the reset cannot undo. */
  spoiled: boolean;
  /** Origins whose pages the running test opened (their storage is cleared afterwards). */
  origins: Set<string>;
  /** Listeners the running test added to the page. */
  listeners: Array<[string | symbol, (...args: unknown[]) => void]>;
}

const NEW_TAB_PER_TEST = process.env.E2E_NEW_TAB_PER_TEST === '1';

/** A page of a test server (the shared one or a spec's own), on this machine. */
const LOCAL_PAGE = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

/** Page and context methods whose effects outlive a test in the same tab: calling one spoils the tab. */
const SPOILING_PAGE_METHODS = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
const SPOILING_CONTEXT_METHODS = [...SPOILING_PAGE_METHODS, 'setOffline', 'grantPermissions', 'setGeolocation'] as const;

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

async function openTab(browser: Browser, options: ContextOptions, key: string): Promise<Tab> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const tab: Tab = { context, page, key, spoiled: false, origins: new Set(), listeners: [] };
  const spoil = <T extends object>(target: T, methods: readonly string[]) => {
    for (const method of methods) {
      const original = (target as Record<string, unknown>)[method];
      if (typeof original !== 'function') continue;
      (target as Record<string, unknown>)[method] = (...args: unknown[]) => {
        tab.spoiled = true;
        return (original as (...a: unknown[]) => unknown).apply(target, args);
      };
    }
  };
  spoil(page, SPOILING_PAGE_METHODS);
  spoil(context, SPOILING_CONTEXT_METHODS);
  const clock = new Proxy(page.clock, {
    get(target, property, receiver) {
      tab.spoiled = true;
      return Reflect.get(target, property, receiver);
    },
  });
  Object.assign(page, { clock });
  Object.assign(context, { clock });
  // Every page the context opens (the tab, and the previews a test opens from it) tells which of the test servers'
  // origins it visited. A share link's network is no origin of ours: the reset never requests it (the machine is offline).
  const track = (opened: Page) =>
    opened.on('framenavigated', (frame) => {
      if (frame === opened.mainFrame() && LOCAL_PAGE.test(frame.url())) tab.origins.add(new URL(frame.url()).origin);
    });
  track(page);
  context.on('page', track);
  // The test's own listeners are recorded, to be taken off again when it ends.
  for (const method of ['on', 'addListener', 'once', 'prependListener'] as const) {
    const original = page[method].bind(page) as (event: string | symbol, listener: (...args: unknown[]) => void) => Page;
    (page as unknown as Record<string, unknown>)[method] = (event: string | symbol, listener: (...args: unknown[]) => void) => {
      tab.listeners.push([event, listener]);
      return original(event, listener);
    };
  }
  // A page paints before its app loads (docs/decisions/0006); a visitor's click in between lands on plain
  // HTML. Tests act once the app is ready: `goto` of a page waits for <html data-app="ready">.
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    if (options.javaScriptEnabled !== false && response && /text\/html/.test(response.headers()['content-type'] ?? '')) {
      await appReady(page);
    }
    return response;
  };
  return tab;
}

/** Readies a kept tab for the next test; false when it could not be, and must be closed. */
async function resetTab(tab: Tab): Promise<boolean> {
  try {
    const { context, page } = tab;
    for (const other of context.pages()) if (other !== page) await other.close();
    for (const [event, listener] of tab.listeners.splice(0)) page.off(event as 'close', listener);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    // A plain file of each origin visited: the last document stops (its timers, its requests), the renderer
    // stays, and the origin's storage can be cleared from inside it.
    for (const origin of tab.origins) {
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    tab.origins.clear();
    await context.clearCookies();
    // The browser's HTTP cache too: the next test's API answers come from the server, as a new visitor's would.
    const devTools = await context.newCDPSession(page);
    await devTools.send('Network.clearBrowserCache');
    await devTools.detach();
    await page.mouse.move(-1, -1);
    return !tab.spoiled && !page.isClosed();
  } catch {
    return false;
  }
}

/** The worker's browser and the tab it keeps between tests. */
interface Tabs {
  browser: Browser;
  kept?: Tab;
}

export const test = base.extend<SiteFixtures, { tabs: Tabs }>({
  tabs: [
    async ({ browser }, use) => {
      const tabs: Tabs = { browser };
      await use(tabs);
      await tabs.kept?.context.close();
    },
    { scope: 'worker' },
  ],
  page: async (
    {
      tabs,
      baseURL,
      viewport,
      javaScriptEnabled,
      reducedMotion,
      colorScheme,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      userAgent,
      deviceScaleFactor,
    },
    use,
    testInfo,
  ) => {
    const options: ContextOptions = {
      baseURL,
      viewport,
      javaScriptEnabled,
      reducedMotion,
      colorScheme,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      userAgent,
      deviceScaleFactor,
    };
    const key = JSON.stringify(options);
    if (tabs.kept && tabs.kept.key !== key) {
      await tabs.kept.context.close();
      tabs.kept = undefined;
    }
    const tab = tabs.kept ?? (await openTab(tabs.browser, options, key));
    tabs.kept = undefined;
    // What an earlier test changed of the window and media, back to this test's options.
    if (viewport) await tab.page.setViewportSize(viewport);
    await tab.page.emulateMedia({
      media: null,
      colorScheme: colorScheme ?? 'light',
      reducedMotion: reducedMotion ?? 'no-preference',
      forcedColors: 'none',
    });
    await use(tab.page);
    const passed = testInfo.status === testInfo.expectedStatus;
    if (!NEW_TAB_PER_TEST && passed && (await resetTab(tab))) tabs.kept = tab;
    else await tab.context.close();
  },
  // The page's own context (what changes it for good spoils the tab, as through the page).
  context: async ({ page }, use) => {
    await use(page.context());
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  allowConsoleErrors: [
    async ({ page, pageErrors }, use) => {
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) pageErrors.push(`console.error: ${text}`);
      });
      await use((pattern) => allowed.push(pattern));
      expect(pageErrors, 'page errors and unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Scrolls the window to a y position (making the page tall enough if needed) and waits until it stays there. */
export async function scrollToY(page: Page, y: number) {
  await page.waitForFunction(
    (top) => {
      const needed = top + window.innerHeight + 1;
      if (document.documentElement.scrollHeight < needed) document.body.style.minHeight = `${needed}px`;
      if (Math.abs(window.scrollY - top) < 1) return true;
      // Scrolled again on every poll: a page still hydrating may move the window once more.
      window.scrollTo({ top, behavior: 'instant' });
      return false;
    },
    y,
    // Polled by time, not by animation frame: a tab that stops drawing frames would never poll again.
    { polling: 100 },
  );
}

/**
 * Watches the page from its next load for parts of the server's HTML that the app throws away and draws
 * again (a hydration that could not adopt them: a flash, and work a phone pays for). Returns what was
 * removed of `main`'s sections so far, as "tag.class: first words".
 */
export async function watchRedrawnSections(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { __redrawn: string[] }).__redrawn = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLElement && (node.tagName === 'SECTION' || node.querySelector('section')))
            removed.push(`${node.tagName.toLowerCase()}.${node.className}: ${(node.textContent ?? '').slice(0, 40)}`);
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __redrawn: string[] }).__redrawn);
}

/**
 * Gives the page a clock that stands still at `time` until the test moves it (`runFor`). It is installed a minute
 * earlier: an installed clock runs on with real time until it is paused, and pausing at a time it has already passed
 * fails (a busy machine took over a second between the two calls).
 */
export async function clockStandingStill(page: Page, time: Date) {
  await page.clock.install({ time: new Date(time.getTime() - 60_000) });
  await page.clock.pauseAt(time);
}

/**
 * Waits until the page has hydrated: its app's code has loaded and run, and the commit that marks
 * <html data-app="ready"> is done, so every control on it answers and its timers have started.
 */
export async function appReady(page: Page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * Waits until React has hydrated this element (it carries React's props) and the page's hydration is
 * committed (<html data-app="ready">, set by an effect), so its handlers answer. The page paints before the
 * app loads: a click before this lands on plain HTML. Props alone are not enough: React sets them while it
 * renders, and on a busy machine the commit comes later; a click in between was lost (a soak run saw it).
 */
export async function hydrated(locator: Locator) {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const ready = () =>
          document.documentElement.dataset.app === 'ready' && Object.keys(element).some((key) => key.startsWith('__reactProps'));
        // Asked again every 20 ms, not at each frame: a tab that stops drawing frames (a headless one on a busy
        // machine) still runs its timers, and React commits without frames.
        const check = () => (ready() ? resolve() : setTimeout(check, 20));
        check();
      }),
  );
}

/**
 * Moves the app to `path` as its own links do (history.pushState, then the router follows), without
 * loading a page: pages rendered by the server carry their data, so a failing API shows only on a
 * navigation inside the app. Waits until the router has taken the new path.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({ usr: null, key: `e2e${Date.now()}`, idx: (window.history.state?.idx ?? 0) + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/** The `data` of a successful API answer (the test fails on any other). */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success).toBe(true);
  return body.data;
}

/** How many of a carousel's slides are wholly inside its frame (`.swiper`) now. */
export function slidesInView(carousel: Locator): Promise<number> {
  return carousel.locator('.swiper').evaluate((frame) => {
    const box = frame.getBoundingClientRect();
    return [...frame.querySelectorAll('.swiper-slide')].filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What an axe run on a page answers: its violations (the other result types are not gathered). */
export interface AxeRun {
  /** Only inside the elements this selector finds. */
  include: (selector: string) => AxeRun;
  /** Only these rules. */
  withRules: (rules: readonly string[]) => AxeRun;
  analyze: () => Promise<{ violations: Result[] }>;
}

/**
 * axe-core on the page's own document: injected into the page once per load and run there, gathering
 * violations only. @axe-core/playwright's builder injected axe into every frame and gathered every result
 * type with its nodes' HTML, three times the cost of the rules themselves. The site's own pages have no
 * frames of their own; the embeds' (YouTube, the map) are third parties' documents and not ours to check.
 */
export function axeOn(page: Page, include?: string, rules?: readonly string[]): AxeRun {
  return {
    include: (selector) => axeOn(page, selector, rules),
    withRules: (only) => axeOn(page, include, only),
    analyze: async () => {
      const injected = await page.evaluate(() => 'axe' in window);
      if (!injected) await page.evaluate(AXE_SOURCE);
      const violations = await page.evaluate(
        async ([selector, only]) => {
          const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe;
          const options = { resultTypes: ['violations'], iframes: false, ...(only ? { runOnly: { type: 'rule', values: only } } : {}) };
          return (await axe.run(selector ? { include: [selector] } : document, options)).violations;
        },
        [include, rules] as const,
      );
      return { violations };
    },
  };
}
