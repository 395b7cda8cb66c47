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
  ...extra,
});

/** Answers the trash with each list in turn (the last one repeats). */
function serveTrash(...lists: unknown[][]) {
  let reads = 0;
  server.use(http.get(`${CONTENT}/trash`, () => ok(lists[Math.min(reads++, lists.length - 1)]!)));
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
    serveTrash(
      [
        deleted(14, 'menu-items', 'Our webinar', { parent_id: null, with_entry: 12 }),
        deleted(13, 'menu-items', 'Webinar', { parent_id: null, with_entry: 12 }),
        page,
        deleted(11, 'menu-items', 'Old link', { parent_id: null }),
      ],
      [deleted(11, 'menu-items', 'Old link', { parent_id: null })],
    );
    const sent = recordChanges('post', '/trash/12/restore', () => HttpResponse.json({ success: true, data: {}, message: 'It is back.' }));
    renderEditor('?kind=quick-facts&view=trash');
    const table = await screen.findByRole('table', { name: 'Recently deleted, newest first' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['GST webinarwith its menu entries “Our webinar”, “Webinar”', 'Old link']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2 Mar 2026, 3:45 pm, taken down at its time');
    expect(within(table).queryByRole('button', { name: 'Restore Webinar' })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Restore GST webinar' }));
    expect(
      await screen.findByText('Page “GST webinar” is back where it was, with its menu entries “Our webinar”, “Webinar”.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
