// What the sample home pages' browser tests (sample-pages*.spec.ts) check on each page: a link's target
// and the named regions.
import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/** The first link of that name leads to href. */
export async function expectLink(page: Page, name: string | RegExp, href: string) {
  const link = page.getByRole('link', { name, exact: typeof name === 'string' }).first();
  await expect(link).toHaveAttribute('href', href);
}

/** Each region of these names is shown. */
export async function expectRegions(page: Page, names: readonly string[]) {
  for (const name of names) await expect(page.getByRole('region', { name, exact: true }), name).toBeVisible();
}
