import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { HelmetProvider } from 'react-helmet-async';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { addDays, indiaDay } from '@common/india-time';

import { SESSION_READ_MS } from '@/components/staff-frame/staff-session';
import { StaffTitle } from '@/components/staff-frame/staff-title';
import { server } from '@/testing/msw-server';
import { ME, ok, recordQueries, renderStaff, STAFF, staffEnquiry } from '@/testing/staff/desk-testing';
import { EnquiryInbox } from './enquiry-inbox';

const yesterday = addDays(indiaDay(), -1);

function answerList() {
  return recordQueries('/enquiries', () => ({
    items: [
      staffEnquiry(2, {
        full_name: 'Asha Kulkarni',
        email: 'asha@example.in',
        phone: '+91 98220 45110',
        service_name: 'GST e-invoice setup',
        plan_name: 'Gold',
        utm_source: 'newsletter',
        utm_campaign: 'diwali',
      }),
      staffEnquiry(1, {
        full_name: '<b>Ravi</b>',
        received_at: '2026-11-23T20:00:00.000Z',
        status: 'contacted',
        assigned_to: 7,
        assignee: 'ravi@example.in',
        follow_up_on: yesterday,
        referrer_origin: 'https://www.google.com',
      }),
    ],
    total: 2,
    page: 1,
    size: 25,
    newEnquiries: 1,
  }));
}

