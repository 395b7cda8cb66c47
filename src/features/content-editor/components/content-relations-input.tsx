// A `relations` field's input: the items of another kind as a list of checkboxes in a labelled group, ticked in
// the order they are chosen (the order the site shows them in); once the most it may name are ticked, the rest wait.
import Form from 'react-bootstrap/Form';

import type { RelationsField } from '@common/content-model/fields';
import { kindNamed } from '@common/content-model/kinds';

import { idsDraft, idsOfDraft } from './content-form-drafts';
import { titleOf, type Lookups } from './content-values';

export interface ContentRelationsInputProps {
  id: string;
  field: RelationsField;
  /** The chosen ids in their order, as "3,7". */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  lookups: Lookups;
}

export function ContentRelationsInput({ id, field, value, onChange, error, lookups }: ContentRelationsInputProps) {
  const target = kindNamed(field.to);
  const items = (target && lookups[target.name]) ?? [];
  const chosen = idsOfDraft(value);
  const full = chosen.length >= field.max;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const toggle = (itemId: number, on: boolean) => onChange(idsDraft(on ? [...chosen, itemId] : chosen.filter((other) => other !== itemId)));
  return (
    <fieldset
      id={id}
      className="mb-3 content-relations"
      aria-describedby={[hintId, error ? messageId : ''].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label">{field.label}</legend>
      <ul className="list-unstyled content-relations__list">
        {items.map((item) => {
          const place = chosen.indexOf(item.id);
          return (
            <li key={item.id}>
              <Form.Check
                type="checkbox"
                id={`${id}-${item.id}`}
                label={place >= 0 ? `${titleOf(target!, item)} (${place + 1})` : titleOf(target!, item)}
                checked={place >= 0}
                disabled={place < 0 && full}
                onChange={(event) => toggle(item.id, event.target.checked)}
              />
            </li>
          );
        })}
      </ul>
      <Form.Text id={hintId} muted>
        {[field.help, `At most ${field.max}; ${chosen.length} chosen.`].filter(Boolean).join(' ')}
      </Form.Text>
      {error && (
        <div id={messageId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
