import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { recordQueries, renderStaff, STAFF } from '@/testing/staff/desk-testing';
import { ReportView } from './report-view';

// Chart.js draws on a canvas jsdom does not have: the charts it is asked to draw are recorded instead.
const drawn = vi.hoisted(() => [] as { labels: string[]; datasets: { label: string; data: number[] }[]; indexAxis: string }[]);
vi.mock('chart.js', () => {
  class Chart {
    static register() {}
    constructor(
      _context: unknown,
      config: { data: { labels: string[]; datasets: { label: string; data: number[] }[] }; options: { indexAxis: string } },
    ) {
      drawn.push({ ...config.data, indexAxis: config.options.indexAxis });
    }
    destroy() {}
  }
  return { Chart, BarController: {}, BarElement: {}, CategoryScale: {}, LinearScale: {}, Legend: {}, Tooltip: {} };
});

const zero = { new: 0, contacted: 0, quoted: 0, won: 0, lost: 0, spam: 0 };
const report = {
  from: '2026-11-01',
  to: '2026-11-15',
  totals: { enquiries: 7, won: 2, spam: 1, views: 630 },
  weeks: [
    { week: '2026-10-26', counts: zero },
    { week: '2026-11-02', counts: { ...zero, won: 1, quoted: 1, lost: 1 } },
    { week: '2026-11-09', counts: { ...zero, contacted: 1, new: 2, spam: 1, won: 1 } },
  ],
  services: [
    { service: 'GST e-invoice setup', enquiries: 3, won: 1 },
    { service: '', enquiries: 3, won: 0 },
  ],
  sources: [
    { source: 'direct', enquiries: 2, won: 1 },
    { source: 'newsletter', enquiries: 2, won: 1 },
  ],
  campaigns: [{ source: 'newsletter', campaign: 'diwali', enquiries: 2, won: 1 }],
  referrers: [{ referrer: 'https://www.google.com', enquiries: 3, won: 0 }],
  funnel: [
    { stage: 'new', count: 7, rate: null },
    { stage: 'contacted', count: 5, rate: 5 / 7 },
    { stage: 'quoted', count: 3, rate: 0.6 },
    { stage: 'won', count: 2, rate: 2 / 3 },
  ],
  pages: [
    { path: '/contact', title: 'Contact', views: 100, enquiries: 4, taps: 2 },
    { path: '/service/service-2', title: 'Tally on AWS', views: 12, enquiries: 1, taps: 5 },
  ],
  serviceTaps: [{ service: 'Tally on AWS', taps: 5 }],
  taps: [
    { path: '/service/service-2', title: 'Tally on AWS', call: 1, whatsapp: 3, email: 1 },
    { path: '/contact', title: 'Contact', call: 2, whatsapp: 0, email: 0 },
  ],
  forms: [
    { id: 0, name: 'Contact form', views: 100, starts: 20, submissions: 4 },
    { id: 3, name: 'GST e-invoicing health check', views: 40, starts: 0, submissions: 1 },
  ],
  quotations: [
    { status: 'sent', count: 3, value: 562_860_00 },
    { status: 'accepted', count: 1, value: 187_620_00 },
  ],
};

beforeEach(() => {
  drawn.length = 0;
});

