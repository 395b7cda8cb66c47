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
/** Keeps the test's document where it is when a link is clicked. */
const stay = (event: Event) => event.preventDefault();

afterEach(() => {
  document.removeEventListener('click', stay);
  beacon.mockClear();
  delete (navigator as Partial<Navigator>).sendBeacon;
});

/** A router whose two layouts both draw the beacon, as the site's root and light layouts do; in Marathi under /mr. */
async function site(initial: string, lang: 'en' | 'mr' = 'en') {
  const { PageViewBeacon } = await import('./page-view-beacon');
  const { LanguageProvider } = await import('@/lib/language');
  const Layout = () => (
    <>
      <PageViewBeacon />
      <Link to="/about">Our Story</Link>
      <Link to="/contact?service=Tally">Contact</Link>
      <Link to="/light/shop">Shop</Link>
      <a href="tel:+919822045110">Call</a>
      <a href="https://wa.me/919822045110?text=Hi">WhatsApp</a>
      <a href="mailto:info@example.in">E-mail</a>
      <a href="https://www.linkedin.com/company/x">LinkedIn</a>
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
    { initialEntries: [initial], basename: lang === 'mr' ? '/mr' : undefined },
  );
  render(
    <LanguageProvider value={{ lang }}>
      <RouterProvider router={router} />
    </LanguageProvider>,
  );
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

  it('reports a page in Marathi at its own address, as its load and its enquiries are counted', async () => {
    const user = userEvent.setup();
    await site('/mr/', 'mr');
    await user.click(screen.getByRole('link', { name: 'Our Story' }));
    expect(beacon).toHaveBeenLastCalledWith(apiPaths.views, '/mr/about');
    document.addEventListener('click', stay);
    await user.click(screen.getByRole('link', { name: 'Call' }));
    expect(Object.fromEntries(new URLSearchParams(beacon.mock.lastCall![1] as URLSearchParams))).toEqual({
      kind: 'call',
      path: '/mr/about',
    });
  });

  it('does not report the same page again (a new query string, a re-render)', async () => {
    const router = await site('/contact');
    await act(() => router.navigate('/contact?service=Tally'));
    await act(() => router.navigate('/contact?plan=Gold'));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('reports a tap on a Call, WhatsApp or e-mail link with its page, and no other link', async () => {
    const user = userEvent.setup();
    await site('/about');
    const sent = () => Object.fromEntries(new URLSearchParams(beacon.mock.lastCall![1] as URLSearchParams));
    // A link that opens elsewhere is not followed here: its tap is what counts.
    document.addEventListener('click', stay);
    await user.click(screen.getByRole('link', { name: 'WhatsApp' }));
    expect(beacon.mock.lastCall![0]).toBe(apiPaths.taps);
    expect(sent()).toEqual({ kind: 'whatsapp', path: '/about' });
    await user.click(screen.getByRole('link', { name: 'Call' }));
    expect(sent()).toEqual({ kind: 'call', path: '/about' });
    await user.click(screen.getByRole('link', { name: 'LinkedIn' }));
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('sends the quote of a contact page with a tap there', async () => {
    const user = userEvent.setup();
    await site('/contact?service=Tally&plan=Gold&from=%2Fservice%2Fservice-1');
    document.addEventListener('click', stay);
    await user.click(screen.getByRole('link', { name: 'E-mail' }));
    expect(Object.fromEntries(new URLSearchParams(beacon.mock.lastCall![1] as URLSearchParams))).toEqual({
      kind: 'email',
      path: '/contact',
      from: '/service/service-1',
      plan: 'Gold',
    });
  });
});
