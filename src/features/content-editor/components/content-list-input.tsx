// A list field (a block's questions, its figures, a hero's buttons): its entries in order, each with the
// list's own fields, added, removed and moved with buttons named after the entry ("Add a question"); focus
// stays with the entry being worked on. Each field's input is the editor's own, drawn by `renderField`.
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

import type { Field, ListField } from '@common/content-model/fields';

import { entryActions } from './content-entries';
import { newEntry, type Draft, type EntryDraft } from './content-form-drafts';
import { pictureAltOf, type PictureAlt } from './content-picture-alt';

import './content-blocks.scss';
import { FieldNotes } from './content-field-notes';

/** Draws one field of an entry: its input's id, its draft, what to do with a change and the message at it. */
export type RenderField = (props: {
  id: string;
  name: string;
  field: Field;
  draft: Draft | undefined;
  onChange: (draft: Draft) => void;
  error?: string;
  /** The server's messages for what is inside the field (a block's list), by path under it. */
  messages?: Readonly<Record<string, string>>;
  /** A picture's description field beside it (docs/media.md). */
  pictureAlt?: PictureAlt;
}) => ReactNode;

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

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export function ContentListInput({ id, field, entries, onChange, error, messages = {}, renderField }: ContentListInputProps) {
  const item = field.itemLabel;
  const lower = item.toLowerCase();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const describedBy = [field.help ? hintId : '', error ? messageId : ''].filter(Boolean).join(' ') || undefined;
  const [firstField = ''] = Object.keys(field.fields);
  const actions = entryActions(id, entries, onChange, (index) => `${id}-${index}-${firstField}`);
  const changeMany = (index: number, changes: Record<string, Draft>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, drafts: { ...entry.drafts, ...changes } } : entry)));
  const change = (index: number, name: string, draft: Draft) => changeMany(index, { [name]: draft });

  return (
    <fieldset className="content-entries mb-3" aria-describedby={describedBy}>
      <legend className="form-label mb-2">{field.label}</legend>
      {entries.length === 0 && <p className="text-body-secondary mb-2">No {lower}s yet.</p>}
      <ol className="content-entries__list">
        {entries.map((entry, index) => {
          const n = index + 1;
          const fields = Object.entries(field.fields);
          return (
            <li key={entry.uid} className="content-entries__entry">
              <fieldset>
                <legend className="content-entries__name">
                  {item} {n}
                </legend>
                {fields.map(([name, sub]) => {
                  const message = messages[`[${index}].${name}`];
                  const under = `[${index}].${name}`;
                  return (
                    <div key={name}>
                      {renderField({
                        id: `${id}-${index}-${name}`,
                        name,
                        field: sub,
                        draft: entry.drafts[name],
                        onChange: (draft) => change(index, name, draft),
                        pictureAlt: pictureAltOf(sub, field.fields, entry.drafts, name, (changes) => changeMany(index, changes)),
                        error: message && `${sub.label} ${message}`,
                        messages: Object.fromEntries(
                          Object.entries(messages)
                            .filter(([path]) => path.startsWith(`${under}[`))
                            .map(([path, text]) => [path.slice(under.length), text]),
                        ),
                      })}
                    </div>
                  );
                })}
              </fieldset>
              <div className="content-entries__actions">
                <Button
                  id={`${id}-${index}-up`}
                  size="sm"
                  variant="outline-secondary"
                  disabled={index === 0}
                  aria-label={`Move ${lower} ${n} up`}
                  onClick={() => actions.move(index, -1)}
                >
                  Up
                </Button>
                <Button
                  id={`${id}-${index}-down`}
                  size="sm"
                  variant="outline-secondary"
                  disabled={index === entries.length - 1}
                  aria-label={`Move ${lower} ${n} down`}
                  onClick={() => actions.move(index, 1)}
                >
                  Down
                </Button>
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
        Add {article(lower)} {lower}
      </Button>
      <FieldNotes hintId={hintId} messageId={messageId} help={field.help} error={error} />
    </fieldset>
  );
}
