// One content item's form inside the editor's dialog, drawn from its kind's declared fields
// (content-form-fields.tsx). An existing item is read afresh when the form opens, with its pending draft (the
// form then shows the draft's values). Save draft keeps a change from visitors (optionally until a time in
// India time), Preview shows it on its page in a new tab, Publish makes it live. Saves name the version the
// form was opened with: when someone else saved the item meanwhile, the server merges the two and the form says
// so; for the fields both changed, the form keeps the staff member's values and shows theirs beside them.
// Before a save whose change visitors will not see, the form says why and holds the save until staff confirm
// it; closing it (or leaving the page) with changes not saved asks first; what was typed when the session ended
// is offered back. A pricing plan's and a service's form show their card beside it as the site draws it (under
// it on a phone), a built page its blocks at a phone's or a desktop's width; a picture's focal point is set on
// the picture. A new page's, article's or category's Address follows its title until staff type one
// (content-address.ts). While an existing item's form is open, it says who else has the item open
// (use-presence.ts).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

import { isDocument, type KindDeclaration } from '@common/content-model/kinds';

import { toId } from '@/lib/validate';

import type { ContentItem, FieldValue } from '../api/content';
import { getDraft, getItemWithDraft, type ItemWithDraft } from '../api/content-drafts';

import { ContentConflict } from './content-conflict';
import { ContentDraftNote } from './content-draft-note';
import { readableBlocks } from './content-form-drafts';
import { ContentFormFields } from './content-form-fields';
import { ContentFormFooter } from './content-form-footer';
import { ContentWarnings, DiscardQuestion, RestoreOffer } from './content-form-notes';
import { forgetTyped, readTyped } from './content-kept';
import { LIVE_PREVIEW_KINDS } from './content-live-figures';
import { ContentLivePreview } from './content-live-preview';
import { useItemPanels } from './content-item-panels';
import { ContentPagePreview } from './content-page-preview';
import { ContentPresence } from './content-presence';
import { titleOf, type Lookups } from './content-values';
import { warningsFor } from './content-warnings';
import { SearchResultPreview } from './search-result-preview';
import { useItemActions, type FormAction } from './use-item-actions';
import { useLeaveGuard } from './use-leave-guard';
import { usePresence } from './use-presence';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

export interface ContentItemFormProps {
  kind: KindDeclaration;
  /** The item to change; a new one when left out. */
  itemId?: number;
  /** A new item's pending draft to go on with (instead of `itemId`). */
  draftId?: number;
  /** A new item's values to start with instead of the defaults (a redirect from a missing address). */
  prefill?: Readonly<Record<string, FieldValue>>;
  /** The parent a new item starts in (the list's filter). */
  parentId?: number | null;
  lookups: Lookups;
  /** The dialog's work is done: close it and say this. */
  onDone: (message: string) => void;
  /** A draft was saved or discarded and the form stays open: the list reads again. */
  onDraftChanged: () => void;
  onCancel: () => void;
  /** The kind's items as the editor's list holds them: the warnings count the item's place among them. */
  items?: readonly ContentItem[];
  /** Told whether the form holds changes not saved. */
  onDirtyChange?: (dirty: boolean) => void;
  /** The dialog was asked to close while the form holds changes: ask "Discard your changes?". */
  askingDiscard?: boolean;
  /** The answers: close without saving, or go on editing. */
  onDiscardChanges?: () => void;
  onKeepEditing?: () => void;
}

const TITLE_ID = 'content-form-title';

