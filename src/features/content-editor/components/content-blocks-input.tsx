// A page's blocks field: its blocks top to bottom, each a card titled with its type and its first words,
// which opens to the block's own fields (its declaration's, common/blocks). Blocks are added from the
// picker, moved by their handle (a drag) or by Up and Down (focus follows the button), duplicated and
// removed. The server's messages for a block's field ("blocks[2].title") show at that field.
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';

import { blockNamed } from '@common/blocks/declarations';
import type { BlocksField } from '@common/content-model/fields';

import { ContentBlockPicker } from './content-block-picker';
import { entryActions } from './content-entries';
import { EntryFields, messagesUnder, MoveButtons, withEntryDrafts, type RenderField } from './content-entry-parts';
import { newEntry, type EntryDraft } from './content-form-drafts';
import { textOfHtml } from './content-values';
import { useRowDrag } from './use-row-drag';

import './content-blocks.scss';
import { FieldNotes } from './content-field-notes';

export interface ContentBlocksInputProps {
  id: string;
  field: BlocksField;
  blocks: readonly EntryDraft[];
  onChange: (blocks: EntryDraft[]) => void;
  error?: string;
  /** The server's messages for the blocks' fields, by their path under the field: "[2].title", "[3].items[0].answer". */
  messages?: Readonly<Record<string, string>>;
  renderField: RenderField;
}

/** A block's first words: its first text field that has some (rich text as plain text). */
export function firstWords(block: EntryDraft): string {
  const fields = blockNamed(block.type ?? '')?.fields ?? {};
  for (const [name, field] of Object.entries(fields)) {
    const draft = block.drafts[name];
    if (
      typeof draft !== 'string' ||
      !['text', 'long-text', 'rich-text'].includes(field.type) ||
      (field.type === 'text' && (field.pattern || field.link))
    )
      continue;
    const text = field.type === 'rich-text' ? textOfHtml(draft) : draft.replace(/\s+/g, ' ').trim();
    if (text) return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  }
  return '';
}

export function ContentBlocksInput({ id, field, blocks, onChange, error, messages = {}, renderField }: ContentBlocksInputProps) {
  const [picking, setPicking] = useState(false);
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set(blocks.length > 3 ? blocks.map((block) => block.uid) : []));
  const listRef = useRef<HTMLOListElement>(null);
  const actions = entryActions(id, blocks, onChange);
  const { drag, onPointerDown } = useRowDrag({
    bodyRef: listRef,
    othersShown: (uid) => blocks.filter((block) => block.uid !== uid).map((block) => block.uid),
    onDrop: (uid, slot) =>
      actions.moveTo(
        blocks.findIndex((block) => block.uid === uid),
        slot,
      ),
  });
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const describedBy = [field.help ? hintId : '', error ? messageId : ''].filter(Boolean).join(' ') || undefined;
  const toggle = (uid: number) =>
    setClosed((now) => {
      const next = new Set(now);
      if (!next.delete(uid)) next.add(uid);
      return next;
    });

  return (
    <fieldset className="content-blocks mb-3" aria-describedby={describedBy}>
      <legend className="form-label mb-2">{field.label}</legend>
      {blocks.length === 0 && <p className="text-body-secondary mb-2">No blocks yet: add the page’s first.</p>}
      <ol ref={listRef} className="content-blocks__list">
        {blocks.map((block, index) => {
          const n = index + 1;
          const declaration = blockNamed(block.type ?? '');
          if (!declaration) return null;
          const words = firstWords(block);
          const name = `Block ${n}, ${declaration.label}`;
          const own = messagesUnder(messages, `[${index}]`);
          const open = !closed.has(block.uid) || Object.keys(own).length > 0;
          const bodyId = `${id}-${index}-body`;
          return (
            <li
              key={block.uid}
              data-row-id={block.uid}
              className={`content-blocks__block${drag?.id === block.uid ? ' is-dragged' : ''}${drag && drag.id !== block.uid && drag.slot === blocks.filter((other) => other.uid !== drag.id).findIndex((other) => other.uid === block.uid) ? ' is-drop-before' : ''}`}
            >
              <div className="content-blocks__head">
                <button
                  id={`${id}-${index}-handle`}
                  type="button"
                  className="content-blocks__handle"
                  aria-label={`Drag ${name.toLowerCase()}`}
                  title="Drag to move"
                  onPointerDown={onPointerDown(block.uid)}
                >
                  <span aria-hidden="true">⋮⋮</span>
                </button>
                <h3 className="content-blocks__title">
                  <button
                    id={`${id}-${index}-first`}
                    type="button"
                    className="content-blocks__toggle"
                    aria-expanded={open}
                    aria-controls={bodyId}
                    onClick={() => toggle(block.uid)}
                  >
                    <span className="content-blocks__type">
                      {n}. {declaration.label}
                    </span>
                    {words && <span className="content-blocks__words">{words}</span>}
                  </button>
                </h3>
                <div className="content-blocks__actions">
                  <MoveButtons
                    id={id}
                    index={index}
                    count={blocks.length}
                    name={name.toLowerCase()}
                    onMove={(by) => actions.move(index, by)}
                  />
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={blocks.length >= field.max}
                    aria-label={`Duplicate ${name.toLowerCase()}`}
                    onClick={() => actions.duplicate(index)}
                  >
                    Duplicate
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={`Remove ${name.toLowerCase()}`}
                    onClick={() => actions.remove(index)}
                  >
                    Remove
                  </Button>
                </div>
              </div>
              <div id={bodyId} className="content-blocks__body" role="group" aria-label={name} hidden={!open}>
                <EntryFields
                  id={`${id}-${index}`}
                  fields={declaration.fields}
                  drafts={block.drafts}
                  messages={own}
                  onChange={(changes) => onChange(withEntryDrafts(blocks, index, changes))}
                  renderField={renderField}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button id={`${id}-add`} variant="outline-primary" disabled={blocks.length >= field.max} onClick={() => setPicking(true)}>
        Add a block
      </Button>
      <FieldNotes hintId={hintId} messageId={messageId} help={field.help} error={error} />
      <ContentBlockPicker
        show={picking}
        onCancel={() => {
          setPicking(false);
          requestAnimationFrame(() => document.getElementById(`${id}-add`)?.focus());
        }}
        onPick={(picked) => {
          setPicking(false);
          actions.add(newEntry(picked.fields, picked.type));
        }}
      />
    </fieldset>
  );
}
