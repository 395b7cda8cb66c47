import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import {
  CONTENT,
  draftHandlers,
  ok,
  pendingDraft,
  plan,
  quickFact,
  recordChanges,
  renderEditor,
  serveLists,
  service,
  stubNewTab,
} from '@/testing/staff/content-testing';

const SERVICES = [service(3, 'TallyPrime'), service(4, 'Tally on Cloud')];

/** A plan's draft: a new price, and from its service to none; scheduled for 1 Dec 2099, 9:00 am India time. */
const PLAN_DRAFT = pendingDraft(4, {
  kind: 'pricing-plans',
  item_id: 5,
  title: 'Silver',
  values: { ...plan(5), price: 124999, service_id: null },
  changes: [
    { field: 'price', label: 'Price', from: 18000, to: 124999 },
    { field: 'service_id', label: 'Service', from: 3, to: null },
  ],
  publish_at: '2099-12-01T03:30:00.000Z',
  updated_by: 'meera@example.in',
  saved_by: [
    { name: 'Asha Kulkarni', email: 'asha@example.in' },
    { name: 'Meera Patil', email: 'meera@example.in' },
  ],
});
/** A new quick fact's draft, to join service 4's list. */
const NEW_DRAFT = pendingDraft(5, {
  item_id: null,
  parent_id: 4,
  title: 'Branches',
  values: { fact_key: 'Branches', fact_value: 'Three', show_facts: true },
  changes: [
    { field: 'fact_key', label: 'Label', from: null, to: 'Branches' },
    { field: 'fact_value', label: 'Value', from: null, to: 'Three' },
    { field: 'show_facts', label: 'Shown on the page', from: null, to: true },
  ],
});

/** The server's pending drafts: `drafts` holds them, and each change's answer may leave out the ones it published or discarded. */
function openPending(drafts: object[]) {
  const pending = { drafts };
  serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], services: SERVICES });
  server.use(...draftHandlers(() => pending.drafts));
  renderEditor('?kind=quick-facts&view=pending');
  /** An answer that leaves these drafts pending. */
  const leaving =
    (answer: () => Response, ...left: object[]) =>
    () => {
      pending.drafts = left;
      return answer();
    };
  return { table: screen.findByRole('table', { name: 'Pending changes, oldest first' }), leaving };
}

