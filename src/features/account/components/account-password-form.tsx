// My account: change the password. The current one is needed; the server checks the new one against the
// policy the terminal applies and says why it refuses one; on success every other session has ended.
import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { changeOwnPassword } from '../api/account';
import { failureMessage, failureStatus } from '@/lib/staff/staff-request';

import { FormOutcome } from '@/components/staff-frame/form-outcome';
import { NewPasswordFields, newPasswordErrors, type NewPassword } from '@/components/staff-frame/new-password-fields';
import { CurrentPasswordField } from '@/components/staff-frame/staff-field';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';

type FieldRef = HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;
type Errors = { current?: string; password?: string; repeat?: string };

const WRONG_CURRENT = 'Your current password is not correct.';

export function AccountPasswordForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const { handleFailure } = useStaffSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState<NewPassword>({ password: '', repeat: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const currentRef = useRef<FieldRef>(null);
  const passwordRef = useRef<FieldRef>(null);
  const repeatRef = useRef<FieldRef>(null);

  const show = (found: Errors) => {
    setErrors(found);
    if (found.current) currentRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else if (found.repeat) repeatRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setFailure('');
    const found: Errors = current ? newPasswordErrors(next) : { current: 'Enter your current password.' };
    show(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setDone(await changeOwnPassword(current, next.password));
      setCurrent('');
      setNext({ password: '', repeat: '' });
      onChanged();
    } catch (error) {
      const message = failureMessage(error);
      // The server's reason belongs to the field it is about; a limit or a failure is the form's.
      if (failureStatus(error) === 400) show(message === WRONG_CURRENT ? { current: message } : { password: message });
      else setFailure(message);
      handleFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaffSection titleId="password-title" title="Change your password" className="staff-account__section">
      <p className="staff-account__note">Once it is changed, your other sessions end: sign in again there with the new password.</p>
      <Form noValidate onSubmit={(event) => void submit(event)} className="staff-account__form">
        <FormOutcome done={done} failure={failure} />
        {/* The user name, hidden, lets a password manager tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <CurrentPasswordField
          id="account-current"
          label="Current password"
          value={current}
          onChange={setCurrent}
          error={errors.current}
          inputRef={currentRef}
        />
        <NewPasswordFields
          idPrefix="account-password"
          value={next}
          onChange={setNext}
          errors={errors}
          passwordRef={passwordRef}
          repeatRef={repeatRef}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </Button>
      </Form>
    </StaffSection>
  );
}
