// The content editor: pick a kind (and a parent to narrow it to), see its items in their order (those
// with a pending draft marked, new items' drafts where they will go live), then create, edit (as a draft,
// previewed, or published at once), reorder, move (dragged by its handle, with keys, or to a chosen place,
// live or as a draft), delete and look back through an item's history; Pending changes lists every draft to publish or
// discard; Recently deleted brings deleted items back. The kind (each menu a screen of its own: content-menus.ts),
// the parent and the view live in the address, so back and reload keep them (the preview banner's Publish… link
// opens ?view=pending); `&open=<id>` opens an item's form (the calendar's links). A search narrows the list
// further. A form with changes not saved asks before its dialog closes. Deleting a page asks about what points
// at it; the redirects that lead to a page that is gone are listed above the redirects.

import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import { useSearchParams } from 'react-router-dom';

import { isDocument, kindNamed, services, type KindDeclaration } from '@common/content-model/kinds';
import { redirects } from '@common/content-model/page-kinds';

import { toId } from '@/lib/validate';

import { conflictOf, deleteItem, listItems, moveItem, type ContentItem, type FieldValue } from '../api/content';
import { listDrafts, saveMoveAsDraft, type PendingDraft } from '../api/content-drafts';
import { failureMessage, failureStatus } from '@/lib/staff/staff-request';

import { ContentBrokenRedirects } from './content-broken-redirects';
import { ContentDeleteDialog } from './content-delete-dialog';
import { ContentDocument } from './content-document';
import { ContentHistory } from './content-history';
import { ContentItemForm } from './content-item-form';
import { LIVE_PREVIEW_KINDS } from './content-live-figures';
import { ContentList, type ContentAction } from './content-list';
import { menuScreenNamed, onScreen, presetOf } from './content-menus';
import { ContentMissingAddresses } from './content-missing-addresses';
import { useLookups } from './content-lookups';
import { ContentMoveForm } from './content-move-form';
import { newDraftsOf, runNewDraftAction, type NewDraftAction } from './content-new-drafts';
import { placeInList } from './content-order';
import { ContentPending } from './content-pending';
import { searchItems } from './content-search';
import { ContentSearch, ContentToolbar, VIEWS, type View } from './content-toolbar';
import { ContentTrash } from './content-trash';
import { titleIn, titleOf } from './content-values';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { useListPresence } from './use-presence';
import { useReorder } from './use-reorder';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

import './content-arrange.scss';
import './content-drafts.scss';
import './content-editing.scss';

/** A form keeps the kind it was opened for, whatever the address says while it closes. */
type Dialog =
  | { type: 'form'; kind: KindDeclaration; itemId?: number; draftId?: number; prefill?: Record<string, FieldValue> }
  | { type: 'history'; item: ContentItem }
  | { type: 'move'; item: ContentItem }
  | { type: 'delete'; item: ContentItem };
/** A built page's form: wide, for the page's preview beside it. */
const hasBlocks = (kind: KindDeclaration) => Object.values(kind.fields).some((field) => field.type === 'blocks');

const DIALOG_TITLES: Record<Dialog['type'], string> = {
  form: 'content-form-title',
  history: 'content-history-title',
  move: 'content-move-title',
  delete: 'content-delete-title',
};

