// A new password typed twice, with the rules the server applies (its own message says why one is refused):
// My account's change of password and the invitation's first password use it.
import type { Ref } from 'react';

import { StaffField } from './staff-field';

type FieldRef = Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>;

export const PASSWORD_HINT =
  'At least 12 characters, not a common password and not built on your e-mail address or the company’s name: a few unrelated words work well.';

export interface NewPassword {
  password: string;
  repeat: string;
}

/** What is wrong with the pair before it is sent, by field ({} when nothing). */
export function newPasswordErrors({ password, repeat }: NewPassword): { password?: string; repeat?: string } {
  if (!password) return { password: 'Enter the new password.' };
  if (repeat !== password) return { repeat: 'The two passwords differ: type the same one twice.' };
  return {};
}

export interface NewPasswordFieldsProps {
  idPrefix: string;
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: { password?: string; repeat?: string };
  passwordRef?: FieldRef;
  repeatRef?: FieldRef;
}

export function NewPasswordFields({ idPrefix, value, onChange, errors, passwordRef, repeatRef }: NewPasswordFieldsProps) {
  return (
    <>
      <StaffField
        id={`${idPrefix}-new`}
        label="New password"
        type="password"
        autoComplete="new-password"
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        error={errors.password}
        hint={PASSWORD_HINT}
        inputRef={passwordRef}
        required
      />
      <StaffField
        id={`${idPrefix}-repeat`}
        label="New password again"
        type="password"
        autoComplete="new-password"
        value={value.repeat}
        onChange={(repeat) => onChange({ ...value, repeat })}
        error={errors.repeat}
        inputRef={repeatRef}
        required
      />
    </>
  );
}
