// Pending changes: every draft of every kind that visitors do not see yet, oldest first, fifty a page, with who saved
// it and when, when it goes live on its own, what it changes field by field, and where its review stands;
// each can be opened in its form (a new item's draft too), published, previewed on its page or discarded
// (after a confirmation), and Publish all makes every one live in one go but what waits for review. A
// writer's draft is submitted for review; editors and owners comment, send it back or approve it. The
// preview banner's "Publish…" link lands here; `?draft=<id>` (the review e-mail's link) opens that draft. A
// draft's row: content-pending-row.tsx.
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';

import { kindNamed, pagesFor } from '@common/content-model/kinds';

import { listItems } from '../api/content';
import {
  approveDraft,
  discardDraft,
  getDraft,
  getItemWithDraft,
  listDraftsPage,
  publishDrafts,
  reviewDraft,
  submitForReview,
  type PendingDraft,
} from '../api/content-drafts';
import { failureMessage, failureStatus } from '@/lib/staff/staff-request';

import { PendingRow } from './content-pending-row';
import { openPreview, previewPath } from './content-preview';
import type { ReviewAction } from './content-review';
import type { Lookups } from './content-values';
import type { MessageVariant } from './use-editor-message';
import { useStaffSession } from '@/components/staff-frame/staff-session';
import { useStaffLoad } from '@/components/staff-frame/use-staff-load';
import { StaffTableHead } from '@/components/staff-frame/staff-table-head';
import { PageButtons } from '@/components/staff-frame/staff-paged-list';

export interface ContentPendingProps {
  /** After drafts were published or discarded: the message to show, so the lists read again. */
  onChanged: (message: string, variant?: MessageVariant) => void;
  /** Opens a draft in its form: an existing item's, or a new item's draft. */
  onEdit: (draft: PendingDraft) => void;
  /** A draft to open as soon as the list is read (`?draft=<id>`); null: none. */
  opening: number | null;
  /** Goes up when something was saved elsewhere (a draft's form): the list reads again. */
  reads: number;
  /** The page of the list the address names (1 for the first). */
  page: number;
  /** Shows another page (in the address). */
  onPage: (page: number) => void;
}

/** The kinds whose items a draft names: its relations' (a plan's service), and its parent's when a move takes it to another. */
const kindsNamedBy = (draft: PendingDraft) => [
  ...Object.values(draft.kind.fields).flatMap((field) => (field.type === 'relation' || field.type === 'relations' ? [field.to] : [])),
  ...(draft.kind.parent && draft.changes.some((change) => change.field === draft.kind.parent?.field) ? [draft.kind.parent.kind] : []),
];

/** A draft a link names (`?draft=<id>`), wherever its page is; null when it is no longer pending. */
async function draftNamed(id: number): Promise<PendingDraft | null> {
  try {
    return await getDraft(id);
  } catch (error) {
    if (failureStatus(error) === 404) return null;
    throw error;
  }
}

async function loadPending(page: number, opening: number | null) {
  const read = await listDraftsPage(page);
  const named = [...new Set(read.drafts.flatMap(kindsNamedBy))].flatMap((name) => kindNamed(name) ?? []);
  const onPage = read.drafts.find((draft) => draft.id === opening);
  const [lists, opened] = await Promise.all([
    Promise.all(named.map((kind) => listItems(kind))),
    opening === null ? null : (onPage ?? draftNamed(opening)),
  ]);
  return { ...read, opened, lookups: Object.fromEntries(named.map((kind, index) => [kind.name, lists[index]!])) as Lookups };
}

/** The page a draft shows on; an existing item's parent is read from the item (drafts hold fields only). */
async function previewOf(draft: PendingDraft): Promise<string> {
  const parentId =
    draft.itemId !== null && draft.kind.parent ? (await getItemWithDraft(draft.kind, draft.itemId)).item.parentId : draft.parentId;
  return previewPath(draft.kind, { itemId: draft.itemId, parentId, values: draft.values });
}

