import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/msw-server';

import { CONTENT, ok, pendingDraft, quickFact, recordChanges, renderEditor, serveLists } from '@/testing/staff/content-testing';

/** A new quick fact's draft (version 3), to join service 3's list. */
const NEW_DRAFT = pendingDraft(5, {
  item_id: null,
  parent_id: 3,
  title: 'Branches',
  version: 3,
  values: { fact_key: 'Branches', fact_value: 'Three', show_facts: true },
  changes: [],
});
const IN_REVIEW = pendingDraft(6, {
  review: 'in-review',
  created_by: 'kavya@example.in',
  review_steps: [
    { action: 'submit', note: 'Ready for a look.', actor: 'kavya@example.in', actor_name: 'Kavya Joshi', at: '2026-03-02T10:15:00Z' },
  ],
});

describe('a new item’s draft', () => {
  it('opens again from its row in the list, and its save names the draft’s version', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], drafts: [NEW_DRAFT] });
    server.use(http.get(`${CONTENT}/drafts/5`, () => ok(NEW_DRAFT)));
    const sent = recordChanges('patch', '/drafts/5', () =>
      ok({ ...NEW_DRAFT, version: 4, values: { ...NEW_DRAFT.values, fact_value: 'Four' } }),
    );
    renderEditor('?kind=quick-facts');

    await user.click(await screen.findByRole('button', { name: 'Edit the new quick fact Branches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draft of a new quick fact “Branches”' });
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Three');
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'Four');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Draft saved: visitors still see the live version.');
    expect(sent).toEqual([{ ifMatch: '"3"', body: { fact_key: 'Branches', fact_value: 'Four', show_facts: true, service_id: 3 } }]);
  });

  it('shows what a colleague’s save of the same draft merged into it', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], drafts: [NEW_DRAFT] });
    server.use(http.get(`${CONTENT}/drafts/5`, () => ok(NEW_DRAFT)));
    // Meera changed the label meanwhile: the server merges the two and answers the draft as it now is.
    recordChanges('patch', '/drafts/5', () =>
      ok({ ...NEW_DRAFT, version: 5, values: { fact_key: 'Offices', fact_value: 'Four', show_facts: true } }),
    );
    renderEditor('?kind=quick-facts');
    await user.click(await screen.findByRole('button', { name: 'Edit the new quick fact Branches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draft of a new quick fact “Branches”' });
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'Four');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Label')).toHaveValue('Offices'));
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Four');
  });
});

describe('review in Pending changes', () => {
  it('shows a draft in review with its note; an editor sends it back only with a reason, or approves it', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], drafts: [IN_REVIEW] });
    const back = recordChanges('post', '/drafts/6/send-back', () => ok({ ...IN_REVIEW, review: 'sent-back' }));
    const approved = recordChanges('post', '/drafts/6/approve', () => ok({ published: true, item_id: 7 }));
    renderEditor('?kind=quick-facts&view=pending');

    const row = (await screen.findByRole('rowheader', { name: /Users/ })).closest('tr')!;
    expect(row).toHaveTextContent('In review');
    // By the name her account gives itself, as the server names her.
    expect(row).toHaveTextContent('Kavya Joshi submitted it for review');
    expect(row).toHaveTextContent('Ready for a look.');
    expect(within(row).queryByRole('button', { name: 'Publish Users' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Send back…: Users' }));
    const form = screen.getByRole('form', { name: 'Send back: Users' });
    await waitFor(() => expect(within(form).getByLabelText('What to change (the writer reads it)')).toHaveFocus());
    await user.click(within(form).getByRole('button', { name: 'Send back' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('What to change (the writer reads it) is required.');
    expect(back).toEqual([]);
    await user.type(within(form).getByLabelText('What to change (the writer reads it)'), 'Add the due date.');
    await user.click(within(form).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(back).toEqual([{ ifMatch: null, body: { note: 'Add the due date.' } }]));

    await user.click(
      within((await screen.findByRole('rowheader', { name: /Users/ })).closest('tr')!).getByRole('button', { name: 'Approve…: Users' }),
    );
    const approve = screen.getByRole('form', { name: 'Approve and publish: Users' });
    await user.click(within(approve).getByRole('button', { name: 'Approve and publish' }));
    await waitFor(() => expect(approved).toEqual([{ ifMatch: null, body: { note: '' } }]));
  });

  it('gives a writer Submit for review instead of Publish, and no Publish all', async () => {
    const user = userEvent.setup();
    const mine = pendingDraft(4, { created_by: 'meera@example.in' });
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], drafts: [mine] });
    const submitted = recordChanges('post', '/drafts/4/submit', () => ok({ ...mine, review: 'in-review' }));
    renderEditor('?kind=quick-facts&view=pending', 'writer');

    const row = (await screen.findByRole('rowheader', { name: /Users/ })).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Publish Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish all/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Submit for review: Users' }));
    const form = screen.getByRole('form', { name: 'Submit for review: Users' });
    await user.type(within(form).getByLabelText('Note for the reviewer'), 'The GST part is new.');
    await user.click(within(form).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(submitted).toEqual([{ ifMatch: null, body: { note: 'The GST part is new.' } }]));
    expect(await screen.findByText(/is submitted for review/)).toBeInTheDocument();
  });

  it('tells a writer who saves a scheduled draft that its time came off', async () => {
    const user = userEvent.setup();
    const scheduled = { ...NEW_DRAFT, publish_at: new Date(Date.now() + 86_400_000).toISOString() };
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], drafts: [scheduled] });
    server.use(http.get(`${CONTENT}/drafts/5`, () => ok(scheduled)));
    const sent = recordChanges('patch', '/drafts/5', () =>
      ok({ ...NEW_DRAFT, version: 4, values: { ...NEW_DRAFT.values, fact_value: 'Four' } }),
    );
    renderEditor('?kind=quick-facts', 'writer');

    await user.click(await screen.findByRole('button', { name: 'Edit the new quick fact Branches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draft of a new quick fact “Branches”' });
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'Four');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    expect(
      await within(dialog).findByText(
        'Draft saved: visitors still see the live version. Its time to go live was taken off: an editor or owner sets it again.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(sent[0]!.body).not.toHaveProperty('_publish_at');
  });

  it('opens the draft a link names (?draft=) once the list is read', async () => {
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], drafts: [NEW_DRAFT] });
    server.use(http.get(`${CONTENT}/drafts/5`, () => ok(NEW_DRAFT)));
    renderEditor('?kind=quick-facts&view=pending&draft=5');
    expect(await screen.findByRole('dialog', { name: 'Draft of a new quick fact “Branches”' })).toBeInTheDocument();
  });
});
