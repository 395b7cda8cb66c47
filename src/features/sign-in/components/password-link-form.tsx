// The form of a link's page that sets a password (an invitation, a password reset): what the page says, the
// server's failure, the account's address for password managers, the new password twice and the button.
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { NewPasswordFields } from '@/components/staff-frame/new-password-fields';
import type { PasswordLinkState } from './use-password-link';

export interface PasswordLinkFormProps {
  form: Pick<PasswordLinkState, 'next' | 'setNext' | 'errors' | 'failure' | 'busy' | 'passwordRef' | 'repeatRef' | 'submit'>;
  /** Whose account the password is for. */
  email: string;
  idPrefix: string;
  submitLabel: string;
  busyLabel: string;
  /** What the page says above the fields. */
  children: ReactNode;
}

export function PasswordLinkForm({ form, email, idPrefix, submitLabel, busyLabel, children }: PasswordLinkFormProps) {
  return (
    <Form noValidate onSubmit={(event) => void form.submit(event)} className="staff-account__form">
      {children}
      {form.failure && (
        <Alert variant="danger" role="alert">
          {form.failure}
        </Alert>
      )}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        idPrefix={idPrefix}
        value={form.next}
        onChange={form.setNext}
        errors={form.errors}
        passwordRef={form.passwordRef}
        repeatRef={form.repeatRef}
      />
      <Button type="submit" variant="primary" disabled={form.busy}>
        {form.busy ? busyLabel : submitLabel}
      </Button>
    </Form>
  );
}
