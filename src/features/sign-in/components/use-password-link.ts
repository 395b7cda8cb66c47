// A link's page that sets a password (an invitation, a password reset): the link's token is checked with the
// server, which says whom it is for; then a new password typed twice is sent with the token. A password the
// server's policy refuses (400) gets its reason at the field; a link it no longer knows (404) turns the page
// into its message.
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { failureMessage, failureStatus } from '@/lib/staff/staff-request';

import { newPasswordErrors, type NewPassword } from '@/components/staff-frame/new-password-fields';

type FieldRef = HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;

export type PasswordLink<Found> =
  | { state: 'checking' }
  | { state: 'invalid'; message: string }
  | ({ state: 'ready' } & Found)
  | { state: 'done'; message: string };

export interface PasswordLinkOptions<Found> {
  /** The token from the fragment ('' when there is none). */
  token: string;
  /** What the page says when the address has no token. */
  missing: string;
  /** Asks the server whom the link is for (a function that stays the same between renders). */
  check: (token: string) => Promise<Found>;
  /** Sends the new password; a message it answers is shown as the page's end. */
  send: (token: string, password: string) => Promise<string | void>;
}

export function usePasswordLink<Found extends object>({ token, missing, check, send }: PasswordLinkOptions<Found>) {
  const [link, setLink] = useState<PasswordLink<Found>>(token ? { state: 'checking' } : { state: 'invalid', message: missing });
  const [next, setNext] = useState<NewPassword>({ password: '', repeat: '' });
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<FieldRef>(null);
  const repeatRef = useRef<FieldRef>(null);

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    check(token).then(
      (found) => live && setLink({ state: 'ready', ...found }),
      (error: unknown) => live && setLink({ state: 'invalid', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [token, check]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const found = newPasswordErrors(next);
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.repeat) return repeatRef.current?.focus();
    setBusy(true);
    try {
      const message = await send(token, next.password);
      if (message !== undefined) setLink({ state: 'done', message });
    } catch (error) {
      const message = failureMessage(error);
      if (failureStatus(error) === 400) {
        setErrors({ password: message });
        passwordRef.current?.focus();
      } else if (failureStatus(error) === 404) setLink({ state: 'invalid', message });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return { link, next, setNext, errors, failure, busy, passwordRef, repeatRef, submit };
}

export type PasswordLinkState = ReturnType<typeof usePasswordLink>;
