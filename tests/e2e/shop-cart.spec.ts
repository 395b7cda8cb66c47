// The demo shop's cart, checkout, order success and wishlist pages in a real browser: their texts,
// select-all, and the template's links that land on the shop pages.
import { expect, hydrated, test } from './fixtures';

test.describe('cart', () => {
  test('shows 3 rows with steppers, the coupon, Update Cart and the 605.00 USD total', async ({ page }) => {
    await page.goto('/light/shop/cart');
    const rows = page.locator('.cart-table tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('spinbutton', { name: /Quantity of/ })).toHaveCount(3);
    await expect(page.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Cart' })).toBeVisible();
    await expect(page.locator('.shop-totals__total')).toContainText('605.00 USD');
    const first = page.getByRole('spinbutton', { name: 'Quantity of Dashboard UI Kit (team licence)' });
    await hydrated(first);
    await page.getByRole('button', { name: 'Decrease quantity of dashboard ui kit (team licence)' }).click({ clickCount: 3 });
    await expect(first).toHaveValue('0');
    await page.getByRole('button', { name: 'Update Cart' }).click();
    await expect(page).toHaveURL(/\/light\/shop\/cart$/);
    const checkout = page.getByRole('link', { name: 'Procced To Checkout' });
    await expect(checkout).toHaveAttribute('href', '/shop/checkout');
    await checkout.click();
    await expect(page).toHaveURL(/\/light\/shop\/checkout$/);
  });
});

test.describe('checkout', () => {
  test('has the billing fields, the summary, Cash on delivery checked, and submits nothing', async ({ page }) => {
    await page.goto('/light/shop/checkout');
    const required = ['First name', 'Last name', 'Street address', 'Town / City', 'ZIP', 'Phone', 'Email address'];
    for (const name of required) await expect(page.getByLabel(name, { exact: false }).first()).toHaveAttribute('aria-required', 'true');
    await expect(page.getByLabel('Company name (optional)')).toBeVisible();
    await expect(page.getByLabel('Apartment, suite, unit, etc. (optional)')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'State' })).toBeVisible();
    await expect(page.getByLabel('Order notes (optional)')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await expect(page.locator('.order-summary__total')).toContainText('605.00 USD');
    await hydrated(page.getByRole('button', { name: 'Confirm order' }));
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Email address').fill('asha@example.com');
    // A submission would be a POST or a page load; the header's offerings GET may land at any time.
    const submissions: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || request.isNavigationRequest()) submissions.push(`${request.method()} ${request.url()}`);
    });
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'no order was placed' })).toBeVisible();
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await expect(page).toHaveURL(/\/light\/shop\/checkout$/);
    await expect(page.getByLabel('First name')).toHaveValue('Asha');
    await expect(page.getByLabel('Email address')).toHaveValue('asha@example.com');
    expect(submissions).toEqual([]);
  });
});

test('order success shows the thanks, order number, date, total and COD', async ({ page }) => {
  await page.goto('/light/shop/success');
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been received.' })).toBeVisible();
  const details = page.locator('.order-received__details');
  await expect(details).toContainText('Order numberDX-10452');
  await expect(details).toContainText('DateNovember 3, 2025');
  await expect(details).toContainText('Total605.00 USD');
  await expect(details).toContainText('Payment methodCOD');
});

test.describe('wishlist', () => {
  test('lists 3 items with stock status, buttons and the action select', async ({ page }) => {
    await page.goto('/light/shop/wishlist');
    const rows = page.locator('.wishlist-table tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(page.locator('.stock-status')).toHaveText(['In stock (4)', 'In stock (10)', 'Out of stock']);
    await expect(page.getByRole('button', { name: /^Add to cart/ })).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^Remove .* from wishlist$/ })).toHaveCount(3);
    await expect(page.getByRole('combobox', { name: 'Action for selected products' }).locator('option')).toHaveText([
      'Actions',
      'Add to Cart',
      'Remove',
    ]);
  });

  test('select-all toggles every row', async ({ page }) => {
    await page.goto('/light/shop/wishlist');
    const all = page.getByRole('checkbox', { name: 'Select all products' });
    await hydrated(all);
    const rowBoxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
    await expect(rowBoxes).toHaveCount(3);
    await all.check();
    for (const box of await rowBoxes.all()) await expect(box).toBeChecked();
    await rowBoxes.nth(1).uncheck();
    await expect(all).not.toBeChecked();
    await expect(all).toHaveJSProperty('indeterminate', true);
    await all.click();
    for (const box of await rowBoxes.all()) await expect(box).toBeChecked();
    await all.click();
    for (const box of await rowBoxes.all()) await expect(box).not.toBeChecked();
  });
});

test('the template links /shop/{id}, /shop/cart and /shop/checkout land on the shop pages', async ({ page }) => {
  await page.goto('/shop/7');
  await expect(page).toHaveURL(/\/light\/shop\/7$/);
  await page.goto('/shop/checkout');
  await expect(page).toHaveURL(/\/light\/shop\/checkout$/);
});
