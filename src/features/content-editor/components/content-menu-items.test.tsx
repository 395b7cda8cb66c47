import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ok, recordChanges, renderEditor, serveLists, service } from '@/testing/staff/content-testing';

const entry = (id: number, menu: string, label: string, href: string, position = id) => ({ id, position, version: 1, menu, label, href });
const PAGE = {
  id: 4,
  position: 0,
  version: 1,
  title: 'GST webinar',
  slug: 'gst-webinar',
  search_title: '',
  search_description: '',
  share_image: '',
  blocks: [],
};

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
