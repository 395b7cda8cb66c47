import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';
import { useStaffSession } from '@/components/staff-frame/staff-session';

import { ME, ok, renderStaff, STAFF } from '@/testing/staff/desk-testing';
import type { WebhookForm } from '../api/webhooks';
import { FormDeliveries, WebhooksView } from './webhooks-view';
import { bodyCells } from '@/testing/table-cells';

const forms: WebhookForm[] = [
  { id: 3, title: 'GST health check' },
  { id: 5, title: 'Payroll demo' },
];

const webhook = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  url: `https://crm.example.in/hooks/${id}`,
  form_id: null,
  form_name: '',
  created_by: ME.email,
  created_at: '2026-11-24T04:30:00.000Z',
  pending: 0,
  failed: 0,
  ...extra,
});

const listed = [
  webhook(1, { pending: 2, failed: 1 }),
  webhook(2, { form_id: 3, form_name: 'GST health check' }),
  webhook(4, { form_id: 9, form_name: '' }),
];

const delivery = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  webhook_id: 1,
  enquiry_id: 100 + id,
  status: 'delivered',
  attempts: 1,
  response_code: 200,
  last_error: '',
  next_try_at: null,
  created_at: '2026-11-24T05:00:00.000Z',
  delivered_at: '2026-11-24T05:00:01.000Z',
  ...extra,
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
  csrf: string | null;
}

/** Answers the list (and each webhook's deliveries) from what the test holds, and records each change sent. */
function serveWebhooks({
  webhooks = listed as JsonBodyType[],
  deliveries = (): JsonBodyType[] => [],
  answer = (): Response => HttpResponse.json({ success: true, message: 'ok' }),
}: {
  webhooks?: JsonBodyType[];
  deliveries?: (webhookId: string) => JsonBodyType[];
  answer?: (method: string, path: string, body: unknown) => Response;
} = {}) {
  const reads = { list: 0, deliveries: 0 };
  const state = { webhooks };
  const sent: Sent[] = [];
  const record = async ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    sent.push({ method: request.method, path, body, csrf: request.headers.get('X-CSRF-Token') });
    return answer(request.method, path, body);
  };
  server.use(
    http.get(`${STAFF}/webhooks`, () => {
      reads.list += 1;
      return ok({ webhooks: state.webhooks });
    }),
    http.get(`${STAFF}/webhooks/:id/deliveries`, ({ params }) => {
      reads.deliveries += 1;
      return ok({ deliveries: deliveries(String(params.id)) });
    }),
    http.post(`${STAFF}/webhooks`, record),
    http.delete(`${STAFF}/webhooks/:id`, record),
    http.post(`${STAFF}/webhooks/:id/deliveries/:delivery/send-again`, record),
  );
  return { sent, reads, state };
}

const show = () => renderStaff(<WebhooksView loadForms={() => Promise.resolve(forms)} />, '/staff/webhooks');

const cells = bodyCells;

