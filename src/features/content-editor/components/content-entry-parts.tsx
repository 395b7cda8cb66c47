// What a list field's entries and a page's blocks draw alike: an entry's own fields, each drawn by the editor's
// input for it with the server's message at it (and the messages for what is inside it), and the Up and Down
// buttons that move an entry one place, named so that focus can follow it (content-entries.ts).
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

import type { Field } from '@common/content-model/fields';

import type { Draft, Drafts } from './content-form-drafts';
import { pictureAltOf, type PictureAlt } from './content-picture-alt';

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

/** The messages under a prefix, with the prefix taken off: "[2].items[0].answer" under "[2].items" is "[0].answer". */
export const messagesUnder = (messages: Readonly<Record<string, string>>, prefix: string) =>
  Object.fromEntries(
    Object.entries(messages)
      .filter(([path]) => path.startsWith(`${prefix}[`) || path.startsWith(`${prefix}.`))
      .map(([path, text]) => [path.slice(prefix.length), text]),
  );

/** The entries, with some fields' drafts of the one at `index` changed. */
export const withEntryDrafts = <T extends { drafts: Drafts }>(entries: readonly T[], index: number, changes: Drafts): T[] =>
  entries.map((entry, i) => (i === index ? { ...entry, drafts: { ...entry.drafts, ...changes } } : entry));

export interface EntryFieldsProps {
  /** The entry's ids' start: its fields' inputs are `${id}-${name}`. */
  id: string;
  fields: Readonly<Record<string, Field>>;
  drafts: Drafts;
  /** The server's messages for the entry, by path under it: ".answer", ".items[0].label". */
  messages: Readonly<Record<string, string>>;
  /** Some of its fields' drafts changed (a picture and its description at once). */
  onChange: (changes: Drafts) => void;
  renderField: RenderField;
}

export function EntryFields({ id, fields, drafts, messages, onChange, renderField }: EntryFieldsProps) {
  return (
    <>
      {Object.entries(fields).map(([name, field]) => {
        const message = messages[`.${name}`];
        return (
          <div key={name}>
            {renderField({
              id: `${id}-${name}`,
              name,
              field,
              draft: drafts[name],
              onChange: (draft) => onChange({ [name]: draft }),
              pictureAlt: pictureAltOf(field, fields, drafts, name, onChange),
              error: message && `${field.label} ${message}`,
              messages: messagesUnder(messages, `.${name}`),
            })}
          </div>
        );
      })}
    </>
  );
}

export interface MoveButtonsProps {
  /** The list's id: the buttons are `${id}-${index}-up` and `-down`. */
  id: string;
  index: number;
  /** How many entries the list has. */
  count: number;
  /** The entry as the buttons name it: "question 2", "block 3, hero". */
  name: string;
  onMove: (by: -1 | 1) => void;
}

export function MoveButtons({ id, index, count, name, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button
        id={`${id}-${index}-up`}
        size="sm"
        variant="outline-secondary"
        disabled={index === 0}
        aria-label={`Move ${name} up`}
        onClick={() => onMove(-1)}
      >
        Up
      </Button>
      <Button
        id={`${id}-${index}-down`}
        size="sm"
        variant="outline-secondary"
        disabled={index === count - 1}
        aria-label={`Move ${name} down`}
        onClick={() => onMove(1)}
      >
        Down
      </Button>
    </>
  );
}
