// @vitest-isolate: the sign-in form's token is asked for once per page (api/session.ts); each file starts as a new page.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { ok, STAFF } from '@/testing/staff/desk-testing';
import { InvitationForm } from './invitation-form';

const TOKEN = 'Ab_-'.repeat(10) + 'xyz';
const signedIn = { email: 'meena@example.in', accountId: 9, role: 'sales', csrfToken: 'session-token', newEnquiries: 0 };

/** The server of an invitation's page: the sign-in form's token, the check and the acceptance (recorded). */
function serveInvitation(accept: (password: string) => Response = () => ok(signedIn)) {
  const sent: { path: string; body: Record<string, string>; csrf: string | null }[] = [];
  const record =
    (answer: (body: Record<string, string>) => Response) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as Record<string, string>;
      sent.push({ path: new URL(request.url).pathname, body, csrf: request.headers.get('X-CSRF-Token') });
      return answer(body);
    };
  server.use(
    http.get(`${STAFF}/session/sign-in`, () => ok({ csrfToken: 'form-token' })),
    http.post(
      `${STAFF}/session/invitation`,
      record(({ token }) =>
        token === TOKEN
          ? ok({ email: 'meena@example.in', role: 'sales' })
          : HttpResponse.json({ success: false, message: 'This invitation link cannot be used.' }, { status: 404 }),
      ),
    ),
    http.post(
      `${STAFF}/session/invitation/accept`,
      record(({ password }) => accept(password!)),
    ),
    http.get(`${STAFF}/session`, () => ok(signedIn)),
  );
  return sent;
}

function renderForm(token: string) {
  // The staff area's shared field sets both the group's controlId and the input's id; React Bootstrap warns about it in development.
  expectConsoleError(/`controlId` is ignored on `<FormControl>` when `id` is specified/);
  const onSignedIn = vi.fn();
  render(
    <MemoryRouter>
      <InvitationForm token={token} onSignedIn={onSignedIn} />
    </MemoryRouter>,
  );
  return onSignedIn;
}

describe('the invitation page', () => {
  it('says whom the link is for, takes the first password with the sign-in form’s token, and signs in', async () => {
    const sent = serveInvitation();
    const onSignedIn = renderForm(TOKEN);
    expect(await screen.findByText(/You are invited to the staff area as/)).toHaveTextContent(
      'meena@example.in, with the role sales (enquiries and reports, no content)',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'sinhagad-fort-monsoon-trek');
    await user.type(screen.getByLabelText('New password again'), 'sinhagad-fort-monsoon-trek');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ email: 'meena@example.in', accountId: 9, role: 'sales', newEnquiries: 0 }),
    );
    expect(sent).toEqual([
      { path: '/api/staff/session/invitation', body: { token: TOKEN }, csrf: 'form-token' },
      { path: '/api/staff/session/invitation/accept', body: { token: TOKEN, password: 'sinhagad-fort-monsoon-trek' }, csrf: 'form-token' },
    ]);
  });

  it('checks the two passwords match, and shows the policy’s reason at the field', async () => {
    expectConsoleError(/API POST \/api\/staff\/session\/invitation\/accept failed/);
    const sent = serveInvitation(() =>
      HttpResponse.json({ success: false, message: 'This password is too easy to guess: It is a common password.' }, { status: 400 }),
    );
    const onSignedIn = renderForm(TOKEN);
    const user = userEvent.setup();
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'Password123!');
    await user.type(screen.getByLabelText('New password again'), 'Password123');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription('The two passwords differ: type the same one twice.');
    expect(sent).toHaveLength(1);
    await user.type(screen.getByLabelText('New password again'), '!');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('This password is too easy to guess: It is a common password.')),
    );
    expect(password).toHaveFocus();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says so when the link cannot be used or has no token, with a way to sign in', async () => {
    expectConsoleError(/API POST \/api\/staff\/session\/invitation failed/);
    serveInvitation();
    renderForm('x'.repeat(43));
    expect(await screen.findByText('This invitation link cannot be used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/staff/sign-in');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('asks for the whole link when the address has no token', () => {
    renderForm('');
    expect(screen.getByText('This address has no invitation in it: open the whole link you were sent.')).toBeInTheDocument();
  });
});
