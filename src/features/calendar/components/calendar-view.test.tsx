import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { ok, renderStaff, STAFF } from '@/testing/staff/desk-testing';

import { CalendarView } from './calendar-view';

const entry = (extra: Record<string, unknown>) => ({
  at: '2026-12-01T04:30:00.000Z',
  day: '2026-12-01',
  action: 'publish',
  kind: 'services',
  item_id: 3,
  draft_id: 9,
  title: 'TallyPrime',
  scheduled_by: 'asha@example.in',
  send_to: null,
  ...extra,
});

function serveCalendar(entries: unknown[]) {
  server.use(http.get(`${STAFF}/content/calendar`, () => ok(entries)));
}

/** The entries' rows under a day's heading, each cell's text in the columns' order. */
const rowsOf = (day: HTMLElement) =>
  within(day)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('the calendar', () => {
  it('lists what happens under a heading per India day: a time of 23:30 UTC falls on the next India day', async () => {
    serveCalendar([
      // Soonest first, as the server answers; the next India day's early morning among them.
      entry({ at: '2026-12-01T04:30:00.000Z', action: 'take-down', kind: 'pages', item_id: 4, draft_id: null, title: 'GST webinar' }),
      entry({
        at: '2026-12-01T12:00:00.000Z',
        action: 'take-down',
        kind: 'articles',
        item_id: 7,
        title: 'Budget 2026',
        send_to: '/contact',
      }),
      // Ravi's account has a name, which the server gives beside his e-mail.
      entry({
        at: '2026-12-01T23:30:00.000Z',
        day: '2026-12-02',
        title: 'Payroll',
        scheduled_by: 'ravi@example.in',
        scheduled_by_name: 'Ravi Patil',
      }),
      entry({ at: '2026-12-02T03:30:00.000Z', day: '2026-12-02', kind: 'pages', item_id: null, draft_id: 12, title: 'Year-end webinar' }),
    ]);
    renderStaff(<CalendarView />, '/staff/calendar');
    const first = await screen.findByRole('region', { name: 'Tuesday, 1 December 2026' });
    const second = screen.getByRole('region', { name: 'Wednesday, 2 December 2026' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Tuesday, 1 December 2026',
      'Wednesday, 2 December 2026',
    ]);
    expect(
      within(within(first).getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'What happens', 'Kind', 'Title', 'Scheduled by', 'Actions']);
    expect(rowsOf(first)).toEqual([
      ['10:00 am', 'Taken down410 Gone', 'Page', 'GST webinar', 'asha', 'Open in the editor'],
      ['5:30 pm', 'Taken downsends visitors to /contact', 'Article', 'Budget 2026', 'asha', 'Open in the editor'],
    ]);
    expect(rowsOf(second)).toEqual([
      ['5:00 am', 'Goes live', 'Service', 'Payroll', 'Ravi Patil', 'Open in the editor'],
      ['9:00 am', 'Goes live', 'Page', 'Year-end webinar', 'asha', 'Open in Pending changes'],
    ]);
  });

  it('opens an item in the content editor, and a new item’s draft in Pending changes', async () => {
    const user = userEvent.setup();
    serveCalendar([
      entry({ action: 'take-down', kind: 'pages', item_id: 4, draft_id: null, title: 'GST webinar' }),
      entry({ at: '2026-12-02T03:30:00.000Z', kind: 'pages', item_id: null, draft_id: 12, title: 'Year-end webinar' }),
    ]);
    renderStaff(<CalendarView />, '/staff/calendar');
    expect(await screen.findByRole('link', { name: 'Open in the editor: GST webinar' })).toHaveAttribute(
      'href',
      '/staff/content?kind=pages&open=4',
    );
    const pending = screen.getByRole('link', { name: 'Open in Pending changes: Year-end webinar' });
    expect(pending).toHaveAttribute('href', '/staff/content?view=pending&draft=12');
    // The staff pages' router moves there without a reload (this test's router has only the calendar's page).
    expectConsoleError(/No routes matched location "\/staff\/content\?view=pending&draft=12"/);
    await user.click(pending);
    expect(screen.getByTestId('address')).toHaveTextContent('/staff/content?view=pending&draft=12');
  });

  it('shows an entry of a kind the editor does not know plainly, without a link', async () => {
    serveCalendar([
      entry({ kind: 'webinars', title: 'Old webinar', scheduled_by: 'system:cli' }),
      entry({ at: 'not a time', title: 'Unreadable' }),
    ]);
    renderStaff(<CalendarView />, '/staff/calendar');
    const day = await screen.findByRole('region', { name: 'Tuesday, 1 December 2026' });
    expect(rowsOf(day)).toEqual([['10:00 am', 'Goes live', 'webinars (not in this editor)', 'Old webinar', 'system:cli', '']]);
    expect(within(day).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when nothing is scheduled', async () => {
    serveCalendar([]);
    renderStaff(<CalendarView />, '/staff/calendar');
    expect(await screen.findByText('Nothing is scheduled.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why it could not be read', async () => {
    expectConsoleError(/API GET .*calendar failed/);
    server.use(
      http.get(`${STAFF}/content/calendar`, () =>
        HttpResponse.json({ success: false, message: 'The calendar could not be read just now.' }, { status: 500 }),
      ),
    );
    renderStaff(<CalendarView />, '/staff/calendar');
    expect(await screen.findByText('The calendar could not be read just now.')).toBeInTheDocument();
  });
});
