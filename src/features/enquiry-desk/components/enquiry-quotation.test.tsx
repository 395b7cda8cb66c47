// The quotation on an enquiry's page, read from the staff API as the page reads it: the latest revision with its
// lines and links, its status saved as it is chosen, Send again, and a revision made from today's price book.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';
import { ok, renderStaff, STAFF } from '@/testing/staff/desk-testing';

import type { StaffQuotation } from '../api/quotations';

import { EnquiryQuotation } from './enquiry-quotation';

const QUOTATIONS = `${STAFF}/enquiries/12/quotations`;
const TALLY = 'TallyPrime Gold (multi-user)';
const PAYROLL = 'Payroll training';
const SILVER = 'TallyPrime Silver';

const line = (itemId: number, name: string, quantity: number, unitPaise: number, unit: string) => {
  const taxable = quantity * unitPaise;
  return {
    itemId,
    name,
    description: '',
    hsnSac: '997331',
    unit,
    quantity,
    unitPaise,
    rate: 18,
    taxable,
    cgst: taxable * 0.09,
    sgst: taxable * 0.09,
    igst: 0,
  };
};

/** A quotation as the staff API answers it: 2 licences and 3 days of training for a buyer in Pune. */
function quotation(id: number, revision: number, extra: Partial<StaffQuotation> = {}): StaffQuotation {
  const number = `DX-Q-2026-00042${revision ? `-R${revision}` : ''}`;
  return {
    id,
    number,
    revision,
    status: 'sent',
    created_at: '2026-11-24T06:08:49.000Z',
    href: `/quotation/token${id}`,
    total_paise: 16_991_800,
    document: {
      number,
      revision,
      date: '2026-11-24',
      validUntil: '2026-12-09',
      seller: { name: 'Dexterity', legalName: 'Dexterity LLP', gstin: '27AAHFD4821K1ZC', address: [], phone: '', email: '' },
      buyer: {
        name: 'Asha',
        company: 'Kulkarni Traders',
        gstin: '',
        stateCode: '27',
        stateName: 'Maharashtra',
        email: 'asha@kulkarni.in',
        phone: '',
      },
      lines: [line(2, TALLY, 2, 6_750_000, 'licence'), line(7, PAYROLL, 3, 299_950, 'day')],
      totals: {
        intraState: true,
        taxable: 14_399_850,
        cgst: 1_295_987,
        sgst: 1_295_987,
        igst: 0,
        exact: 16_991_824,
        roundOff: -24,
        total: 16_991_800,
      },
      words: 'Rupees One Lakh Sixty-Nine Thousand Nine Hundred Eighteen only',
      terms: '',
    },
    ...extra,
  };
}

const item = (id: number, name: string, price: number, unit: string) => ({
  id,
  name,
  description: '',
  hsn_sac: '997331',
  unit,
  price,
  gst_rates: [{ from: '2017-07-01', rate: 18 }],
  tiers: [],
  service_ids: [],
});
const PRICE_BOOK = [item(2, TALLY, 67_500, 'licence'), item(5, SILVER, 22_500, 'licence'), item(7, PAYROLL, 2_999.5, 'day')];

function showQuotations(quotations: StaffQuotation[]) {
  server.use(http.get(QUOTATIONS, () => ok({ quotations })));
  renderStaff(<EnquiryQuotation enquiryId={12} />, '/staff/enquiries/12');
}

/** Records the JSON body of each request the handler answers. */
function recording(bodies: unknown[], answer: () => Response) {
  return async ({ request }: { request: Request }) => {
    bodies.push(await request.json());
    return answer();
  };
}

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

