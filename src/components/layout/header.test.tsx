import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';
import { renderRouteReady } from '@/testing/render';
import { apiPaths } from '@common/api-contract';

/** The submenu's toggle, there once the offerings have arrived. */
const offeringsMenu = () => screen.findByRole('button', { name: 'Our Offerings menu' });

describe('header', () => {
  it('shows the main navigation in order', async () => {
    await renderRouteReady('/no-such-page');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // The offerings' submenu links sit under Our Offerings once the API has answered: left out, whenever that is.
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
      .filter(([name]) => name !== 'Tally Software & Services' && name !== 'ERP Consultation')
      .slice(0, 5);
    expect(links).toEqual([
      ['Home', '/'],
      ['Our Story', '/about'],
      ['Our Offerings', '/service'],
      ['Insights', '/insights'],
      ['Contact', '/contact'],
    ]);
  });

  it('lists every offering from the API except All, each opening its tab on the offerings page', async () => {
    await renderRouteReady('/no-such-page');
    const submenu = document.getElementById((await offeringsMenu()).getAttribute('aria-controls')!)!;
    await waitFor(() => expect(within(submenu).getAllByRole('link')).toHaveLength(2));
    expect(within(submenu).getByRole('link', { name: 'Tally Software & Services' })).toHaveAttribute(
      'href',
      '/service?offering=Tally%20Software%20%26%20Services',
    );
    expect(within(submenu).getByRole('link', { name: 'ERP Consultation' })).toBeInTheDocument();
    expect(within(submenu).queryByRole('link', { name: 'All' })).not.toBeInTheDocument();
  });

  it('logs a failed offerings request and shows Our Offerings as a plain link, with the rest of the page intact', async () => {
    expectConsoleError(/Error fetching offerings:|API GET/);
    let asked = false;
    server.use(
      http.get(`*${apiPaths.offeringsWithDetails}`, () => {
        asked = true;
        return HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 });
      }),
    );
    await renderRouteReady('/no-such-page');
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Error fetching offerings:', expect.anything()));
    // No entries: no submenu and no toggle for it (no empty panel); the link still opens Our Offerings.
    expect(screen.queryByRole('button', { name: 'Our Offerings menu' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Our Offerings' })).toHaveAttribute(
      'href',
      '/service',
    );
    expect(screen.getByRole('heading', { name: 'This page could not be found.' })).toBeInTheDocument();
  });

  it('switches the offerings submenu open and closed', async () => {
    await renderRouteReady('/no-such-page');
    const toggle = await offeringsMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle.closest('li')).toHaveClass('is-active');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the toggle menu with phone and e-mail, and closes it when a link is clicked', async () => {
    const { router } = await renderRouteReady('/no-such-page');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).toHaveClass('is-open');
    expect(within(menu).getByRole('link', { name: /98220 45110/ })).toHaveAttribute('href', 'tel:+919822045110');
    expect(within(menu).getByRole('link', { name: /info@dexterityconsultants\.in/ })).toHaveAttribute(
      'href',
      'mailto:info@dexterityconsultants.in',
    );
    await userEvent.click(within(menu).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes its scrolled style once the page is scrolled below 0', async () => {
    await renderRouteReady('/no-such-page');
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('is-scrolled');
    Object.defineProperty(window, 'scrollY', { value: 1, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(header).toHaveClass('is-scrolled'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(header).not.toHaveClass('is-scrolled'));
  });
});

describe('site frame', () => {
  it('offers a chat in a new tab with the prefilled message', async () => {
    await renderRouteReady('/no-such-page');
    const chat = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
    const url = new URL(chat.getAttribute('href')!);
    expect(url.hostname).toBe('wa.me');
    expect(url.searchParams.get('text')).toBe('Hi, I want to know more about your offerings.');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('switches to dark mode and remembers the choice', async () => {
    await renderRouteReady('/no-such-page');
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(localStorage.getItem('dx-theme')).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
    expect(localStorage.getItem('dx-theme')).toBe('light');
  });

  it('shows the footer contact data: the Pune address, two phone numbers and the e-mail', async () => {
    await renderRouteReady('/no-such-page');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Pune 411005/)).toBeInTheDocument();
    expect(within(footer).getAllByRole('link', { name: /^\+91/ })).toHaveLength(2);
    expect(within(footer).getByRole('link', { name: 'info@dexterityconsultants.in' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
