import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { CONTENT, ok, plan, quickFact, recordChanges, renderEditor, serveLists } from '@/testing/staff/content-testing';

/** Opens a quick fact's form from its row; the form reads the item afresh (here at version 2). */
async function openFact(user: ReturnType<typeof userEvent.setup>) {
  serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')] });
  server.use(http.get(`${CONTENT}/quick-facts/7`, () => ok(quickFact(7, 'Users', 'Five'))));
  renderEditor('?kind=quick-facts');
  await user.click(await screen.findByRole('button', { name: 'Edit Users' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit quick fact “Users”' });
  // The form takes focus on its first field.
  await waitFor(() => expect(within(dialog).getByLabelText('Label')).toHaveFocus());
  return dialog;
}

const theirs = () =>
  HttpResponse.json(
    {
      success: false,
      message: 'Someone else saved it first.',
      data: quickFact(7, 'Users', 'Ten', { version: 3 }),
      changed_by: 'asha@example.in',
      changed_at: '2026-03-02T10:15:00Z',
    },
    { status: 412 },
  );

describe('the content item form', () => {
  it('opens in a dialog on its first field, and names the version it was opened with when it publishes', async () => {
    const user = userEvent.setup();
    const sent = recordChanges('patch', '/quick-facts/7', () => ok(quickFact(7, 'Users', 'Unlimited', { version: 3 })));
    const dialog = await openFact(user);
    expect(within(dialog).getByRole('checkbox', { name: 'Shown on the page' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'Unlimited');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Quick fact “Users” published.')).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: '"2"', body: { fact_key: 'Users', fact_value: 'Unlimited', show_facts: true } }]);
  });

  it('leaves staff in the field they reached before the form took focus (a late frame on a busy phone)', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')] });
    server.use(http.get(`${CONTENT}/quick-facts/7`, () => ok(quickFact(7, 'Users', 'Five'))));
    renderEditor('?kind=quick-facts');
    const frames: FrameRequestCallback[] = [];
    const later = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      await user.click(await screen.findByRole('button', { name: 'Edit Users' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit quick fact “Users”' });
      const value = within(dialog).getByLabelText('Value');
      value.focus();
      for (const frame of frames.splice(0)) frame(0);
      expect(value).toHaveFocus();
      await user.keyboard('{Control>}a{/Control}Ten');
      expect(value).toHaveValue('Ten');
      expect(within(dialog).getByLabelText('Label')).toHaveValue('Users');
    } finally {
      later.mockRestore();
    }
  });

  it('on a conflict keeps the staff member’s values, shows theirs and who saved them; Keep mine saves over theirs', async () => {
    expectConsoleError(/API PATCH .*quick-facts\/7 failed/);
    const user = userEvent.setup();
    const sent = recordChanges('patch', '/quick-facts/7', theirs, () => ok(quickFact(7, 'Users', 'Unlimited', { version: 4 })));
    const dialog = await openFact(user);
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'Unlimited');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this quick fact while you were editing.');
    expect(alert).toHaveTextContent('Changed by asha@example.in at');
    // The message takes focus the frame after it is drawn (so a screen reader reads it whole).
    await waitFor(() => expect(alert).toHaveFocus());
    const table = within(dialog).getByRole('table', { name: 'Fields that differ' });
    // Only the field that differs, mine beside theirs.
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldYoursTheirs', 'ValueUnlimitedTen']);
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Unlimited');

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Quick fact “Users” published.')).toBeInTheDocument();
    expect(sent.map((request) => request.ifMatch)).toEqual(['"2"', '"3"']);
    expect(sent[1]!.body).toEqual({ fact_key: 'Users', fact_value: 'Unlimited', show_facts: true });
  });

  it('Take theirs puts their values in the form, and the next save names their version', async () => {
    expectConsoleError(/API PATCH .*quick-facts\/7 failed/);
    const user = userEvent.setup();
    const sent = recordChanges('patch', '/quick-facts/7', theirs, () => ok(quickFact(7, 'Users', 'Ten', { version: 4 })));
    const dialog = await openFact(user);
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'Unlimited');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Take theirs' }));
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Ten');
    expect(within(dialog).queryByRole('button', { name: 'Keep mine' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Quick fact “Users” published.');
    expect(sent[1]).toEqual({ ifMatch: '"3"', body: { fact_key: 'Users', fact_value: 'Ten', show_facts: true } });
  });

  it('a conflict on some fields shows only those; Keep mine keeps mine for them, and the other person’s other changes', async () => {
    expectConsoleError(/API PATCH .*quick-facts\/7 failed/);
    const user = userEvent.setup();
    // Rahul changed the value and hid the fact; Meera changes the label and the value.
    const clash = () =>
      HttpResponse.json(
        {
          success: false,
          message: 'Someone else changed this quick fact since you opened it: nothing was saved. You both changed: value.',
          fields: { fact_value: 'was changed by someone else too since you opened it: choose which to keep' },
          data: quickFact(7, 'Users', 'Ten', { version: 3, show_facts: false }),
          changed_by: 'rahul@example.in',
          changed_by_name: 'Rahul Deshpande',
          changed_at: '2026-03-02T10:15:00Z',
          conflicts: [{ field: 'fact_value', label: 'Value', base: 'Five', theirs: 'Ten', yours: 'Unlimited' }],
        },
        { status: 412 },
      );
    const sent = recordChanges('patch', '/quick-facts/7', clash, () =>
      ok(quickFact(7, 'Seats', 'Unlimited', { version: 4, show_facts: false })),
    );
    const dialog = await openFact(user);
    await user.clear(within(dialog).getByLabelText('Label'));
    await user.type(within(dialog).getByLabelText('Label'), 'Seats');
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'Unlimited');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed the same field of this quick fact while you were editing.');
    expect(alert).toHaveTextContent('Changed by Rahul Deshpande at');
    const table = within(dialog).getByRole('table', { name: 'Fields you both changed' });
    // The label differs from theirs too, but only Meera changed it: it is not asked about.
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldWhen you opened itTheirsYours', 'ValueFiveTenUnlimited']);

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Quick fact “Seats” published.')).toBeInTheDocument();
    expect(sent[1]).toEqual({ ifMatch: '"3"', body: { fact_key: 'Seats', fact_value: 'Unlimited', show_facts: false } });
  });

  it('a conflict with the same person’s other window says so, and keeps this window’s values when asked', async () => {
    expectConsoleError(/API PATCH .*quick-facts\/7 failed/);
    const user = userEvent.setup();
    const clash = () =>
      HttpResponse.json(
        {
          success: false,
          message:
            'You changed this quick fact in another window since you opened it here: nothing was saved. Changed in both windows: value.',
          fields: { fact_value: 'was changed in your other window too since you opened it here: choose which to keep' },
          data: quickFact(7, 'Users', 'Ten', { version: 3 }),
          changed_by: 'meera@example.in',
          changed_at: '2026-03-02T10:15:00Z',
          changed_in_your_other_window: true,
          conflicts: [{ field: 'fact_value', label: 'Value', base: 'Five', theirs: 'Ten', yours: 'Unlimited' }],
        },
        { status: 412 },
      );
    const sent = recordChanges('patch', '/quick-facts/7', clash, () => ok(quickFact(7, 'Users', 'Unlimited', { version: 4 })));
    const dialog = await openFact(user);
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'Unlimited');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('You changed the same field of this quick fact in another window while you were editing here.');
    expect(alert).toHaveTextContent(/^[^]*Changed there at .*choose which window’s value to keep\./);
    expect(alert).not.toHaveTextContent(/someone else|meera/i);
    const table = within(dialog).getByRole('table', { name: 'Fields you changed in both windows' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldWhen you opened itOther windowThis window', 'ValueFiveTenUnlimited']);
    expect(within(dialog).queryByRole('button', { name: 'Take theirs' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Keep this window’s' }));
    expect(await screen.findByText('Quick fact “Users” published.')).toBeInTheDocument();
    expect(sent[1]).toEqual({ ifMatch: '"3"', body: { fact_key: 'Users', fact_value: 'Unlimited', show_facts: true } });
  });

  it('a conflict without the starting value shows theirs and yours; Take theirs keeps this person’s other changes', async () => {
    expectConsoleError(/API PATCH .*quick-facts\/7 failed/);
    const user = userEvent.setup();
    const clash = () =>
      HttpResponse.json(
        {
          success: false,
          message: 'Someone else changed this quick fact since you opened it: nothing was saved. You both changed: value.',
          data: quickFact(7, 'Users', 'Ten', { version: 3, show_facts: false }),
          changed_by: 'rahul@example.in',
          changed_at: null,
          conflicts: [{ field: 'fact_value', label: 'Value', theirs: 'Ten', yours: 'Unlimited' }],
        },
        { status: 412 },
      );
    const sent = recordChanges('patch', '/quick-facts/7', clash, () => ok(quickFact(7, 'Seats', 'Ten', { version: 4, show_facts: false })));
    const dialog = await openFact(user);
    await user.clear(within(dialog).getByLabelText('Label'));
    await user.type(within(dialog).getByLabelText('Label'), 'Seats');
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'Unlimited');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const table = await within(dialog).findByRole('table', { name: 'Fields you both changed' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldTheirsYours', 'ValueTenUnlimited']);

    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    expect(within(dialog).getByLabelText('Label')).toHaveValue('Seats');
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Ten');
    expect(within(dialog).getByRole('checkbox', { name: 'Shown on the page' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    // Rahul hid the fact: the form says what visitors will see before it publishes.
    await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await screen.findByText('Quick fact “Seats” published.');
    expect(sent[1]).toEqual({ ifMatch: '"3"', body: { fact_key: 'Seats', fact_value: 'Ten', show_facts: false } });
  });

  it('a save merged with someone else’s changes says so', async () => {
    const user = userEvent.setup();
    const merged = { with: [{ name: 'rahul', email: 'rahul@example.in' }] };
    recordChanges('patch', '/quick-facts/7', () =>
      HttpResponse.json({
        success: true,
        data: { ...quickFact(7, 'Users', 'Unlimited', { version: 4, show_facts: false }), draft: null, merged },
        message: 'Saved, together with rahul’s changes made since you opened it.',
      }),
    );
    const dialog = await openFact(user);
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'Unlimited');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Quick fact “Users” published. Saved, together with rahul’s changes made since you opened it.'),
    ).toBeInTheDocument();
  });

  it('a new item starts from the defaults and joins the chosen parent', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [] });
    const sent = recordChanges('post', '/quick-facts', () => ok(quickFact(9, 'Branches', 'Three'), 201));
    renderEditor('?kind=quick-facts');
    await user.click(await screen.findByRole('button', { name: 'New quick fact' }));
    const dialog = await screen.findByRole('dialog', { name: 'New quick fact' });
    await user.type(within(dialog).getByLabelText('Label'), 'Branches');
    await user.type(within(dialog).getByLabelText('Value'), 'Three');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    // No parent chosen: the form says so and sends nothing.
    expect(within(dialog).getByRole('option', { name: 'Choose a service' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Service' })).toHaveAccessibleDescription(/Service is required/);
    expect(sent).toEqual([]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Service' }), 'TallyPrime');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Quick fact “Branches” created and published.')).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: null, body: { fact_key: 'Branches', fact_value: 'Three', show_facts: true, service_id: 3 } }]);
  });

  it('rows are added, removed and reordered; amounts are read as typed; an unreadable amount stops the save', async () => {
    const user = userEvent.setup();
    serveLists({ 'pricing-plans': [plan(5)] });
    server.use(http.get(`${CONTENT}/pricing-plans/5`, () => ok(plan(5))));
    const sent = recordChanges('patch', '/pricing-plans/5', () => ok(plan(5, { version: 5 })));
    renderEditor('?kind=pricing-plans');
    await user.click(await screen.findByRole('button', { name: 'Edit Silver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pricing plan “Silver”' });
    const features = within(dialog).getByRole('group', { name: 'Features' });
    expect(within(features).getByLabelText('Feature 1')).toHaveValue('Users');

    await user.click(within(features).getByRole('button', { name: 'Add row' }));
    await waitFor(() => expect(within(features).getByLabelText('Feature 3')).toHaveFocus());
    await user.type(within(features).getByLabelText('Feature 3'), 'Branches');
    await user.type(within(features).getByLabelText('Value 3'), 'Two');
    await user.click(within(features).getByRole('button', { name: 'Remove row 1' }));
    await user.click(within(features).getByRole('button', { name: 'Move row 2 up' }));
    expect(within(features).getByLabelText('Feature 1')).toHaveValue('Branches');

    const price = within(dialog).getByLabelText('Price');
    expect(price).toHaveValue('18,000');
    await user.clear(price);
    await user.type(price, 'about twenty');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(price).toHaveAccessibleDescription(/Price must be an amount such as 24,999/);
    expect(sent).toEqual([]);

    await user.clear(price);
    await user.type(price, '₹1,24,999.50');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Pricing plan “Silver” published.');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.ifMatch).toBe('"4"');
    expect(sent[0]!.body).toMatchObject({
      price: 124999.5,
      price_description: [{ Branches: 'Two' }, { Support: '1 year' }],
      service_id: 3,
      excludes_gst: true,
    });
  });

  it('the server’s message for one row of label/value rows shows at the rows, naming the row', async () => {
    expectConsoleError(/API PATCH .*pricing-plans\/5 failed/);
    const user = userEvent.setup();
    serveLists({ 'pricing-plans': [plan(5)] });
    server.use(http.get(`${CONTENT}/pricing-plans/5`, () => ok(plan(5))));
    recordChanges('patch', '/pricing-plans/5', () =>
      HttpResponse.json(
        {
          success: false,
          message: 'The pricing plan was not saved: correct the marked fields.',
          fields: { 'price_description[1]': 'must be a figure such as 40%' },
        },
        { status: 400 },
      ),
    );
    renderEditor('?kind=pricing-plans');
    await user.click(await screen.findByRole('button', { name: 'Edit Silver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pricing plan “Silver”' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const features = within(dialog).getByRole('group', { name: 'Features' });
    expect(await within(features).findByText('Features row 2 must be a figure such as 40%')).toBeInTheDocument();
  });

  it('the server’s message for a field shows beside that field', async () => {
    expectConsoleError(/API PATCH .*quick-facts\/7 failed/);
    const user = userEvent.setup();
    recordChanges('patch', '/quick-facts/7', () =>
      HttpResponse.json(
        { success: false, message: 'The quick fact was not saved: correct the marked fields.', fields: { fact_key: 'must not be empty' } },
        { status: 400 },
      ),
    );
    const dialog = await openFact(user);
    await user.clear(within(dialog).getByLabelText('Label'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Label')).toHaveAccessibleDescription('Label must not be empty'));
    await waitFor(() => expect(within(dialog).getByLabelText('Label')).toHaveFocus());
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The quick fact was not saved: correct the marked fields.');
  });
});

describe('an article’s Went live', () => {
  const article = {
    id: 3,
    position: 0,
    version: 2,
    title: 'GST in 2026',
    slug: 'gst-in-2026',
    summary: 'What changes.',
    body: '<p>Rates.</p>',
    cover_image: '',
    cover_alt: '',
    category_id: null,
    service_ids: [],
    published_at: '2026-11-28T09:30:00Z',
    author_email: '',
    search_title: '',
    search_description: '',
  };

  it('is shown and edited in India time and sent in UTC; the list writes it in India time too', async () => {
    const user = userEvent.setup();
    serveLists({ articles: [article], categories: [], services: [] });
    server.use(http.get(`${CONTENT}/articles/3`, () => ok(article)));
    const sent = recordChanges('patch', '/articles/3', () => ok({ ...article, version: 3 }));
    renderEditor('?kind=articles');
    const row = (await screen.findByText('GST in 2026')).closest('tr')!;
    expect(within(row).getByText('28 Nov 2026, 3:00 pm')).toBeInTheDocument();
    expect(screen.queryByText(/UTC|2026-11-28T09:30/)).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit GST in 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit article “GST in 2026”' });
    const wentLive = within(dialog).getByLabelText('Went live (India time)');
    expect(wentLive).toHaveAttribute('type', 'datetime-local');
    // 15:00:00 India time; the input writes a time on the minute without its seconds, as browsers do.
    expect(wentLive).toHaveValue('2026-11-28T15:00');
    expect(within(dialog).queryByText(/UTC/)).not.toBeInTheDocument();

    await user.clear(wentLive);
    await user.type(wentLive, '2026-12-01T03:15');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Article “GST in 2026” published.');
    expect(sent[0]?.body).toMatchObject({ published_at: '2026-11-30T21:45:00Z' });
  });

  it('left empty stays empty: the site fills it in when the article first goes live', async () => {
    const user = userEvent.setup();
    serveLists({ articles: [], categories: [], services: [] });
    const sent = recordChanges('post', '/articles', () => ok({ ...article, id: 4 }, 201));
    renderEditor('?kind=articles');
    await user.click(await screen.findByRole('button', { name: 'New article' }));
    const dialog = await screen.findByRole('dialog', { name: 'New article' });
    expect(within(dialog).getByLabelText('Went live (India time)')).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Tally tips');
    await user.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'Shortcuts.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText(/created and published/);
    expect(sent[0]?.body).toMatchObject({ title: 'Tally tips', slug: 'tally-tips', published_at: '' });
  });
});
