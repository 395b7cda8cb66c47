import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { ok, quickFact, recordChanges, renderEditor, serveLists, service } from '@/testing/staff/content-testing';

const FACTS = [
  quickFact(7, 'Users', 'Five', { position: 0 }),
  quickFact(8, 'Licence', 'Perpetual', { position: 1 }),
  quickFact(9, 'Support', 'One year', { position: 2, version: 5 }),
  quickFact(10, 'Uptime', '99.9%', { service_id: 4, position: 0 }),
];
const SERVICES = [service(3, 'TallyPrime'), service(4, 'Tally on Cloud')];

const rowTitles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const handle = (title: string) => screen.getByRole('button', { name: `Reorder ${title}` });

beforeAll(() => {
  // jsdom has no PointerEvent: a mouse event with the pointer's id and type stands in for it.
  if (!('PointerEvent' in window)) {
    class PointerEventStandIn extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    vi.stubGlobal('PointerEvent', PointerEventStandIn);
  }
});

/** Lays the rows out 50 px apart, as a browser would, so a drag can find the row it is over. */
function layOutRows() {
  document.querySelectorAll<HTMLElement>('tr[data-row-id]').forEach((row, index) => {
    row.getBoundingClientRect = () => ({
      top: index * 50,
      height: 50,
      bottom: index * 50 + 50,
      left: 0,
      right: 800,
      width: 800,
      x: 0,
      y: index * 50,
      toJSON: () => ({}),
    });
  });
}

describe('reordering the editor’s list by its handles', () => {
  it('moves an item by its handle’s keys, naming its version, announces the new place and keeps focus on the handle', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': FACTS, services: SERVICES });
    const sent = recordChanges(
      'post',
      '/quick-facts/9/move',
      () => ok(quickFact(9, 'Support', 'One year', { position: 0, version: 6 })),
      () => ok(quickFact(9, 'Support', 'One year', { position: 1, version: 7 })),
    );
    renderEditor('?kind=quick-facts');
    await screen.findByRole('table');
    expect(handle('Support')).toHaveAccessibleDescription(/^Position 3 of 3\. Drag it to another place, or press the arrow keys/);
    handle('Support').focus();
    await user.keyboard('{Home}');
    expect(await screen.findByText('“Support” moved to position 1 of 3.')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Support', 'Users', 'Licence', 'Uptime']);
    await waitFor(() => expect(handle('Support')).toHaveFocus());
    expect(handle('Support')).toHaveAccessibleDescription(/^Position 1 of 3\./);
    // The next move names the version the first one answered.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('“Support” moved to position 2 of 3.')).toBeInTheDocument();
    expect(sent).toEqual([
      { ifMatch: '"5"', body: { parent_id: 3, position: 0 } },
      { ifMatch: '"6"', body: { parent_id: 3, position: 1 } },
    ]);
    expect(rowTitles()).toEqual(['Users', 'Support', 'Licence', 'Uptime']);
    // Past the end of its own list (not into another service's) nothing is sent.
    await user.keyboard('{End}');
    await screen.findByText('“Support” moved to position 3 of 3.');
    await user.keyboard('{ArrowDown}');
    expect(sent).toHaveLength(3);
  });

  it('moves an item dragged by its handle to the place it is dropped, among its own list only', async () => {
    serveLists({ 'quick-facts': FACTS, services: SERVICES });
    const sent = recordChanges('post', '/quick-facts/7/move', () => ok(quickFact(7, 'Users', 'Five', { position: 2, version: 3 })));
    renderEditor('?kind=quick-facts');
    await screen.findByRole('table');
    layOutRows();
    // Rows at 0, 50, 100 (its list) and 150 (another service's): dragged from 25 to 170, below Support's middle.
    fireEvent.pointerDown(handle('Users'), { clientY: 25, button: 0, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(window, { clientY: 100, pointerId: 1, pointerType: 'touch' });
    // While it is dragged, the list shows it where it would drop, within its own list only.
    expect(screen.getByRole('table')).toHaveClass('content-table--dragging');
    expect(rowTitles()).toEqual(['Licence', 'Users', 'Support', 'Uptime']);
    expect(screen.getByRole('row', { name: /Users/ })).toHaveClass('content-row--dragged');
    fireEvent.pointerMove(window, { clientY: 170, pointerId: 1, pointerType: 'touch' });
    expect(rowTitles()).toEqual(['Licence', 'Support', 'Users', 'Uptime']);
    fireEvent.pointerUp(window, { clientY: 170, pointerId: 1, pointerType: 'touch' });
    expect(await screen.findByText('“Users” moved to position 3 of 3.')).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: '"2"', body: { parent_id: 3, position: 2 } }]);
    expect(rowTitles()).toEqual(['Licence', 'Support', 'Users', 'Uptime']);
  });

  it('sends nothing for a press without a drag, nor for a drag put back with Escape', async () => {
    serveLists({ 'quick-facts': FACTS, services: SERVICES });
    const sent = recordChanges('post', '/quick-facts/7/move', () => ok(quickFact(7, 'Users', 'Five')));
    renderEditor('?kind=quick-facts');
    await screen.findByRole('table');
    layOutRows();
    fireEvent.pointerDown(handle('Users'), { clientY: 25, button: 0, pointerId: 1 });
    fireEvent.pointerMove(window, { clientY: 27, pointerId: 1 });
    fireEvent.pointerUp(window, { clientY: 27, pointerId: 1 });
    fireEvent.pointerDown(handle('Users'), { clientY: 25, button: 0, pointerId: 1 });
    fireEvent.pointerMove(window, { clientY: 120, pointerId: 1 });
    expect(rowTitles()).toEqual(['Licence', 'Users', 'Support', 'Uptime']);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('table')).not.toHaveClass('content-table--dragging');
    fireEvent.pointerUp(window, { clientY: 120, pointerId: 1 });
    expect(sent).toEqual([]);
    expect(rowTitles()).toEqual(['Users', 'Licence', 'Support', 'Uptime']);
  });

  it('says so when someone else changed the item meanwhile, and shows the list as it is now', async () => {
    const user = userEvent.setup();
    expectConsoleError(/API POST .*quick-facts\/8\/move failed/);
    let reads = 0;
    serveLists({ services: SERVICES });
    server.use(http.get('*/api/staff/content/quick-facts', () => ok(++reads === 1 ? FACTS : [FACTS[1]!, FACTS[0]!, FACTS[2]!, FACTS[3]!])));
    recordChanges('post', '/quick-facts/8/move', () =>
      HttpResponse.json(
        {
          success: false,
          message: 'Someone else saved it first.',
          data: quickFact(8, 'Licence', 'Perpetual', { version: 3 }),
          changed_by: 'asha@example.in',
          changed_at: null,
        },
        { status: 412 },
      ),
    );
    renderEditor('?kind=quick-facts');
    await screen.findByRole('table');
    handle('Licence').focus();
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed “Licence” meanwhile: the list now shows their version. Try again.',
    );
    await waitFor(() => expect(rowTitles()).toEqual(['Licence', 'Users', 'Support', 'Uptime']));
  });
});
