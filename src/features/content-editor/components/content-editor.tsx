// The content editor: pick a kind (and a parent to narrow it to), see its items in their order (those
// with a pending draft marked, new items' drafts where they will go live), then create, edit (as a draft,
// previewed, or published at once), reorder, move (dragged by its handle, with keys, or to a chosen place,
// live or as a draft), delete and look back through an item's history (content-editor-dialog.tsx); Pending
// changes lists every draft to publish or discard; Recently deleted brings deleted items back. The kind, the
// parent, the view and the page of a long list live in the address (use-editor-address.ts), so back and reload keep
// them. A search narrows the list further. A long list (a kind with a pageSize: articles newest first, redirects by
// their old address) is read a page at a time, and its search asks the server (content-paging.ts). A form with changes not saved asks before its dialog closes.
// Deleting a page asks about what points at it; the redirects that lead to a page that is gone are listed above the
// redirects.

import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';

import { isDocument, itemsNoun } from '@common/content-model/kinds';
import { redirects } from '@common/content-model/page-kinds';
import { unscheduledSaid } from '@common/staff-roles';

import { conflictOf, deleteItem, listItems, listPage, moveItem, type ContentItem } from '../api/content';
import { countDrafts, listDrafts, saveMoveAsDraft, type PendingDraft } from '../api/content-drafts';
import { failureMessage, failureStatus } from '@/lib/staff/staff-request';

import { ContentBrokenRedirects } from './content-broken-redirects';
import { ContentDocument } from './content-document';
import { ContentEditorDialog } from './content-editor-dialog';
import { ItemPanelsContext, type ItemPanels } from './content-item-panels';
import { ContentList, type ContentAction } from './content-list';
import { onScreen, presetOf } from './content-menus';
import { ContentMissingAddresses } from './content-missing-addresses';
import { useLookups } from './content-lookups';
import { newDraftsOf, runNewDraftAction, type NewDraftAction } from './content-new-drafts';
import { placeInList } from './content-order';
import { ContentPager, draftsOnPage } from './content-paging';
import { ContentPending } from './content-pending';
import { searchItems } from './content-search';
import { ContentSearch, ContentToolbar } from './content-toolbar';
import { ContentTrash } from './content-trash';
import { titleIn, titleOf } from './content-values';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { useEditorAddress, useOpenFromAddress, type EditorPlace } from './use-editor-address';
import { useEditorDialog } from './use-editor-dialog';
import { useEditorMessage } from './use-editor-message';
import { useListPresence } from './use-presence';
import { useReorder } from './use-reorder';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';

import './content-arrange.scss';
import './content-drafts.scss';
import './content-editing.scss';

export interface ContentEditorProps {
  /** Draws a panel below the fields of a saved item, from the page composing the editor (a form's deliveries). */
  itemPanels?: ItemPanels;
}

const NO_PANELS: ItemPanels = () => null;

