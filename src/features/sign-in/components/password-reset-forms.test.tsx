import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { ME, ok, STAFF } from '@/testing/staff/desk-testing';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { StaffAreaGate } from '@/components/staff-frame/staff-area-gate';
import { StaffSessionProvider } from '@/components/staff-frame/staff-session';

const RESET = `${STAFF}/session/password-reset`;
const TOKEN = 'k'.repeat(43);
const SAME_ANSWER = 'If an account has this address, a link is on its way. It works once, within 30 minutes.';

/** The sign-in form's token, and each reset request's body with its CSRF header. */
function serveReset(byEmail: boolean) {
  const sent: { path: string; body: unknown; csrf: string | null }[] = [];
  const record = async (request: Request) => {
    const body = (await request.json()) as Record<string, string>;
    sent.push({ path: new URL(request.url).pathname, body, csrf: request.headers.get('X-CSRF-Token') });
    return body;
  };
  server.use(
    http.get(`${STAFF}/session/sign-in`, () => ok({ csrfToken: 'form-token' })),
    http.get(RESET, () => ok({ byEmail })),
    http.post(RESET, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, message: SAME_ANSWER });
    }),
    http.post(`${RESET}/check`, async ({ request }) => {
      await record(request);
      return ok({ email: ME.email });
    }),
    http.post(`${RESET}/accept`, async ({ request }) => {
      const { password } = await record(request);
      return password === 'Password123!'
        ? HttpResponse.json({ success: false, message: 'This password is too easy to guess: It is a common password.' }, { status: 400 })
        : HttpResponse.json({
            success: true,
            message: 'Your password is set and every session of your account has ended: sign in with the new password.',
          });
    }),
  );
  return sent;
}

function renderPage(ui: ReactNode) {
  expectConsoleError(/`controlId` is ignored on `<FormControl>` when `id` is specified/);
  render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('Forgot your password?', () => {
  it('sends the address with the form’s token and shows the server’s one sentence', async () => {
    const sent = serveReset(true);
    renderPage(<ForgotPasswordForm />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter the e-mail address you sign in with.');
    await user.type(screen.getByLabelText('E-mail'), ` ${ME.email} `);
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAME_ANSWER);
    expect(sent).toEqual([{ path: '/api/staff/session/password-reset', body: { email: ME.email }, csrf: 'form-token' }]);
  });

  it('says to ask an owner when the site sends no e-mail', async () => {
    serveReset(false);
    renderPage(<ForgotPasswordForm />);
    expect(await screen.findByText(/This site does not send e-mail, so a password cannot be reset here: ask an owner/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/staff/sign-in');
  });
});

describe('the reset link’s page', () => {
  it('names the account, shows the server’s reason at the field, then says the password is set', async () => {
    expectConsoleError(/API POST \/api\/staff\/session\/password-reset\/accept failed/);
    const sent = serveReset(true);
    renderPage(<ResetPasswordForm token={TOKEN} />);
    expect(await screen.findByText(ME.email)).toBeInTheDocument();
    const user = userEvent.setup();
    const next = screen.getByLabelText('New password');
    await user.type(next, 'Password123!');
    await user.type(screen.getByLabelText('New password again'), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    await waitFor(() => expect(next).toHaveAccessibleDescription(expect.stringContaining('This password is too easy to guess')));
    await user.clear(next);
    await user.type(next, 'sinhagad-fort-morning-climb');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'sinhagad-fort-morning-climb');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is set');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/staff/sign-in');
    expect(sent.map((entry) => [entry.path, entry.body, entry.csrf])).toEqual([
      ['/api/staff/session/password-reset/check', { token: TOKEN }, 'form-token'],
      ['/api/staff/session/password-reset/accept', { token: TOKEN, password: 'Password123!' }, 'form-token'],
      ['/api/staff/session/password-reset/accept', { token: TOKEN, password: 'sinhagad-fort-morning-climb' }, 'form-token'],
    ]);
  });

  it('says when there is no token, and sends nothing', async () => {
    const sent = serveReset(true);
    renderPage(<ResetPasswordForm token="" />);
    expect(screen.getByText('This address has no link in it: open the whole link from the e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ask for a new link' })).toHaveAttribute('href', '/staff/forgot-password');
    expect(sent).toEqual([]);
  });
});

describe('a staff page while two-factor sign-in must be set up', () => {
  it('leads to My account instead of the page', async () => {
    server.use(
      http.get(`${STAFF}/session`, () =>
        ok({ email: ME.email, accountId: ME.id, role: 'sales', csrfToken: 't', newEnquiries: 0, twoFactorSetupRequired: true }),
      ),
    );
    render(
      <MemoryRouter initialEntries={['/staff']}>
        <StaffSessionProvider>
          <StaffAreaGate area="enquiries">
            <p>The inbox</p>
          </StaffAreaGate>
        </StaffSessionProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Your account must use two-factor sign-in: set it up on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/staff/account');
    expect(screen.queryByText('The inbox')).not.toBeInTheDocument();
  });
});