/** The form of an item, once it is read (an existing one) or at once (a new one). */
export function ContentItemForm(props: ContentItemFormProps) {
  const { kind, itemId, draftId, onCancel } = props;
  const [opened] = useStaffLoad(
    (): Promise<Partial<ItemWithDraft> | undefined> =>
      itemId !== undefined
        ? getItemWithDraft(kind, itemId)
        : draftId !== undefined
          ? getDraft(draftId).then((draft) => ({ draft, editing: [], takeDown: null }))
          : Promise.resolve(undefined),
    [kind.name, itemId, draftId],
  );
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

const firstField = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLElement>('.modal-body input, .modal-body textarea, .modal-body select');

function ItemFields(props: ContentItemFormProps & { opened: Partial<ItemWithDraft> | undefined }) {
  const { kind, lookups, onCancel, items = [] } = props;
  const item: ContentItem | undefined = props.opened?.item;
  const formRef = useRef<HTMLFormElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const form = useItemActions({
    ...props,
    item,
    draft: props.opened?.draft ?? null,
    takeDown: props.opened?.takeDown ?? null,
    formRef,
    conflictRef,
  });
  const { drafts, setDrafts, errors, busy, conflict, pending } = form;
  const blocker = useLeaveGuard(form.dirty, props.onDirtyChange);
  const asking = Boolean(props.askingDiscard) || blocker.state === 'blocked';
  const [kept, setKept] = useState(() => readTyped(kind, item?.id));
  const editing = usePresence(kind, item?.id, props.opened?.editing);
  const panels = useItemPanels();
  const parentId = item ? item.parentId : (toId(form.parent) ?? null);
  const warnings = warningsFor({ kind, item, values: form.values, parentId, items, lookups });
  const warned = warnings.join('\n');
  /** The save held for the warnings, and the warnings staff were shown with it: a save with just these goes ahead. */
  const [held, setHeld] = useState<Exclude<FormAction, 'preview'>>();
  const [seen, setSeen] = useState<string>();

  // The form takes focus when it opens: on the offer of what was typed before the session ended, else its first field;
  // unless staff are in one of its fields already (a busy phone can paint the frame late), where they stay.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (formRef.current?.contains(document.activeElement)) return;
      (formRef.current?.querySelector<HTMLElement>('[data-restore-offer]') ?? firstField(formRef.current))?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  /** Saves, unless the change has warnings staff have not seen yet (a preview shows what visitors would see, so it goes ahead). */
  const attempt = (action: FormAction) => {
    if (action !== 'preview' && warnings.length > 0 && seen !== warned) {
      setHeld(action);
      return setSeen(warned);
    }
    setHeld(undefined);
    form.run(action);
  };
  const focusFirstField = () => requestAnimationFrame(() => firstField(formRef.current)?.focus());
  const closeQuestion = (discard: boolean) => {
    if (blocker.state === 'blocked') {
      if (discard) blocker.proceed();
      else blocker.reset();
    }
    if (discard) props.onDiscardChanges?.();
    else props.onKeepEditing?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    attempt('draft');
  };
  const live = LIVE_PREVIEW_KINDS.includes(kind.name);
  /** A built page's blocks field: the page's preview shows beside the form. */
  const blocksField = Object.entries(kind.fields).find(([, field]) => field.type === 'blocks')?.[0];

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby={TITLE_ID}>
      <Modal.Header closeButton closeLabel={form.saved ? 'Close' : 'Cancel'}>
        <Modal.Title id={TITLE_ID} as="h2" className="h4">
          {!item && props.opened?.draft
            ? `Draft of a new ${kind.label.toLowerCase()} “${props.opened.draft.title}”`
            : !item
              ? `New ${kind.label.toLowerCase()}`
              : isDocument(kind)
                ? `Edit ${kind.label.toLowerCase()}`
                : `Edit ${kind.label.toLowerCase()} “${titleOf(kind, item)}”`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className={live ? 'content-form-layout' : blocksField ? 'content-form-layout content-form-layout--page' : undefined}>
        <div className="content-form-layout__fields">
          <ContentPresence editing={editing} />
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
          {/* Once something is saved here, what was kept is gone. */}
          {kept && !form.saved && (
            <RestoreOffer
              id={form.idOf('kept')}
              savedAt={kept.savedAt}
              onRestore={() => {
                form.restoreTyped(kept);
                setKept(undefined);
                focusFirstField();
              }}
              onDiscard={() => {
                forgetTyped(kind, item?.id);
                setKept(undefined);
                focusFirstField();
              }}
            />
          )}
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
          <ContentFormFields kind={kind} item={item} drafts={drafts} lookups={lookups} form={form} setDrafts={setDrafts} />
          <SearchResultPreview kind={kind.name} values={form.values} itemId={item?.id} />
          {item && panels(kind.name, item.id)}
          <ContentWarnings
            id={form.idOf('warnings')}
            warnings={warnings}
            held={seen === warned ? held : undefined}
            onProceed={() => {
              setHeld(undefined);
              if (held) form.run(held);
            }}
          />
          {asking && (
            <DiscardQuestion id={form.idOf('discard')} onDiscard={() => closeQuestion(true)} onKeepEditing={() => closeQuestion(false)} />
          )}
        </div>
        {live && (
          <aside className="content-form-layout__preview">
            <ContentLivePreview kind={kind.name} values={form.values} itemId={item?.id ?? 0} />
          </aside>
        )}
        {blocksField && (
          <aside className="content-form-layout__preview">
            <ContentPagePreview blocks={readableBlocks(drafts[blocksField])} busy={busy} onPreviewPage={() => attempt('preview')} />
          </aside>
        )}
      </Modal.Body>
      <ContentFormFooter
        scheduleId={form.idOf('publish-at')}
        schedule={form.schedule}
        onSchedule={form.setSchedule}
        scheduleError={errors['publish-at'] && `Publish at ${errors['publish-at']}`}
        busy={busy}
        saved={form.saved}
        onCancel={onCancel}
        onPreview={() => attempt('preview')}
        onPublish={() => attempt('publish')}
        scheduledAt={form.scheduledAt}
        takeDown={
          kind.takesDown
            ? {
                id: form.idOf('unpublish-at'),
                at: form.takeDownAt,
                onAt: form.setTakeDownAt,
                to: form.takeDownTo,
                onTo: form.setTakeDownTo,
                error: errors['unpublish-at'] && `Take down at ${errors['unpublish-at']}`,
              }
            : undefined
        }
        review={form.writer ? { note: form.reviewNote, onNote: form.setReviewNote, onSubmit: () => attempt('submit') } : undefined}
      />
    </Form>
  );
}