export function ContentEditor({ itemPanels = NO_PANELS }: ContentEditorProps) {
  const { handleFailure } = useStaffSession();
  const { kind, menuScreen, screenKey, parentKind, parentFilter, view, page, draft: openingDraft, go: goTo } = useEditorAddress();
  const [reads, setReads] = useState(0);
  // The search belongs to the screen it was typed for.
  const [search, setSearch] = useState({ screen: screenKey, text: '' });
  const query = search.screen === screenKey ? search.text : '';
  const paged = kind.pageSize !== undefined;
  // The list names its kind: while another kind's list is read, the one shown before is not taken for it. A long
  // list is read a page at a time, found by the server when searched (each letter typed reads that page alone).
  // The pending drafts, which mark the items they change, are read with the list (a long list's page: its own items'
  // and its kind's new items', once the page is known), with how many drafts the site has: never every draft.
  const [items, setItems] = useStaffLoad(async () => {
    if (paged) {
      const read = await listPage(kind, page, query);
      const ids = read.items.map((item) => item.id);
      const [drafts, counts] = await Promise.all([listDrafts(kind, ids), countDrafts()]);
      return { kind: kind.name, list: read.items, page: read, drafts, pendingCount: counts.total };
    }
    const [list, drafts, counts] = await Promise.all([listItems(kind), listDrafts(kind), countDrafts()]);
    return { kind: kind.name, list, page: undefined, drafts, pendingCount: counts.total };
  }, [kind.name, reads, paged && page, paged && query]);
  const lookups = useLookups(kind, reads);
  const editing = useListPresence(kind, reads);
  const dialog = useEditorDialog(kind.name);
  const { show, close } = dialog;
  const [busy, setBusy] = useState(false);
  const { message, messageRef, say, clear: clearMessage, focusMessage, dialogClosed } = useEditorMessage(dialog.open);
  const ready = items.state === 'ready' && items.data.kind === kind.name;
  /** The list's read or its drafts' failed: the list is not shown. */
  const failed = items.state === 'failed' ? items : undefined;
  const all = ready ? items.data.list : [];
  /** A long list's page as read (its items are `all`). */
  const shownPage = ready ? items.data.page : undefined;
  /** The items this screen shows: a menu's entries on its screen, else every item of the kind. */
  const screenItems = all.filter((item) => onScreen(menuScreen, item.values));
  const pendingDrafts: PendingDraft[] = ready ? items.data.drafts : [];
  const draftsOfKind = new Map(
    pendingDrafts.flatMap((draft) => (draft.kind.name === kind.name && draft.itemId !== null ? [[draft.itemId, draft] as const] : [])),
  );
  const known = lookups.state === 'ready' ? lookups.data : {};

  const go = (next: EditorPlace) => {
    goTo(next);
    clearMessage();
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
    onMoved: (list) => {
      if (ready) setItems({ ...items.data, list });
    },
    say,
    refused,
  });
  /** Runs a change of an item and says `text` (or what it makes of the change's answer), or why it was refused. */
  const act = async <T,>(item: ContentItem, work: () => Promise<T>, text: string | ((answer: T) => string), focusMessage = false) => {
    setBusy(true);
    try {
      const answer = await work();
      done(typeof text === 'string' ? text : text(answer), focusMessage);
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
  const countOf = (parentId: number | null) => shownPage?.total ?? all.filter((other) => other.parentId === parentId).length;
  const screenCountOf = (parentId: number | null) => shownPage?.total ?? screenItems.filter((other) => other.parentId === parentId).length;
  const moveTo = (item: ContentItem, parentId: number | null, position: number, asDraft: boolean) => {
    const title = titleOf(kind, item);
    const where = `place ${position + 1}${parentId !== item.parentId ? ` of “${titleIn(known, parentKind, parentId)}”` : ''}`;
    const place = parentId === item.parentId ? placeOf(item, position) : position;
    if (asDraft) {
      const scheduled = draftsOfKind.get(item.id)?.publishAt;
      const saved = `The move of “${title}” to ${where} is saved as a draft: visitors see it when the draft is published.`;
      void act(
        item,
        () => saveMoveAsDraft(kind, item, parentId, place),
        (draft) => unscheduledSaid(saved, Boolean(scheduled) && draft.publishAt === null),
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
          onPlaced: (placed) => {
            if (ready) setItems({ ...items.data, drafts: pendingDrafts.map((other) => (other.id === placed.id ? placed : other)) });
          },
          onDiscarded: () => setReads((n) => n + 1),
          handleFailure,
        });

  const ofParent = parentFilter === null ? screenItems : screenItems.filter((item) => item.parentId === parentFilter);
  // A long list's page is what the server found.
  const shown = shownPage ? ofParent : searchItems(kind, ofParent, known, query, parentFilter === null);
  // New items' drafts show where they will go live (a long list's: first, on its first page); a search shows those
  // whose title it names.
  const newDrafts = draftsOnPage(
    newDraftsOf(pendingDrafts, kind, parentFilter).filter(
      (draft) => onScreen(menuScreen, draft.values) && draft.title.toLowerCase().includes(query.trim().toLowerCase()),
    ),
    shownPage,
  );

  useOpenFromAddress((itemId) => show({ type: 'form', kind, itemId }));

  return (
    <ItemPanelsContext.Provider value={itemPanels}>
      <ContentToolbar
        kind={kind}
        screen={screenKey}
        parentKind={parentKind}
        parentFilter={parentFilter}
        view={view}
        parents={(parentKind && known[parentKind.name]) || []}
        pendingCount={ready ? items.data.pendingCount : 0}
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
          page={page}
          onPage={(number) => go({ page: number })}
        />
      )}
      {view === 'pending' && (
        <ContentPending
          onChanged={(text, variant) => {
            setReads((n) => n + 1);
            say(text, variant);
          }}
          onEdit={editDraft}
          opening={openingDraft}
          reads={reads}
          page={page}
          onPage={(number) => go({ page: number })}
        />
      )}
      {view === 'list' && (
        <>
          {((!failed && !ready) || lookups.state === 'loading') && <p role="status">Loading…</p>}
          {failed && <Alert variant="danger">{failed.message}</Alert>}
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
                onQuery={(text) => {
                  setSearch({ screen: screenKey, text });
                  if (page > 1) go({ page: 1 });
                }}
                shown={shownPage?.matched ?? shown.length}
                total={shownPage?.total ?? ofParent.length}
              />
              {shown.length === 0 && newDrafts.length === 0 && query.trim() !== '' ? (
                <p>
                  No {itemsNoun(kind)} match “{query.trim()}”.
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
              {shownPage && <ContentPager kind={kind} page={shownPage} onPage={(number) => go({ page: number })} />}
              {kind.name === redirects.name && (
                <ContentMissingAddresses reads={reads} onRedirect={(path) => show({ type: 'form', kind, prefill: { from: path } })} />
              )}
            </>
          )}
        </>
      )}
      <ContentEditorDialog
        state={dialog}
        restoreFocus={!focusMessage}
        onClosed={dialogClosed}
        kind={kind}
        parentKind={parentKind}
        parentFilter={parentFilter}
        lookups={known}
        items={all}
        siblingsOf={siblingsOf}
        countOf={screenCountOf}
        busy={busy}
        onDone={(text) => done(text)}
        onDraftChanged={() => setReads((n) => n + 1)}
        onMove={moveTo}
        onDelete={(item, withMenuEntries) =>
          void act(
            item,
            () => deleteItem(kind, item, { withMenuEntries }),
            `“${titleOf(kind, item)}” moved to Recently deleted${withMenuEntries ? ', with the menu entries that linked to it' : ''}.`,
            true,
          )
        }
      />
    </ItemPanelsContext.Provider>
  );
}
