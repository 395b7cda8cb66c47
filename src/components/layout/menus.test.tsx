// The header's and footer's menus come from content (GET /api/get-menu-items/), in order and grouped by menu;
// today's menus when they cannot be read.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { menuItemsFixture } from '@/testing/handlers/menus';
import { server } from '@/testing/msw-server';
import { renderRouteReady } from '@/testing/render';
import { menuItems } from '@common/content-model/page-kinds';

const MENU_ITEMS_PATH = menuItems.publicApi[0].path;

const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

function answerMenus(entries: readonly object[]) {
  server.use(http.get(`*${MENU_ITEMS_PATH}`, () => HttpResponse.json({ success: true, data: entries })));
}

describe('menus from content', () => {
  it('draw the header and both footer columns in the order staff set, the offerings submenu under the /service entry', async () => {
    answerMenus([
      { id: 1, menu: 'header', label: 'Webinar', href: '/gst-e-invoicing-webinar' },
      { id: 2, menu: 'footer-services', label: 'Payroll', href: '/service/service-3' },
      { id: 3, menu: 'header', label: 'What we do', href: '/service' },
      { id: 4, menu: 'footer-links', label: 'Tally blog', href: 'https://example.com/blog' },
      { id: 5, menu: 'footer-services', label: 'Training', href: '' },
    ]);
    await renderRouteReady('/no-such-page');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Webinar' })).toHaveAttribute('href', '/gst-e-invoicing-webinar'));
    expect(within(nav).getAllByRole('link')[1]).toHaveTextContent('What we do');
    expect(await screen.findByRole('button', { name: 'What we do menu' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Our Story' })).toBeNull();

    const footer = screen.getByRole('contentinfo');
    const external = within(footer).getByRole('link', { name: /Tally blog/ });
    expect(external).toHaveAttribute('href', 'https://example.com/blog');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByRole('link', { name: 'Payroll' })).toHaveAttribute('href', '/service/service-3');
    // An entry without a link is words.
    expect(within(footer).getByText('Training').closest('a')).toBeNull();
    expect(within(footer).queryByText('Corporate Trainings')).toBeNull();
  });

  it('draw an entry saved before the links’ rule with "//" or "/\\" as words, never a link to another site', async () => {
    answerMenus([
      { id: 1, menu: 'header', label: 'Webinar', href: '/gst-e-invoicing-webinar' },
      { id: 2, menu: 'header', label: 'Away', href: '//evil.example' },
      { id: 3, menu: 'footer-links', label: 'Elsewhere', href: '/\\evil.example' },
    ]);
    await renderRouteReady('/no-such-page');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Webinar' })).toBeInTheDocument());
    expect(within(nav).getByText('Away').closest('a')).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByText('Elsewhere').closest('a')).toBeNull();
  });

  it('fall back to today’s menus when they cannot be read', async () => {
    expectConsoleError(/Error fetching menus:|API GET/);
    server.use(
      http.get(`*${MENU_ITEMS_PATH}`, () => HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 })),
    );
    await renderRouteReady('/no-such-page');
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Error fetching menus:', expect.anything()));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linksIn(nav).slice(0, 2)).toEqual([
      ['Home', '/'],
      ['Our Story', '/about'],
    ]);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Corporate Trainings').closest('a')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('read as seeded draw today’s footer: its Quick Links, and its services as words', async () => {
    answerMenus(menuItemsFixture);
    await renderRouteReady('/no-such-page');
    const footer = screen.getByRole('contentinfo');
    const quickLinks = within(footer).getByRole('navigation', { name: 'Footer' });
    await waitFor(() =>
      expect(linksIn(quickLinks)).toEqual([
        ['Home', '/'],
        ['Contact', '/contact'],
        ['Terms of Use', '/'],
        ['Privacy Policy', '/privacy'],
      ]),
    );
    for (const name of ['Tally Software & Services', 'ERP Consultation', 'Cloud Services']) {
      expect(within(footer).getByText(name, { selector: 'li' })).toBeInTheDocument();
    }
  });
});