const rowOf = (table: HTMLElement, title: string) => within(table).getByRole('rowheader', { name: title }).closest('tr')!;
const changesIn = (row: HTMLElement) =>
  within(row)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Pending changes', () => {
  it('lists every draft with its kind, who saved it, when it goes live and its differences, formatted as the list shows values', async () => {
    const table = await openPending([pendingDraft(3), PLAN_DRAFT, NEW_DRAFT]).table;
    expect(screen.getByRole('heading', { level: 2, name: 'Pending changes' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Users', 'Silver', 'Branches']);

    expect(changesIn(rowOf(table, 'Users'))).toEqual(['Value: Five → changed to  Ten']);
    const planRow = rowOf(table, 'Silver');
    expect(within(planRow).getAllByRole('cell')[0]).toHaveTextContent('Pricing plan');
    expect(changesIn(planRow)).toEqual([
      'Price: 18,000 → changed to  1,24,999',
      'Service: TallyPrime → changed to  A general plan (shown where a service has none of its own)',
    ]);
    // Who saved it last, as colleagues name them.
    expect(planRow).toHaveTextContent('2 Mar 2026, 3:45 pm by Meera Patil');
    expect(planRow).toHaveTextContent('1 Dec 2099, 9:00 am');
    expect(rowOf(table, 'Users')).toHaveTextContent('When published');

    const newRow = rowOf(table, 'Branches');
    expect(within(newRow).getAllByRole('cell')[0]).toHaveTextContent('New quick fact');
    expect(changesIn(newRow)).toEqual(['Label: Branches', 'Value: Three', 'Shown on the page: Shown']);
  });

  it('shows a move saved in a draft as its service, by title, and its place in the list', async () => {
    const moved = pendingDraft(6, {
      parent_id: 4,
      position: 0,
      changes: [
        { field: 'service_id', label: 'Service', from: 3, to: 4 },
        { field: 'position', label: 'Place in the list', from: 1, to: 1 },
      ],
    });
    const table = await openPending([moved]).table;
    expect(changesIn(rowOf(table, 'Users'))).toEqual([
      'Service: TallyPrime → changed to  Tally on Cloud',
      'Place in the list: 1 → changed to  1',
    ]);
  });

  it('publishes one draft (an item’s by its id, a new item’s by its draft), then reads the list again', async () => {
    const user = userEvent.setup();
    const pending = openPending([PLAN_DRAFT, NEW_DRAFT]);
    const published = () => ok({ published: 1 });
    const sent = recordChanges('post', '/publish', pending.leaving(published, NEW_DRAFT), pending.leaving(published));
    const table = await pending.table;
    // Silver is scheduled: publishing it now is asked about first, and sent as early.
    await user.click(within(table).getByRole('button', { name: 'Publish Silver' }));
    expect(sent).toEqual([]);
    const question = within(table).getByRole('group', { name: 'Publish now instead of on 1 Dec, 9:00 am?' });
    await user.click(within(question).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Pricing plan “Silver” published: visitors see it now.')).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: null, body: { items: [{ kind: 'pricing-plans', id: 5 }], early: true } }]);
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Silver' })).not.toBeInTheDocument());

    await user.click(within(table).getByRole('button', { name: 'Publish Branches' }));
    expect(await screen.findByText('No pending changes.')).toBeInTheDocument();
    expect(sent[1]!.body).toEqual({ items: [{ kind: 'quick-facts', draft: 5 }] });
  });

  it('Publish all publishes every draft in one go and says how many', async () => {
    const user = userEvent.setup();
    const pending = openPending([pendingDraft(3), NEW_DRAFT]);
    const sent = recordChanges(
      'post',
      '/publish',
      pending.leaving(() =>
        HttpResponse.json({ success: true, data: { published: 2, left_scheduled: 0 }, message: '2 changes are live.' }),
      ),
    );
    await pending.table;
    await user.click(screen.getByRole('button', { name: 'Publish all (2)' }));
    expect(await screen.findByText('2 changes are live.')).toHaveClass('alert-success');
    expect(sent).toEqual([{ ifMatch: null, body: {} }]);
    expect(await screen.findByText('No pending changes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Publish all/ })).not.toBeInTheDocument();
  });

  it('Publish all leaves a scheduled draft for its time, and says so', async () => {
    const user = userEvent.setup();
    const pending = openPending([pendingDraft(3), PLAN_DRAFT]);
    const answer = () =>
      HttpResponse.json({
        success: true,
        data: { published: 1, left_scheduled: 1 },
        message: 'One change is live; 1 scheduled change was left for its time.',
      });
    recordChanges('post', '/publish', pending.leaving(answer, PLAN_DRAFT));
    const table = await pending.table;
    await user.click(screen.getByRole('button', { name: 'Publish all (2)' }));
    expect(await screen.findByText('One change is live; 1 scheduled change was left for its time.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Users' })).not.toBeInTheDocument());
    expect(within(table).getByRole('rowheader', { name: 'Silver' })).toBeInTheDocument();
  });

  it('Publish all that leaves a draft the rules refuse says so as a warning, not as a success', async () => {
    const user = userEvent.setup();
    const pending = openPending([pendingDraft(3), NEW_DRAFT]);
    const said = 'One change is live. “Branches” stays a draft: Label: another fact is already called "Branches".';
    const answer = () =>
      HttpResponse.json({
        success: true,
        data: {
          published: 1,
          left_scheduled: 0,
          not_published: [{ draft: 5, title: 'Branches', why: 'Label: another fact is already called "Branches"' }],
        },
        message: said,
      });
    recordChanges('post', '/publish', pending.leaving(answer, NEW_DRAFT));
    const table = await pending.table;
    await user.click(screen.getByRole('button', { name: 'Publish all (2)' }));
    const alert = await screen.findByText(said);
    expect(alert).toHaveClass('alert-warning');
    expect(alert).not.toHaveClass('alert-success');
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Users' })).not.toBeInTheDocument());
  });

  it('Discard asks first, then throws the draft away', async () => {
    const user = userEvent.setup();
    const pending = openPending([pendingDraft(3)]);
    const sent = recordChanges(
      'delete',
      '/drafts/3',
      pending.leaving(() => ok({})),
    );
    const table = await pending.table;
    await user.click(within(table).getByRole('button', { name: 'Discard Users' }));
    expect(sent).toEqual([]);
    const question = within(table).getByRole('group', { name: 'Discard this draft? Its changes are lost.' });
    await user.click(within(question).getByRole('button', { name: 'Discard the draft' }));
    expect(await screen.findByText('The draft of quick fact “Users” was discarded: the live version stays.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(await screen.findByText('No pending changes.')).toBeInTheDocument();
  });

  it('Preview opens the page the draft shows on: an item’s service page, read from the item', async () => {
    const user = userEvent.setup();
    const { tab } = stubNewTab();
    server.use(
      http.get(`${CONTENT}/quick-facts/7`, () => ok({ ...quickFact(7, 'Users', 'Five', { service_id: 4 }), draft: pendingDraft(3) })),
    );
    const table = await openPending([pendingDraft(3), PLAN_DRAFT, NEW_DRAFT]).table;
    await user.click(within(table).getByRole('button', { name: 'Preview Users' }));
    await waitFor(() => expect(tab.location.href).toBe('/service/service-4?preview=1'));
    // A general plan shows on Our Offerings; a new quick fact on the service it joins.
    await user.click(within(table).getByRole('button', { name: 'Preview Silver' }));
    await waitFor(() => expect(tab.location.href).toBe('/service?preview=1'));
    await user.click(within(table).getByRole('button', { name: 'Preview Branches' }));
    await waitFor(() => expect(tab.location.href).toBe('/service/service-4?preview=1'));
  });

  it('lists fifty drafts a page, turns to the next at its top, and counts every draft for Publish all', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 53 }, (_, n) =>
      pendingDraft(100 + n, { item_id: 100 + n, title: `Fact ${n + 1}`, ...(n === 52 ? { review: 'in-review' } : {}) }),
    );
    const table = await openPending(many).table;
    expect(within(table).getAllByRole('rowheader')).toHaveLength(50);
    expect(screen.getByText('53 drafts, page 1 of 2')).toBeInTheDocument();
    // The writer's draft in review is on the next page, and still not counted.
    expect(screen.getByRole('button', { name: 'Publish all (52)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('53 drafts, page 2 of 2')).toBeInTheDocument());
    const second = screen.getByRole('table', { name: 'Pending changes, oldest first' });
    expect(
      within(second)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fact 51', 'Fact 52', 'Fact 53 In review']);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Pending changes' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('opens the draft a link names when it is on another page of the list', async () => {
    const many = Array.from({ length: 51 }, (_, n) => pendingDraft(100 + n, { item_id: 100 + n, title: `Fact ${n + 1}` }));
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], services: SERVICES });
    server.use(
      ...draftHandlers(() => many),
      http.get(`${CONTENT}/drafts/150`, () => ok(many[50])),
      http.get(`${CONTENT}/quick-facts/150`, () => ok({ ...quickFact(150, 'Fact 51', 'Five'), draft: many[50] })),
    );
    renderEditor('?kind=quick-facts&view=pending&draft=150');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Fact 51');
  });

  it('says when the draft a link names is no longer pending', async () => {
    expectConsoleError(/API GET .*drafts\/9 failed/);
    serveLists({ 'quick-facts': [quickFact(7, 'Users', 'Five')], services: SERVICES, drafts: [pendingDraft(3)] });
    server.use(http.get(`${CONTENT}/drafts/9`, () => HttpResponse.json({ success: false, message: 'No such draft.' }, { status: 404 })));
    renderEditor('?kind=quick-facts&view=pending&draft=9');
    expect(await screen.findByText('The draft the link named is no longer pending: it was published or discarded.')).toBeInTheDocument();
  });

  it('says when nothing is pending', async () => {
    serveLists({ 'quick-facts': [] });
    renderEditor('?kind=quick-facts&view=pending');
    expect(await screen.findByText('No pending changes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to quick facts' })).toBeInTheDocument();
  });
});

describe('the list’s Draft badge', () => {
  it('marks items with a pending draft, and a scheduled one with its time; Pending changes counts every draft', async () => {
    const user = userEvent.setup();
    serveLists({
      'quick-facts': [
        quickFact(7, 'Users', 'Five'),
        quickFact(8, 'Licence', 'Perpetual', { position: 1 }),
        quickFact(9, 'Uptime', '99.9%', { position: 2 }),
      ],
      services: SERVICES,
      drafts: [pendingDraft(3), pendingDraft(6, { item_id: 9, title: 'Uptime', publish_at: '2099-12-01T03:30:00.000Z' }), PLAN_DRAFT],
    });
    renderEditor('?kind=quick-facts');
    const table = await screen.findByRole('table', { name: 'Quick facts, in their order' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Users Draft', 'Licence', 'Uptime Draft Scheduled 1 Dec 2099, 9:00 am']);
    await user.click(screen.getByRole('button', { name: 'Pending changes (3)' }));
    expect(await screen.findByRole('table', { name: 'Pending changes, oldest first' })).toBeInTheDocument();
  });
});
