// My account: the name the site shows as the author of the member's articles ("By Asha Rao" on each of them).
// The server trims it and says why it refuses one; a change reaches every article at once.
import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { setOwnDisplayName } from '../api/account';
import { failureMessage, failureStatus } from '@/lib/staff/staff-request';

import { FormOutcome } from '@/components/staff-frame/form-outcome';
import { StaffField } from '@/components/staff-frame/staff-field';
import { StaffSection } from '@/components/staff-frame/staff-section';
import { useStaffSession } from '@/components/staff-frame/staff-session';

/** Most characters of a display name (the server's limit, server/account/schemas.ts). */
const DISPLAY_NAME_MAX = 80;

type FieldRef = HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;

export function AccountDisplayNameForm({ name, onChanged }: { name: string; onChanged: (name: string) => void }) {
  const { handleFailure } = useStaffSession();
  const [value, setValue] = useState(name);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<FieldRef>(null);

  const refuse = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setFailure('');
    setError('');
    if ([...value.trim()].length > DISPLAY_NAME_MAX) return refuse(`Your display name may have at most ${DISPLAY_NAME_MAX} characters.`);
    setBusy(true);
    try {
      const saved = await setOwnDisplayName(value);
      setValue(saved.name);
      setDone(saved.message);
      onChanged(saved.name);
    } catch (caught) {
      const message = failureMessage(caught);
      if (failureStatus(caught) === 400) refuse(message);
      else setFailure(message);
      handleFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <StaffSection titleId="display-name-title" title="Your name on the site" className="staff-account__section">
      <p className="staff-account__note">
        Articles you write show it as their author (“By {name || 'your name'}”). Leave it empty to show no author.
      </p>
      <Form noValidate onSubmit={(event) => void submit(event)} className="staff-account__form">
        <FormOutcome done={done} failure={failure} />
        <StaffField
          id="account-display-name"
          label="Display name"
          value={value}
          onChange={setValue}
          error={error}
          autoComplete="name"
          hint={`At most ${DISPLAY_NAME_MAX} characters, such as Asha Rao.`}
          inputRef={inputRef}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save name'}
        </Button>
      </Form>
    </StaffSection>
  );
}
