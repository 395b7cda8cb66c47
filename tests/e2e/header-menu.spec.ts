// The header in a real browser: where it collapses, and the Our Offerings submenu behaving like a menu
// (keyboard, closing rules), the same in the server's HTML as after hydration, and plain links without
// JavaScript.
import { HEADER_COLLAPSE_MAX_WIDTH, HEADER_CONTACT_MIN_WIDTH } from '../../src/config/constants';

import { expect, hydrated, test } from './fixtures';

import type { Page } from '@playwright/test';

const FIRST = 'Tally Software & Services';
const SECOND = 'ERP Consultation';
const LAST = 'Corporate Trainings';

const toggleOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Our Offerings menu' });
const submenuOf = (page: Page) => page.getByRole('banner').locator('.site-nav__submenu');
const entry = (page: Page, name: string) => submenuOf(page).getByRole('link', { name, exact: true });

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await hydrated(toggleOf(page));
}

test.describe('header breakpoints', () => {
  test(`the toggle menu up to ${HEADER_COLLAPSE_MAX_WIDTH} px, phone and e-mail beside the navigation from ${HEADER_CONTACT_MIN_WIDTH} px`, async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    const phone = header.getByRole('link', { name: /\+91 98220 45110/ });
    await page.setViewportSize({ width: HEADER_COLLAPSE_MAX_WIDTH, height: 900 });
    await page.goto('/light/shop');
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.setViewportSize({ width: HEADER_COLLAPSE_MAX_WIDTH + 1, height: 900 });
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Getting Started' }).last()).toBeVisible();
    await expect(phone).toBeHidden();

    await page.setViewportSize({ width: HEADER_CONTACT_MIN_WIDTH, height: 900 });
    await expect(phone).toBeVisible();
  });
});

test.describe('Our Offerings submenu at 1440 px', () => {
  test('Enter opens it, arrows move between the entries, Escape closes it and gives the focus back to its toggle', async ({ page }) => {
    await openPage(page, '/about');
    const toggle = toggleOf(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(submenuOf(page)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(submenuOf(page)).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(submenuOf(page)).toBeVisible();
    await expect(entry(page, FIRST)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entry(page, SECOND)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(entry(page, LAST)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entry(page, FIRST)).toBeFocused();
    await page.keyboard.press('End');
    await expect(entry(page, LAST)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(submenuOf(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('Space opens it; a choice opens the tab and leaves the submenu closed on the next page', async ({ page }) => {
    await openPage(page, '/about');
    await toggleOf(page).focus();
    await page.keyboard.press(' ');
    await expect(submenuOf(page)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(entry(page, FIRST)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entry(page, SECOND)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/service\?offering=ERP%20Consultation$/);
    await expect(page.getByRole('tab', { name: SECOND })).toHaveAttribute('aria-selected', 'true');
    await expect(submenuOf(page)).toBeHidden();
    await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on an entry closes it, though the pointer is still over the menu', async ({ page }) => {
    await openPage(page, '/contact');
    await toggleOf(page).click();
    await entry(page, 'Cloud Services').click();
    await expect(page).toHaveURL(/\/service\?offering=Cloud%20Services$/);
    await expect(submenuOf(page)).toBeHidden();
  });

  test('a click outside closes it', async ({ page }) => {
    await openPage(page, '/contact');
    await toggleOf(page).click();
    await expect(submenuOf(page)).toBeVisible();
    // A click on the page below the header, away from any control.
    await page.mouse.click(5, 600);
    await expect(submenuOf(page)).toBeHidden();
    await expect(toggleOf(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a route change closes it', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await toggleOf(page).focus();
    await page.keyboard.press('Enter');
    await expect(submenuOf(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(submenuOf(page)).toBeHidden();
  });

  test('the server sends the entries as links in the page, and the page hydrates them without a mismatch', async ({ page }) => {
    // The fixture fails the test on any console error, React's hydration warnings included.
    const response = await page.goto('/service');
    const html = await response!.text();
    expect(html).toContain(`href="/service?offering=${encodeURIComponent(FIRST).replace(/&/g, '&amp;')}"`);
    await hydrated(toggleOf(page));
    await toggleOf(page).click();
    await expect(submenuOf(page).getByRole('link')).toHaveCount(5);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the entries open on hover and work as plain links', async ({ page }) => {
      // The server renders every page with its data: the menu is in the HTML.
      await page.goto('/service');
      await page.getByRole('banner').getByRole('link', { name: 'Our Offerings', exact: true }).hover();
      await expect(entry(page, FIRST)).toBeVisible();
      await entry(page, 'Corporate Trainings').click();
      await expect(page).toHaveURL(/\/service\?offering=Corporate%20Trainings$/);
    });
  });
});

test.describe('Our Offerings submenu in the toggle menu at 820 px', () => {
  test.use({ viewport: { width: 820, height: 1000 } });

  test('opens inside the menu, and a choice closes both', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page.getByRole('button', { name: 'Open menu' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await toggleOf(page).click();
    await expect(entry(page, FIRST)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(submenuOf(page)).toBeHidden();
    await expect(toggleOf(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entry(page, FIRST)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/service\?offering=/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
