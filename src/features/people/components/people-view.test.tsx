import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { ME, ok, renderStaff, STAFF } from '@/testing/staff/desk-testing';
import { PeopleView } from './people-view';

const TOKEN = 'T'.repeat(43);
const people = {
  accounts: [
    {
      id: ME.id,
      email: ME.email,
      role: 'owner',
      created_at: '2026-11-01T04:30:00.000Z',
      last_sign_in_at: '2026-11-24T04:30:00.000Z',
      sessions: [
        { id: 'a'.repeat(32), created_at: '2026-11-24T04:30:00.000Z', last_seen_at: '2026-11-24T06:00:00.000Z', current: true },
        { id: 'b'.repeat(32), created_at: '2026-11-23T03:30:00.000Z', last_seen_at: '2026-11-23T04:00:00.000Z', current: false },
      ],
    },
    { id: 7, email: 'ravi@example.in', role: 'editor', created_at: '2026-11-02T04:30:00.000Z', last_sign_in_at: null, sessions: [] },
  ],
  invitations: [
    {
      id: 3,
      email: 'meena@example.in',
      role: 'sales',
      invited_by: ME.email,
      created_at: '2026-11-24T04:30:00.000Z',
      expires_at: '2026-11-27T04:30:00.000Z',
    },
  ],
};

/** Answers the list and records every change sent (method, path, body, CSRF header). */
function servePeople(answer: (method: string, path: string, body: unknown) => Response) {
  let reads = 0;
  const sent: { method: string; path: string; body: unknown; csrf: string | null }[] = [];
  const record = async ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    sent.push({ method: request.method, path, body, csrf: request.headers.get('X-CSRF-Token') });
    return answer(request.method, path, body);
  };
  server.use(
    http.get(`${STAFF}/accounts`, () => {
      reads += 1;
      return ok(people);
    }),
    http.patch(`${STAFF}/accounts/:id`, record),
    http.delete(`${STAFF}/accounts/:id`, record),
    http.delete(`${STAFF}/accounts/:id/sessions`, record),
    http.delete(`${STAFF}/accounts/:id/sessions/:session`, record),
    http.post(`${STAFF}/invitations`, record),
    http.delete(`${STAFF}/invitations/:id`, record),
  );
  return { sent, reads: () => reads };
}

const said = (message: string, status = 200) => HttpResponse.json({ success: status < 300, message }, { status });

