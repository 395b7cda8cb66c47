import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { CONTENT, ok, quickFact, recordChanges, renderEditor, serveLists } from '@/testing/staff/content-testing';

const RAHUL = { name: 'rahul', email: 'rahul@example.in', since: '2026-11-27T15:54:00Z' };
const ASHA = { name: 'asha', email: 'asha@example.in', since: '2026-11-27T16:02:00Z' };

/** Opens quick fact 7's form, read with these others editing it. */
async function openFact(user: ReturnType<typeof userEvent.setup>, editing: object[] = []) {
  serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')] });
  server.use(http.get(`${CONTENT}/quick-facts/7`, () => ok({ ...quickFact(7, 'Users', 'Five'), draft: null, editing })));
  renderEditor('?kind=quick-facts');
  await user.click(await screen.findByRole('button', { name: 'Edit Users' }));
  return screen.findByRole('dialog', { name: 'Edit quick fact “Users”' });
}

describe('who else is editing an item', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the form says who else has the item open, from its answer and from each heartbeat (on open, then every 30 s, until it closes)', async () => {
    // Only the heartbeat's interval is faked: the form's frames and the requests run as they do.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    const beats = recordChanges(
      'put',
      '/quick-facts/7/presence',
      () => ok({ editing: [RAHUL] }),
      () => ok({ editing: [RAHUL, ASHA] }),
    );
    const dialog = await openFact(user, [RAHUL]);
    expect(within(dialog).getByText('Rahul is editing this (since 9:24 pm)')).toBeInTheDocument();
    // At once on open.
    await waitFor(() => expect(beats).toHaveLength(1));
    expect(beats[0]).toEqual({ ifMatch: null, body: {} });

    vi.advanceTimersByTime(29_000);
    expect(beats).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    await waitFor(() => expect(beats).toHaveLength(2));
    expect(await within(dialog).findByText('Asha is editing this (since 9:32 pm)')).toBeInTheDocument();
    expect(within(dialog).getByText('Rahul is editing this (since 9:24 pm)')).toBeInTheDocument();

    // Closed: the server hears so at once, and the beats stop.
    const left = recordChanges('delete', '/quick-facts/7/presence', () => ok({ editing: [] }));
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    vi.advanceTimersByTime(60_000);
    // A beat would be on its way by now (timeouts are real here).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(beats).toHaveLength(2);
    await waitFor(() => expect(left).toEqual([{ ifMatch: null, body: {} }]));
  });

  it('a tab closed with the form open tells the server at once, as the page goes away', async () => {
    const user = userEvent.setup();
    recordChanges('put', '/quick-facts/7/presence', () => ok({ editing: [] }));
    const left: { keepalive: boolean; csrf: string | null }[] = [];
    server.use(
      http.delete(`${CONTENT}/quick-facts/7/presence`, ({ request }) => {
        left.push({ keepalive: request.keepalive, csrf: request.headers.get('X-CSRF-Token') });
        return ok({ editing: [] });
      }),
    );
    await openFact(user);
    expect(left).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(left).toHaveLength(1));
    expect(left[0]!.keepalive).toBe(true);
    expect(left[0]!.csrf).not.toBeNull();
  });

  it('a heartbeat that fails says nothing, and editing goes on', async () => {
    expectConsoleError(/API PUT .*quick-facts\/7\/presence failed/);
    const user = userEvent.setup();
    const beats = recordChanges('put', '/quick-facts/7/presence', () =>
      HttpResponse.json({ success: false, message: 'The server is busy.' }, { status: 503 }),
    );
    const sent = recordChanges('patch', '/quick-facts/7', () => ok(quickFact(7, 'Users', 'Ten', { version: 3 })));
    const dialog = await openFact(user);
    await waitFor(() => expect(beats).toHaveLength(1));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('is editing this');
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'Ten');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Quick fact “Users” published.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('the list marks the items someone else has open, and asks again every 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five'), quickFact(8, 'Hosting', 'Cloud')] });
    let asked = 0;
    server.use(
      http.get(`${CONTENT}/quick-facts/presence`, () => {
        asked += 1;
        return ok(asked === 1 ? [{ id: 7, editing: [RAHUL] }] : []);
      }),
    );
    renderEditor('?kind=quick-facts');
    const users = await screen.findByRole('rowheader', { name: /^Users/ });
    expect(await within(users).findByText('Rahul is editing this (since 9:24 pm)')).toBeInTheDocument();
    expect(within(users).getByText('Rahul is editing this (since 9:24 pm)')).toHaveAttribute('title', RAHUL.email);
    expect(screen.getByRole('rowheader', { name: /^Hosting/ })).not.toHaveTextContent('is editing this');
    expect(asked).toBe(1);

    // Rahul closed it: the next question, 30 s on, finds nobody.
    vi.advanceTimersByTime(30_000);
    await waitFor(() => expect(asked).toBe(2));
    await waitFor(() => expect(users).not.toHaveTextContent('is editing this'));
  });

  it('a list whose question fails shows its items as they are, without a word', async () => {
    expectConsoleError(/API GET .*quick-facts\/presence failed/);
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')] });
    server.use(
      http.get(`${CONTENT}/quick-facts/presence`, () =>
        HttpResponse.json({ success: false, message: 'The server is busy.' }, { status: 503 }),
      ),
    );
    renderEditor('?kind=quick-facts');
    const users = await screen.findByRole('rowheader', { name: /^Users/ });
    expect(users).not.toHaveTextContent('is editing this');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
