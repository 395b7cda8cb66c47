// New items not published yet, shown in their list where they will go live: a draft of a new item holds
// its place as how many of the list's live items come before it (the server's `position`; none: at the
// end). Its row is marked Draft (and Scheduled with its time); Edit opens it in its form again (to change
// it, preview it, schedule it or publish it), Up and Down move it past one live item, and Discard throws it away. A
// new page's or article's row has Preview where a live one has View page.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import Button from 'react-bootstrap/Button';

import { itemsNoun, kindNamed, orderedByHand, type KindDeclaration } from '@common/content-model/kinds';
import { unscheduledSaid } from '@common/staff-roles';

import type { ContentItem } from '../api/content';
import { discardDraft, placeDraft, type PendingDraft } from '../api/content-drafts';
import { failureMessage } from '@/lib/staff/staff-request';

import { itemAddress } from './content-address';
import { ConfirmButton } from './content-confirm';
import { previewPath } from './content-preview';
import { formatValue, titleIn, type Lookups } from './content-values';

/** One row of a list: a live item, or a new item's draft with how many of its list's live items come before it. */
export type ListRow = { type: 'item'; item: ContentItem } | { type: 'draft'; draft: PendingDraft; liveBefore: number; liveCount: number };

/** The drafts of new items of a kind, in the lists shown (one parent's, or every parent's when `parentId` is null). */
export function newDraftsOf(drafts: readonly PendingDraft[], kind: KindDeclaration, parentId: number | null): PendingDraft[] {
  return drafts.filter(
    (draft) => draft.kind.name === kind.name && draft.itemId === null && (parentId === null || draft.parentId === parentId),
  );
}

/**
 * The rows in their order: the live items as given, each new draft after as many live items of its own
 * list as its place says (at the end without one, or when its list shows none); drafts in the same place
 * in the order they were drafted, as the server publishes them.
 */
export function rowsWithNewDrafts(
  items: readonly ContentItem[],
  drafts: readonly PendingDraft[],
  liveCountOf: (parentId: number | null) => number,
): ListRow[] {
  const rows: ListRow[] = items.map((item) => ({ type: 'item', item }));
  const ordered = [...drafts].sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.id - b.id);
  for (const draft of ordered) {
    const liveCount = liveCountOf(draft.parentId);
    const liveBefore = Math.min(draft.position ?? liveCount, liveCount);
    const ofList = rows.flatMap((row, index) => (row.type === 'item' && row.item.parentId === draft.parentId ? [index] : []));
    // After the live items before it and the drafts already put in the same place.
    let at =
      liveBefore === 0
        ? (ofList[0] ?? rows.length)
        : ofList[liveBefore - 1] === undefined
          ? (ofList.at(-1) ?? rows.length - 1) + 1
          : ofList[liveBefore - 1]! + 1;
    while (rows[at]?.type === 'draft' && (rows[at] as { liveBefore: number }).liveBefore === liveBefore) at++;
    rows.splice(at, 0, { type: 'draft', draft, liveBefore, liveCount });
  }
  return rows;
}

export type NewDraftAction = 'edit' | 'up' | 'down' | 'discard';

/** The id of a new draft's action button, so focus can return to it. */
export const draftActionId = (draft: PendingDraft, action: NewDraftAction) => `content-draft-${draft.id}-${action}`;

export interface NewDraftActionsOptions {
  kind: KindDeclaration;
  /** How many live items a parent's list has. */
  countOf: (parentId: number | null) => number;
  setBusy: (busy: boolean) => void;
  say: (text: string, variant?: 'success' | 'danger', focus?: boolean) => void;
  /** The draft in its new place, as the server answered: the list shows it there. */
  onPlaced: (draft: PendingDraft) => void;
  /** A draft was discarded: the list reads again. */
  onDiscarded: () => void;
  handleFailure: (failure: unknown) => void;
}

/**
 * What a new draft's buttons do: Up and Down move it past one live item, Discard throws it away. A moved
 * row is drawn in its new place at once (flushSync), and only then does its button take focus back, so
 * neither a late render nor a read of the list can take the focus away again.
 */
