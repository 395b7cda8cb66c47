import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderStaff } from '@/testing/staff/desk-testing';
import { server } from '@/testing/msw-server';
import { expectConsoleError } from '@common/testing/console';
import { bodyCells } from '@/testing/table-cells';

import { PrivacyRequestsView } from './privacy-requests-view';

const render = () => renderStaff(<PrivacyRequestsView />, '/staff/privacy');

async function findPriya(by: 'email' | 'phone' = 'email', value = 'priya@example.in') {
  const user = userEvent.setup();
  render();
  await user.selectOptions(screen.getByLabelText('Find by'), by);
  await user.type(screen.getByLabelText(by === 'email' ? 'E-mail address' : 'Phone number'), value);
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await screen.findByText('Held about', { exact: false });
  return user;
}

describe('the Privacy requests page', () => {
  it('shows the log of requests answered, in time or late', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Requests answered, newest first' });
    expect(bodyCells(table)).toEqual([
      ['Erasure', '1 Oct 2026', '31 Oct 2026', '4 Nov 2026, 11:30 am', 'asha@example.in', '1', 'Late'],
      ['Access', '1 Nov 2026', '1 Dec 2026', '2 Nov 2026, 11:30 am', 'asha@example.in', '2', 'In time'],
    ]);
  });

  it('finds everything held about a person by e-mail or phone, with notes, assignee, audit entries and downloads', async () => {
    await findPriya('phone', '09822012345');
    expect(screen.getByRole('status')).toHaveTextContent('Held about 09822012345: 2 enquiries, 1 note, 1 quotation and 1 audit entry.');
    const enquiries = screen.getByRole('table', { name: 'Enquiries of this person, oldest first' });
    const first = within(enquiries).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '4',
      '2 Nov 2026, 10:30 am',
      'Priya Kulkarni',
      'priya@example.in',
      '+91 98220 12345',
      'contacted',
      'meera@example.in',
      'TallyPrime for 3 users',
      '3 Nov 2026, 11:30 am meera@example.in: Called back; wants a quote.',
    ]);
    // The quotations made with them show the person's details at their private links: each revision, with its link.
    const quotations = screen.getByRole('table', { name: /^Quotations made with these enquiries/ });
    expect(bodyCells(quotations)).toEqual([
      ['DX-Q-2026-00012', '4', '3 Nov 2026', '₹1,87,620.00', 'revised'],
      ['DX-Q-2026-00012', '4', '4 Nov 2026', '₹1,63,548.00', 'sent'],
    ]);
    // On a phone it scrolls in its own box, as the enquiries' table does, never the page.
    expect(quotations.parentElement).toHaveClass('table-responsive');
    expect(within(quotations).getAllByRole('link', { name: 'DX-Q-2026-00012' })[1]).toHaveAttribute(
      'href',
      '/quotation/tV9wX1yZ3aB5cD7eF9gH1jK3',
    );
    expect(screen.getByRole('table', { name: 'Audit entries naming this person' })).toHaveTextContent('note');
    expect(screen.getByRole('link', { name: 'Download JSON' })).toHaveAttribute(
      'href',
      '/api/staff/privacy/export?phone=09822012345&format=json',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/staff/privacy/export?phone=09822012345&format=csv',
    );
  });

  it('says when nothing is held, and shows the server’s refusal of a bad address', async () => {
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText('E-mail address'), 'nobody@example.in');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Nothing is held about nobody@example.in: no enquiry was sent with it.')).toBeInTheDocument();
    expectConsoleError(/API GET \/api\/staff\/privacy failed/);
    server.use(
      http.get('*/api/staff/privacy', () =>
        HttpResponse.json({ success: false, message: '“x” is not an e-mail address.' }, { status: 400 }),
      ),
    );
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'x');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“x” is not an e-mail address.');
  });

  it('corrects only what changed, with the request’s date, and reads the person again by the new address', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/staff/privacy/correct', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Corrected 2 enquiries.', data: { enquiries: 2 } });
      }),
    );
    const user = await findPriya();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'priya.joshi@example.in');
    await user.click(screen.getByRole('button', { name: 'Save the correction on every enquiry' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'priya@example.in', change: { email: 'priya.joshi@example.in' } }]));
    expect(await screen.findByText('Nothing is held about priya.joshi@example.in: no enquiry was sent with it.')).toBeInTheDocument();
    // What the correction did stays said over the person read again.
    expect(screen.getByText('Corrected 2 enquiries.')).toBeInTheDocument();
  });

  it('erases only after a confirmation that names what goes, and can be cancelled', async () => {
    const erased: unknown[] = [];
    server.use(
      http.post('*/api/staff/privacy/erase', async ({ request }) => {
        erased.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Erased 2 enquiries and their notes.', data: { enquiries: 2 } });
      }),
    );
    const user = await findPriya();
    await user.click(screen.getByRole('button', { name: 'Erase…' }));
    const confirm = screen.getByRole('group');
    expect(confirm).toHaveTextContent(
      'Erase for good 2 enquiries (4, 7) from Priya Kulkarni with 1 note and 1 quotation (DX-Q-2026-00012, every revision), whose links then answer “not found”, and remove their details from 1 audit entry? Backups keep them until they expire, within 8 weeks.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(erased).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Erase…' }));
    expectConsoleError(/API GET \/api\/staff\/privacy failed/);
    server.use(
      http.get('*/api/staff/privacy', () => HttpResponse.json({ success: true, data: { enquiries: [], quotations: [], audit: [] } })),
    );
    await user.click(screen.getByRole('button', { name: 'Erase for good' }));
    await waitFor(() => expect(erased).toEqual([{ email: 'priya@example.in' }]));
    expect(await screen.findByText('Nothing is held about priya@example.in: no enquiry was sent with it.')).toBeInTheDocument();
    expect(screen.getByText('Erased 2 enquiries and their notes.')).toBeInTheDocument();
  });
});
