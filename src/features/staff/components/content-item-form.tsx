// One content item's form (new or existing): its fields by kind, an image upload where the kind has a
// picture, and the server's message next to each refused field (the content import's own validation).
import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { createItem, updateItem, uploadImage, type ContentField, type ContentItem, type ContentKindView } from '../api/content';
import { failureMessage, fieldMessages } from '../api/staff-request';

import { StaffField } from './staff-field';
import { useStaffSession } from './staff-session';

export interface ContentItemFormProps {
  kind: ContentKindView;
  /** The item to change; a new one when left out. */
  item?: ContentItem;
  onSaved: (item: ContentItem | undefined) => void;
  onCancel: () => void;
}

/** The kind's fields, and the parent's id for kinds kept in a parent's list (changing it moves the item). */
function fieldsOf(kind: ContentKindView): ContentField[] {
  const parent: ContentField[] = kind.parentField ? [{ name: kind.parentField, label: `${kind.parentField === 'offering_id' ? 'Offering' : 'Service'} id`, type: 'integer' }] : [];
  return [...kind.fields, ...parent];
}

function initialValue(field: ContentField, value: unknown): string {
  if (value === undefined || value === null) return field.type === 'boolean' ? 'false' : field.type === 'json' ? '[]' : '';
  if (field.type === 'json') return JSON.stringify(value, null, 2);
  return String(value);
}

/** A field's text as the value the server takes; a message when it cannot be one. */
function toValue(field: ContentField, text: string): { value: unknown } | { error: string } {
  const blank = text.trim() === '';
  switch (field.type) {
    case 'boolean':
      return { value: text === 'true' };
    case 'number':
    case 'integer':
      return { value: blank ? text : Number(text) };
    case 'optional-number':
    case 'optional-integer':
      return { value: blank ? null : Number(text) };
    case 'json':
      try {
        return { value: JSON.parse(text) as unknown };
      } catch {
        return { error: 'is not valid JSON' };
      }
    default:
      return { value: text };
  }
}

export function ContentItemForm({ kind, item, onSaved, onCancel }: ContentItemFormProps) {
  const { handleFailure } = useStaffSession();
  const fields = fieldsOf(kind);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((field) => [field.name, initialValue(field, item?.[field.name])])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idOf = (name: string) => `content-${kind.route}-${name}`;
  const set = (name: string) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const showErrors = (found: Record<string, string>, text: string) => {
    setErrors(found);
    setMessage(text);
    const first = fields.find((field) => found[field.name]);
    // After the messages render, so the field that takes focus already names its problem.
    requestAnimationFrame(() => (first ? document.getElementById(idOf(first.name))?.focus() : formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus()));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = {};
    const found: Record<string, string> = {};
    for (const field of fields) {
      const read = toValue(field, values[field.name] ?? '');
      if ('error' in read) found[field.name] = read.error;
      else body[field.name] = read.value;
    }
    if (Object.keys(found).length > 0) return showErrors(found, 'Correct the marked fields.');
    setBusy(true);
    try {
      onSaved(item ? await updateItem(kind, item.id, body) : await createItem(kind, body));
    } catch (failure) {
      handleFailure(failure);
      showErrors(fieldMessages(failure), failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const upload = async (name: string, file: File | undefined) => {
    if (!file) return;
    try {
      const url = await uploadImage(file);
      set(name)(url);
      setErrors((current) => ({ ...current, [name]: '' }));
    } catch (failure) {
      handleFailure(failure);
      setErrors((current) => ({ ...current, [name]: fieldMessages(failure).file ?? failureMessage(failure) }));
    }
  };

  return (
    <Form ref={formRef} noValidate onSubmit={(event) => void save(event)} aria-labelledby={`${idOf('form')}-title`} className="mb-4">
      <h2 id={`${idOf('form')}-title`} className="h4">
        {item ? `Edit ${kind.label.toLowerCase()} ${item.id}` : `New ${kind.label.toLowerCase()}`}
      </h2>
      {message && (
        <Alert variant="danger" role="alert" tabIndex={-1}>
          {message}
        </Alert>
      )}
      {fields.map((field) => {
        const error = errors[field.name] || undefined;
        if (field.type === 'boolean') {
          return (
            <Form.Check
              key={field.name}
              className="mb-3"
              id={idOf(field.name)}
              type="checkbox"
              label={field.label}
              checked={values[field.name] === 'true'}
              isInvalid={Boolean(error)}
              feedback={error}
              feedbackType="invalid"
              onChange={(event) => set(field.name)(String(event.target.checked))}
            />
          );
        }
        return (
          <div key={field.name}>
            <StaffField
              id={idOf(field.name)}
              label={field.label}
              value={values[field.name] ?? ''}
              onChange={set(field.name)}
              error={error}
              rows={field.type === 'long-text' ? 4 : field.type === 'json' ? 6 : undefined}
            />
            {field.type === 'image' && (
              <Form.Group className="mb-3" controlId={idOf(`${field.name}-file`)}>
                <Form.Label>Upload an image (PNG, JPEG, WebP or SVG, up to 5 MB)</Form.Label>
                <Form.Control type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml" onChange={(event) => void upload(field.name, (event.target as HTMLInputElement).files?.[0])} />
              </Form.Group>
            )}
          </div>
        );
      })}
      <div className="d-flex gap-2">
        <Button type="submit" variant="primary" disabled={busy}>
          Save {kind.label.toLowerCase()}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
