import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { AccountView } from './account-view';
import { ME, ok, renderStaff, STAFF } from '@/testing/staff/desk-testing';

const account = {
  email: ME.email,
  display_name: '',
  role: 'sales',
  created_at: '2026-11-01T04:30:00.000Z',
  password_changed_at: '2026-11-01T04:30:00.000Z',
  last_sign_in_at: '2026-11-24T05:00:00.000Z',
  two_factor: { enabled: false, required: false, recovery_codes_left: 0 },
  sessions: [
    { id: 'a'.repeat(32), created_at: '2026-11-24T05:00:00.000Z', last_seen_at: '2026-11-24T06:08:00.000Z', current: true },
    { id: 'b'.repeat(32), created_at: '2026-11-23T03:30:00.000Z', last_seen_at: '2026-11-23T04:00:00.000Z', current: false },
  ],
};

/** Answers the account, and records every change sent with its CSRF header. */
function serveAccount(
  password: (body: Record<string, string>) => Response = () =>
    HttpResponse.json({ success: true, message: 'Your password is changed. Your other session has ended.', data: { sessionsEnded: 1 } }),
) {
  const sent: { method: string; path: string; body: unknown; csrf: string | null }[] = [];
  server.use(
    http.get(`${STAFF}/account`, () => ok(account)),
    http.post(`${STAFF}/account/password`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      sent.push({ method: 'POST', path: new URL(request.url).pathname, body, csrf: request.headers.get('X-CSRF-Token') });
      return password(body);
    }),
    http.delete(`${STAFF}/account/sessions/:id`, ({ request }) => {
      sent.push({ method: 'DELETE', path: new URL(request.url).pathname, body: null, csrf: request.headers.get('X-CSRF-Token') });
      return HttpResponse.json({ success: true, message: 'The session has ended.' });
    }),
  );
  return sent;
}

const refused = (message: string) => HttpResponse.json({ success: false, message }, { status: 400 });

