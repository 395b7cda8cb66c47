import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/msw-server';

import {
  CONTENT,
  ok,
  pendingDraft,
  plan,
  quickFact,
  recordChanges,
  renderEditor,
  serveLists,
  service,
} from '@/testing/staff/content-testing';

const SERVICES = [service(3, 'TallyPrime'), service(4, 'Tally on Cloud')];
const FACTS = [
  quickFact(7, 'Users', 'Five', { position: 0 }),
  quickFact(8, 'Licence', 'Perpetual', { position: 1, show_facts: false }),
  quickFact(9, 'Uptime', '99.9%', { service_id: 4, position: 0 }),
];

const rowTitles = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the content editor’s list', () => {
  it('shows the declared columns, the parent by its title, and narrows to one parent', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': FACTS, services: SERVICES });
    renderEditor('?kind=quick-facts');
    const table = await screen.findByRole('table', { name: 'Quick facts, in their order' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Label', 'Value', 'Shown on the page', 'Service', 'Actions']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/Position 2 of 2\..*LicencePerpetualHiddenTallyPrime/);
    await user.selectOptions(screen.getByLabelText('Filter by service'), 'Tally on Cloud');
    expect(rowTitles()).toEqual(['Uptime']);
  });

  it('shows amounts with Indian grouping and a plan’s service by its title', async () => {
    serveLists({
      'pricing-plans': [plan(5, { price: 124999 }), plan(6, { plan_type_display: 'General', service_id: null })],
      services: SERVICES,
    });
    renderEditor('?kind=pricing-plans');
    const table = await screen.findByRole('table', { name: 'Pricing plans, in their order' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/\.Silver1,24,999TallyPrime/);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/\.General18,000A general plan/);
  });

  it('Up and Down move an item within its own list, naming its version; focus stays on the moved item', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': FACTS, services: SERVICES });
    const sent = recordChanges('post', '/quick-facts/8/move', () =>
      ok(quickFact(8, 'Licence', 'Perpetual', { position: 0, version: 3, show_facts: false })),
    );
    renderEditor('?kind=quick-facts');
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Move Users up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Licence down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Licence up' }));
    expect(await screen.findByText('“Licence” moved to position 1 of 2.')).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: '"2"', body: { parent_id: 3, position: 0 } }]);
    expect(rowTitles()).toEqual(['Licence', 'Users', 'Uptime']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Licence down' })).toHaveFocus());
  });

  it('Move… sends the item to a chosen place of the chosen parent’s list, naming its version', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': FACTS, services: SERVICES });
    const sent = recordChanges('post', '/quick-facts/7/move', () =>
      ok(quickFact(7, 'Users', 'Five', { service_id: 4, position: 1, version: 3 })),
    );
    renderEditor('?kind=quick-facts');
    await user.click(await screen.findByRole('button', { name: 'Move Users to another place or service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move quick fact “Users”' });
    const target = within(dialog).getByLabelText('Move to the service');
    expect(target).toHaveValue('3');
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['TallyPrime', 'Tally on Cloud']);
    // Where it is now: nothing to move.
    expect(within(dialog).getByRole('button', { name: 'Move now' })).toBeDisabled();
    await user.selectOptions(target, 'Tally on Cloud');
    // Another service's list: at its end unless another place is chosen.
    const place = within(dialog).getByLabelText('Place in the list');
    expect(place).toHaveValue('2');
    expect(
      within(place)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2']);
    await user.click(within(dialog).getByRole('button', { name: 'Move now' }));
    expect(await screen.findByText('“Users” moved to place 2 of “Tally on Cloud”.')).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: '"2"', body: { parent_id: 4, position: 1 } }]);
  });

  it('Save as draft in Move… saves the move in the item’s draft; the list marks where it goes', async () => {
    const user = userEvent.setup();
    const moved = pendingDraft(40, {
      item_id: 8,
      title: 'Licence',
      position: 0,
      changes: [{ field: 'position', label: 'Place in the list', from: 2, to: 1 }],
    });
    serveLists({ 'quick-facts': FACTS, services: SERVICES });
    const sent = recordChanges('post', '/quick-facts/8/move', () =>
      ok({ ...quickFact(8, 'Licence', 'Perpetual', { position: 1, show_facts: false }), draft: moved }),
    );
    renderEditor('?kind=quick-facts');
    await user.click(await screen.findByRole('button', { name: 'Move Licence to another place or service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move quick fact “Licence”' });
    await user.selectOptions(within(dialog).getByLabelText('Place in the list'), '1');
    serveLists({ 'quick-facts': FACTS, services: SERVICES, drafts: [moved] });
    await user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    expect(
      await screen.findByText('The move of “Licence” to place 1 is saved as a draft: visitors see it when the draft is published.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: '"2"', body: { parent_id: 3, position: 0, _status: 'draft' } }]);
    // Still in its live place, marked with where the draft takes it.
    expect(rowTitles()).toEqual([expect.stringMatching(/^Users/), expect.stringMatching(/^Licence.*Draft.*Moves to place 1/), 'Uptime']);
  });

  it('says so when a move saved in a scheduled draft took its time off (a writer’s move)', async () => {
    const user = userEvent.setup();
    const draft = (publishAt: string | null) =>
      pendingDraft(40, { item_id: 8, title: 'Licence', publish_at: publishAt, values: { fact_key: 'Licence', fact_value: 'Yearly' } });
    serveLists({ 'quick-facts': FACTS, services: SERVICES, drafts: [draft('2027-03-01T03:30:00.000Z')] });
    recordChanges('post', '/quick-facts/8/move', () =>
      ok({ ...quickFact(8, 'Licence', 'Perpetual', { position: 1, show_facts: false }), draft: { ...draft(null), position: 0 } }),
    );
    renderEditor('?kind=quick-facts');
    await user.click(await screen.findByRole('button', { name: 'Move Licence to another place or service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move quick fact “Licence”' });
    await user.selectOptions(within(dialog).getByLabelText('Place in the list'), '1');
    serveLists({ 'quick-facts': FACTS, services: SERVICES, drafts: [{ ...draft(null), position: 0 }] });
    await user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    expect(
      await screen.findByText(
        'The move of “Licence” to place 1 is saved as a draft: visitors see it when the draft is published. Its time to go live was taken off: an editor or owner sets it again.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a new item’s draft where it will go live; Up and Down move it past one live item, focus staying on the button', async () => {
    const user = userEvent.setup();
    const draft = (position: number | null) =>
      pendingDraft(41, {
        item_id: null,
        parent_id: 3,
        position,
        title: 'Support',
        values: { fact_key: 'Support', fact_value: 'All week', show_facts: true },
        changes: [],
      });
    serveLists({ 'quick-facts': FACTS, services: SERVICES, drafts: [draft(null)] });
    const sent = recordChanges('post', '/drafts/41/move', () => ok(draft(1)));
    renderEditor('?kind=quick-facts');
    await screen.findByRole('table');
    // No place yet: at the end of its service's list, before the next service's facts.
    expect(rowTitles()).toEqual(['Users', 'Licence', expect.stringMatching(/^Support.*New, draft/), 'Uptime']);
    expect(screen.getByRole('button', { name: 'Move the new quick fact Support down' })).toBeDisabled();
    serveLists({ 'quick-facts': FACTS, services: SERVICES, drafts: [draft(1)] });
    await user.click(screen.getByRole('button', { name: 'Move the new quick fact Support up' }));
    expect(
      await screen.findByText('The new quick fact “Support” goes live after the first of the list’s 2 quick facts.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: null, body: { position: 1 } }]);
    await waitFor(() => expect(rowTitles()).toEqual(['Users', expect.stringMatching(/^Support/), 'Licence', 'Uptime']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move the new quick fact Support up' })).toHaveFocus());
  });

  it('discards a new item’s draft from its row, once confirmed', async () => {
    const user = userEvent.setup();
    const draft = pendingDraft(42, {
      item_id: null,
      parent_id: 4,
      position: 0,
      title: 'Backups',
      values: { fact_key: 'Backups', fact_value: 'Daily', show_facts: true },
      changes: [],
    });
    serveLists({ 'quick-facts': FACTS, services: SERVICES, drafts: [draft] });
    const sent = recordChanges('delete', '/drafts/42', () => ok(null));
    renderEditor('?kind=quick-facts&parent=4');
    await screen.findByRole('table');
    expect(rowTitles()).toEqual([expect.stringMatching(/^Backups/), 'Uptime']);
    await user.click(screen.getByRole('button', { name: 'Discard the new quick fact Backups' }));
    serveLists({ 'quick-facts': FACTS, services: SERVICES });
    await user.click(screen.getByRole('button', { name: 'Discard the draft' }));
    expect(await screen.findByText('The draft of the new quick fact “Backups” was discarded.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(rowTitles()).toEqual(['Uptime']));
  });

  it('another kind’s list shows only once it is read, never the previous kind’s items under its columns', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': FACTS, services: SERVICES });
    let answer: (value: Response) => void = () => undefined;
    server.use(http.get(`${CONTENT}/offerings`, () => new Promise<Response>((resolve) => (answer = resolve))));
    renderEditor('?kind=quick-facts');
    await screen.findByRole('table', { name: 'Quick facts, in their order' });
    await user.selectOptions(screen.getByLabelText('What to edit'), 'Offerings');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    answer(ok([{ id: 2, position: 0, version: 1, offering_name: 'Tally Software & Services' }]));
    await screen.findByRole('table', { name: 'Offerings, in their order' });
    expect(rowTitles()).toEqual(['Tally Software & Services']);
  });
});

describe('an address that names an item', () => {
  it('opens its form with its pending draft’s values (the calendar’s link), and forgets it once open', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': FACTS, services: SERVICES, drafts: [pendingDraft(4)] });
    server.use(http.get(`${CONTENT}/quick-facts/7`, () => ok({ ...FACTS[0]!, draft: pendingDraft(4) })));
    const { router } = renderEditor('?kind=quick-facts&open=7');
    const dialog = await screen.findByRole('dialog', { name: 'Edit quick fact “Users”' });
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Ten');
    expect(router.state.location.search).toBe('?kind=quick-facts');
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Quick facts, in their order' })).toBeInTheDocument();
  });
});
