// A list field (a block's questions, its figures, a hero's buttons): its entries in order, each with the
// list's own fields, added, removed and moved with buttons named after the entry ("Add a question"); focus
// stays with the entry being worked on. Each field's input is the editor's own, drawn by `renderField`. A list with a
// most of some entries (a form's file fields) says so at the Add button once it holds that many, and at each entry past
// it before a save, in the server's words.
import Button from 'react-bootstrap/Button';

import { entriesPastMost, type ListField } from '@common/content-model/fields';
import { withArticle } from '@common/content-model/kinds';

import { entryActions } from './content-entries';
import { EntryFields, messagesUnder, MoveButtons, withEntryDrafts, type RenderField } from './content-entry-parts';
import { newEntry, type EntryDraft } from './content-form-drafts';

import './content-blocks.scss';
import { FieldNotes } from './content-field-notes';

export interface ContentListInputProps {
  id: string;
  field: ListField;
  entries: readonly EntryDraft[];
  onChange: (entries: EntryDraft[]) => void;
  /** The message naming the list's problem, its label included. */
  error?: string;
  /** The server's messages for the entries' fields, by their path under the list: "[1].answer". */
  messages?: Readonly<Record<string, string>>;
  renderField: RenderField;
}

export function ContentListInput({ id, field, entries, onChange, error, messages = {}, renderField }: ContentListInputProps) {
  const item = field.itemLabel;
  const lower = item.toLowerCase();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const mostId = `${id}-most`;
  const { most } = field;
  const values = entries.map((entry) => entry.drafts);
  const full = most !== undefined && values.filter((drafts) => drafts[most.field] === most.value).length >= most.max;
  // The rule's message as the list holds now, at once: a field changed since a refused save no longer shows it (the
  // server's other messages stay until the next save, as everywhere in the editor).
  const shownMessages = {
    ...Object.fromEntries(Object.entries(messages).filter(([, text]) => text !== most?.message)),
    ...Object.fromEntries(most ? entriesPastMost(most, values).map((index) => [`[${index}].${most.field}`, most.message]) : []),
  };
  const describedBy = [field.help ? hintId : '', full ? mostId : '', error ? messageId : ''].filter(Boolean).join(' ') || undefined;
  const [firstField = ''] = Object.keys(field.fields);
  const actions = entryActions(id, entries, onChange, (index) => `${id}-${index}-${firstField}`);

  return (
    <fieldset className="content-entries mb-3" aria-describedby={describedBy}>
      <legend className="form-label mb-2">{field.label}</legend>
      {entries.length === 0 && <p className="text-body-secondary mb-2">No {lower}s yet.</p>}
      <ol className="content-entries__list">
        {entries.map((entry, index) => {
          const n = index + 1;
          return (
            <li key={entry.uid} className="content-entries__entry">
              <fieldset>
                <legend className="content-entries__name">
                  {item} {n}
                </legend>
                <EntryFields
                  id={`${id}-${index}`}
                  fields={field.fields}
                  drafts={entry.drafts}
                  messages={messagesUnder(shownMessages, `[${index}]`)}
                  onChange={(changes) => onChange(withEntryDrafts(entries, index, changes))}
                  renderField={renderField}
                />
              </fieldset>
              <div className="content-entries__actions">
                <MoveButtons id={id} index={index} count={entries.length} name={`${lower} ${n}`} onMove={(by) => actions.move(index, by)} />
                <Button size="sm" variant="outline-danger" aria-label={`Remove ${lower} ${n}`} onClick={() => actions.remove(index)}>
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        id={`${id}-add`}
        size="sm"
        variant="outline-primary"
        disabled={entries.length >= field.max}
        onClick={() => actions.add(newEntry(field.fields))}
      >
        Add {withArticle(lower)}
      </Button>
      {full && (
        <p id={mostId} className="form-text mt-1 mb-0">
          {most.full}
        </p>
      )}
      <FieldNotes hintId={hintId} messageId={messageId} help={field.help} error={error} />
    </fieldset>
  );
}
