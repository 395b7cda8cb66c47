import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { ActivityView, readActivityFilter } from './activity-view';
import { recordQueries, renderStaff, STAFF } from '@/testing/staff/desk-testing';
import { bodyCells } from '@/testing/table-cells';

const entries = [
  {
    id: 9,
    at: '2026-11-24T06:30:00.000Z',
    actor: 'asha@example.in',
    who: 'asha@example.in',
    action: 'role-change',
    what: 'Changed the role from editor to sales',
    subject: 'Staff account ravi@example.in',
  },
  {
    id: 8,
    at: '2026-11-23T18:40:00.000Z',
    actor: 'system:cli',
    who: 'The terminal (npm run staff)',
    action: 'create',
    what: 'Created the account with the role owner',
    subject: 'Staff account asha@example.in',
  },
  {
    id: 7,
    at: '2026-11-23T10:00:00.000Z',
    actor: 'ravi@example.in',
    who: 'ravi@example.in',
    action: 'update',
    what: 'Changed Title',
    subject: 'Service “<img src=x onerror=alert(1)>”',
  },
];

const page = (query: URLSearchParams) => ({
  items: query.get('page') === '2' ? [] : entries,
  total: 53,
  page: Number(query.get('page') ?? 1),
  size: 50,
  actors: [
    { value: 'asha@example.in', label: 'asha@example.in' },
    { value: 'system:cli', label: 'The terminal (npm run staff)' },
  ],
  actions: [
    { value: 'role-change', label: 'Role change' },
    { value: 'sign-in', label: 'Sign-in' },
  ],
});

describe('the activity page', () => {
  it('shows when (India time), who, what and on what, newest first, stored text as text', async () => {
    recordQueries('/activity', page);
    renderStaff(<ActivityView />, '/staff/activity');
    expect(await screen.findByText('53 entries, page 1 of 2')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Activity, newest first/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'What', 'On what']);
    expect(bodyCells(table)).toEqual([
      ['24 Nov 2026, 12:00 pm', 'asha@example.in', 'Changed the role from editor to sales', 'Staff account ravi@example.in'],
      ['24 Nov 2026, 12:10 am', 'The terminal (npm run staff)', 'Created the account with the role owner', 'Staff account asha@example.in'],
      ['23 Nov 2026, 3:30 pm', 'ravi@example.in', 'Changed Title', 'Service “<img src=x onerror=alert(1)>”'],
    ]);
    expect(document.querySelector('img')).toBeNull();
    expect(within(screen.getByLabelText('Who')).getByRole('option', { name: 'The terminal (npm run staff)' })).toHaveValue('system:cli');
  });

  it('filters by who, what and India dates, in the address, and pages', async () => {
    const queries = recordQueries('/activity', page);
    renderStaff(<ActivityView />, '/staff/activity');
    const user = userEvent.setup();
    await screen.findByText('53 entries, page 1 of 2');
    await user.selectOptions(screen.getByLabelText('Who'), 'system:cli');
    await user.selectOptions(screen.getByLabelText('What'), 'role-change');
    await user.type(screen.getByLabelText('From (India date)'), '2026-11-01');
    await user.type(screen.getByLabelText('To (India date)'), '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/staff/activity?actor=system%3Acli&action=role-change&from=2026-11-01&to=2026-11-24',
      ),
    );
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(Object.fromEntries(queries[1]!)).toEqual({ actor: 'system:cli', action: 'role-change', from: '2026-11-01', to: '2026-11-24' });

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries[2]!.get('page')).toBe('2');
    expect(queries[2]!.get('actor')).toBe('system:cli');
    await waitFor(() => expect(screen.getByText('53 entries, page 2 of 2')).toHaveFocus());
    expect(screen.getByLabelText('Who')).toHaveValue('system:cli');
  });

  it('names a day outside 1900 to 2100 at its box, keeps it and the list shown, and asks for nothing', async () => {
    const queries = recordQueries('/activity', page);
    renderStaff(<ActivityView />, '/staff/activity');
    const user = userEvent.setup();
    await screen.findByText('53 entries, page 1 of 2');
    await user.type(screen.getByLabelText('From (India date)'), '0201-11-01');
    await user.type(screen.getByLabelText('To (India date)'), '3000-11-24');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    const from = screen.getByLabelText('From (India date)');
    const to = screen.getByLabelText('To (India date)');
    expect(from).toHaveAccessibleDescription('Choose a day between 1900 and 2100.');
    expect(to).toHaveAccessibleDescription('Choose a day between 1900 and 2100.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveFocus();
    expect(from).toHaveValue('0201-11-01');
    expect(to).toHaveValue('3000-11-24');
    expect(screen.getByText('53 entries, page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(queries).toHaveLength(1);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/staff\/activity$/);
  });

  it('shows the server’s refusal of a date in the address, and keeps the date in its box', async () => {
    expectConsoleError(/API GET \/api\/staff\/activity failed/);
    const message = 'from must be a date written YYYY-MM-DD, such as 2026-11-24, in the years 1900 to 2100.';
    server.use(http.get(`${STAFF}/activity`, () => HttpResponse.json({ success: false, message }, { status: 400 })));
    renderStaff(<ActivityView />, '/staff/activity?from=3000-11-01');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('From (India date)')).toHaveValue('3000-11-01');
  });

  it('reads the filter from the address, its dates as they are (the server says what is wrong with one)', () => {
    expect(readActivityFilter(new URLSearchParams('actor=a%40b.in&from=2026-02-30&to=2026-11-24&page=x'))).toEqual({
      actor: 'a@b.in',
      action: '',
      from: '2026-02-30',
      to: '2026-11-24',
      page: 1,
    });
  });
});
