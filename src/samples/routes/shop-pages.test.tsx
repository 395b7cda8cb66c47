// The shop's pages rendered through the real route table, with the products file answered by msw.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { productsDataUrl } from '@/samples/shop/api/get-products';
import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';

// Route modules load lazily; on a busy machine the first render of a page can take seconds.
const LAZY = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

describe('shop list', () => {
  it('shows the first 9 products with their USD prices under the fixed result text', async () => {
    renderRoute('/light/shop');
    expect(await screen.findByText('Showing 1–9 of 12 results', {}, LAZY)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sample product 1' }, LAZY)).toHaveAttribute('href', '/light/shop/1');
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.queryByRole('link', { name: 'Sample product 10' })).toBeNull();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Sample product 2' })).toHaveAttribute('href', '/light/shop/2');
  });

  it('logs a failing products file and still renders the page', async () => {
    expectConsoleError(/Error fetching products/);
    server.use(http.get(`*${productsDataUrl}`, () => new HttpResponse('down', { status: 500 })));
    renderRoute('/light/shop');
    expect(await screen.findByText('No products to show right now.', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '400');
    expect(console.error).toHaveBeenCalledWith('Error fetching products:', 'HTTP 500');
  });
});

describe('product details', () => {
  it("opens 'Review (1)' by default and fills the stars 20 % per point", async () => {
    renderRoute('/light/shop/4');
    expect(await screen.findByRole('tab', { name: 'Review (1)' }, LAZY)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'false');
    const summary = screen.getByRole('heading', { name: 'Watercolour Botanical Illustration Pack' }).parentElement!;
    expect(within(summary).getByTestId('star-fill')).toHaveStyle({ width: '90%' });
    expect(within(summary).getByText('$20.00')).toBeInTheDocument();
  });

  it('counts the quantity down to 0 and up without limit', async () => {
    renderRoute('/light/shop/1');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' }, LAZY);
    expect(quantity).toHaveValue(1);
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    fireEvent.click(less);
    fireEvent.click(less);
    expect(quantity).toHaveValue(0);
    fireEvent.change(quantity, { target: { value: '-4' } });
    expect(quantity).toHaveValue(0);
    fireEvent.change(quantity, { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(1000);
  });
});

describe('cart, checkout, success, wishlist', () => {
  it('cart: 3 rows, total 605.00 USD and the checkout link', async () => {
    renderRoute('/light/shop/cart');
    expect(await screen.findAllByRole('spinbutton', {}, LAZY)).toHaveLength(3);
    expect(screen.getAllByText('605.00 USD')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Procced To Checkout' })).toHaveAttribute('href', '/shop/checkout');
  });

  it('checkout: confirming keeps the fields and says nothing was sent', async () => {
    renderRoute('/light/shop/checkout');
    const first = await screen.findByLabelText(/First name/, {}, LAZY);
    fireEvent.change(first, { target: { value: 'Asha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('no order was placed'));
    expect(first).toHaveValue('Asha');
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  });

  it('success: the thanks and the sample order', async () => {
    renderRoute('/light/shop/success');
    expect(await screen.findByRole('heading', { name: 'Thank you! Your order has been received.' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('DX-10452')).toBeInTheDocument();
    expect(screen.getByText('COD')).toBeInTheDocument();
  });

  it('wishlist: select-all toggles every row', async () => {
    renderRoute('/light/shop/wishlist');
    const all = await screen.findByRole('checkbox', { name: 'Select all products' }, LAZY);
    const rows = screen.getAllByRole('checkbox').filter((box) => box !== all);
    expect(rows).toHaveLength(3);
    fireEvent.click(all);
    rows.forEach((box) => expect(box).toBeChecked());
    fireEvent.click(all);
    rows.forEach((box) => expect(box).not.toBeChecked());
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('In stock (4)')).toBeInTheDocument();
    expect(screen.getByText('In stock (10)')).toBeInTheDocument();
  });
});
