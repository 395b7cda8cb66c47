import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { builtPage, ok, recordChanges, renderEditor, serveLists, service } from '@/testing/staff/content-testing';

const entry = (id: number, menu: string, label: string, href: string, position = id) => ({ id, position, version: 1, menu, label, href });
const PAGE = builtPage();

describe('the menus in the editor', () => {
  it('lists each entry with its menu and link, and a search by menu shows that menu’s entries', async () => {
    const user = userEvent.setup();
    serveLists({
      'menu-items': [
        entry(1, 'header', 'Home', '/'),
        entry(2, 'header', 'Our Story', '/about'),
        entry(3, 'footer-links', 'Privacy', '/privacy'),
      ],
      pages: [PAGE],
      services: [service(1, 'TallyPrime')],
    });
    renderEditor('?kind=menu-items');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Menu' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Privacy.*Footer: Quick Links.*\/privacy/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'quick links');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Privacy']),
    );
  });

  it('adds an entry linking to a built page chosen from the site’s pages', async () => {
    const user = userEvent.setup();
    serveLists({ 'menu-items': [entry(1, 'header', 'Home', '/')], pages: [PAGE], services: [service(1, 'TallyPrime')] });
    renderEditor('?kind=menu-items');
    await user.click(await screen.findByRole('button', { name: 'New menu entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New menu entry' });
    await user.type(within(dialog).getByLabelText('Label'), 'Webinar');
    await user.selectOptions(within(dialog).getByLabelText('Link: a page of the site'), 'GST webinar (/gst-webinar)');
    expect(within(dialog).getByLabelText('Link (address)')).toHaveValue('/gst-webinar');
    const sent = recordChanges('post', '/menu-items', () => ok(entry(5, 'header', 'Webinar', '/gst-webinar'), 201));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ menu: 'header', label: 'Webinar', href: '/gst-webinar' });
  });
});

describe('each menu on a screen of its own', () => {
  const MENUS = [
    entry(1, 'header', 'Home', '/', 0),
    entry(2, 'footer-links', 'Privacy', '/privacy', 1),
    entry(3, 'header', 'Our Story', '/about', 2),
    entry(4, 'footer-services', 'Cloud', '', 3),
    entry(5, 'header', 'Contact', '/contact', 4),
  ];

  it('is picked from what to edit, lists only its entries, and keeps its place in the address', async () => {
    const user = userEvent.setup();
    serveLists({ 'menu-items': MENUS, pages: [PAGE], services: [service(1, 'TallyPrime')] });
    const { router } = renderEditor('?kind=menu-items');
    const picker = await screen.findByLabelText('What to edit');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .filter((text) => /menu/i.test(text ?? '')),
    ).toEqual(['Header menu', 'Footer menu: Quick Links', 'Footer menu: Our Services', 'All menus']);
    // The address of every menu at once still lists them all.
    expect(await screen.findByRole('rowheader', { name: 'Cloud' })).toBeInTheDocument();

    await user.selectOptions(picker, 'Header menu');
    expect(router.state.location.search).toBe('?kind=menu-items&menu=header');
    const table = await screen.findByRole('table', { name: 'Header menu entries, in their order' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Home', 'Our Story', 'Contact']);
    // Its entries all share the menu: no column for it.
    expect(within(table).queryByRole('columnheader', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 header menu entries');

    await user.selectOptions(picker, 'Footer menu: Our Services');
    expect(router.state.location.search).toBe('?kind=menu-items&menu=footer-services');
    expect(await screen.findByRole('table', { name: 'Footer menu entries (Our Services), in their order' })).toHaveTextContent('Cloud');
    expect(screen.queryByRole('rowheader', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('makes a new entry in its own menu', async () => {
    const user = userEvent.setup();
    serveLists({ 'menu-items': MENUS, pages: [PAGE], services: [service(1, 'TallyPrime')] });
    renderEditor('?kind=menu-items&menu=footer-links');
    await user.click(await screen.findByRole('button', { name: 'New menu entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New menu entry' });
    expect(within(dialog).getByLabelText('Menu')).toHaveValue('footer-links');
    await user.type(within(dialog).getByLabelText('Label'), 'Webinar');
    await user.type(within(dialog).getByLabelText('Link (address)'), '/gst-webinar');
    const sent = recordChanges('post', '/menu-items', () => ok(entry(6, 'footer-links', 'Webinar', '/gst-webinar'), 201));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ menu: 'footer-links', label: 'Webinar', href: '/gst-webinar' });
  });

  it('moves an entry among its menu’s, sending its place among every menu’s entries', async () => {
    const user = userEvent.setup();
    serveLists({ 'menu-items': MENUS, pages: [PAGE], services: [service(1, 'TallyPrime')] });
    const sent = recordChanges('post', '/menu-items/3/move', () => ok({ ...entry(3, 'header', 'Our Story', '/about', 4), version: 2 }));
    renderEditor('?kind=menu-items&menu=header');
    await user.click(await screen.findByRole('button', { name: 'Move Our Story down' }));
    expect(await screen.findByText('“Our Story” moved to position 3 of 3.')).toBeInTheDocument();
    // After Contact, the last of every menu's entries but itself: place 4 of the whole list.
    expect(sent.map((request) => request.body)).toEqual([{ position: 4 }]);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Home', 'Contact', 'Our Story']);
    expect(screen.getByRole('button', { name: 'Move Our Story down' })).toBeDisabled();
  });
});