describe('ReportView', () => {
  it('draws a chart per figure, each an image named by a summary of its figures, and states the funnel’s rule', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
    recordQueries('/reports', () => report);
    renderStaff(<ReportView />, '/staff/reports');
    expect(await screen.findByText('From 1 Nov 2026 to 15 Nov 2026 (India dates, both included).')).toBeInTheDocument();
    await waitFor(() => expect(drawn).toHaveLength(11));
    expect(screen.getAllByRole('img')).toHaveLength(11);
    expect(
      screen.getByRole('img', { name: 'Funnel: New 7; Contacted 5 (71% of new); Quoted 3 (60% of contacted); Won 2 (67% of quoted).' }),
    ).toBeInTheDocument();
    expect(drawn[0]).toMatchObject({
      labels: ['New', 'Contacted 71%', 'Quoted 60%', 'Won 67%'],
      datasets: [{ label: 'Enquiries', data: [7, 5, 3, 2] }],
      indexAxis: 'y',
    });
    expect(drawn[1]).toMatchObject({ labels: ['26 Oct 2026', '2 Nov 2026', '9 Nov 2026'], indexAxis: 'x' });
    expect(drawn[1]!.datasets.map((set) => [set.label, set.data])).toContainEqual(['Won', [0, 1, 1]]);
    expect(drawn[5]).toMatchObject({ labels: ['GST e-invoice setup', 'No service chosen'] });
    // Leads by service: its enquiries and its taps, stacked.
    expect(drawn[6]).toMatchObject({
      labels: ['Tally on AWS', 'GST e-invoice setup'],
      datasets: [
        { label: 'Enquiries', data: [0, 3] },
        { label: 'Taps', data: [5, 0] },
      ],
    });
    // Each form: views, starts and answers sent, the contact form as the default form.
    expect(drawn[7]).toMatchObject({
      labels: ['Contact form', 'GST e-invoicing health check'],
      datasets: [
        { label: 'Views', data: [100, 40] },
        { label: 'Starts', data: [20, 0] },
        { label: 'Sent', data: [4, 1] },
      ],
    });
    // Quotations by what became of them: how many, their value and their share.
    expect(drawn[8]).toMatchObject({
      labels: ['Sent', 'Accepted', 'Lost', 'Expired'],
      datasets: [{ label: 'Quotations', data: [3, 1, 0, 0] }],
    });
    const quotationsFigure = screen.getByRole('region', { name: 'Quotations: how many, their value and what became of them' });
    expect(within(quotationsFigure).getByRole('row', { name: 'Sent 3 ₹5,62,860.00 75%' })).toBeInTheDocument();
    expect(within(quotationsFigure).getByRole('row', { name: 'Accepted 1 ₹1,87,620.00 25%' })).toBeInTheDocument();
    const formsFigure = screen.getByRole('region', { name: 'Forms: views, starts and answers sent' });
    expect(within(formsFigure).getByRole('row', { name: 'Contact form 100 20 4 20% 20%' })).toBeInTheDocument();
    expect(within(formsFigure).getByRole('row', { name: 'GST e-invoicing health check 40 0 1 0% —' })).toBeInTheDocument();
    // Pages by name, with their address; views, enquiries and taps on one scale.
    expect(drawn[9]).toMatchObject({
      labels: ['Contact', 'Tally on AWS'],
      datasets: [
        { label: 'Views', data: [100, 12] },
        { label: 'Enquiries', data: [4, 1] },
        { label: 'Taps', data: [2, 5] },
      ],
    });
    expect(drawn[10]).toMatchObject({
      labels: ['Tally on AWS', 'Contact'],
      datasets: [
        { label: 'Call', data: [1, 2] },
        { label: 'WhatsApp', data: [3, 0] },
        { label: 'E-mail', data: [1, 0] },
      ],
    });
    expect(screen.getByText('Taps on Call, WhatsApp and e-mail').nextSibling).toHaveTextContent('7');
    const pages = screen.getByRole('region', { name: 'Page views, enquiries and taps per page' });
    expect(within(pages).getByRole('row', { name: 'Tally on AWS /service/service-2 12 1 5 50.0' })).toBeInTheDocument();
    const funnel = screen.getByRole('region', { name: 'Funnel: new → contacted → quoted → won' });
    expect(within(funnel).getByText(/contacted means contacted, quoted, won or lost; quoted means quoted or won/)).toBeInTheDocument();
    expect(within(funnel).getByRole('row', { name: 'Contacted 5 71%' })).toBeInTheDocument();
    expect(screen.getByText('Page views').nextSibling).toHaveTextContent('630');
  });

  it('shows each figure’s table, open, when a chart cannot be drawn', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    recordQueries('/reports', () => report);
    renderStaff(<ReportView />, '/staff/reports');
    const sources = await screen.findByRole('region', { name: 'By source' });
    await waitFor(() => expect(within(sources).queryByRole('img')).toBeNull());
    expect(sources.querySelector('details')).toHaveAttribute('open');
    const table = within(sources).getByRole('table', { name: 'By source' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SourceEnquiriesWonWon of enquiries', 'direct2150%', 'newsletter2150%']);
    expect(drawn).toEqual([]);
  });

  it('asks for the range chosen, and shows the server’s message about a bad one', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
    const queries = recordQueries('/reports', () => report);
    renderStaff(<ReportView />, '/staff/reports');
    // The form shows the range the server answered for: its default when the address names none.
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2026-11-01'));
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-15');
    expect(queries[0]!.toString()).toBe('');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('from=2026-10-01&to=2026-11-15'));
    expect(screen.getByTestId('address')).toHaveTextContent('/staff/reports?from=2026-10-01&to=2026-11-15');

    expectConsoleError(/API GET \/api\/staff\/reports failed/);
    server.use(
      http.get(`${STAFF}/reports`, () =>
        HttpResponse.json({ success: false, message: 'from (2026-11-20) is after to (2026-11-15).' }, { status: 400 }),
      ),
    );
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('from (2026-11-20) is after to (2026-11-15).')).toBeInTheDocument();
  });

  it('names a day outside 1900 to 2100 at its box, keeps it and the figures shown, and asks for nothing', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
    const queries = recordQueries('/reports', () => report);
    renderStaff(<ReportView />, '/staff/reports');
    const shown = await screen.findByText('From 1 Nov 2026 to 15 Nov 2026 (India dates, both included).');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '0201-10-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '3000-11-15');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAccessibleDescription('Choose a day between 1900 and 2100.');
    expect(to).toHaveAccessibleDescription('Choose a day between 1900 and 2100.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveFocus();
    expect(from).toHaveValue('0201-10-01');
    expect(to).toHaveValue('3000-11-15');
    expect(shown).toBeInTheDocument();
    expect(screen.getByText('Page views').nextSibling).toHaveTextContent('630');
    expect(queries).toHaveLength(1);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/staff\/reports$/);

    // Put right, the range is asked for and the boxes say nothing more.
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-11-15');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('from=2026-10-01&to=2026-11-15'));
    expect(screen.queryByText('Choose a day between 1900 and 2100.')).toBeNull();
  });

  it('keeps a date typed while the first report is still on its way', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${STAFF}/reports`, async () => {
        await answered;
        return HttpResponse.json({ success: true, data: report });
      }),
    );
    renderStaff(<ReportView />, '/staff/reports');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-10-01');
    release();
    expect(await screen.findByText('From 1 Nov 2026 to 15 Nov 2026 (India dates, both included).')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-15');
  });
});
