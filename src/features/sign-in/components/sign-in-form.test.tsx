// @vitest-isolate: the sign-in form's token is asked for once per page (api/session.ts); each file starts as a new page.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';
import { server } from '@/testing/msw-server';

import { ME, ok, STAFF } from '@/testing/staff/desk-testing';
import { SignInForm } from './sign-in-form';

const signedIn = { email: ME.email, accountId: ME.id, role: 'sales', csrfToken: 'session-token', newEnquiries: 2 };

/** Answers the sign-in with a session and records the CSRF token each sign-in carried. */
function recordSignIns(...answers: Array<() => Response>) {
  const tokens: (string | null)[] = [];
  server.use(
    http.post(`${STAFF}/session/sign-in`, ({ request }) => {
      tokens.push(request.headers.get('X-CSRF-Token'));
      return (answers[tokens.length - 1] ?? (() => ok(signedIn)))();
    }),
  );
  return tokens;
}

function renderForm(onSignedIn: () => void) {
  // The staff area's shared field sets both the group's controlId and the input's id; React Bootstrap warns about it in development.
  expectConsoleError(/`controlId` is ignored on `<FormControl>` when `id` is specified/);
  render(
    <MemoryRouter>
      <SignInForm onSignedIn={onSignedIn} />
    </MemoryRouter>,
  );
}

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), ME.email);
  await user.type(screen.getByLabelText('Password'), 'kothrud-ledger-audit-2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  // Each test ends with its form's token request answered (a sign-in asks the next form to ask anew): the token is
  // asked for once per page, and the tests of this file are one page.
  it('lets a password manager fill it in, and sends a quick sign-in only once its CSRF token has come, with that token', async () => {
    let release = () => {};
    const tokenCame = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${STAFF}/session/sign-in`, async () => {
        await tokenCame;
        return ok({ csrfToken: 'form-token' });
      }),
    );
    const tokens = recordSignIns();
    const onSignedIn = vi.fn();
    renderForm(onSignedIn);
    // The e-mail as the user name, the password as the current one.
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await fillAndSend();
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(tokens).toEqual([]);
    release();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ email: ME.email, accountId: ME.id, role: 'sales', newEnquiries: 2 }));
    expect(tokens).toEqual(['form-token']);
  });

  it('asks for a new token and sends once more when the server no longer knows its token (403)', async () => {
    expectConsoleError(/API POST \/api\/staff\/session\/sign-in failed/);
    let issued = 0;
    server.use(http.get(`${STAFF}/session/sign-in`, () => ok({ csrfToken: `form-token-${(issued += 1)}` })));
    const tokens = recordSignIns(() =>
      HttpResponse.json({ success: false, message: 'This request could not be verified: reload the page and try again.' }, { status: 403 }),
    );
    const onSignedIn = vi.fn();
    renderForm(onSignedIn);
    await fillAndSend();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(tokens).toEqual(['form-token-1', 'form-token-2']);
  });

  it('shows the server’s message on a wrong password, and asks for its token again if that failed at first', async () => {
    expectConsoleError(/API (GET|POST) \/api\/staff\/session\/sign-in failed/);
    let asked = 0;
    server.use(
      http.get(`${STAFF}/session/sign-in`, () =>
        (asked += 1) === 1
          ? HttpResponse.json({ success: false, message: 'The server is busy.' }, { status: 503 })
          : ok({ csrfToken: 'form-token' }),
      ),
    );
    const tokens = recordSignIns(() => HttpResponse.json({ success: false, message: 'Email or password is incorrect.' }, { status: 401 }));
    renderForm(vi.fn());
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    await fillAndSend();
    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(tokens).toEqual(['form-token']);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});

describe('SignInForm with two-factor sign-in', () => {
  const codeAsked = () =>
    HttpResponse.json(
      {
        success: true,
        message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
        data: { codeRequired: true },
      },
      { status: 202 },
    );

  /** Records each code sent with its CSRF token; answers in turn. */
  function recordCodes(...answers: Array<() => Response>) {
    const sent: { code: string; csrf: string | null }[] = [];
    server.use(
      http.get(`${STAFF}/session/sign-in`, () => ok({ csrfToken: 'form-token' })),
      http.post(`${STAFF}/session/sign-in/code`, async ({ request }) => {
        sent.push({ ...((await request.json()) as { code: string }), csrf: request.headers.get('X-CSRF-Token') });
        return (answers[sent.length - 1] ?? (() => ok(signedIn)))();
      }),
    );
    return sent;
  }

  it('asks for the code after the right password, shows why a code is refused, and signs in with the next one', async () => {
    expectConsoleError(/API POST \/api\/staff\/session\/sign-in\/code failed/);
    recordSignIns(codeAsked);
    const sent = recordCodes(() =>
      HttpResponse.json({ success: false, message: 'This code was used already: wait for the next one in your app.' }, { status: 401 }),
    );
    const onSignedIn = vi.fn();
    renderForm(onSignedIn);
    await fillAndSend();
    const code = await screen.findByLabelText('Code');
    expect(screen.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter the code from your app, or a recovery code.'));
    expect(sent).toEqual([]);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code was used already: wait for the next one in your app.');
    expect(code).toHaveValue('');
    await user.type(code, ' abcde-23456 ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ email: ME.email, accountId: ME.id, role: 'sales', newEnquiries: 2 }));
    expect(sent).toEqual([
      { code: '123456', csrf: 'form-token' },
      { code: 'abcde-23456', csrf: 'form-token' },
    ]);
  });

  it('goes back to e-mail and password with Start again, and links to a forgotten password', async () => {
    recordSignIns(codeAsked);
    recordCodes();
    renderForm(vi.fn());
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/staff/forgot-password');
    await fillAndSend();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start again' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue(ME.email);
  });
});
