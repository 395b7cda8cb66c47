// A rich-text field: its label, the editor (loaded when a form first shows such a field, so the staff
// area's other screens do not wait for it) and its help and message.
import { lazy, Suspense } from 'react';
import Form from 'react-bootstrap/Form';

import type { RichTextField } from '@common/content-model/fields';

const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

export interface ContentRichTextInputProps {
  id: string;
  field: RichTextField;
  value: string;
  onChange: (html: string) => void;
  /** The message naming the field's problem, its label included. */
  error?: string;
}

export function ContentRichTextInput({ id, field, value, onChange, error }: ContentRichTextInputProps) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const describedBy = [field.help ? hintId : '', error ? messageId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <div id={labelId} className="form-label">
        {field.label}
      </div>
      <Suspense fallback={<p role="status">Loading the text editor…</p>}>
        <RichTextEditor id={id} labelId={labelId} describedBy={describedBy} value={value} onChange={onChange} invalid={Boolean(error)} />
      </Suspense>
      {field.help && (
        <Form.Text id={hintId} muted className="d-block">
          {field.help}
        </Form.Text>
      )}
      {error && (
        <div id={messageId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