describe('EnquiryInbox', () => {
  // Only the contact form has been used, unless a test says otherwise.
  beforeEach(() => {
    recordQueries('/enquiries/forms', () => ({ forms: [] }));
  });
  // The session's first read reloads the list and the forms: a test can end while those requests travel. Unmounted
  // (no new ones), they reach the handlers they were sent to before the shared setup resets the handlers.
  let inFlight = 0;
  beforeAll(() => {
    server.events.on('request:start', countStart);
    server.events.on('request:end', countEnd);
  });
  afterAll(() => {
    server.events.removeListener('request:start', countStart);
    server.events.removeListener('request:end', countEnd);
  });
  function countStart() {
    inFlight += 1;
  }
  function countEnd() {
    inFlight -= 1;
  }
  afterEach(async () => {
    vi.useRealTimers();
    cleanup();
    await waitFor(() => expect(inFlight).toBe(0));
  });

  it('shows a new enquiry without a reload, and counts the new ones in the tab’s title', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let arrived = [staffEnquiry(1, { full_name: 'Asha Kulkarni' })];
    recordQueries('/enquiries', () => ({ items: arrived, total: arrived.length, page: 1, size: 25, newEnquiries: arrived.length }));
    renderStaff(
      <HelmetProvider>
        <StaffTitle title="Enquiries" />
        <EnquiryInbox company="Dexterity" />
      </HelmetProvider>,
      '/staff',
    );
    server.use(
      http.get(`${STAFF}/session`, () =>
        ok({ email: ME.email, accountId: ME.id, role: 'sales', csrfToken: 'session-token', newEnquiries: arrived.length }),
      ),
    );
    expect(await screen.findByText('Asha Kulkarni')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(1) Enquiries | Staff | Dexterity'));

    // A visitor sends one while the inbox is open: it shows at the next read of the session, with the count.
    arrived = [staffEnquiry(2, { full_name: 'Ravi Deshmukh' }), ...arrived];
    await vi.advanceTimersByTimeAsync(SESSION_READ_MS);
    expect(await screen.findByText('Ravi Deshmukh')).toBeInTheDocument();
    expect(screen.getByText('Asha Kulkarni')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Enquiries | Staff | Dexterity'));
  });

  it('shows phone, service and plan, source, status, assignee and follow-up columns, times in India time, and new enquiries in bold', async () => {
    answerList();
    renderStaff(<EnquiryInbox company="Dexterity" />, '/staff');
    const table = await screen.findByRole('table', { name: /Enquiries, newest first/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Received', 'Name', 'Phone', 'Service / plan', 'Source', 'Status', 'Assigned to', 'Follow-up']);
    const [, asha, ravi] = within(table).getAllByRole('row');
    // 06:08:49 UTC is 11:38 in India; 20:00 UTC on the 23rd is 01:30 on the 24th.
    expect(within(asha!).getByText('24 Nov 2026, 11:38 am')).toBeInTheDocument();
    expect(within(ravi!).getByText('24 Nov 2026, 1:30 am')).toBeInTheDocument();
    expect(asha).toHaveClass('staff-inbox__new');
    expect(ravi).not.toHaveClass('staff-inbox__new');
    expect(within(asha!).getByText('GST e-invoice setup')).toBeInTheDocument();
    expect(within(asha!).getByText('Gold')).toBeInTheDocument();
    expect(within(asha!).getByText('newsletter')).toBeInTheDocument();
    expect(within(asha!).getByText('diwali')).toBeInTheDocument();
    expect(within(ravi!).getByText('https://www.google.com')).toBeInTheDocument();
    expect(within(ravi!).getByText('ravi@example.in')).toBeInTheDocument();
    expect(within(ravi!).getByText('due')).toBeInTheDocument();
    expect(within(asha!).queryByText('due')).toBeNull();
    // What a visitor typed is text, never markup.
    expect(within(ravi!).getByRole('link', { name: '<b>Ravi</b>' })).toHaveAttribute('href', '/staff/enquiries/1');
  });

  it('makes phone and e-mail links to call and to write (with a subject)', async () => {
    answerList();
    renderStaff(<EnquiryInbox company="Dexterity" />, '/staff');
    expect(await screen.findByRole('link', { name: '+91 98220 45110' })).toHaveAttribute('href', 'tel:+919822045110');
    expect(screen.getByRole('link', { name: 'asha@example.in' })).toHaveAttribute(
      'href',
      `mailto:asha@example.in?subject=${encodeURIComponent('Your enquiry to Dexterity about GST e-invoice setup (Gold plan)')}`,
    );
    expect(screen.getByRole('link', { name: 'Asha Kulkarni' })).toHaveAttribute('href', '/staff/enquiries/2');
  });

  it('filters "mine" and "due today", in the address, the list request and the export', async () => {
    const queries = answerList();
    renderStaff(<EnquiryInbox company="Dexterity" />, '/staff');
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Mine');
    await user.selectOptions(screen.getByLabelText('Follow-up'), 'Due today or before');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/staff?assigned=mine&due=today'));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('assigned=mine&due=today&page=1'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/staff/enquiries/export?assigned=mine&due=today');
    expect(screen.getByLabelText('Assigned to')).toHaveValue('mine');
  });

  it('draws the Form filter with the row, before the forms arrive, so that Show and Export CSV never move', async () => {
    answerList();
    // The forms are held back until the row has been looked at (the session's first read asks for them again).
    let answerForms = () => {};
    const formsHeld = new Promise<void>((answer) => (answerForms = answer));
    onTestFinished(() => answerForms());
    const formsAsked = new Promise<void>((asked) => {
      server.use(
        http.get(`${STAFF}/enquiries/forms`, async () => {
          asked();
          await formsHeld;
          return ok({ forms: [{ id: 0, name: 'Contact form', count: 9 }] });
        }),
      );
    });
    renderStaff(<EnquiryInbox company="Dexterity" />, '/staff');
    await screen.findByRole('table');
    await formsAsked;
    const filters = screen.getByRole('search', { name: 'Enquiries' });
    const row = () => [...filters.querySelectorAll('label, button, a')].map((element) => element.textContent);
    const drawn = row();
    expect(drawn).toEqual(['Search', 'Status', 'Assigned to', 'Follow-up', 'Form', 'Show', 'Export CSV']);
    const options = () =>
      within(screen.getByLabelText('Form'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual(['Any form']);

    answerForms();
    await waitFor(() => expect(options()).toEqual(['Any form', 'Contact form (9)']));
    expect(row()).toEqual(drawn);
  });

  it('filters by a form enquiries came from, in the address, the list request and the export', async () => {
    const queries = answerList();
    recordQueries('/enquiries/forms', () => ({
      forms: [
        { id: 3, name: 'GST health check', count: 12 },
        { id: 5, name: 'Webinar sign-up', count: 1 },
      ],
    }));
    renderStaff(<EnquiryInbox company="Dexterity" />, '/staff?status=all');
    const select = await screen.findByLabelText('Form');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any form', 'GST health check (12)', 'Webinar sign-up (1)']);
    expect(select).toHaveValue('');
    const user = userEvent.setup();
    await user.selectOptions(select, 'GST health check (12)');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/staff?status=all&form=3'));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('status=all&form=3&page=1'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/staff/enquiries/export?status=all&form=3');
    expect(await screen.findByLabelText('Form')).toHaveValue('3');

    await user.selectOptions(screen.getByLabelText('Form'), 'Any form');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/staff\?status=all$/));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/staff/enquiries/export?status=all');
  });
});
