import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { builtPage, CONTENT, ok, recordChanges, renderEditor, serveLists } from '@/testing/staff/content-testing';

const PAGE = builtPage({ version: 3 });

const REFERENCES = {
  address: '/gst-webinar',
  menu_items: [
    { id: 8, label: 'Webinar', menu: 'header' },
    { id: 9, label: 'Our webinar', menu: 'footer-links' },
  ],
  redirects: [{ id: 2, from: '/webinar' }],
};

/** The pages' list, what points at page 4, and the question opened for it. */
async function openDelete(references: () => Response) {
  const user = userEvent.setup();
  serveLists({ pages: [PAGE], offerings: [], articles: [], categories: [] });
  server.use(http.get(`${CONTENT}/pages/4/references`, references));
  renderEditor('?kind=pages');
  await user.click(await screen.findByRole('button', { name: 'Delete GST webinar' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Delete page “GST webinar”?' }) };
}

const deleted = (message = 'The page was moved to Recently deleted.') => HttpResponse.json({ success: true, data: { entry: 9 }, message });

describe('deleting a page others point at', () => {
  it('lists the menu entries and redirects that point at it, and takes the menu entries out with it when the box stays ticked', async () => {
    const { user, dialog } = await openDelete(() => ok(REFERENCES));
    const list = await within(dialog).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The header menu links to it: Webinar',
      'The footer menu (Quick Links): Our webinar',
      'Redirects lead to it: /webinar (they will lead to a missing page)',
    ]);
    const box = within(dialog).getByRole('checkbox', {
      name: 'Also take its menu entries out (they come back with the page from Recently deleted)',
    });
    expect(box).toBeChecked();
    const sent = recordChanges('delete', '/pages/4', () => deleted());
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') requests.push(new URL(request.url).search);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('“GST webinar” moved to Recently deleted, with the menu entries that linked to it.'),
    ).toBeInTheDocument();
    expect(sent.map((request) => request.ifMatch)).toEqual(['"3"']);
    expect(requests).toEqual(['?with_menu_entries=true']);
    server.events.removeAllListeners();
  });

  it('leaves the menu entries where they are when the box is cleared', async () => {
    const { user, dialog } = await openDelete(() => ok({ ...REFERENCES, redirects: [] }));
    const box = await within(dialog).findByRole('checkbox', { name: /Also take its menu entries out/ });
    await user.click(box);
    expect(box).not.toBeChecked();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') requests.push(new URL(request.url).search);
    });
    recordChanges('delete', '/pages/4', () => deleted());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“GST webinar” moved to Recently deleted.')).toBeInTheDocument();
    expect(requests).toEqual(['']);
    server.events.removeAllListeners();
  });

  it('asks as before when nothing points at it', async () => {
    const { dialog } = await openDelete(() => ok({ address: '/gst-webinar', menu_items: [], redirects: [] }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(dialog).toHaveTextContent(
      'It leaves the site at once, with everything inside it. You can bring it back from Recently deleted for 90 days.',
    );
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says it could not check what points at it, and still deletes', async () => {
    expectConsoleError(/API GET .*references failed/);
    const { user, dialog } = await openDelete(() =>
      HttpResponse.json({ success: false, message: 'The server could not answer just now.' }, { status: 500 }),
    );
    expect(
      await within(dialog).findByText('Could not check what links to it: The server could not answer just now. You can still delete it.'),
    ).toBeInTheDocument();
    recordChanges('delete', '/pages/4', () => deleted());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“GST webinar” moved to Recently deleted.')).toBeInTheDocument();
  });

  it('says what the server said when a colleague deleted it meanwhile, and reads the list again', async () => {
    expectConsoleError(/API DELETE .*pages\/4 failed/);
    const { user, dialog } = await openDelete(() => ok(REFERENCES));
    await within(dialog).findByRole('list');
    recordChanges('delete', '/pages/4', () =>
      HttpResponse.json({ success: false, message: 'There is no page with id 4.' }, { status: 404 }),
    );
    server.use(http.get(`${CONTENT}/pages`, () => ok([])));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('There is no page with id 4.')).toBeInTheDocument();
    expect(await screen.findByText('No pages here yet.')).toBeInTheDocument();
  });
});
