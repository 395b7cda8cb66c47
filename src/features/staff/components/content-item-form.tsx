// One content item's form inside the editor's dialog, drawn from its kind's declared fields. An existing
// item is read afresh when the form opens, with its pending draft (the form then shows the draft's
// values). Save draft keeps a change from visitors (optionally until a time in India time), Preview
// shows it on its page in a new tab, Publish makes it live. Saves name the version the form was opened
// with: when someone else saved the item meanwhile, the form keeps the staff member's values and shows
// theirs beside them.
import { useEffect, useRef, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

import { isDocument, kindNamed, type KindDeclaration } from '@common/content-model/kinds';

import type { ContentItem } from '../api/content';
import { getItemWithDraft, type ItemWithDraft } from '../api/content-drafts';

import { ContentConflict } from './content-conflict';
import { ContentDraftNote } from './content-draft-note';
import { ContentFieldInput } from './content-field-input';
import { ContentFormFooter } from './content-form-footer';
import { titleOf, type Draft, type Lookups } from './content-values';
import { StaffField } from './staff-field';
import { useItemActions } from './use-item-actions';
import { useStaffLoad } from './use-staff-load';

export interface ContentItemFormProps {
  kind: KindDeclaration;
  /** The item to change; a new one when left out. */
  itemId?: number;
  /** The parent a new item starts in (the list's filter). */
  parentId?: number | null;
  lookups: Lookups;
  /** The dialog's work is done: close it and say this. */
  onDone: (message: string) => void;
  /** A draft was saved or discarded and the form stays open: the list reads again. */
  onDraftChanged: () => void;
  onCancel: () => void;
}

const TITLE_ID = 'content-form-title';

/** The form of an item, once it is read (an existing one) or at once (a new one). */
export function ContentItemForm(props: ContentItemFormProps) {
  const { kind, itemId, onCancel } = props;
  const [opened] = useStaffLoad(() => (itemId === undefined ? Promise.resolve(undefined) : getItemWithDraft(kind, itemId)), [kind.name, itemId]);
  if (opened.state === 'ready') return <ItemFields {...props} opened={opened.data} />;
  return (
    <>
      <Modal.Header closeButton closeLabel="Cancel">
        <Modal.Title id={TITLE_ID} as="h2" className="h4">
          Edit {kind.label.toLowerCase()}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {opened.state === 'loading' ? <p role="status">Loading…</p> : <Alert variant="danger">{opened.message}</Alert>}
        <Button variant="outline-secondary" onClick={onCancel}>
          Close
        </Button>
      </Modal.Body>
    </>
  );
}

/** The field that names the item comes first (a service's title before its tagline), then the rest as declared. */
const fieldsInFormOrder = (kind: KindDeclaration) => Object.entries(kind.fields).sort(([a], [b]) => Number(b === kind.title) - Number(a === kind.title));

const firstField = (form: HTMLFormElement | null) => form?.querySelector<HTMLElement>('.modal-body input, .modal-body textarea, .modal-body select');

function ItemFields(props: ContentItemFormProps & { opened: ItemWithDraft | undefined }) {
  const { kind, lookups, onCancel } = props;
  const item: ContentItem | undefined = props.opened?.item;
  const formRef = useRef<HTMLFormElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const form = useItemActions({ ...props, item, draft: props.opened?.draft ?? null, formRef, conflictRef });
  const { drafts, setDrafts, errors, busy, conflict, pending } = form;
  const parentKind = kind.parent ? kindNamed(kind.parent.kind) : undefined;

  // The form takes focus when it opens, on its first field.
  useEffect(() => {
    const frame = requestAnimationFrame(() => firstField(formRef.current)?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.run('draft');
  };
  const set = (name: string) => (draft: Draft) => setDrafts((current) => ({ ...current, [name]: draft }));

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby={TITLE_ID}>
      <Modal.Header closeButton closeLabel={form.saved ? 'Close' : 'Cancel'}>
        <Modal.Title id={TITLE_ID} as="h2" className="h4">
          {!item ? `New ${kind.label.toLowerCase()}` : isDocument(kind) ? `Edit ${kind.label.toLowerCase()}` : `Edit ${kind.label.toLowerCase()} “${titleOf(kind, item)}”`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {form.message && (
          <Alert variant="danger" role="alert" tabIndex={-1}>
            {form.message}
          </Alert>
        )}
        <div role="status" className={form.status.text ? 'alert alert-success' : 'visually-hidden'}>
          {form.status.text}
          {form.status.link && (
            <>
              {' '}
              <a href={form.status.link} target="_blank" rel="noreferrer">
                Open the preview
              </a>
            </>
          )}
        </div>
        {pending && <ContentDraftNote draft={pending} busy={busy} onDiscard={form.discard} />}
        {conflict && (
          <ContentConflict
            ref={conflictRef}
            kind={kind}
            conflict={conflict}
            mine={conflict.mine}
            lookups={lookups}
            busy={busy}
            onKeepMine={form.keepMine}
            onTakeTheirs={form.takeTheirs}
          />
        )}
        {!item && kind.parent && parentKind && (
          <StaffField
            id={form.idOf(kind.parent.field)}
            label={parentKind.label}
            value={form.parent}
            onChange={form.setParent}
            error={form.errorOf(kind.parent.field)}
            hint={`The ${parentKind.label.toLowerCase()} whose list it joins, at the end.`}
            options={[['', `Choose a ${parentKind.label.toLowerCase()}`], ...(lookups[parentKind.name] ?? []).map((other) => [String(other.id), titleOf(parentKind, other)] as const)]}
          />
        )}
        {fieldsInFormOrder(kind).map(([name, field]) => (
          <ContentFieldInput key={name} id={form.idOf(name)} field={field} draft={drafts[name]} onChange={set(name)} error={form.errorOf(name)} lookups={lookups} />
        ))}
      </Modal.Body>
      <ContentFormFooter
        scheduleId={form.idOf('publish-at')}
        schedule={form.schedule}
        onSchedule={form.setSchedule}
        scheduleError={errors['publish-at'] && `Publish at ${errors['publish-at']}`}
        busy={busy}
        saved={form.saved}
        onCancel={onCancel}
        onPreview={() => form.run('preview')}
        onPublish={() => form.run('publish')}
      />
    </Form>
  );
}