export function ContentPending({ onChanged, onEdit, opening, reads: outside, page, onPage }: ContentPendingProps) {
  const { handleFailure, session } = useStaffSession();
  const writer = session?.role === 'writer';
  const [reads, setReads] = useState(0);
  const [pending] = useStaffLoad(() => loadPending(page, opening), [reads, outside, page]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  /** The review step whose form is open, under its draft's row. */
  const [reviewing, setReviewing] = useState<{ draft: number; action: ReviewAction }>();
  const drafts = pending.state === 'ready' ? pending.data.drafts : [];
  const lookups = pending.state === 'ready' ? pending.data.lookups : {};
  // The draft a link named opens once, when the list has been read.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || opening === null || pending.state !== 'ready') return;
    opened.current = true;
    if (pending.data.opened) onEdit(pending.data.opened);
  }, [opening, pending, onEdit]);
  /** A link named a draft that is no longer pending. */
  const gone = opening !== null && pending.state === 'ready' && pending.data.opened === null;
  const total = pending.state === 'ready' ? pending.data.total : 0;
  const pages = pending.state === 'ready' ? pagesFor(total, pending.data.size) : 1;
  const shownPage = pending.state === 'ready' ? pending.data.number : page;

  /** Runs a change and says how it went: its sentence, or with the tone of a change done in part. */
  const act = async (work: () => Promise<string | { text: string; variant: MessageVariant }>) => {
    setBusy(true);
    setFailure('');
    try {
      const said = await work();
      if (typeof said === 'string') onChanged(said);
      else onChanged(said.text, said.variant);
      setReads((n) => n + 1);
    } catch (error) {
      handleFailure(error);
      setFailure(failureMessage(error));
      setReads((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };
  const named = (draft: PendingDraft) => `${draft.kind.label} “${draft.title}”`;
  // A scheduled draft is published before its time only when asked (the row's confirmation says so).
  const publishOne = (draft: PendingDraft) =>
    act(async () => {
      await publishDrafts([draft], { early: draft.publishAt !== null });
      return `${named(draft)} published: visitors see it now.`;
    });
  // A draft the content's rules refuse (its address taken since) stays, named in the message: the run was done in part.
  const publishAll = () =>
    act(async () => {
      const { message, notPublished } = await publishDrafts('all');
      return { text: message, variant: notPublished > 0 ? 'warning' : 'success' };
    });
  const review = (draft: PendingDraft, action: ReviewAction, note: string, publishAt: string | null) =>
    act(async () => {
      setReviewing(undefined);
      if (action === 'approve') return approveDraft(draft, note, publishAt);
      if (action === 'submit') {
        await submitForReview(draft, note);
        return `${named(draft)} is submitted for review: an editor will publish it or send it back with a comment.`;
      }
      await reviewDraft(draft, action, note);
      return action === 'send-back' ? `${named(draft)} is sent back to its writer with your comment.` : 'Your comment is on the draft.';
    });
  /** Publish all publishes what no one needs to review: not a draft in review, sent back, or a writer's not yet approved. */
  const waiting = pending.state === 'ready' ? pending.data.inReview : 0;
  const discard = (draft: PendingDraft) =>
    act(async () => {
      await discardDraft(draft);
      return `The draft of ${named(draft).replace(/^./, (c) => c.toLowerCase())} was discarded: the live version stays.`;
    });
  const preview = (draft: PendingDraft) => {
    setFailure('');
    openPreview(previewOf(draft)).then(
      (shown) => shown || setFailure('The browser blocked the new tab: allow pop-ups for this site.'),
      (error: unknown) => {
        handleFailure(error);
        setFailure(failureMessage(error));
      },
    );
  };

  return (
    <section aria-labelledby="content-pending-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="content-pending-title" className="h4 mb-0 me-auto" tabIndex={-1}>
          Pending changes
        </h2>
        {total > waiting && !writer && (
          <Button variant="primary" disabled={busy} onClick={() => void publishAll()}>
            Publish all ({total - waiting})
          </Button>
        )}
      </div>
      <p className="text-body-secondary">
        Drafts wait here until they are published: visitors see none of them. A scheduled draft goes live on its own at its time: Publish
        all leaves it for then, and leaves what waits for review.{' '}
        {writer
          ? 'Submit your draft for review when it is ready: an editor publishes it or sends it back with a comment.'
          : 'A writer’s draft is published by approving it.'}
      </p>
      <div aria-live="polite">
        {failure && <Alert variant="danger">{failure}</Alert>}
        {gone && <Alert variant="info">The draft the link named is no longer pending: it was published or discarded.</Alert>}
      </div>
      {pending.state === 'loading' && <p role="status">Loading…</p>}
      {pending.state === 'failed' && <Alert variant="danger">{pending.message}</Alert>}
      {pending.state === 'ready' && total === 0 && <p>No pending changes.</p>}
      {pages > 1 && (
        <p>
          {total.toLocaleString('en-IN')} drafts, page {shownPage.toLocaleString('en-IN')} of {pages.toLocaleString('en-IN')}
        </p>
      )}
      {drafts.length > 0 && (
        <Table responsive className="staff-table content-table content-pending align-middle">
          <caption className="visually-hidden">Pending changes, oldest first</caption>
          <StaffTableHead columns={['What', 'Kind', 'Changes', 'Saved', 'Goes live']} />
          <tbody>
            {drafts.map((draft) => (
              <PendingRow
                key={draft.id}
                draft={draft}
                lookups={lookups}
                writer={writer}
                email={session?.email}
                busy={busy}
                reviewing={reviewing?.draft === draft.id ? reviewing.action : undefined}
                onReview={(action) => setReviewing({ draft: draft.id, action })}
                onCancelReview={() => setReviewing(undefined)}
                onSendReview={(action, note, publishAt) => void review(draft, action, note, publishAt)}
                onEdit={() => onEdit(draft)}
                onPublish={() => void publishOne(draft)}
                onPreview={() => preview(draft)}
                onDiscard={() => void discard(draft)}
              />
            ))}
          </tbody>
        </Table>
      )}
      <PageButtons label="Pages of pending changes" page={shownPage} pages={pages} onPage={onPage} top="content-pending-title" />
    </section>
  );
}