describe('the Webhooks page', () => {
  it('lists each webhook: its address, what it gets, who added it when (India time), deliveries waiting and failed', async () => {
    serveWebhooks();
    show();
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(screen.getByText(/Each new enquiry is sent as JSON to these addresses/)).toHaveTextContent(
      'signed with the webhook’s secret: docs/enquiries.md shows how to check the signature.',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Address', 'Receives', 'Added', 'Waiting', 'Failed', 'Actions']);
    expect(cells(table).map((row) => row.slice(0, 5))).toEqual([
      ['https://crm.example.in/hooks/1', 'Every enquiry', `24 Nov 2026, 10:00 am by ${ME.email}`, '2', '1'],
      ['https://crm.example.in/hooks/2', 'Answers to GST health check', `24 Nov 2026, 10:00 am by ${ME.email}`, '0', '0'],
      ['https://crm.example.in/hooks/4', 'Answers to a deleted form', `24 Nov 2026, 10:00 am by ${ME.email}`, '0', '0'],
    ]);
    expect(within(table).getByRole('button', { name: 'Deliveries to https://crm.example.in/hooks/1' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('No webhooks yet.')).not.toBeInTheDocument();
  });

  it('says when there are no webhooks yet', async () => {
    serveWebhooks({ webhooks: [] });
    show();
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('adds a webhook for one form’s answers, shows its secret once to copy, and lists it', async () => {
    const secret = 'whsec_abcdefghijklmnopqrstuvwxyz012345';
    const added = webhook(6, { url: 'https://crm.example.in/in', form_id: 5, form_name: 'Payroll demo' });
    const { sent, state } = serveWebhooks({
      webhooks: [],
      answer: () => {
        state.webhooks = [added];
        return ok({ webhook: added, secret }, 201);
      },
    });
    show();
    const user = userEvent.setup();
    const send = await screen.findByRole('combobox', { name: 'Send' });
    await within(send).findByRole('option', { name: 'Answers to Payroll demo' });
    expect(
      within(send)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Every enquiry', 'Answers to GST health check', 'Answers to Payroll demo']);
    const address = screen.getByRole('textbox', { name: 'Receiver’s address' });
    expect(address).toHaveAttribute('type', 'url');
    expect(address).toHaveAccessibleDescription('An https:// address, such as your CRM’s webhook URL');
    await user.type(address, ' https://crm.example.in/in ');
    await user.selectOptions(send, 'Answers to Payroll demo');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));

    const shown = await screen.findByRole('status');
    expect(shown).toHaveTextContent('Copy the secret now: it is shown only this once.');
    const field = within(shown).getByRole('textbox', { name: 'Secret' });
    expect(field).toHaveValue(secret);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/staff/webhooks', body: { url: 'https://crm.example.in/in', form_id: 5 }, csrf: 'session-token' },
    ]);
    // The form is ready for the next one.
    expect(address).toHaveValue('');
    expect(send).toHaveValue('');

    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(within(shown).getByText('The secret is copied.')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(cells(table)[0]?.slice(0, 2)).toEqual(['https://crm.example.in/in', 'Answers to Payroll demo']);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Secret' })).not.toBeInTheDocument();
    expect(address).toHaveFocus();
  });

  it('shows a refused address at its field and keeps what was typed and chosen', async () => {
    expectConsoleError(/API POST \/api\/staff\/webhooks failed/);
    const refusal = 'Give the receiver’s address: an https:// address (or http:// on this machine, such as http://127.0.0.1:5678/hook).';
    const { sent, reads } = serveWebhooks({
      answer: () => HttpResponse.json({ success: false, message: refusal, fields: { url: refusal } }, { status: 400 }),
    });
    show();
    const user = userEvent.setup();
    const address = await screen.findByRole('textbox', { name: 'Receiver’s address' });
    await user.type(address, 'http://crm.example.in/in');
    await screen.findByRole('option', { name: 'Answers to GST health check' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Send' }), 'Answers to GST health check');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));

    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(address).toHaveAccessibleDescription(expect.stringContaining(refusal) as string);
    expect(address).toHaveValue('http://crm.example.in/in');
    expect(address).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Send' })).toHaveValue('3');
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Secret' })).not.toBeInTheDocument();
    expect(reads.list).toBe(1);
  });

  it('opens a webhook’s deliveries: the enquiry, status, tries, last answer and next try (India time)', async () => {
    serveWebhooks({
      deliveries: (id) =>
        id === '1'
          ? [
              delivery(3, {
                status: 'pending',
                attempts: 2,
                response_code: 503,
                last_error: 'answered 503',
                next_try_at: '2026-11-24T06:00:00.000Z',
              }),
              delivery(2, { status: 'failed', attempts: 9, response_code: null, last_error: 'could not connect' }),
              delivery(1),
            ]
          : [],
    });
    show();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Deliveries to https://crm.example.in/hooks/1' });
    await user.click(toggle);

    const log = await screen.findByRole('table', { name: /Deliveries to https:\/\/crm.example.in\/hooks\/1, newest first/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Deliveries to https://crm.example.in/hooks/1' })).toHaveFocus();
    expect(cells(log).map((row) => row.slice(0, 5))).toEqual([
      ['Enquiry 103', 'Waiting for next try', '2', '503', '24 Nov 2026, 11:30 am'],
      ['Enquiry 102', 'Failed', '9', 'could not connect', '—'],
      ['Enquiry 101', 'Delivered', '1', '200', '—'],
    ]);
    expect(within(log).getByRole('link', { name: 'Enquiry 103' })).toHaveAttribute('href', '/staff/enquiries/103');

    // Another webhook's log, with nothing sent yet; pressing its button again closes it.
    const other = screen.getByRole('button', { name: 'Deliveries to https://crm.example.in/hooks/2' });
    await user.click(other);
    expect(await screen.findByText('No deliveries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Deliveries to/ })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(other);
    expect(screen.queryByRole('heading', { name: /Deliveries to/ })).not.toBeInTheDocument();
  });

  it('sends a delivery again: posts to its address with the CSRF token, says so and reads the log again', async () => {
    let tried = false;
    const { sent, reads } = serveWebhooks({
      deliveries: () => [
        tried
          ? delivery(7, {
              status: 'pending',
              attempts: 9,
              response_code: null,
              last_error: 'could not connect',
              next_try_at: '2026-11-24T06:00:00.000Z',
            })
          : delivery(7, { status: 'failed', attempts: 9, response_code: null, last_error: 'could not connect' }),
      ],
      answer: () => {
        tried = true;
        return HttpResponse.json({ success: true, message: 'Sending it again now.' }, { status: 202 });
      },
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deliveries to https://crm.example.in/hooks/1' }));
    const again = await screen.findByRole('button', { name: 'Send delivery 7 again' });
    expect(screen.getByRole('table', { name: /Deliveries to/ })).toHaveTextContent('Failed');

    await user.click(again);
    expect(await screen.findByRole('status')).toHaveTextContent('Sending it again now.');
    expect(sent).toEqual([{ method: 'POST', path: '/api/staff/webhooks/1/deliveries/7/send-again', body: {}, csrf: 'session-token' }]);
    expect(await screen.findByText('Waiting for next try')).toBeInTheDocument();
    expect(reads.deliveries).toBe(2);
    // The list's counts are read again too.
    expect(reads.list).toBe(2);
    expect(screen.getByRole('button', { name: 'Send delivery 7 again' })).toHaveFocus();
  });

  it('asks before removing a webhook, keeps it when told to, and removes it when confirmed', async () => {
    const { sent, state } = serveWebhooks({
      answer: () => {
        state.webhooks = listed.slice(1);
        return HttpResponse.json({ success: true, message: 'The webhook was removed: nothing more is sent to it.' });
      },
    });
    show();
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Remove the webhook to https://crm.example.in/hooks/1' });

    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove the webhook to https://crm.example.in/hooks/1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(remove).toHaveFocus();

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove the webhook to https://crm.example.in/hooks/1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove the webhook' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The webhook was removed: nothing more is sent to it.');
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/staff/webhooks/1', body: {}, csrf: 'session-token' }]);
    await waitFor(() => expect(screen.queryByText('https://crm.example.in/hooks/1')).not.toBeInTheDocument());
    expect(cells(screen.getByRole('table', { name: 'Webhooks' }))).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Added webhooks' })).toHaveFocus());
  });
});

describe('a form’s delivery log', () => {
  it('shows an owner the deliveries of the form’s answers to each webhook, and sends one again to its own webhook', async () => {
    const user = userEvent.setup();
    const { sent } = serveWebhooks();
    const asked: string[] = [];
    server.use(
      http.get(`${STAFF}/webhooks/deliveries`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return ok({
          deliveries: [
            delivery(7, {
              webhook_id: 2,
              url: 'https://crm.example.in/hooks/2',
              status: 'pending',
              response_code: 500,
              attempts: 1,
              next_try_at: '2026-11-24T05:30:00.000Z',
            }),
            delivery(6, { url: 'https://crm.example.in/hooks/1' }),
          ],
        });
      }),
    );
    renderStaff(<FormDeliveries formId={3} />, '/staff/content/forms', 'owner');
    const table = await screen.findByRole('table', { name: 'Deliveries of this form’s answers, newest first; times in India time' });
    expect(asked).toEqual(['?form=3']);
    expect(cells(table).map((row) => row.slice(0, 6))).toEqual([
      ['https://crm.example.in/hooks/2', 'Enquiry 107', 'Waiting for next try', '1', '500', '24 Nov 2026, 11:00 am'],
      ['https://crm.example.in/hooks/1', 'Enquiry 106', 'Delivered', '1', '200', '—'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Send delivery 7 again' }));
    await waitFor(() =>
      expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/staff/webhooks/2/deliveries/7/send-again']),
    );
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('shows other roles nothing: webhooks are the owners’', async () => {
    const asked: string[] = [];
    server.use(http.get(`${STAFF}/webhooks/deliveries`, () => (asked.push('read'), ok({ deliveries: [] }))));
    function SignedInAs() {
      return <p>Signed in as {useStaffSession().session?.role ?? '…'}</p>;
    }
    renderStaff(
      <>
        <SignedInAs />
        <FormDeliveries formId={3} />
      </>,
      '/staff/content/forms',
      'editor',
    );
    expect(await screen.findByText('Signed in as editor')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Webhook deliveries' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
