// The shared test fixture: third-party embeds are answered locally (the machine is offline), and any
// uncaught page error or unexpected console error fails the test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { AxeResults, Result } from 'axe-core';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

export interface SiteFixtures {
  /** Console errors this test expects (matched by text). */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** The errors collected so far. */
  pageErrors: string[];
}

const THIRD_PARTY = /^https?:\/\/(?!127\.0\.0\.1|localhost)/;

/** Answers third-party embeds (the video, the map) locally: the machine is offline. */
export async function answerThirdParty(target: Page | BrowserContext) {
  await target.route(THIRD_PARTY, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Embed</title><p>Embedded content</p>' }),
  );
}

export const test = base.extend<SiteFixtures>({
  // A page paints before its app loads (docs/decisions/0006); a visitor's click in between lands on plain
  // HTML. Tests act once the app is ready: `goto` of a page waits for <html data-app="ready">.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && response && /text\/html/.test(response.headers()['content-type'] ?? '')) {
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
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
      await answerThirdParty(page);
      await use((pattern) => allowed.push(pattern));
      expect(pageErrors, 'page errors and unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Scrolls the window to a y position (making the page tall enough if needed) and waits until it stays there. */
export async function scrollToY(page: Page, y: number) {
  await page.waitForFunction((top) => {
    const needed = top + window.innerHeight + 1;
    if (document.documentElement.scrollHeight < needed) document.body.style.minHeight = `${needed}px`;
    if (Math.abs(window.scrollY - top) < 1) return true;
    // Scrolled again on every poll: a page still hydrating may move the window once more.
    window.scrollTo({ top, behavior: 'instant' });
    return false;
  }, y);
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
        const check = () => (ready() ? resolve() : requestAnimationFrame(check));
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
