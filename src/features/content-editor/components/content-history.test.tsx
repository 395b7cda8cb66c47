import { screen, within } from '@testing-library/react';
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

const fact = (value: string, extra: Record<string, unknown> = {}) => quickFact(7, 'Users', value, extra);

/** Newest first: a move to another service, a change of two fields, the creation. */
const HISTORY = [
  {
    id: 40,
    actor: 'asha@example.in',
    actor_name: 'Asha Kulkarni',
    at: '2026-03-03T09:00:00Z',
    entity: 'quick_fact',
    entity_id: 7,
    action: 'move',
    before: fact('Ten', { version: 3 }),
    after: fact('Ten', { version: 4, service_id: 4, position: 2 }),
  },
  {
    id: 31,
    actor: 'meera@example.in',
    actor_name: 'meera',
    at: '2026-03-02T10:15:00Z',
    entity: 'quick_fact',
    entity_id: 7,
    action: 'update',
    before: fact('Five', { version: 2 }),
    after: fact('Ten', { version: 3, show_facts: false }),
  },
  {
    id: 12,
    actor: 'meera@example.in',
    at: '2026-03-01T08:00:00Z',
    entity: 'quick_fact',
    entity_id: 7,
    action: 'create',
    after: fact('Five', { version: 1 }),
  },
];

async function openHistory(user: ReturnType<typeof userEvent.setup>, history: unknown[] = HISTORY) {
  serveLists({
    'quick-facts': [fact('Ten', { version: 4, service_id: 4 })],
    services: [service(3, 'TallyPrime'), service(4, 'Tally on Cloud')],
  });
  server.use(http.get(`${CONTENT}/quick-facts/7/history`, () => ok(history)));
  renderEditor('?kind=quick-facts');
  await user.click(await screen.findByRole('button', { name: 'History of Users' }));
  const dialog = await screen.findByRole('dialog', { name: 'History of quick fact “Users”' });
  await within(dialog).findAllByRole('listitem');
  return dialog;
}

describe('an item’s history', () => {
  it('lists each change field by field, with who (as colleagues name them) and when, newest first', async () => {
    const user = userEvent.setup();
    const dialog = await openHistory(user);
    const entries = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('content-history__entry'));
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      expect.stringMatching(/^Moved by Asha Kulkarni, 3 Mar 2026/),
      expect.stringMatching(/^Changed by meera, 2 Mar 2026/),
      expect.stringMatching(/^Created by meera@example\.in, 1 Mar 2026/),
    ]);
    const changes = (entry: HTMLElement) =>
      within(entry)
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
    expect(changes(entries[0]!)).toEqual(['Service: TallyPrime → changed to  Tally on Cloud', 'Place in the list: 1 → changed to  3']);
    expect(changes(entries[1]!)).toEqual(['Value: Five → changed to  Ten', 'Shown on the page: Shown → changed to  Hidden']);
    expect(changes(entries[2]!)).toEqual(['Label: Users', 'Value: Five', 'Shown on the page: Shown']);
    expect(within(entries[0]!).getByText('Current version')).toBeInTheDocument();
  });

  it('makes a draft of a version after a change, and of the version before the oldest change', async () => {
    const user = userEvent.setup();
    const updateOnly = [HISTORY[1]];
    const sent = recordChanges('post', '/quick-facts/7/restore', () =>
      ok({
        ...fact('Ten', { version: 4 }),
        draft: pendingDraft(3, { title: 'Users', values: { fact_key: 'Users', fact_value: 'Five', show_facts: true } }),
      }),
    );
    let dialog = await openHistory(user);
    expect(within(dialog).queryByRole('button', { name: /before this change/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: /^Restore as a draft/ })[0]!);
    expect(
      await screen.findByText('An earlier version of quick fact “Users” is a draft now: preview it, then publish it from Pending changes.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: null, body: { entry: 31, state: 'after' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    server.use(http.get(`${CONTENT}/quick-facts/7/history`, () => ok(updateOnly)));
    await user.click(screen.getByRole('button', { name: 'History of Users' }));
    dialog = await screen.findByRole('dialog', { name: 'History of quick fact “Users”' });
    await user.click(await within(dialog).findByRole('button', { name: 'Restore the version before this change as a draft (“Users”)' }));
    await screen.findByText('An earlier version of quick fact “Users” is a draft now: preview it, then publish it from Pending changes.');
    expect(sent[1]).toEqual({ ifMatch: null, body: { entry: 31, state: 'before' } });
  });

  it('says what drafts did in words staff use; the current version is the live one, not a draft', async () => {
    const user = userEvent.setup();
    const dialog = await openHistory(user, [
      {
        id: 52,
        actor: 'asha@example.in',
        at: '2026-03-05T09:00:00Z',
        action: 'draft',
        before: fact('Ten', { version: 5 }),
        after: fact('Twelve', { version: 5 }),
      },
      {
        id: 51,
        actor: 'meera@example.in',
        at: '2026-03-04T12:00:00Z',
        action: 'discard-draft',
        before: { draft: 2, fact_key: 'Users', fact_value: 'Eleven', show_facts: true },
      },
      {
        id: 50,
        actor: 'system:schedule',
        at: '2026-03-04T09:00:00Z',
        action: 'publish',
        before: fact('Five', { version: 4 }),
        after: fact('Ten', { version: 5 }),
      },
      {
        id: 49,
        actor: 'meera@example.in',
        at: '2026-03-03T09:00:00Z',
        action: 'draft',
        before: fact('Five', { version: 4 }),
        after: fact('Ten', { version: 4 }),
      },
    ]);
    const entries = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('content-history__entry'));
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      expect.stringMatching(/^Saved a draft by asha@example\.in, 5 Mar 2026/),
      expect.stringMatching(/^Discarded a draft by meera@example\.in, 4 Mar 2026/),
      expect.stringMatching(/^Published by its schedule, 4 Mar 2026/),
      expect.stringMatching(/^Saved a draft by meera@example\.in, 3 Mar 2026/),
    ]);
    expect(within(entries[0]!).getByRole('listitem')).toHaveTextContent('Value: Ten → changed to Twelve');
    expect(within(entries[2]!).getByText('Current version')).toBeInTheDocument();
    expect(within(entries[0]!).getByRole('button', { name: 'Restore as a draft (“Users”)' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('Current version')).toHaveLength(1);
  });

  it('shows a relation by the related item’s title and amounts with Indian grouping', async () => {
    const user = userEvent.setup();
    serveLists({ 'pricing-plans': [plan(5)], services: [service(3, 'TallyPrime')] });
    server.use(
      http.get(`${CONTENT}/pricing-plans/5/history`, () =>
        ok([
          {
            id: 3,
            actor: 'asha@example.in',
            at: '2026-03-02T10:15:00Z',
            action: 'update',
            before: plan(5),
            after: plan(5, { price: 2499999, service_id: null }),
          },
        ]),
      ),
    );
    renderEditor('?kind=pricing-plans');
    await user.click(await screen.findByRole('button', { name: 'History of Silver' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of pricing plan “Silver”' });
    expect(await within(dialog).findByText('18,000')).toBeInTheDocument();
    expect(within(dialog).getByText('24,99,999')).toBeInTheDocument();
    expect(within(dialog).getByText('TallyPrime')).toBeInTheDocument();
    expect(within(dialog).getByText(/^A general plan/)).toBeInTheDocument();
  });
});