describe('the quotation on the enquiry’s page', () => {
  it('shows the latest revision’s number, total and lines, with its links, and the earlier revisions under it', async () => {
    showQuotations([quotation(30, 0, { status: 'revised', total_paise: 15_000_000 }), quotation(31, 1)]);
    const panel = await screen.findByRole('region', { name: 'Quotation' });
    expect(field('Number')).toHaveTextContent('DX-Q-2026-00042-R1');
    expect(field('Total with GST')).toHaveTextContent('₹1,69,918.00');
    expect(field('Valid until')).toHaveTextContent('9 Dec 2026');
    expect(field('Buyer’s state')).toHaveTextContent('Maharashtra (CGST and SGST)');

    const rows = within(within(panel).getByRole('table')).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ['997331', '2 per licence', '₹67,500.00', '₹1,35,000.00', '18%'],
      ['997331', '3 per day', '₹2,999.50', '₹8,998.50', '18%'],
    ]);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(TALLY);

    const open = within(panel).getByRole('link', { name: 'Open the quotation (opens in a new tab)' });
    expect(open).toHaveAttribute('href', '/quotation/token31');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(panel).getByRole('link', { name: 'PDF (opens in a new tab)' })).toHaveAttribute('href', '/quotation/token31/pdf');

    const earlier = within(panel).getByRole('list');
    expect(within(earlier).getByRole('listitem')).toHaveTextContent('DX-Q-2026-00042, 24 Nov 2026, 11:38 am, ₹1,50,000.00, Revised');
    expect(within(earlier).getByRole('link', { name: 'PDF of DX-Q-2026-00042 (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/quotation/token30/pdf',
    );
  });

  it('shows nothing for an enquiry that is not a quotation’s', async () => {
    let asked = false;
    server.use(
      http.get(QUOTATIONS, () => {
        asked = true;
        return ok({ quotations: [] });
      }),
    );
    renderStaff(<EnquiryQuotation enquiryId={12} />, '/staff/enquiries/12');
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('region', { name: 'Quotation' })).toBeNull();
  });

  it('saves the status as it is chosen and says so', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(
        `${QUOTATIONS}/31`,
        recording(bodies, () => ok({ quotation: quotation(31, 0, { status: 'accepted' }) })),
      ),
    );
    showQuotations([quotation(31, 0)]);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Quotation status'), 'Accepted');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: DX-Q-2026-00042 is marked Accepted.');
    expect(bodies).toEqual([{ status: 'accepted' }]);
    expect(screen.getByLabelText('Quotation status')).toHaveValue('accepted');
  });

  it('e-mails the quotation again with the server’s words, and says why when it cannot', async () => {
    const sent = 'Quotation DX-Q-2026-00042 e-mailed to asha@kulkarni.in';
    server.use(http.post(`${QUOTATIONS}/31/send`, () => HttpResponse.json({ success: true, message: sent })));
    showQuotations([quotation(31, 0)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(screen.getByRole('button', { name: 'Send again' })).toBeEnabled();

    expectConsoleError(/API POST .*\/send failed/);
    const unset = 'E-mail is not set up on this server: call or WhatsApp the buyer instead.';
    server.use(http.post(`${QUOTATIONS}/31/send`, () => HttpResponse.json({ success: false, message: unset }, { status: 409 })));
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unset);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('revises with the quantities and state as typed, then shows the new revision as the latest', async () => {
    const bodies: unknown[] = [];
    const revision = quotation(32, 1, {
      total_paise: 37_000_000,
      document: { ...quotation(32, 1).document, buyer: { ...quotation(32, 1).document.buyer, stateCode: '29', stateName: 'Karnataka' } },
    });
    server.use(
      http.get('*/api/get-price-book/', () => ok(PRICE_BOOK)),
      http.post(
        QUOTATIONS,
        recording(bodies, () => ok({ quotation: revision }, 201)),
      ),
    );
    showQuotations([quotation(31, 0)]);
    const user = userEvent.setup();

    // Cancel closes the form without a request.
    await user.click(await screen.findByRole('button', { name: 'Revise' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Revise the quotation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Revise' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Revise' }));
    expect(screen.getByRole('button', { name: 'Revise' })).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Revise the quotation' });
    const tally = await within(form).findByLabelText(TALLY);
    expect(tally).toHaveValue(2);
    expect(within(form).getByLabelText(SILVER)).toHaveValue(null);
    expect(within(form).getByLabelText(PAYROLL)).toHaveValue(3);
    expect(within(form).getByLabelText('Buyer’s state')).toHaveValue('27');

    await user.clear(tally);
    await user.type(tally, '4');
    await user.type(within(form).getByLabelText(SILVER), '1');
    await user.selectOptions(within(form).getByLabelText('Buyer’s state'), 'Karnataka');
    await user.click(within(form).getByRole('button', { name: 'Make revision' }));

    await waitFor(() => expect(field('Number')).toHaveTextContent('DX-Q-2026-00042-R1'));
    expect(bodies).toEqual([{ quantities: { 2: 4, 5: 1, 7: 3 }, state: '29' }]);
    expect(screen.queryByRole('form', { name: 'Revise the quotation' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Quotation' })).toHaveFocus();
    expect(field('Total with GST')).toHaveTextContent('₹3,70,000.00');
    expect(screen.getByRole('status')).toHaveTextContent('DX-Q-2026-00042-R1 made with today’s price book.');
    expect(within(screen.getByRole('list')).getByRole('listitem')).toHaveTextContent(
      'DX-Q-2026-00042, 24 Nov 2026, 11:38 am, ₹1,69,918.00, Revised',
    );
  });

  it('shows a refused quantity at its field and keeps what was typed', async () => {
    expectConsoleError(/API POST .*\/quotations failed/);
    const refusal = `${TALLY}: please give a whole number of units from 0 to 10,000.`;
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/get-price-book/', () => ok(PRICE_BOOK)),
      http.post(
        QUOTATIONS,
        recording(bodies, () =>
          HttpResponse.json(
            { success: false, message: 'Please correct the highlighted fields.', fields: { 'qty-2': refusal } },
            { status: 400 },
          ),
        ),
      ),
    );
    showQuotations([quotation(31, 0)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revise' }));
    const tally = await screen.findByLabelText(TALLY);
    await user.clear(tally);
    await user.type(tally, '2.5');
    await user.click(screen.getByRole('button', { name: 'Make revision' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(bodies).toEqual([{ quantities: { 2: 2.5, 7: 3 }, state: '27' }]);
    expect(tally).toHaveAttribute('aria-invalid', 'true');
    expect(tally).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(tally).toHaveFocus();
    expect(tally).toHaveValue(2.5);
    expect(screen.getByLabelText(PAYROLL)).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Make revision' })).toBeEnabled();
    expect(field('Number')).toHaveTextContent('DX-Q-2026-00042');
  });
});
