// A kind's items as a table in their order: the title (marked "Draft", and "Scheduled" with its time,
// while the item has a pending draft, with the place a move saved in it takes the item to; "Rahul is
// editing this (since 9:24 pm)" while someone else has it open) and the kind's declared columns, the
// parent by its title, and each item's actions (edit, move up or down, move, history, delete, and a
// service's page on the site, a built page's, an article's or a category's in a new tab). Each row's handle reorders
// it within its own list: dragged (mouse, finger or pen), or with the arrow keys, Home and End while it has focus. A
// long list (articles newest first, redirects by their old address) has no handle, Up, Down or Move…. New items not
// published yet are rows of their own where they will go live (content-new-drafts.tsx).
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';

import { itemsNoun, kindNamed, longListOrder, orderedByHand, type KindDeclaration } from '@common/content-model/kinds';

import { hrefs } from '@common/paths';

import type { ContentItem } from '../api/content';
import type { Editing } from '../api/presence';
import type { PendingDraft } from '../api/content-drafts';

import { itemAddress } from './content-address';
import { NewDraftRow, rowsWithNewDrafts, type NewDraftAction } from './content-new-drafts';
import { handleHint, positionForKey, positionOfSlot } from './content-order';
import { EditingBadges } from './content-presence';
import { formatValue, titleIn, titleOf, type Lookups } from './content-values';
import { formatTime } from '@/lib/staff/format-time';
import { useRowDrag } from './use-row-drag';

/**
 * "Draft" (or "New, draft") with who holds it, "In review", "Scheduled" with its time, and the place a move saved in the
 * draft takes the item to.
 */
export function DraftBadges({ draft }: { draft: PendingDraft }) {
  const holders = draft.savedBy.map((person) => person.name).join(', ');
  return (
    <span className="content-list__status">
      {' '}
      <span className="content-badge content-badge--draft" title={holders ? `Drafted by ${holders}` : undefined}>
        {draft.itemId === null ? 'New, draft' : 'Draft'}
      </span>
      {holders && <span className="visually-hidden"> by {holders}</span>}
      {draft.review && (
        <>
          {' '}
          <span className={`content-badge content-badge--${draft.review}`}>{draft.review === 'in-review' ? 'In review' : 'Sent back'}</span>
        </>
      )}
      {draft.itemId !== null && draft.position !== null && (
        <>
          {' '}
          <span className="content-badge content-badge--draft">Moves to place {draft.position + 1}</span>
        </>
      )}
      {draft.publishAt && (
        <>
          {' '}
          <span className="content-badge content-badge--scheduled">Scheduled {formatTime(draft.publishAt)}</span>
        </>
      )}
    </span>
  );
}

/** The item's list, with `ids` (its own list's items) in their new order and every other item where it was. */
export function withOrder(items: readonly ContentItem[], parentId: number | null, ids: readonly number[]): ContentItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  let next = 0;
  return items.map((item) => {
    if (item.parentId !== parentId) return item;
    const position = next++;
    return { ...byId.get(ids[position]!)!, position };
  });
}

export type ContentAction = 'edit' | 'handle' | 'up' | 'down' | 'move' | 'history' | 'delete';

/** The id of an item's action button, so focus can return to it. */
export const actionId = (kind: KindDeclaration, item: ContentItem, action: ContentAction) => `content-${kind.name}-${item.id}-${action}`;

export interface ContentListProps {
  kind: KindDeclaration;
  /** The items shown (one parent's, or all). */
  items: readonly ContentItem[];
  lookups: Lookups;
  /** Whether to show each item's parent (not when the list shows one parent's items). */
  showParent: boolean;
  /** The ids of the item's own list, in order (its Up is off when it is first, its Down when last). */
  siblingsOf: (item: ContentItem) => readonly number[];
  onAction: (action: ContentAction, item: ContentItem) => void;
  /** Reorders the item to a place in its own list, by its handle: dragged, or by a key (focus stays on the handle). */
  onReorder: (item: ContentItem, position: number) => void;
  /** The pending drafts of the kind's items, by item id. */
  drafts: ReadonlyMap<number, PendingDraft>;
  /** Who else has which item open in the editor now, by item id. */
  editing?: ReadonlyMap<number, readonly Editing[]>;
  /** Drafts of new items, shown where they will go live. */
  newDrafts?: readonly PendingDraft[];
  /** How many live items a parent's list has (all of them, shown or not). */
  liveCountOf?: (parentId: number | null) => number;
  onDraftAction?: (action: NewDraftAction, draft: PendingDraft) => void;
  busy?: boolean;
}