export function ContentEditor() {
  const { handleFailure } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const declared = kindNamed(params.get('kind') ?? '') ?? services;
  /** A menu's own screen (`&menu=header`): the menu entries' kind, narrowed to that menu and named for it. */
  const menuScreen = menuScreenNamed(declared, params.get('menu'));
  const kind = menuScreen?.kind ?? declared;
  const screenKey = menuScreen ? `${kind.name}:${menuScreen.menu}` : kind.name;
  const parentKind = kind.parent ? kindNamed(kind.parent.kind) : undefined;
  const parentFilter = parentKind ? (toId(params.get('parent')) ?? null) : null;
  const view = VIEWS.find((name) => name === params.get('view')) ?? 'list';
  const [reads, setReads] = useState(0);
  // The list names its kind: while another kind's list is read, the one shown before is not taken for it.
  // Pending drafts are read with it, to mark the items they change.
  const [items, setItems] = useStaffLoad(async () => {
    const [list, drafts] = await Promise.all([listItems(kind), listDrafts()]);
    return { kind: kind.name, list, drafts };
  }, [kind.name, reads]);
  const lookups = useLookups(kind, reads);
  const editing = useListPresence(kind, reads);
  const [dialog, setDialog] = useState<Dialog>();
  const [open, setOpen] = useState(false);
  /** The kind the dialog was opened for: back or forward to another kind closes it. */
  const [openFor, setOpenFor] = useState('');
  const [busy, setBusy] = useState(false);
  /** The open form holds changes not saved; closing it then asks first. */
  const [formDirty, setFormDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  // The search belongs to the screen it was typed for.
  const [search, setSearch] = useState({ screen: screenKey, text: '' });
  const query = search.screen === screenKey ? search.text : '';
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text: string }>();
  const messageRef = useRef<HTMLDivElement>(null);
  const label = kind.label.toLowerCase();
  const ready = items.state === 'ready' && items.data.kind === kind.name;
  const all = ready ? items.data.list : [];
  /** The items this screen shows: a menu's entries on its screen, else every item of the kind. */
  const screenItems = all.filter((item) => onScreen(menuScreen, item.values));
  const pendingDrafts: PendingDraft[] = items.state === 'ready' ? items.data.drafts : [];
  const draftsOfKind = new Map(
    pendingDrafts.flatMap((draft) => (draft.kind.name === kind.name && draft.itemId !== null ? [[draft.itemId, draft] as const] : [])),
  );
  const known = lookups.state === 'ready' ? lookups.data : {};

  const go = (next: { kind?: string; menu?: string | null; parent?: number | null; view?: View }) => {
    const query: Record<string, string> = { kind: next.kind ?? kind.name };
    const otherKind = next.kind !== undefined && next.kind !== kind.name;
    const menu = next.menu !== undefined ? next.menu : otherKind ? null : (menuScreen?.menu ?? null);
    if (menu) query.menu = menu;
    const parent = otherKind ? null : next.parent === undefined ? parentFilter : next.parent;
    if (parent) query.parent = String(parent);
    const nextView = next.view ?? view;
    if (nextView !== 'list') query.view = nextView;
    setParams(query);
    setMessage(undefined);
  };
  const show = (next: Dialog) => {
    setDialog(next);
    setOpen(true);
    setOpenFor(kind.name);
    setAskDiscard(false);
  };
  const close = () => {
    setOpen(false);
    setAskDiscard(false);
  };
  /** Cancel, ×, Escape or the backdrop: a form with changes not saved asks "Discard your changes?" first. */
  const requestClose = () => (dialog?.type === 'form' && formDirty ? setAskDiscard(true) : close());
  /** Set while a dialog closes whose opener may be gone (a deleted row): the message takes focus instead. */
  const [focusMessage, setFocusMessage] = useState(false);
  const focusTheMessage = () =>
    requestAnimationFrame(() => {
      setFocusMessage(false);
      messageRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
    });
  const say = (text: string, variant: 'success' | 'danger' = 'success', focus = false) => {
    setMessage({ variant, text });
    if (!focus) return;
    if (open) setFocusMessage(true);
    else focusTheMessage();
  };
  const done = (text: string, focus = false) => {
    close();
    setReads((n) => n + 1);
    say(text, 'success', focus);
  };
  /** A refused change: its message, or, when someone else changed the item first, the list read again. */
  const refused = (failure: unknown, item: ContentItem) => {
    handleFailure(failure);
    close();
    if (conflictOf(kind, failure)) {
      setReads((n) => n + 1);
      return say(`Someone else changed “${titleOf(kind, item)}” meanwhile: the list now shows their version. Try again.`, 'danger', true);
    }
    // Gone meanwhile (a colleague deleted it): the list is read again, without it, under the server's sentence.
    if (failureStatus(failure) === 404) setReads((n) => n + 1);
    say(failureMessage(failure), 'danger', true);
  };
  /** The ids of the item's own list as this screen shows it (a menu's entries on its screen). */
  const siblingsOf = (item: ContentItem) => screenItems.filter((other) => other.parentId === item.parentId).map((other) => other.id);
  /** A place among the screen's list as a place in the whole list the server keeps (they differ on a menu's screen). */
  const placeOf = (item: ContentItem, position: number) =>
    placeInList(
      all.filter((other) => other.parentId === item.parentId).map((other) => other.id),
      item.id,
      siblingsOf(item),
      position,
    );
  const reorderTo = useReorder({
    kind,
    all,
    siblingsOf,
    onMoved: (list) => setItems({ kind: kind.name, list, drafts: pendingDrafts }),
    say,
    refused,
  });
  const act = async (item: ContentItem, work: () => Promise<unknown>, text: string, focusMessage = false) => {
    setBusy(true);
    try {
      await work();
      done(text, focusMessage);
    } catch (failure) {
      refused(failure, item);
    } finally {
      setBusy(false);
    }
  };
  const onAction = (action: ContentAction, item: ContentItem) => {
    if (action === 'edit') show({ type: 'form', kind, itemId: item.id });
    else if (action === 'up' || action === 'down')
      void reorderTo(item, siblingsOf(item).indexOf(item.id) + (action === 'up' ? -1 : 1), action);
    else if (action === 'handle') return;
    else show({ type: action, item });
  };
  const countOf = (parentId: number | null) => all.filter((other) => other.parentId === parentId).length;
  const screenCountOf = (parentId: number | null) => screenItems.filter((other) => other.parentId === parentId).length;
  const moveTo = (item: ContentItem, parentId: number | null, position: number, asDraft: boolean) => {
    const title = titleOf(kind, item);
    const where = `place ${position + 1}${parentId !== item.parentId ? ` of “${titleIn(known, parentKind, parentId)}”` : ''}`;
    const place = parentId === item.parentId ? placeOf(item, position) : position;
    if (asDraft) {
      void act(
        item,
        () => saveMoveAsDraft(kind, item, parentId, place),
        `The move of “${title}” to ${where} is saved as a draft: visitors see it when the draft is published.`,
      );
    } else {
      void act(item, () => moveItem(kind, item, parentId, place), `“${title}” moved to ${where}.`);
    }
  };
  /** A draft's form: an existing item's (with its draft), or a new item's draft. */
  const editDraft = (draft: PendingDraft) =>
    show(
      draft.itemId === null
        ? { type: 'form', kind: draft.kind, draftId: draft.id }
        : { type: 'form', kind: draft.kind, itemId: draft.itemId },
    );
  const onDraftAction = (action: NewDraftAction, draft: PendingDraft) =>
    action === 'edit'
      ? editDraft(draft)
      : runNewDraftAction(action, draft, {
          kind,
          countOf,
          setBusy,
          say,
          onPlaced: (placed) =>
            setItems({ kind: kind.name, list: all, drafts: pendingDrafts.map((other) => (other.id === placed.id ? placed : other)) }),
          onDiscarded: () => setReads((n) => n + 1),
          handleFailure,
        });

  const ofParent = parentFilter === null ? screenItems : screenItems.filter((item) => item.parentId === parentFilter);
  const shown = searchItems(kind, ofParent, known, query, parentFilter === null);
  // New items' drafts show where they will go live; a search shows those whose title it names.
  const newDrafts = newDraftsOf(pendingDrafts, kind, parentFilter).filter(
    (draft) => onScreen(menuScreen, draft.values) && draft.title.toLowerCase().includes(query.trim().toLowerCase()),
  );

  // An address naming an item (`&open=4`, the calendar's link) opens its form once; the address then forgets it,
  // so closing the form, back and reload do not open it again.
  const openId = toId(params.get('open'));
  const [openedFromAddress, setOpenedFromAddress] = useState<number>();
  if (openId !== openedFromAddress) {
    setOpenedFromAddress(openId);
    if (openId !== undefined) show({ type: 'form', kind, itemId: openId });
  }
  useEffect(() => {
    if (openId === undefined) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('open');
        return next;
      },
      { replace: true },
    );
  }, [openId, setParams]);

  return (
    <>
      <ContentToolbar
        kind={kind}
        screen={screenKey}
        parentKind={parentKind}
        parentFilter={parentFilter}
        view={view}
        parents={(parentKind && known[parentKind.name]) || []}
        pendingCount={pendingDrafts.length}
        onGo={go}
        onNew={() => show({ type: 'form', kind, prefill: presetOf(menuScreen) })}
      />
      <div aria-live="polite" ref={messageRef}>
        {message && (
          <Alert variant={message.variant} tabIndex={-1}>
            {message.text}
          </Alert>
        )}
      </div>
      {view === 'trash' && (
        <ContentTrash
          onRestored={(text) => {
            setReads((n) => n + 1);
            say(text);
          }}
        />
      )}
      {view === 'pending' && (
        <ContentPending
          onChanged={(text) => {
            setReads((n) => n + 1);
            say(text);
          }}
          onEdit={editDraft}
          opening={toId(params.get('draft')) ?? null}
          reads={reads}
        />
      )}
      {view === 'list' && (
        <>
          {((items.state !== 'failed' && !ready) || lookups.state === 'loading') && <p role="status">Loading…</p>}
          {items.state === 'failed' && <Alert variant="danger">{items.message}</Alert>}
          {lookups.state === 'failed' && <Alert variant="danger">{lookups.message}</Alert>}
          {ready && lookups.state === 'ready' && isDocument(kind) && all[0] && (
            <ContentDocument kind={kind} item={all[0]} lookups={known} draft={draftsOfKind.get(all[0].id)} onAction={onAction} />
          )}
          {ready && lookups.state === 'ready' && !isDocument(kind) && (
            <>
              {kind.name === redirects.name && (
                <ContentBrokenRedirects reads={reads} onEdit={(id) => show({ type: 'form', kind, itemId: id })} />
              )}
              <ContentSearch
                kind={kind}
                query={query}
                onQuery={(text) => setSearch({ screen: screenKey, text })}
                shown={shown.length}
                total={ofParent.length}
              />
              {shown.length === 0 && newDrafts.length === 0 && query.trim() !== '' ? (
                <p>
                  No {kind.plural.toLowerCase()} match “{query.trim()}”.
                </p>
              ) : (
                <ContentList
                  kind={kind}
                  items={shown}
                  lookups={known}
                  showParent={parentFilter === null}
                  siblingsOf={siblingsOf}
                  onAction={onAction}
                  onReorder={(item, position) => void reorderTo(item, position, 'handle')}
                  drafts={draftsOfKind}
                  editing={editing}
                  newDrafts={newDrafts}
                  liveCountOf={countOf}
                  onDraftAction={onDraftAction}
                  busy={busy}
                />
              )}
              {kind.name === redirects.name && (
                <ContentMissingAddresses reads={reads} onRedirect={(path) => show({ type: 'form', kind, prefill: { from: path } })} />
              )}
            </>
          )}
        </>
      )}
      <Modal
        show={open && openFor === kind.name}
        onHide={requestClose}
        restoreFocus={!focusMessage}
        onExited={() => {
          setDialog(undefined);
          // Also when it closed for another kind: coming back to this one does not open it again.
          setOpen(false);
          if (focusMessage) focusTheMessage();
        }}
        size={
          dialog?.type === 'form' && (LIVE_PREVIEW_KINDS.includes(dialog.kind.name) || hasBlocks(dialog.kind))
            ? 'xl'
            : dialog?.type === 'form' || dialog?.type === 'history'
              ? 'lg'
              : undefined
        }
        aria-labelledby={dialog && DIALOG_TITLES[dialog.type]}
      >
        {dialog?.type === 'form' && (
          <ContentItemForm
            kind={dialog.kind}
            itemId={dialog.itemId}
            draftId={dialog.draftId}
            prefill={dialog.prefill}
            parentId={parentFilter}
            lookups={known}
            items={dialog.kind.name === kind.name ? all : []}
            onDone={(text) => done(text)}
            onDraftChanged={() => setReads((n) => n + 1)}
            onCancel={requestClose}
            onDirtyChange={setFormDirty}
            askingDiscard={askDiscard}
            onDiscardChanges={close}
            onKeepEditing={() => setAskDiscard(false)}
          />
        )}
        {dialog?.type === 'history' && (
          <ContentHistory
            kind={kind}
            item={dialog.item}
            lookups={known}
            onRestored={({ item, draft }) =>
              done(
                `An earlier version of ${label} “${draft?.title ?? titleOf(kind, item)}” is a draft now: preview it, then publish it from Pending changes.`,
              )
            }
            onClose={close}
          />
        )}
        {dialog?.type === 'move' && (
          <ContentMoveForm
            kind={kind}
            parentKind={parentKind}
            // Its place among what this screen lists (a menu's entries on its screen).
            item={{ ...dialog.item, position: Math.max(0, siblingsOf(dialog.item).indexOf(dialog.item.id)) }}
            lookups={known}
            countOf={screenCountOf}
            busy={busy}
            onMove={(parentId, position, asDraft) => moveTo(dialog.item, parentId, position, asDraft)}
            onCancel={close}
          />
        )}
        {dialog?.type === 'delete' && (
          <ContentDeleteDialog
            kind={kind}
            item={dialog.item}
            busy={busy}
            onDelete={({ withMenuEntries }) =>
              void act(
                dialog.item,
                () => deleteItem(kind, dialog.item, { withMenuEntries }),
                `“${titleOf(kind, dialog.item)}” moved to Recently deleted${withMenuEntries ? ', with the menu entries that linked to it' : ''}.`,
                true,
              )
            }
            onCancel={close}
          />
        )}
      </Modal>
    </>
  );
}