export function runNewDraftAction(
  action: Exclude<NewDraftAction, 'edit'>,
  draft: PendingDraft,
  { kind, countOf, setBusy, say, onPlaced, onDiscarded, handleFailure }: NewDraftActionsOptions,
) {
  const label = kind.label.toLowerCase();
  const live = countOf(draft.parentId);
  const place = Math.min(draft.position ?? live, live);
  const to = Math.max(0, place + (action === 'up' ? -1 : 1));
  const failed = (failure: unknown) => {
    setBusy(false);
    handleFailure(failure);
    say(failureMessage(failure), 'danger', true);
  };
  setBusy(true);
  if (action === 'discard') {
    discardDraft(draft).then(() => {
      setBusy(false);
      onDiscarded();
      say(`The draft of the new ${label} “${draft.title}” was discarded.`, 'success', true);
    }, failed);
    return;
  }
  placeDraft(draft, to).then((placed) => {
    flushSync(() => {
      onPlaced(placed);
      setBusy(false);
    });
    const after = to === 0 ? 'no other' : to === 1 ? 'the first' : `the first ${to}`;
    const placedAt = `The new ${label} “${draft.title}” goes live after ${after} of the list’s ${live} ${itemsNoun(kind, live)}.`;
    say(unscheduledSaid(placedAt, Boolean(draft.publishAt) && placed.publishAt === null));
    // At either end of the list its button is off: the other one takes focus.
    const focus = to === 0 ? 'down' : to >= live ? 'up' : action;
    document.getElementById(draftActionId(draft, focus))?.focus();
  }, failed);
}

export interface NewDraftRowProps {
  kind: KindDeclaration;
  row: Extract<ListRow, { type: 'draft' }>;
  columns: readonly (readonly [string, KindDeclaration['fields'][string]])[];
  lookups: Lookups;
  showParent: boolean;
  busy: boolean;
  badges: ReactNode;
  onAction: (action: NewDraftAction, draft: PendingDraft) => void;
}

export function NewDraftRow({ kind, row, columns, lookups, showParent, busy, badges, onAction }: NewDraftRowProps) {
  const { draft, liveBefore, liveCount } = row;
  const parentKind = kind.parent ? kindNamed(kind.parent.kind) : undefined;
  const title = draft.title;
  const button = (action: 'up' | 'down', text: string, label: string, disabled: boolean) => (
    <Button
      id={draftActionId(draft, action)}
      size="sm"
      variant="outline-secondary"
      aria-label={label}
      disabled={disabled || busy}
      onClick={() => onAction(action, draft)}
    >
      {text}
    </Button>
  );
  return (
    <tr data-draft-id={draft.id} className="content-row content-row--new">
      {orderedByHand(kind) && <td className="content-row__handle-cell" />}
      <th scope="row">
        {title}
        {badges}
      </th>
      {columns.map(([name, field]) => (
        <td key={name} data-label={field.label}>
          {formatValue(field, draft.values[name] ?? null, lookups)}
        </td>
      ))}
      {parentKind && showParent && <td data-label={parentKind.label}>{titleIn(lookups, parentKind, draft.parentId)}</td>}
      <td>
        <div className="content-list__actions">
          <Button
            id={draftActionId(draft, 'edit')}
            size="sm"
            variant="outline-primary"
            aria-label={`Edit the new ${kind.label.toLowerCase()} ${title}`}
            disabled={busy}
            onClick={() => onAction('edit', draft)}
          >
            Edit
          </Button>
          {/* Not live, so no page to view: its preview shows it with every pending draft, to signed-in staff. */}
          {itemAddress(kind, draft.values) && (
            <a
              className="btn btn-sm btn-link"
              href={previewPath(kind, { itemId: null, parentId: draft.parentId, values: draft.values })}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Preview the new ${kind.label.toLowerCase()} ${title} (opens in a new tab)`}
            >
              Preview
            </a>
          )}
          {orderedByHand(kind) && (
            <>
              {button('up', 'Up', `Move the new ${kind.label.toLowerCase()} ${title} up`, liveBefore === 0)}
              {button('down', 'Down', `Move the new ${kind.label.toLowerCase()} ${title} down`, liveBefore >= liveCount)}
            </>
          )}
          <ConfirmButton
            size="sm"
            label={`Discard the new ${kind.label.toLowerCase()} ${title}`}
            question="Discard this draft? The new item is lost."
            confirm="Discard the draft"
            disabled={busy}
            onConfirm={() => onAction('discard', draft)}
          >
            Discard
          </ConfirmButton>
        </div>
      </td>
    </tr>
  );
}
