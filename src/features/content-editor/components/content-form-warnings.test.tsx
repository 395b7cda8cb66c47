import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { MAX_QUICK_FACTS } from '@/config/constants';
import { server } from '@/testing/msw-server';

import { CONTENT, ok, plan, quickFact, recordChanges, renderEditor, serveLists, service } from '@/testing/staff/content-testing';

type User = ReturnType<typeof userEvent.setup>;

/** As many shown quick facts of TallyPrime (service 3) as its page shows. */
const FULL = Array.from({ length: MAX_QUICK_FACTS }, (_, i) => quickFact(10 + i, `Fact ${i + 1}`, 'Yes', { position: i }));

async function newFact(user: User) {
  // Once the list (and the services to choose from) are read.
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'New quick fact' }));
  const dialog = await screen.findByRole('dialog', { name: 'New quick fact' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Service' }), 'TallyPrime');
  await user.type(within(dialog).getByLabelText('Label'), 'Branches');
  await user.type(within(dialog).getByLabelText('Value'), 'Three');
  return dialog;
}

describe('warnings before a save visitors will not see', () => {
  it('a new quick fact starts shown', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [] });
    renderEditor('?kind=quick-facts');
    await user.click(await screen.findByRole('button', { name: 'New quick fact' }));
    const dialog = await screen.findByRole('dialog', { name: 'New quick fact' });
    expect(within(dialog).getByRole('checkbox', { name: 'Shown on the page' })).toBeChecked();
  });

  it(`a shown quick fact after the ${MAX_QUICK_FACTS} a service shows: Publish is held with the reason, Publish anyway sends it`, async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': FULL });
    const sent = recordChanges('post', '/quick-facts', () => ok(quickFact(20, 'Branches', 'Three'), 201));
    renderEditor('?kind=quick-facts');
    const dialog = await newFact(user);
    const reason = `This is shown quick fact number ${MAX_QUICK_FACTS + 1} of “TallyPrime”, and its page shows only the first ${MAX_QUICK_FACTS}: visitors will not see it.`;
    // Said as soon as the form holds it, in a live region above the buttons.
    expect(dialog).toHaveTextContent(reason);
    expect(
      within(dialog)
        .getByText(/Visitors will not see this as you may expect/)
        .closest('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const anyway = within(dialog).getByRole('button', { name: 'Publish anyway' });
    await waitFor(() => expect(anyway).toHaveFocus());
    expect(anyway).toHaveAccessibleDescription(new RegExp(`number ${MAX_QUICK_FACTS + 1}`));
    expect(sent).toEqual([]);

    await user.click(anyway);
    expect(await screen.findByText('Quick fact “Branches” created and published.')).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: null, body: { fact_key: 'Branches', fact_value: 'Three', show_facts: true, service_id: 3 } }]);
  });

  it('“Shown on the page” off warns; Save draft pressed again saves it', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')] });
    server.use(http.get(`${CONTENT}/quick-facts/7`, () => ok(quickFact(7, 'Users', 'Five'))));
    const sent = recordChanges('patch', '/quick-facts/7', () => ok({ ...quickFact(7, 'Users', 'Five'), draft: null }));
    renderEditor('?kind=quick-facts');
    await user.click(await screen.findByRole('button', { name: 'Edit Users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit quick fact “Users”' });
    expect(within(dialog).queryByText(/Visitors will not see/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shown on the page' }));
    expect(within(dialog).getByText('“Shown on the page” is off: visitors will not see this quick fact.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save draft anyway' })).toHaveFocus());
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ fact_key: 'Users', fact_value: 'Five', show_facts: false, _status: 'draft', _draft_version: null });
  });

  it('a plan given a service without plans of its own names the general plans its page stops showing', async () => {
    const user = userEvent.setup();
    const services = [service(3, 'TallyPrime'), service(4, 'Tally on Cloud')];
    const plans = [
      plan(5, { service_id: null }),
      plan(6, { plan_type_display: 'Gold', service_id: null }),
      plan(7, { plan_type_display: 'Own', service_id: 3 }),
    ];
    serveLists({ 'pricing-plans': plans, services });
    server.use(http.get(`${CONTENT}/pricing-plans/5`, () => ok(plans[0]!)));
    renderEditor('?kind=pricing-plans');
    await user.click(await screen.findByRole('button', { name: 'Edit Silver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pricing plan “Silver”' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Service' }), 'Tally on Cloud');
    expect(dialog).toHaveTextContent(
      '“Tally on Cloud” has no plans of its own yet, so its page shows the 2 general plans. Once this plan is live, the page shows its own plans only',
    );
    // A service that has plans of its own: nothing to say.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Service' }), 'TallyPrime');
    expect(within(dialog).queryByText(/Visitors will not see/)).not.toBeInTheDocument();
  });
});
