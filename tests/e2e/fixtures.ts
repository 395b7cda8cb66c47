// The shared test fixture: third-party embeds are answered locally (the machine is offline), and any
// uncaught page error or unexpected console error fails the test.
import { test as base, expect, type Page } from '@playwright/test';

export interface SiteFixtures {
  /** Console errors this test expects (matched by text). */
  allowConsoleErrors: (pattern: RegExp) => void;
  /** The errors collected so far. */
  pageErrors: string[];
}

const THIRD_PARTY = /^https?:\/\/(?!127\.0\.0\.1|localhost)/;

export const test = base.extend<SiteFixtures>({
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
      await page.route(THIRD_PARTY, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Embed</title><p>Embedded content</p>' }),
      );
      await use((pattern) => allowed.push(pattern));
      expect(pageErrors, 'page errors and unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Scrolls the window to a y position and waits for the scroll event to be handled. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2 || top > document.documentElement.scrollHeight, y);
}
