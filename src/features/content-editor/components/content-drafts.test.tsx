import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/msw-server';

import { CONTENT, ok, pendingDraft, quickFact, recordChanges, renderEditor, serveLists, stubNewTab } from '@/testing/staff/content-testing';

type User = ReturnType<typeof userEvent.setup>;

/** Quick fact 7 live ("Five", version 2), with this pending draft when given. */
const liveFact = (draft: object | null = null) => ({ ...quickFact(7, 'Users', 'Five'), draft });

/** Opens quick fact 7's form from its row; the form reads the item and its draft afresh. */
async function openFact(user: User, draft: object | null = null, drafts: object[] = draft ? [draft] : []) {
  serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], drafts });
  server.use(http.get(`${CONTENT}/quick-facts/7`, () => ok(liveFact(draft))));
  renderEditor('?kind=quick-facts');
  await user.click(await screen.findByRole('button', { name: /^Edit Users/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit quick fact “Users”' });
  await waitFor(() => expect(within(dialog).getByLabelText('Label')).toHaveFocus());
  return dialog;
}

async function changeValue(user: User, dialog: HTMLElement, value: string) {
  await user.clear(within(dialog).getByLabelText('Value'));
  await user.type(within(dialog).getByLabelText('Value'), value);
}

const BODY = { fact_key: 'Users', fact_value: 'Ten', show_facts: true };

describe('a draft in the item’s form', () => {
  it('Save draft sends the values as a draft, naming the version opened; the form stays open with its note, and the list marks the item', async () => {
    const user = userEvent.setup();
    const sent = recordChanges('patch', '/quick-facts/7', () =>
      ok(liveFact(pendingDraft(4, { updated_by: 'meera@example.in', updated_at: '2026-03-03T04:30:00Z' }))),
    );
    const dialog = await openFact(user);
    // Once a draft is saved, the list reads the drafts again and finds this one.
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], drafts: [pendingDraft(4)] });
    await changeValue(user, dialog, 'Ten');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Draft saved: visitors still see the live version.');
    expect(sent).toEqual([{ ifMatch: '"2"', body: { ...BODY, _status: 'draft', _draft_version: null } }]);
    expect(dialog).toHaveTextContent('Draft saved by meera@example.in at 3 Mar 2026, 10:00 am — not live yet.');
    // Something is saved: the dialog's buttons close it rather than cancel.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader', { hidden: true }).map((cell) => cell.textContent)).toEqual(['Users Draft']),
    );
  });

  it('a draft merged with someone else’s changes says so', async () => {
    const user = userEvent.setup();
    const merged = { with: [{ name: 'rahul', email: 'rahul@example.in' }] };
    const message = 'Saved as a draft, together with rahul’s changes made since you opened it. Visitors still see the live version.';
    recordChanges('patch', '/quick-facts/7', () =>
      HttpResponse.json({ success: true, data: { ...liveFact(pendingDraft(4)), merged }, message }),
    );
    const dialog = await openFact(user);
    await changeValue(user, dialog, 'Ten');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(message);
  });

  it('opens with the draft’s values and who saved it; Discard draft asks first, then brings back the live values', async () => {
    const user = userEvent.setup();
    const sent = recordChanges('delete', '/drafts/3', () => ok({}));
    // Asha's account has a name, Ravi's not: the server names each as colleagues read them.
    const savedBy = [
      { name: 'Asha Kulkarni', email: 'asha@example.in' },
      { name: 'ravi', email: 'ravi@example.in' },
    ];
    const dialog = await openFact(user, pendingDraft(3, { saved_by: savedBy }));
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Ten');
    expect(dialog).toHaveTextContent(
      'Draft saved by Asha Kulkarni at 2 Mar 2026, 3:45 pm — not live yet. Drafted together by Asha Kulkarni and ravi.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    const question = within(dialog).getByRole('group', { name: 'Discard this draft? Its changes are lost; the live version stays.' });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Discard the draft' })).toHaveFocus());
    expect(sent).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Discard draft' })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await user.click(within(dialog).getByRole('button', { name: 'Discard the draft' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Draft discarded: the form shows the live version again.');
    expect(sent).toHaveLength(1);
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Five');
    expect(dialog).not.toHaveTextContent('not live yet');
  });

  it('sends Publish at as India time (+05:30), and shows when a scheduled draft goes live', async () => {
    const user = userEvent.setup();
    const scheduled = pendingDraft(4, { publish_at: '2099-12-01T03:30:00.000Z' });
    const sent = recordChanges('patch', '/quick-facts/7', () => ok(liveFact(scheduled)));
    const dialog = await openFact(user);
    const when = within(dialog).getByLabelText('Publish at (India time)');
    fireEvent.change(when, { target: { value: '2099-12-01T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Draft saved: it goes live on 1 Dec 2099, 9:00 am.');
    expect(sent[0]).toEqual({
      ifMatch: '"2"',
      body: { ...BODY, fact_value: 'Five', _status: 'draft', _publish_at: '2099-12-01T09:00:00+05:30', _draft_version: null },
    });
    expect(dialog).toHaveTextContent('Goes live on 1 Dec 2099, 9:00 am.');

    // Emptied, the time is cleared; a time already past is refused before anything is sent.
    fireEvent.change(when, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toMatchObject({ _status: 'draft', _publish_at: null });
    fireEvent.change(when, { target: { value: '2020-01-01T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(when).toHaveAccessibleDescription(/Publish at must be later than now/));
    expect(sent).toHaveLength(2);
  });

  it('a scheduled draft opens with its time in India time', async () => {
    const user = userEvent.setup();
    const dialog = await openFact(user, pendingDraft(3, { publish_at: '2099-12-01T03:30:00.000Z' }));
    expect(within(dialog).getByLabelText('Publish at (India time)')).toHaveValue('2099-12-01T09:00');
    expect(dialog).toHaveTextContent('Goes live on 1 Dec 2099, 9:00 am.');
  });

  it('Preview saves a changed form as a draft first, then opens the service’s page with the preview in a new tab', async () => {
    const user = userEvent.setup();
    const { tab, open } = stubNewTab();
    const sent = recordChanges('patch', '/quick-facts/7', () => ok(liveFact(pendingDraft(4))));
    const dialog = await openFact(user);
    // Unchanged: nothing to save, the page opens as it is.
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(tab.location.href).toBe('/service/service-3?preview=1'));
    expect(sent).toEqual([]);

    tab.location.href = '';
    await changeValue(user, dialog, 'Ten');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(tab.location.href).toBe('/service/service-3?preview=1'));
    expect(sent).toEqual([{ ifMatch: '"2"', body: { ...BODY, _status: 'draft', _draft_version: null } }]);
    expect(open).toHaveBeenCalledTimes(2);
    expect(tab.opener).toBeNull();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Draft saved: visitors still see the live version. The preview opened in a new tab.',
    );
  });

  it('Publish with a pending draft publishes that draft (saved first when the form changed)', async () => {
    const user = userEvent.setup();
    const published = recordChanges('post', '/publish', () => ok({ published: 1 }));
    const saved = recordChanges('patch', '/quick-facts/7', () => ok(liveFact(pendingDraft(3))));
    let dialog = await openFact(user, pendingDraft(3));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Quick fact “Users” published.')).toBeInTheDocument();
    expect(published).toEqual([{ ifMatch: null, body: { items: [{ kind: 'quick-facts', id: 7 }] } }]);
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Edit Users/ }));
    dialog = await screen.findByRole('dialog', { name: 'Edit quick fact “Users”' });
    await changeValue(user, dialog, 'Twelve');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published).toHaveLength(2));
    expect(saved).toEqual([{ ifMatch: '"2"', body: { ...BODY, fact_value: 'Twelve', _status: 'draft', _draft_version: 1, _draft_id: 3 } }]);
  });

  it('saves what was kept after a lost session as typed over its own draft, not over a colleague’s draft begun since', async () => {
    // Typed over draft 3 (version 1) when the session ended; draft 3 was published since, and Meera began draft 5.
    localStorage.setItem(
      'staff-content-typed:quick-facts:7',
      JSON.stringify({
        savedAt: new Date().toISOString(),
        version: 2,
        schedule: '',
        parent: '',
        draft: { id: 3, version: 1 },
        drafts: { fact_value: 'Ten' },
      }),
    );
    const user = userEvent.setup();
    const theirs = pendingDraft(5, { version: 2, values: { fact_key: 'Staff', fact_value: 'Five', show_facts: true } });
    const saved = recordChanges('patch', '/quick-facts/7', () => ok(liveFact(theirs)));
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], drafts: [theirs] });
    server.use(http.get(`${CONTENT}/quick-facts/7`, () => ok(liveFact(theirs))));
    renderEditor('?kind=quick-facts');
    await user.click(await screen.findByRole('button', { name: /^Edit Users/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit quick fact “Users”' });
    await user.click(await within(dialog).findByRole('button', { name: /^Restore what you typed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    // The server merges it with Meera's draft as a save typed over draft 3: her label stays.
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toMatchObject({ fact_value: 'Ten', _status: 'draft', _draft_version: 1, _draft_id: 3 });
  });

  it('Publish of a scheduled draft asks first, and publishes it early only when staff say so', async () => {
    const user = userEvent.setup();
    const published = recordChanges('post', '/publish', () => ok({ published: 1 }));
    const dialog = await openFact(user, pendingDraft(3, { publish_at: '2099-11-28T03:30:00.000Z' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    let question = within(dialog).getByRole('group', { name: 'Publish now instead of on 28 Nov, 9:00 am?' });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Publish now' })).toHaveFocus());
    // Kept for its time: nothing is sent.
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveFocus());
    expect(published).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    question = within(dialog).getByRole('group', { name: 'Publish now instead of on 28 Nov, 9:00 am?' });
    await user.click(within(question).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Quick fact “Users” published.')).toBeInTheDocument();
    expect(published).toEqual([{ ifMatch: null, body: { items: [{ kind: 'quick-facts', id: 7 }], early: true } }]);
  });

  it('Publish of a draft whose time staff cleared in the form asks nothing, and still tells the server it is early', async () => {
    const user = userEvent.setup();
    const published = recordChanges('post', '/publish', () => ok({ published: 1 }));
    const dialog = await openFact(user, pendingDraft(3, { publish_at: '2099-11-28T03:30:00.000Z' }));
    await user.clear(within(dialog).getByLabelText('Publish at (India time)'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Quick fact “Users” published.')).toBeInTheDocument();
    expect(published).toEqual([{ ifMatch: null, body: { items: [{ kind: 'quick-facts', id: 7 }], early: true } }]);
  });

  it('a new item’s draft is sent with its parent, and the dialog closes pointing to Pending changes', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [] });
    const sent = recordChanges('post', '/quick-facts', () =>
      ok({ draft: pendingDraft(9, { item_id: null, parent_id: 3, title: 'Branches' }) }, 201),
    );
    renderEditor('?kind=quick-facts&parent=3');
    await user.click(await screen.findByRole('button', { name: 'New quick fact' }));
    const dialog = await screen.findByRole('dialog', { name: 'New quick fact' });
    await user.type(within(dialog).getByLabelText('Label'), 'Branches');
    await user.type(within(dialog).getByLabelText('Value'), 'Three');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'Draft of the new quick fact “Branches” saved: it is not live yet. It shows in the list where it will go live (move it with Up and Down); publish it from Pending changes.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { ifMatch: null, body: { fact_key: 'Branches', fact_value: 'Three', show_facts: true, service_id: 3, _status: 'draft' } },
    ]);
  });
});
