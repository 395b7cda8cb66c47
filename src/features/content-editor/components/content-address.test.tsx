import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/msw-server';

import { CONTENT, ok, pendingDraft, recordChanges, renderEditor, serveLists } from '@/testing/staff/content-testing';

const page = {
  id: 4,
  position: 0,
  version: 2,
  title: 'GST webinar',
  slug: 'gst-webinar',
  search_title: '',
  search_description: '',
  share_image: '',
  blocks: [],
};

async function newPage() {
  const user = userEvent.setup();
  serveLists({ pages: [page], services: [], offerings: [] });
  renderEditor('?kind=pages');
  await user.click(await screen.findByRole('button', { name: 'New page' }));
  const dialog = await screen.findByRole('dialog', { name: 'New page' });
  return {
    user,
    dialog,
    title: within(dialog).getByRole('textbox', { name: 'Title' }),
    address: within(dialog).getByRole('textbox', { name: 'Address' }),
  };
}

describe('the Address of a new page, article or category', () => {
  it('follows the title until staff type in it, and again once they empty it', async () => {
    const { user, dialog, title, address } = await newPage();
    expect(within(dialog).getByText('Filled in from the title until you type here.')).toBeInTheDocument();
    await user.type(title, 'Café & Tally: मराठी');
    expect(address).toHaveValue('cafe-and-tally-marathi');

    await user.clear(address);
    await user.type(address, 'tally-course');
    await user.type(title, ' 2026');
    expect(address).toHaveValue('tally-course');
    expect(within(dialog).queryByText('Filled in from the title until you type here.')).not.toBeInTheDocument();

    await user.clear(address);
    await user.type(title, '!');
    expect(address).toHaveValue('cafe-and-tally-marathi-2026');
  });

  it('asks for an address in Latin letters when the title gives none, and sends no empty one without a word', async () => {
    const sent = recordChanges('post', '/pages', () => ok(page, 201));
    const { user, dialog, title, address } = await newPage();
    await user.type(title, '🎉🎉');
    expect(address).toHaveValue('');
    expect(within(dialog).getByText(/Type an address in Latin letters \(a–z, 0–9 and hyphens\): the title has none/)).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'GST தமிழ்');
    expect(address).toHaveValue('gst');
    expect(within(dialog).getByText(/some letters of the title have no Latin spelling here/)).toBeInTheDocument();
    // The prompt is a prompt: the server's rule still decides, and nothing was sent meanwhile.
    expect(sent).toEqual([]);
  });

  it('keeps zero-width joiners in the title and out of the address', async () => {
    const sent = recordChanges('post', '/pages', () => ok({ ...page, id: 5 }, 201));
    const { user, dialog, title, address } = await newPage();
    await user.type(title, 'क्\u200dष');
    expect(title).toHaveValue('क्\u200dष');
    expect(address).toHaveValue('ksh');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText(/created and published/);
    expect(sent[0]?.body).toMatchObject({ title: 'क्\u200dष', slug: 'ksh' });
  });

  it('goes on following in a new page’s draft whose address is still its title’s, not in one staff changed', async () => {
    const user = userEvent.setup();
    const draft = (id: number, slug: string) =>
      pendingDraft(id, { kind: 'pages', item_id: null, title: 'Tally course', values: { ...page, title: 'Tally course', slug } });
    serveLists({ pages: [page], services: [], offerings: [], drafts: [draft(21, 'tally-course'), draft(22, 'courses')] });
    server.use(
      http.get(`${CONTENT}/drafts/21`, () => ok(draft(21, 'tally-course'))),
      http.get(`${CONTENT}/drafts/22`, () => ok(draft(22, 'courses'))),
    );
    renderEditor('?kind=pages');
    const rows = await screen.findAllByRole('button', { name: 'Edit the new page Tally course' });
    await user.click(rows[0]!);
    let dialog = await screen.findByRole('dialog', { name: /Draft of a new page/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' online');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('tally-course-online');
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
    await user.click(await within(dialog).findByRole('button', { name: 'Discard changes' }));

    await user.click((await screen.findAllByRole('button', { name: 'Edit the new page Tally course' }))[1]!);
    dialog = await screen.findByRole('dialog', { name: /Draft of a new page/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' online');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('courses');
  });

  it('no longer follows once the page is live, and says a new address moves it', async () => {
    const user = userEvent.setup();
    serveLists({ pages: [page], services: [], offerings: [] });
    server.use(http.get(`${CONTENT}/pages/4`, () => ok(page)));
    renderEditor('?kind=pages');
    await user.click(await screen.findByRole('button', { name: 'Edit GST webinar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit page “GST webinar”' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' 2026');
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('gst-webinar');
    expect(
      within(dialog).getByText(
        'Live at /gst-webinar: the address no longer follows the title. A new address moves the page; the old address then sends visitors to the new one.',
      ),
    ).toBeInTheDocument();
  });
});

describe('View page in the lists of pages and articles', () => {
  it('opens a live page in a new tab; a new page’s draft has Preview instead', async () => {
    serveLists({
      pages: [page],
      services: [],
      offerings: [],
      drafts: [
        pendingDraft(21, {
          kind: 'pages',
          item_id: null,
          title: 'Tally course',
          values: { ...page, title: 'Tally course', slug: 'tally-course' },
        }),
      ],
    });
    renderEditor('?kind=pages');
    const view = await screen.findByRole('link', { name: 'View page: GST webinar (opens in a new tab)' });
    expect(view).toHaveAttribute('href', '/gst-webinar');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    const draftRow = screen.getByText('Tally course').closest('tr')!;
    expect(within(draftRow).queryByRole('link', { name: /^View page/ })).not.toBeInTheDocument();
    expect(within(draftRow).getByRole('link', { name: 'Preview the new page Tally course (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/tally-course?preview=1',
    );
  });

  it('opens a live article at its address under /insights', async () => {
    serveLists({
      articles: [
        {
          id: 3,
          position: 0,
          version: 1,
          title: 'GST in 2026',
          slug: 'gst-in-2026',
          published_at: '2026-11-28T09:30:00Z',
          category_id: null,
          service_ids: [],
        },
      ],
      categories: [],
      services: [],
    });
    renderEditor('?kind=articles');
    expect(await screen.findByRole('link', { name: 'View page: GST in 2026 (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/insights/gst-in-2026',
    );
  });
});
