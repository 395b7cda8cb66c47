// axe-core on every page at 1440 and 375 px, in the light and the dark theme.
import AxeBuilder from '@axe-core/playwright';

import { prerenderedPaths } from '../../src/config/paths';

import { expect, test } from './fixtures';

const pages = [...prerenderedPaths.filter((path) => !/^\/light\/shop\/([2-9]|1\d)$/.test(path)), '/no-such-page'];

for (const width of [1440, 375]) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${width} px, ${theme}`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme: theme });
      for (const path of pages) {
        test(`${path} has no axe violations`, async ({ page }) => {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          const results = await new AxeBuilder({ page }).analyze();
          const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
          expect(summary).toEqual([]);
        });
      }
    });
  }
}