export function ContentList(props: ContentListProps) {
  const {
    kind,
    items,
    lookups,
    showParent,
    siblingsOf,
    onAction,
    onReorder,
    drafts,
    editing,
    newDrafts = [],
    liveCountOf = () => 0,
    onDraftAction = () => {},
    busy = false,
  } = props;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const byId = new Map(items.map((item) => [item.id, item]));
  const othersShown = (id: number) => {
    const parentId = byId.get(id)?.parentId;
    return items.filter((other) => other.id !== id && other.parentId === parentId).map((other) => other.id);
  };
  const { drag, onPointerDown } = useRowDrag({
    bodyRef,
    othersShown,
    onDrop: (id, slot) => {
      const item = byId.get(id);
      if (!item) return;
      const siblings = siblingsOf(item);
      const position = positionOfSlot(siblings, id, othersShown(id), slot);
      if (position !== siblings.indexOf(id)) onReorder(item, position);
    },
  });
  /** While a row is dragged, the list shows it where it would drop: the others make room for it. */
  const shownInOrder = (() => {
    if (!drag) return items;
    const dragged = byId.get(drag.id)!;
    const shown = othersShown(drag.id);
    const rest = items.filter((item) => item.id !== drag.id);
    const before = shown[drag.slot];
    const at = before !== undefined ? rest.findIndex((item) => item.id === before) : rest.findIndex((item) => item.id === shown.at(-1)) + 1;
    return [...rest.slice(0, at), dragged, ...rest.slice(at)];
  })();
  const parentKind = kind.parent ? kindNamed(kind.parent.kind) : undefined;
  const byHand = orderedByHand(kind);
  const titleLabel = kind.fields[kind.title]?.label ?? 'Title';
  const columns = kind.columns.flatMap((name) => {
    const field = kind.fields[name];
    return field ? [[name, field] as const] : [];
  });
  if (items.length === 0 && newDrafts.length === 0) return <p>No {itemsNoun(kind)} here yet.</p>;
  return (
    <Table
      responsive
      className={`staff-table content-table align-middle${drag ? ' content-table--dragging' : ''}${byHand ? '' : ' content-table--by-date'}`}
    >
      <caption className="visually-hidden">
        {kind.plural}, {byHand ? 'in their order' : longListOrder(kind) === 'newest first' ? 'newest first' : `by “${titleLabel}”, A to Z`}
      </caption>
      <thead>
        <tr>
          {byHand && (
            <th scope="col">
              <span className="visually-hidden">Order</span>
            </th>
          )}
          <th scope="col">{titleLabel}</th>
          {columns.map(([name, field]) => (
            <th key={name} scope="col">
              {field.label}
            </th>
          ))}
          {parentKind && showParent && <th scope="col">{parentKind.label}</th>}
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {rowsWithNewDrafts(shownInOrder, newDrafts, liveCountOf).map((row) => {
          if (row.type === 'draft') {
            return (
              <NewDraftRow
                key={`draft-${row.draft.id}`}
                kind={kind}
                row={row}
                columns={columns}
                lookups={lookups}
                showParent={showParent}
                busy={busy}
                badges={<DraftBadges draft={row.draft} />}
                onAction={onDraftAction}
              />
            );
          }
          const { item } = row;
          const title = titleOf(kind, item);
          const siblings = siblingsOf(item);
          const index = siblings.indexOf(item.id);
          const first = index === 0;
          const last = index === siblings.length - 1;
          const dragged = drag?.id === item.id;
          const rowClass = dragged ? 'content-row content-row--dragged' : 'content-row';
          const draft = drafts.get(item.id);
          const others = editing?.get(item.id) ?? [];
          const address = itemAddress(kind, item.values);
          const button = (action: ContentAction, text: string, label: string, variant = 'outline-secondary', disabled = false) => (
            <Button
              id={actionId(kind, item, action)}
              size="sm"
              variant={variant}
              aria-label={label}
              disabled={disabled}
              onClick={() => onAction(action, item)}
            >
              {text}
            </Button>
          );
          return (
            <tr key={item.id} data-row-id={item.id} className={rowClass}>
              {byHand && (
                <td className="content-row__handle-cell">
                  <button
                    type="button"
                    id={actionId(kind, item, 'handle')}
                    className="content-row__handle"
                    aria-label={`Reorder ${title}`}
                    aria-describedby={`${actionId(kind, item, 'handle')}-hint`}
                    onPointerDown={onPointerDown(item.id)}
                    onKeyDown={(event) => {
                      if (drag) return;
                      const to = positionForKey(event.key, index, siblings.length);
                      if (to === undefined) return;
                      event.preventDefault();
                      onReorder(item, to);
                    }}
                  >
                    <span aria-hidden="true">⠿</span>
                  </button>
                  <span id={`${actionId(kind, item, 'handle')}-hint`} className="visually-hidden">
                    {handleHint(index, siblings.length)}
                  </span>
                </td>
              )}
              <th scope="row">
                {title}
                {draft && <DraftBadges draft={draft} />}
                {others.length > 0 && <EditingBadges editing={others} />}
              </th>
              {columns.map(([name, field]) => (
                <td key={name} data-label={field.label}>
                  {formatValue(field, item.values[name], lookups)}
                </td>
              ))}
              {parentKind && showParent && <td data-label={parentKind.label}>{titleIn(lookups, parentKind, item.parentId)}</td>}
              <td>
                <div className="content-list__actions">
                  {button('edit', 'Edit', `Edit ${title}`, 'outline-primary')}
                  {byHand && (
                    <>
                      {button('up', 'Up', `Move ${title} up`, 'outline-secondary', first)}
                      {button('down', 'Down', `Move ${title} down`, 'outline-secondary', last)}
                      {button(
                        'move',
                        'Move…',
                        `Move ${title} to another place${parentKind ? ` or ${parentKind.label.toLowerCase()}` : ''}`,
                      )}
                    </>
                  )}
                  {button('history', 'History', `History of ${title}`)}
                  {button('delete', 'Delete', `Delete ${title}`, 'outline-danger')}
                  {kind.name === 'services' && (
                    <a className="btn btn-sm btn-link" href={hrefs.serviceDetails(item.id)} aria-label={`View ${title} on site`}>
                      View on site
                    </a>
                  )}
                  {/* A row is live (a new item's draft is a row of its own, without it): its page, as visitors see it. */}
                  {address && (
                    <a
                      className="btn btn-sm btn-link"
                      href={address}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`View page: ${title} (opens in a new tab)`}
                    >
                      View page
                    </a>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
