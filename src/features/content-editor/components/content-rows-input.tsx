// A rows field (a plan's features): one label and one value per row, rows added, removed and moved with
// buttons; focus stays with the row being worked on.
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import type { RowsField } from '@common/content-model/fields';

import { newRow, type RowDraft } from './content-form-drafts';
import { FieldNotes } from './content-field-notes';

export interface ContentRowsInputProps {
  id: string;
  field: RowsField;
  rows: readonly RowDraft[];
  onChange: (rows: RowDraft[]) => void;
  error?: string;
}

export function ContentRowsInput({ id, field, rows, onChange, error }: ContentRowsInputProps) {
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const describedBy = [field.help ? hintId : '', error ? messageId : ''].filter(Boolean).join(' ') || undefined;
  const keyOf = (index: number) => `${id}-${index}-key`;
  /** After the rows render, focus an element of the list by its id. */
  const focusLater = (elementId: string) => requestAnimationFrame(() => document.getElementById(elementId)?.focus());

  const change = (index: number, part: 'key' | 'value', text: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [part]: text } : row)));
  const add = () => {
    onChange([...rows, newRow()]);
    focusLater(keyOf(rows.length));
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    focusLater(rows.length > 1 ? keyOf(Math.min(index, rows.length - 2)) : `${id}-add`);
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= rows.length) return;
    const next = [...rows];
    [next[index], next[to]] = [next[to]!, next[index]!];
    onChange(next);
    // The button follows its row; at the list's end it is disabled, so the other direction takes focus.
    const direction = by < 0 ? (to === 0 ? 'down' : 'up') : to === rows.length - 1 ? 'up' : 'down';
    focusLater(`${id}-${to}-${direction}`);
  };

  return (
    <fieldset className="content-rows mb-3" aria-describedby={describedBy}>
      <legend className="form-label mb-2">{field.label}</legend>
      {rows.length === 0 && <p className="text-body-secondary mb-2">No rows yet.</p>}
      <ol className="content-rows__list">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li key={row.uid} className="content-rows__row">
              <Form.Group controlId={keyOf(index)} className="content-rows__key">
                <Form.Label>
                  {field.keyLabel} {n}
                </Form.Label>
                <Form.Control
                  value={row.key}
                  isInvalid={Boolean(error) && row.key.trim() === '' && row.value.trim() !== ''}
                  onChange={(event) => change(index, 'key', event.target.value)}
                />
              </Form.Group>
              <Form.Group controlId={`${id}-${index}-value`} className="content-rows__value">
                <Form.Label>
                  {field.valueLabel} {n}
                </Form.Label>
                <Form.Control value={row.value} onChange={(event) => change(index, 'value', event.target.value)} />
              </Form.Group>
              <div className="content-rows__actions">
                <Button
                  id={`${id}-${index}-up`}
                  size="sm"
                  variant="outline-secondary"
                  disabled={index === 0}
                  aria-label={`Move row ${n} up`}
                  onClick={() => move(index, -1)}
                >
                  Up
                </Button>
                <Button
                  id={`${id}-${index}-down`}
                  size="sm"
                  variant="outline-secondary"
                  disabled={index === rows.length - 1}
                  aria-label={`Move row ${n} down`}
                  onClick={() => move(index, 1)}
                >
                  Down
                </Button>
                <Button size="sm" variant="outline-danger" aria-label={`Remove row ${n}`} onClick={() => remove(index)}>
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button id={`${id}-add`} size="sm" variant="outline-primary" disabled={rows.length >= field.max} onClick={add}>
        Add row
      </Button>
      <FieldNotes hintId={hintId} messageId={messageId} help={field.help} error={error} />
    </fieldset>
  );
}
