import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiPaths } from '@common/api-contract';

const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);

beforeEach(() => {
  vi.resetModules();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  beacon.mockClear();
  delete (navigator as Partial<Navigator>).sendBeacon;
});

/** A router whose two layouts both draw the beacon, as the site's root and light layouts do. */
async function site(initial: string) {
  const { PageViewBeacon } = await import('./page-view-beacon');
  const Layout = () => (
    <>
      <PageViewBeacon />
      <Link to="/about">Our Story</Link>
      <Link to="/contact?service=Tally">Contact</Link>
      <Link to="/light/shop">Shop</Link>
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/about', element: <p>about</p> },
          { path: '/contact', element: <p>contact</p> },
        ],
      },
      { path: '/light', element: <Layout />, children: [{ path: 'shop', element: <p>shop</p> }] },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PageViewBeacon', () => {
  it('reports each move to another page, not the first page (the server counted its load)', async () => {
    const user = userEvent.setup();
    const router = await site('/');
    expect(beacon).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Our Story' }));
    expect(beacon).toHaveBeenLastCalledWith(apiPaths.views, '/about');
    // Only the path: the query string is not the page, and nothing names the visitor.
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(beacon).toHaveBeenLastCalledWith(apiPaths.views, '/contact');
    // Back is a move too; into another layout as well.
    await act(() => router.navigate(-1));
    expect(beacon).toHaveBeenLastCalledWith(apiPaths.views, '/about');
    await user.click(screen.getByRole('link', { name: 'Shop' }));
    expect(beacon).toHaveBeenLastCalledWith(apiPaths.views, '/light/shop');
    expect(beacon).toHaveBeenCalledTimes(4);
    expect(document.cookie).toBe('');
  });

  it('does not report the same page again (a new query string, a re-render)', async () => {
    const router = await site('/contact');
    await act(() => router.navigate('/contact?service=Tally'));
    await act(() => router.navigate('/contact?plan=Gold'));
    expect(beacon).not.toHaveBeenCalled();
  });
});