describe('the People page', () => {
  it('lists the accounts (you marked, last sign-in in India time, sessions) and the pending invitations', async () => {
    servePeople(() => said('ok'));
    renderStaff(<PeopleView />, '/staff/people');
    const accounts = await screen.findByRole('table', { name: 'Staff accounts' });
    const rows = within(accounts).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(`${ME.email} (you)`);
    expect(rows[0]).toHaveTextContent('24 Nov 2026, 10:00 am');
    expect(within(rows[1]!).getByRole('combobox', { name: 'Role of ravi@example.in' })).toHaveValue('editor');
    expect(rows[1]).toHaveTextContent('never');
    expect(within(rows[1]!).getByRole('button', { name: 'End the sessions of ravi@example.in' })).toBeDisabled();
    expect(within(rows[1]!).getByText('none')).toBeInTheDocument();
    // The owner's two sessions, folded under their count: this one marked, the other one with its End button.
    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByText('2 sessions'));
    const list = within(rows[0]!).getByRole('list', { name: `Sessions of ${ME.email}` });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Started 24 Nov 2026, 10:00 am, last used 24 Nov 2026, 11:30 am');
    expect(within(items[0]!).getByText('This session')).toBeVisible();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: `End the session of ${ME.email} started 23 Nov 2026, 9:00 am` })).toBeVisible();
    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    expect(invitations).toHaveTextContent('meena@example.in');
    expect(invitations).toHaveTextContent('27 Nov 2026, 10:00 am');
  });

  it('invites by e-mail and role, and shows the link once, with the token in its fragment', async () => {
    const { sent, reads } = servePeople(() =>
      HttpResponse.json(
        {
          success: true,
          message: 'Invitation for asha@example.in made: send them the link (it is shown only now and lasts 72 hours).',
          data: {
            invitation: { ...people.invitations[0], id: 4, email: 'asha@example.in', role: 'editor' },
            token: TOKEN,
            path: `/staff/invitation#${TOKEN}`,
          },
        },
        { status: 201 },
      ),
    );
    renderStaff(<PeopleView />, '/staff/people');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Staff accounts' });
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.in');
    await user.selectOptions(screen.getByLabelText('Role'), 'editor');
    expect(screen.getByText('the site’s content, no enquiries or reports')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make an invitation link' }));
    expect(await screen.findByTestId('invitation-link')).toHaveTextContent(`${window.location.origin}/staff/invitation#${TOKEN}`);
    expect(screen.getByText(/shown only now and lasts 72 hours/)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/staff/invitations', body: { email: 'asha@example.in', role: 'editor' }, csrf: 'session-token' },
    ]);
    await waitFor(() => expect(reads()).toBe(2));
    expect(screen.getByLabelText('E-mail')).toHaveValue('');

    // Copy link puts the whole link on the clipboard; where the browser refuses, the owner is told to select it.
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/staff/invitation#${TOKEN}`);
    expect(screen.getByText('The link is copied.')).toBeInTheDocument();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copying was not allowed here: select the link and copy it.')).toBeInTheDocument();
    expect(screen.queryByText('The link is copied.')).not.toBeInTheDocument();
  });

  it('changes a role, ends sessions, withdraws an invitation and removes an account after asking, showing the server’s sentences', async () => {
    expectConsoleError(/API PATCH \/api\/staff\/accounts\/4 failed/);
    const { sent } = servePeople((method, path) => {
      if (path === `/api/staff/accounts/${ME.id}`)
        return said(`${ME.email} is the only owner and stays one: make another account an owner first.`, 409);
      return said(`${method} ${path} done`);
    });
    renderStaff(<PeopleView />, '/staff/people');
    const user = userEvent.setup();
    const accounts = await screen.findByRole('table', { name: 'Staff accounts' });

    await user.selectOptions(within(accounts).getByRole('combobox', { name: 'Role of ravi@example.in' }), 'sales');
    expect(await screen.findByText('PATCH /api/staff/accounts/7 done')).toBeInTheDocument();
    await user.selectOptions(within(accounts).getByRole('combobox', { name: `Role of ${ME.email}` }), 'sales');
    expect(
      await screen.findByText(`${ME.email} is the only owner and stays one: make another account an owner first.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(accounts).getByRole('combobox', { name: `Role of ${ME.email}` })).toHaveValue('owner'));

    await user.click(within(accounts).getByRole('button', { name: `End the sessions of ${ME.email}` }));
    expect(await screen.findByText(`DELETE /api/staff/accounts/${ME.id}/sessions done`)).toBeInTheDocument();
    await user.click(within(accounts).getByText('2 sessions'));
    await user.click(within(accounts).getByRole('button', { name: /^End the session of .* started 23 Nov 2026/ }));
    expect(await screen.findByText(`DELETE /api/staff/accounts/${ME.id}/sessions/${'b'.repeat(32)} done`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation for meena@example.in' }));
    expect(await screen.findByText('DELETE /api/staff/invitations/3 done')).toBeInTheDocument();

    await user.click(within(accounts).getByRole('button', { name: 'Remove ravi@example.in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove ravi@example.in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.some((change) => change.method === 'DELETE' && change.path === '/api/staff/accounts/7')).toBe(false);
    await user.click(within(accounts).getByRole('button', { name: 'Remove ravi@example.in' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove the account' }));
    expect(await screen.findByText('DELETE /api/staff/accounts/7 done')).toBeInTheDocument();

    expect(sent.map((change) => [change.method, change.path, change.body, change.csrf])).toEqual([
      ['PATCH', '/api/staff/accounts/7', { role: 'sales' }, 'session-token'],
      ['PATCH', `/api/staff/accounts/${ME.id}`, { role: 'sales' }, 'session-token'],
      ['DELETE', `/api/staff/accounts/${ME.id}/sessions`, {}, 'session-token'],
      ['DELETE', `/api/staff/accounts/${ME.id}/sessions/${'b'.repeat(32)}`, {}, 'session-token'],
      ['DELETE', '/api/staff/invitations/3', {}, 'session-token'],
      ['DELETE', '/api/staff/accounts/7', {}, 'session-token'],
    ]);
  });
});