describe('My account', () => {
  it('shows the account and its sessions in India time, this one marked, and ends another one', async () => {
    const sent = serveAccount();
    renderStaff(<AccountView />, '/staff/account');
    expect(await screen.findByText(ME.email)).toBeInTheDocument();
    expect(screen.getByText(/^sales \(enquiries and reports/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Your open sessions/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('24 Nov 2026, 10:30 am');
    expect(within(rows[0]!).getByText('This session')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.setup().click(within(rows[1]!).getByRole('button', { name: 'End this session' }));
    expect(await screen.findByText('The session started 23 Nov 2026, 9:00 am has ended.')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(sent).toEqual([{ method: 'DELETE', path: `/api/staff/account/sessions/${'b'.repeat(32)}`, body: null, csrf: 'session-token' }]);
  });

  it('sets the display name an article shows as its author, and shows the server’s reason at the field', async () => {
    expectConsoleError(/API POST \/api\/staff\/account\/display-name failed/);
    serveAccount();
    const sent: unknown[] = [];
    server.use(
      http.post(`${STAFF}/account/display-name`, async ({ request }) => {
        const body = (await request.json()) as { display_name: string };
        sent.push(body);
        if (body.display_name.includes('<')) return refused('Your display name must be plain text on one line: no control characters.');
        return HttpResponse.json({ success: true, message: 'Your display name is now Asha Rao.', data: { display_name: 'Asha Rao' } });
      }),
    );
    renderStaff(<AccountView />, '/staff/account');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Display name');
    expect(field).toHaveValue('');
    await user.type(field, '<b>Asha</b>');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your display name must be plain text on one line: no control characters.')).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, ' Asha Rao ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your display name is now Asha Rao.');
    expect(field).toHaveValue('Asha Rao');
    expect(sent).toEqual([{ display_name: '<b>Asha</b>' }, { display_name: ' Asha Rao ' }]);
    expect(screen.getByText(/Articles you write show it as their author \(“By Asha Rao”\)/)).toBeInTheDocument();
  });

  it('changes the password with the current one and says that the other sessions ended', async () => {
    const sent = serveAccount();
    renderStaff(<AccountView />, '/staff/account');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'old-pass-phrase-1');
    await user.type(screen.getByLabelText('New password'), 'shaniwar-wada-ledger-1736');
    await user.type(screen.getByLabelText('New password again'), 'shaniwar-wada-ledger-1736');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed. Your other session has ended.');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/staff/account/password',
        body: { current_password: 'old-pass-phrase-1', new_password: 'shaniwar-wada-ledger-1736' },
        csrf: 'session-token',
      },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    // The hidden user name ties the new password to the account in a password manager, which fills the current one in.
    expect(document.querySelector('input[autocomplete="username"]')).toHaveValue(ME.email);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
  });

  it('checks the two new passwords match before sending, and shows the server’s reasons at their fields', async () => {
    expectConsoleError(/API POST \/api\/staff\/account\/password failed/);
    const sent = serveAccount(({ current_password }) =>
      current_password === 'wrong-one'
        ? refused('Your current password is not correct.')
        : refused('This password is too easy to guess: It is a common password.'),
    );
    renderStaff(<AccountView />, '/staff/account');
    const user = userEvent.setup();
    const current = await screen.findByLabelText('Current password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(current).toHaveAccessibleDescription('Enter your current password.');
    expect(current).toHaveFocus();

    await user.type(current, 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'Password123!');
    await user.type(screen.getByLabelText('New password again'), 'Password123?');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription('The two passwords differ: type the same one twice.');
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not correct.'));

    await user.clear(current);
    await user.type(current, 'old-pass-phrase-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const next = screen.getByLabelText('New password');
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(expect.stringContaining('This password is too easy to guess: It is a common password.')),
    );
    expect(next).toHaveFocus();
    expect(sent).toHaveLength(2);
  });
});

describe('two-factor sign-in on My account', () => {
  const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
  const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${i + 2}`);

  /** Answers the account with this two-factor state, the set-up routes in turn, and records what is sent. */
  function serveTwoFactor(twoFactor: typeof account.two_factor, enable: Array<() => Response> = []) {
    const sent: { path: string; body: unknown; csrf: string | null }[] = [];
    let state = twoFactor;
    const record = async (request: Request) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json(), csrf: request.headers.get('X-CSRF-Token') });
    };
    server.use(
      http.get(`${STAFF}/account`, () => ok({ ...account, two_factor: state })),
      http.post(`${STAFF}/account/two-factor/setup`, async ({ request }) => {
        await record(request);
        return ok({ secret: SECRET, uri: `otpauth://totp/x?secret=${SECRET}`, qr: QR });
      }),
      http.post(`${STAFF}/account/two-factor/enable`, async ({ request }) => {
        await record(request);
        const answer = enable[sent.filter((entry) => entry.path.endsWith('/enable')).length - 1];
        if (answer) return answer();
        state = { enabled: true, required: state.required, recovery_codes_left: 10 };
        return HttpResponse.json({
          success: true,
          message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only now.',
          data: { recoveryCodes: CODES },
        });
      }),
      http.post(`${STAFF}/account/two-factor/disable`, async ({ request }) => {
        await record(request);
        state = { enabled: false, required: false, recovery_codes_left: 0 };
        return HttpResponse.json({ success: true, message: 'Two-factor sign-in is off.' });
      }),
      http.post(`${STAFF}/account/two-factor/recovery-codes`, async ({ request }) => {
        await record(request);
        state = { ...state, recovery_codes_left: 10 };
        return HttpResponse.json({
          success: true,
          message: 'Here are your new recovery codes: the old ones no longer work.',
          data: { recoveryCodes: CODES },
        });
      }),
    );
    return sent;
  }

  it('shows the QR code and the key, turns on only with a right code, then shows the recovery codes once', async () => {
    expectConsoleError(/API POST \/api\/staff\/account\/two-factor\/enable failed/);
    const sent = serveTwoFactor(account.two_factor, [
      () =>
        HttpResponse.json(
          { success: false, message: 'The code is not correct: check the time on your phone and enter the code your app shows now.' },
          { status: 400 },
        ),
    ]);
    renderStaff(<AccountView />, '/staff/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: `QR code of the key for ${ME.email}` })).toHaveAttribute('src', QR);
    expect(screen.getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const code = screen.getByLabelText('Code from the app');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code your app shows.');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'The code is not correct: check the time on your phone and enter the code your app shows now.',
      ),
    );
    await user.clear(code);
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(/Keep your recovery codes somewhere safe/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have kept them' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Recovery codes left: 10\./)).toBeInTheDocument();
    expect(sent).toEqual([
      { path: '/api/staff/account/two-factor/setup', body: {}, csrf: 'session-token' },
      { path: '/api/staff/account/two-factor/enable', body: { code: '111111' }, csrf: 'session-token' },
      { path: '/api/staff/account/two-factor/enable', body: { code: '222222' }, csrf: 'session-token' },
    ]);
  });

  it('turns it off with the password and a code', async () => {
    const sent = serveTwoFactor({ enabled: true, required: false, recovery_codes_left: 7 });
    renderStaff(<AccountView />, '/staff/account');
    const user = userEvent.setup();
    expect(await screen.findByText(/Recovery codes left: 7\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription('Enter your password.');
    await user.type(screen.getByLabelText('Your password'), 'old-pass-phrase-1');
    await user.type(screen.getByLabelText('Code'), '333444');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(sent).toEqual([
      { path: '/api/staff/account/two-factor/disable', body: { password: 'old-pass-phrase-1', code: '333444' }, csrf: 'session-token' },
    ]);
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });

  it('makes new recovery codes with the password and a code, and shows them once', async () => {
    const sent = serveTwoFactor({ enabled: true, required: true, recovery_codes_left: 2 });
    renderStaff(<AccountView />, '/staff/account');
    const user = userEvent.setup();
    expect(await screen.findByText(/Recovery codes left: 2\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your password'), 'old-pass-phrase-1');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Enter a code from your app, or a recovery code.');
    expect(screen.getByLabelText('Code')).toHaveFocus();
    await user.type(screen.getByLabelText('Code'), '333444');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    const codes = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(/the old ones no longer work/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have kept them' }));
    expect(await screen.findByText(/Recovery codes left: 10\./)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: '/api/staff/account/two-factor/recovery-codes',
        body: { password: 'old-pass-phrase-1', code: '333444' },
        csrf: 'session-token',
      },
    ]);
  });

  it('says when the role must use it, and offers no way to turn it off then', async () => {
    serveTwoFactor({ enabled: false, required: true, recovery_codes_left: 0 });
    renderStaff(<AccountView />, '/staff/account');
    expect(await screen.findByText(/Your account must use two-factor sign-in/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await userEvent.setup().type(await screen.findByLabelText('Code from the app'), '222222');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn on' }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'I have kept them' }));
    expect(await screen.findByText(/^Accounts of your role must use it, so it cannot be turned off\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
  });
});
