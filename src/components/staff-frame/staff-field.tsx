// A labelled form field of the staff area, with the server's or the form's message next to it
// (aria-invalid and aria-describedby), as single-line input, multi-line text or a choice.
import type { ReactNode, Ref } from 'react';
import Form from 'react-bootstrap/Form';

export interface StaffFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'url' | 'search' | 'date' | 'datetime-local';
  /** The step of a number or a time (1: a time to the second). */
  step?: number;
  /** Lines of a multi-line field; a single line when left out. */
  rows?: number;
  /** The choices of a select: [value, label]. */
  options?: readonly (readonly [string, string])[];
  autoComplete?: string;
  required?: boolean;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>;
  className?: string;
}

export function StaffField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  step,
  rows,
  options,
  autoComplete,
  required,
  hint,
  inputRef,
  className = 'mb-3',
}: StaffFieldProps) {
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? messageId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    ref: inputRef,
    required,
    isInvalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      {options ? (
        <Form.Select {...common} onChange={(event) => onChange(event.target.value)}>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </Form.Select>
      ) : rows ? (
        <Form.Control {...common} as="textarea" rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Form.Control {...common} type={type} step={step} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <Form.Text id={hintId} muted>
          {hint}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={messageId}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

/** The member's own password, as they sign in with it (a password manager offers to fill it in). */
export function CurrentPasswordField(props: Omit<StaffFieldProps, 'type' | 'autoComplete' | 'required' | 'rows' | 'options'>) {
  return <StaffField {...props} type="password" autoComplete="current-password" required />;
}
