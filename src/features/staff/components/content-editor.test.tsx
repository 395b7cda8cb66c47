import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/msw-server';

import { CONTENT, ok, plan, quickFact, recordChanges, renderEditor, serveLists, service } from './content-testing';

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
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Order', 'Label', 'Value', 'Shown on the page', 'Service', 'Actions']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/Position 2 of 2\..*LicencePerpetualHiddenTallyPrime/);
    await user.selectOptions(screen.getByLabelText('Filter by service'), 'Tally on Cloud');
    expect(rowTitles()).toEqual(['Uptime']);
  });

  it('shows amounts with Indian grouping and a plan’s service by its title', async () => {
    serveLists({ 'pricing-plans': [plan(5, { price: 124999 }), plan(6, { plan_type_display: 'General', service_id: null })], services: SERVICES });
    renderEditor('?kind=pricing-plans');
    const table = await screen.findByRole('table', { name: 'Pricing plans, in their order' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/\.Silver1,24,999TallyPrime/);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/\.General18,000A general plan/);
  });

  it('Up and Down move an item within its own list, naming its version; focus stays on the moved item', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': FACTS, services: SERVICES });
    const sent = recordChanges('post', '/quick-facts/8/move', () => ok(quickFact(8, 'Licence', 'Perpetual', { position: 0, version: 3, show_facts: false })));
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

  it('Move to… sends the item to the end of the chosen parent’s list, naming its version', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': FACTS, services: SERVICES });
    const sent = recordChanges('post', '/quick-facts/7/move', () => ok(quickFact(7, 'Users', 'Five', { service_id: 4, position: 1, version: 3 })));
    renderEditor('?kind=quick-facts');
    await user.click(await screen.findByRole('button', { name: 'Move Users to another service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move quick fact “Users”' });
    const target = within(dialog).getByLabelText('Move to the service');
    // Its own service is not a choice.
    expect(within(target).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a service', 'Tally on Cloud']);
    await user.selectOptions(target, 'Tally on Cloud');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('“Users” moved to “Tally on Cloud”, at the end of its list.')).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: '"2"', body: { parent_id: 4, position: 1 } }]);
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
