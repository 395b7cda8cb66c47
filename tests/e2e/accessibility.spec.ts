// axe-core on every page: all rules in the light theme at 1440 and 375 px, and colour contrast in the
// dark theme (what the theme changes) at 1440 px; service pages with every rule in both themes and widths.
import AxeBuilder from '@axe-core/playwright';

import { pagePaths } from '../../common/route-addresses';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

// The twelve product pages are one template: the first stands for them all.
const pages = [...pagePaths.filter((path) => !/^\/light\/shop\/([2-9]|1\d)$/.test(path)), '/no-such-page'];

const runs = [
  { width: 1440, theme: 'light', rules: undefined },
  { width: 375, theme: 'light', rules: undefined },
  { width: 1440, theme: 'dark', rules: ['color-contrast'] },
] as const;

// Service pages, rendered by the server with data from the database: every rule, both widths, both themes.
const serviceRuns = [
  { width: 1440, theme: 'light', rules: undefined },
  { width: 375, theme: 'light', rules: undefined },
  { width: 1440, theme: 'dark', rules: undefined },
  { width: 375, theme: 'dark', rules: undefined },
] as const;

/**
 * Lays out every section now. Sections below the fold skip rendering until they near the viewport
 * (content-visibility: auto); axe finds a text's background by hit-testing, which skipped content does
 * not answer, so whether a section was drawn yet — a race on a busy machine — decided what axe saw.
 */
async function renderEverySection(page: Page) {
  await page.addStyleTag({ content: 'main > section + section { content-visibility: visible !important; }' });
  const skipped = () =>
    page.evaluate(() => [...document.querySelectorAll('main > section + section')].filter((section) => getComputedStyle(section).contentVisibility !== 'visible').length);
  expect(await skipped()).toBe(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function violationsOf(page: Page, path: string, runList: readonly { width: number; theme: 'light' | 'dark'; rules?: readonly string[] }[]) {
  const violations: string[] = [];
  for (const { width, theme, rules } of runList) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
    await renderEverySection(page);
    const builder = new AxeBuilder({ page });
    const results = await (rules ? builder.withRules([...rules]) : builder).analyze();
    for (const violation of results.violations) {
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ');
      violations.push(`${width} px ${theme}: ${violation.id}: ${targets}`);
    }
  }
  return violations;
}

for (const path of ['/service/service-1', '/service/service-11', '/service/service-99999']) {
  test(`${path} has no axe violations (1440 and 375 px, light and dark)`, async ({ page, allowConsoleErrors }) => {
    test.setTimeout(90_000);
    if (path.endsWith('99999')) allowConsoleErrors(/status of 404/);
    expect(await violationsOf(page, path, serviceRuns)).toEqual([]);
  });
}

for (const path of pages) {
  test(`${path} has no axe violations (1440 and 375 px light, dark contrast)`, async ({ page, allowConsoleErrors }) => {
    test.setTimeout(90_000);
    if (path === '/no-such-page') allowConsoleErrors(/status of 404/);
    expect(await violationsOf(page, path, runs)).toEqual([]);
  });
}
