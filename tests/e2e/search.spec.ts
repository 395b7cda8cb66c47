// The site search in a real browser: the header's search keeps the header on one row at every width (the rules
// of layout-problems.ts, 1200 px included: the narrowest bar with the navigation beside it), opens its field
// over the navigation and searches; the phone's toggle menu holds a field, which on a Marathi page searches in Marathi;
// the page answers without JavaScript.
import { expect, hydrated, test } from './fixtures';
import { problemsAtWidths, WIDTHS } from './layout-problems';

test.describe('the site search', () => {
  test('the header stays one row with its search, at every width', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/search?q=tally');
    const problems = await problemsAtWidths(page, [1200, ...WIDTHS]);
    expect(problems.filter((problem) => problem.includes('header'))).toEqual([]);
  });

  test('at 1440 px the header’s button opens a field, and its words lead to the results', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/about');
    const header = page.getByRole('banner');
    const button = header.getByRole('button', { name: 'Search the site' });
    await hydrated(button);
    await button.click();
    const field = header.getByRole('searchbox', { name: 'Search the site' }).first();
    await expect(field).toBeFocused();
    await field.fill('Gold Licence');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Gold\+Licence$/);
    const result = page.getByRole('main').getByRole('link', { name: 'TallyPrime Gold Licence' });
    await expect(result).toHaveAttribute('href', '/service/service-2');
    await expect(page.getByRole('main').locator('mark').first()).toHaveText(/gold/i);
  });

  test('at 375 px the toggle menu holds the search field', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Search the site' })).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await hydrated(toggle);
    await toggle.click();
    const field = header.getByRole('searchbox', { name: 'Search the site' }).last();
    await expect(field).toBeVisible();
    await field.fill('mission');
    await field.press('Enter');
    await expect(page.getByRole('main').getByRole('link', { name: 'Our Story' })).toBeVisible();

    // On a Marathi page the same field searches in Marathi: its results page, and results that lead to Marathi pages.
    await page.goto('/mr/');
    const marathiToggle = header.getByRole('button', { name: 'मेनू उघडा' });
    await hydrated(marathiToggle);
    await marathiToggle.click();
    const marathiField = header.getByRole('searchbox', { name: 'वेबसाइटवर शोधा' }).last();
    await marathiField.fill('Gold');
    await marathiField.press('Enter');
    await expect(page).toHaveURL(/\/mr\/search\?q=Gold$/);
    await expect(page.getByRole('status')).toContainText('“Gold” साठी');
    await expect(page.getByRole('main').getByRole('link', { name: 'TallyPrime Gold लायसन्स' })).toHaveAttribute(
      'href',
      '/mr/service/service-2',
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page’s form searches, and says when nothing matches', async ({ page }) => {
      await page.goto('/search');
      const form = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
      await form.fill('zzzqqq');
      await form.press('Enter');
      await expect(page.getByText('No results for “zzzqqq”.')).toBeVisible();
    });
  });
});
