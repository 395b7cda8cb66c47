import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { CONTENT, ok, quickFact, recordChanges, renderEditor, serveLists } from '@/testing/staff/content-testing';

const deleted = (entry: number, kind: string, title: string, extra: Record<string, unknown> = {}) => ({
  entry,
  kind,
  id: entry + 100,
  title,
  parent_id: 3,
  position: 1,
  deleted_at: '2026-03-02T10:15:00Z',
  deleted_by: 'asha@example.in',
  deleted_by_name: 'Asha Kulkarni',
  reason: 'delete',
  with_entry: null,
  companions: [],
  ...extra,
});

/** Answers the trash with each list in turn, as its one page (the last one repeats). */
function serveTrash(...lists: unknown[][]) {
  let reads = 0;
  server.use(
    http.get(`${CONTENT}/trash`, () => {
      const items = lists[Math.min(reads++, lists.length - 1)]!;
      return ok({ items, total: items.length, page: 1, size: 50 });
    }),
  );
}

describe('Recently deleted', () => {
  it('lists deleted items with their kind, when and by whom; Restore brings one back and the list reads again', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')] });
    serveTrash([deleted(5, 'quick-facts', 'Branches'), deleted(4, 'sections', 'Why Tally')], [deleted(4, 'sections', 'Why Tally')]);
    const sent = recordChanges('post', '/trash/5/restore', () =>
      HttpResponse.json({ success: true, data: quickFact(105, 'Branches', 'Two'), message: 'It is back.' }),
    );
    renderEditor('?kind=quick-facts');
    await user.click(await screen.findByRole('button', { name: 'Recently deleted' }));
    expect(screen.getByRole('button', { name: 'Back to quick facts' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Recently deleted, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['What', 'Kind', 'Deleted', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Quick fact', 'Section']);
    expect(rows[0]).toHaveTextContent(/Branches.*2 Mar 2026.* by Asha Kulkarni/);

    await user.click(within(rows[0]!).getByRole('button', { name: 'Restore Branches' }));
    expect(await screen.findByText('Quick fact “Branches” is back where it was.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    // The list reads again: the restored item has left it, the other stays.
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Branches' })).not.toBeInTheDocument());
    expect(within(table).getByRole('rowheader', { name: 'Why Tally' })).toBeInTheDocument();
  });

  it('says why an item cannot come back yet', async () => {
    expectConsoleError(/API POST .*trash\/5\/restore failed/);
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [] });
    serveTrash([deleted(5, 'quick-facts', 'Branches')]);
    recordChanges('post', '/trash/5/restore', () =>
      HttpResponse.json(
        { success: false, message: 'Its service is deleted too: bring that back from Recently deleted first.' },
        { status: 409 },
      ),
    );
    renderEditor('?kind=quick-facts&view=trash');
    await user.click(await screen.findByRole('button', { name: 'Restore Branches' }));
    expect(await screen.findByText('Its service is deleted too: bring that back from Recently deleted first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Branches' })).toBeEnabled();
  });

  it('an item deleted from the list goes there with the version it was read at', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')] });
    const sent = recordChanges('delete', '/quick-facts/7', () =>
      HttpResponse.json({ success: true, data: { entry: 9 }, message: 'Moved.' }),
    );
    renderEditor('?kind=quick-facts');
    await user.click(await screen.findByRole('button', { name: 'Delete Users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete quick fact “Users”?' });
    expect(dialog).toHaveTextContent(
      'It leaves the site at once, with everything inside it. You can bring it back from Recently deleted for 90 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Users” moved to Recently deleted.')).toBeInTheDocument();
    expect(sent.map((request) => request.ifMatch)).toEqual(['"2"']);
  });

  it('names the menu entries that went with a page under it, and brings them back with it', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [] });
    const page = deleted(12, 'pages', 'GST webinar', { parent_id: null, reason: 'take-down', deleted_by: 'system:schedule' });
    // The server answers what went with an entry under it, oldest first.
    const companions = [
      deleted(13, 'menu-items', 'Webinar', { parent_id: null, with_entry: 12 }),
      deleted(14, 'menu-items', 'Our webinar', { parent_id: null, with_entry: 12 }),
    ];
    serveTrash(
      [{ ...page, companions }, deleted(11, 'menu-items', 'Old link', { parent_id: null })],
      [deleted(11, 'menu-items', 'Old link', { parent_id: null })],
    );
    const sent = recordChanges('post', '/trash/12/restore', () => HttpResponse.json({ success: true, data: {}, message: 'It is back.' }));
    renderEditor('?kind=quick-facts&view=trash');
    const table = await screen.findByRole('table', { name: 'Recently deleted, newest first' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['GST webinarwith its menu entries “Webinar”, “Our webinar”', 'Old link']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2 Mar 2026, 3:45 pm, taken down at its time');
    expect(within(table).queryByRole('button', { name: 'Restore Webinar' })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Restore GST webinar' }));
    expect(
      await screen.findByText('Page “GST webinar” is back where it was, with its menu entries “Webinar”, “Our webinar”.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});

/** A trash entry as the server answers it. */
const trashEntry = (n: number, extra: Record<string, unknown> = {}) => ({
  entry: n,
  kind: 'quick-facts',
  id: 500 + n,
  title: `Fact ${n}`,
  parent_id: 1,
  position: 0,
  deleted_at: '2026-11-20T10:00:00Z',
  deleted_by: 'meera@example.in',
  deleted_by_name: 'Meera',
  reason: 'delete',
  with_entry: null,
  companions: [],
  ...extra,
});

/** Recently deleted as the server answers it: 53 entries standing on their own, newest first, 50 a page. */
function servePages() {
  let entries = Array.from({ length: 53 }, (_, i) => trashEntry(53 - i));
  const pagesAsked: string[] = [];
  server.use(
    http.get(`${CONTENT}/trash`, ({ request }) => {
      const asked = Number(new URL(request.url).searchParams.get('page') ?? 1);
      pagesAsked.push(String(asked));
      const page = Math.min(asked, Math.max(1, Math.ceil(entries.length / 50)));
      return ok({ items: entries.slice((page - 1) * 50, page * 50), total: entries.length, page, size: 50 });
    }),
  );
  const restored = recordChanges('post', '/trash/2/restore', () => {
    entries = entries.filter((item) => item.entry !== 2);
    return ok({ id: 502, position: 0, version: 2 });
  });
  entries[51] = trashEntry(2, {
    title: 'Webinar',
    kind: 'pages',
    companions: [{ ...trashEntry(60, { kind: 'menu-items', title: 'Our webinar', with_entry: 2 }), companions: undefined }],
  });
  return { pagesAsked, restored };
}

const rowTitles = () => screen.getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent);

describe('Recently deleted, a page at a time', () => {
  it('shows 50 a page, newest first, with Next page in the address, and restores an entry of the second page', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [] });
    const { pagesAsked, restored } = servePages();
    const { router } = renderEditor('?kind=quick-facts&view=trash');

    const table = await screen.findByRole('table', { name: 'Recently deleted, newest first' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(50);
    expect(rowTitles()[0]).toBe('Fact 53');
    expect(screen.getByText('53 deleted items, page 1 of 2')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of Recently deleted' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Fact 3', 'Webinar', 'Fact 1']));
    expect(screen.getByText('53 deleted items, page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=quick-facts&view=trash&page=2');
    // The reader starts the new page at its top.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Recently deleted' })).toHaveFocus());
    // What went with an entry is named under it, not a row of its own.
    const webinar = screen.getByRole('row', { name: /Webinar/ });
    expect(webinar).toHaveTextContent('Webinarwith its menu entry “Our webinar”');

    await user.click(within(webinar).getByRole('button', { name: 'Restore Webinar' }));
    expect(await screen.findByText('Page “Webinar” is back where it was, with its menu entry “Our webinar”.')).toBeInTheDocument();
    expect(restored).toHaveLength(1);
    await waitFor(() => expect(rowTitles()).toEqual(['Fact 3', 'Fact 1']));
    expect(pagesAsked).toEqual(['1', '2', '2']);
  });

  it('says so when nothing has been deleted, without page buttons', async () => {
    serveLists({ 'quick-facts': [] });
    server.use(http.get(`${CONTENT}/trash`, () => ok({ items: [], total: 0, page: 1, size: 50 })));
    renderEditor('?kind=quick-facts&view=trash');
    expect(await screen.findByText('Nothing has been deleted lately.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of Recently deleted' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
