import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { CONTENT, ok, quickFact, recordChanges, renderEditor, serveLists } from '@/testing/staff/content-testing';

type User = ReturnType<typeof userEvent.setup>;

/** Opens quick fact 7's form (Users: Five, version 2) from its row. */
async function openFact(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Edit Users' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit quick fact “Users”' });
  await waitFor(() => expect(within(dialog).getByLabelText('Label')).toHaveFocus());
  return dialog;
}

async function typeValue(user: User, dialog: HTMLElement, value: string) {
  await user.clear(within(dialog).getByLabelText('Value'));
  await user.type(within(dialog).getByLabelText('Value'), value);
}

/** Whether leaving the page now would make the browser ask. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  localStorage.clear();
  serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')] });
  server.use(http.get(`${CONTENT}/quick-facts/7`, () => ok(quickFact(7, 'Users', 'Five'))));
});

describe('a form with changes not saved', () => {
  it('closes at once while nothing changed', async () => {
    const user = userEvent.setup();
    renderEditor();
    const dialog = await openFact(user);
    expect(unloadAsks()).toBe(false);
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks “Discard your changes?” inside the dialog on Cancel, × and Escape; Keep editing keeps them, Discard changes closes', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    renderEditor();
    const dialog = await openFact(user);
    await typeValue(user, dialog, 'Ten');
    expect(unloadAsks()).toBe(true);

    const cancel = within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!;
    await user.click(cancel);
    const question = within(dialog).getByRole('group', { name: 'Discard your changes?' });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).queryByRole('group', { name: 'Discard your changes?' })).not.toBeInTheDocument();
    // Focus goes back to where it was when the question came.
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Ten');

    // The header's ×, then Escape: the same question.
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirm).not.toHaveBeenCalled();
    expect(unloadAsks()).toBe(false);
  });

  it('holds a move to another kind (back, or the address) until the question is answered', async () => {
    const user = userEvent.setup();
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], offerings: [{ id: 2, position: 0, version: 1, offering_name: 'Tally' }] });
    const { router } = renderEditor();
    const dialog = await openFact(user);
    await typeValue(user, dialog, 'Ten');

    await act(() => router.navigate('/staff/content?kind=offerings'));
    expect(router.state.location.search).toBe('?kind=quick-facts');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Ten');

    await act(() => router.navigate('/staff/content?kind=offerings'));
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await screen.findByRole('table', { name: 'Offerings, in their order' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('what was typed when the session ended', () => {
  it('is kept when a save meets 401, offered after signing in again on the same item, and dropped by a successful save', async () => {
    expectConsoleError(/API PATCH .*quick-facts\/7 failed/);
    const user = userEvent.setup();
    const sent = recordChanges(
      'patch',
      '/quick-facts/7',
      () => HttpResponse.json({ success: false, message: 'Sign in again.' }, { status: 401 }),
      () => ok(quickFact(7, 'Users', 'Ten', { version: 3 })),
    );
    const { router } = renderEditor();
    let dialog = await openFact(user);
    await typeValue(user, dialog, 'Ten');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    // The way to the sign-in page is not held by the unsaved form.
    expect(await screen.findByText('The sign-in page')).toBeInTheDocument();
    const kept = Object.entries({ ...localStorage });
    expect(kept).toHaveLength(1);
    expect(kept[0]![0]).toBe('staff-content-typed:quick-facts:7');
    expect(JSON.parse(kept[0]![1]) as unknown).toMatchObject({
      version: 2,
      drafts: { fact_key: 'Users', fact_value: 'Ten', show_facts: true },
    });

    await act(() => router.navigate('/staff/content?kind=quick-facts'));
    await user.click(await screen.findByRole('button', { name: 'Edit Users' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit quick fact “Users”' });
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Five');
    const restore = within(dialog).getByRole('button', { name: /^Restore what you typed on \d+ \w+ \d{4}, / });
    await waitFor(() => expect(restore).toHaveFocus());
    await user.click(restore);
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Ten');
    expect(within(dialog).queryByRole('button', { name: /^Restore what you typed/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Quick fact “Users” published.')).toBeInTheDocument();
    expect(sent.map((request) => request.ifMatch)).toEqual(['"2"', '"2"']);
    expect(localStorage.length).toBe(0);
  });

  it('Discard lets it go', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'staff-content-typed:quick-facts:7',
      JSON.stringify({ savedAt: new Date().toISOString(), version: 2, schedule: '', parent: '', drafts: { fact_value: 'Ten' } }),
    );
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Edit Users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit quick fact “Users”' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard what you typed' }));
    expect(within(dialog).getByLabelText('Value')).toHaveValue('Five');
    await waitFor(() => expect(within(dialog).getByLabelText('Label')).toHaveFocus());
    expect(localStorage.length).toBe(0);
  });
});
