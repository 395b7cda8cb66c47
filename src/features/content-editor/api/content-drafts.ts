// Drafts of the content editor (/api/staff/content): a change saved without going live, listed with
// what it changes field by field, previewed, published (one, some or all at once, or on its own at a
// time given in India time) or discarded. Answers are read against the kind's declared fields.
import { kindNamed, type KindDeclaration } from '@common/content-model/kinds';

import { ApiError } from '@/lib/api-client';
import { isRecord, listOf, toAmount, toId, toText } from '@/lib/validate';

import { itemPath, mergedMessage, readFieldValue, readItem, type ContentItem, type FieldValue, type Saved } from './content';
import { readEditing, readStaffMember, type Editing, type StaffMember } from './presence';
import { staffGet, staffSend } from '@/lib/staff/staff-request';

/** One field a draft changes: its value live now (null for a new item) and as the draft has it. */
export interface DraftChange {
  field: string;
  label: string;
  from: FieldValue;
  to: FieldValue;
}

/** A change saved as a draft: visitors do not see it until it is published. */
export interface PendingDraft {
  id: number;
  kind: KindDeclaration;
  /** The item it changes; null for a new item. */
  itemId: number | null;
  /** The list a new item joins (its parent's id), or the one a move saved in the draft takes the item to; null otherwise. */
  parentId: number | null;
  /**
   * Its place in that list: for a new item, how many of the list's live items come before it (null: at the
   * end); for an item, the place a move saved in the draft takes it to (null: it stays where it is).
   */
  position: number | null;
  title: string;
  /** Every declared field as the draft has it. */
  values: Record<string, FieldValue>;
  changes: DraftChange[];
  /** When it goes live on its own (UTC ISO 8601); null: when someone publishes it. */
  publishAt: string | null;
  /** When its page or article leaves the site once it is live (UTC ISO 8601); null: it stays. */
  unpublishAt: string | null;
  /** Where the address then sends visitors; null: 410 Gone. */
  unpublishTo: string | null;
  /** Counts its saves: a save names the version the form opened, so a colleague's later save is merged, never lost. */
  version: number;
  /** Its review: a writer submitted it and it waits, or a reviewer sent it back; null: none. */
  review: 'in-review' | 'sent-back' | null;
  /** Its review's steps, first one first. */
  reviewSteps: ReviewStep[];
  /** Everyone who saved it, first one first: who holds a draft of the item (their display name, else their e-mail's name part). */
  savedBy: StaffMember[];
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
}

/** A step of a draft's review: the writer's submission with a note, a comment, a send-back's reason, the approval. */
export interface ReviewStep {
  action: 'submit' | 'comment' | 'send-back' | 'approve';
  note: string;
  /** Who took it: their e-mail, and their name as colleagues read it. */
  actor: string;
  actorName: string;
  at: string;
}

/** When a live page or article is taken down, and where its address then sends visitors (null: 410 Gone). */
export interface TakeDown {
  at: string;
  to: string | null;
}

/** An item as the editor opens it: live, with its pending draft if it has one, and who else has it open. */
export interface ItemWithDraft {
  item: ContentItem;
  draft: PendingDraft | null;
  /** The others with the item open now (an answer without them: none). */
  editing: Editing[];
  /** A page's or an article's scheduled take-down; null: none (or not a page or an article). */
  takeDown: TakeDown | null;
}

const REVIEW_ACTIONS = ['submit', 'comment', 'send-back', 'approve'] as const;

function readReviewStep(value: unknown): ReviewStep | undefined {
  if (!isRecord(value)) return undefined;
  const action = REVIEW_ACTIONS.find((one) => one === value.action);
  const actor = toText(value.actor);
  return action && { action, note: toText(value.note), actor, actorName: toText(value.actor_name) || actor, at: toText(value.at) };
}

const timeOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

const ROOT = '/api/staff/content';
const ifMatch = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });

export function readDraft(value: unknown): PendingDraft | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  const kind = kindNamed(toText(value.kind));
  if (id === undefined || !kind || !isRecord(value.values)) return undefined;
  const values = value.values;
  const changes = listOf(value.changes, (change): DraftChange | undefined => {
    if (!isRecord(change)) return undefined;
    // A move saved in the draft: its place (1 is the first) and, to another list, the parent's id.
    const place = toText(change.field) === 'position' || toText(change.field) === kind.parent?.field;
    if (place)
      return { field: toText(change.field), label: toText(change.label), from: toId(change.from) ?? null, to: toId(change.to) ?? null };
    const field = kind.fields[toText(change.field)];
    if (!field) return undefined;
    const isNew = change.from === null;
    return {
      field: toText(change.field),
      label: toText(change.label) || field.label,
      from: isNew ? null : readFieldValue(field, change.from),
      to: readFieldValue(field, change.to),
    };
  });
  return {
    id,
    kind,
    itemId: toId(value.item_id) ?? null,
    parentId: toId(value.parent_id) ?? null,
    position: typeof value.position === 'number' && Number.isInteger(value.position) && value.position >= 0 ? value.position : null,
    title: toText(value.title),
    values: Object.fromEntries(Object.entries(kind.fields).map(([name, field]) => [name, readFieldValue(field, values[name])])),
    changes,
    publishAt: timeOrNull(value.publish_at),
    unpublishAt: timeOrNull(value.unpublish_at),
    unpublishTo: timeOrNull(value.unpublish_to),
    version: toId(value.version) ?? 1,
    review: value.review === 'in-review' || value.review === 'sent-back' ? value.review : null,
    reviewSteps: listOf(value.review_steps, readReviewStep),
    savedBy: listOf(value.saved_by, readStaffMember),
    createdBy: toText(value.created_by),
    createdAt: toText(value.created_at),
    updatedBy: toText(value.updated_by),
    updatedAt: toText(value.updated_at),
  };
}

function draftOf(value: unknown): PendingDraft {
  const draft = readDraft(value);
  if (!draft) throw new ApiError('The server sent an unexpected response', 'malformed', value);
  return draft;
}

/** An answer carrying the live item and its draft. */
export function readItemWithDraft(kind: KindDeclaration, value: unknown): ItemWithDraft {
  const item = readItem(kind, value);
  if (!item || !isRecord(value)) throw new ApiError('The server sent an unexpected response', 'malformed', value);
  const takeDown = isRecord(value.take_down) && typeof value.take_down.at === 'string' ? value.take_down : undefined;
  return {
    item,
    draft: value.draft ? draftOf(value.draft) : null,
    editing: readEditing(value.editing),
    takeDown: takeDown ? { at: takeDown.at as string, to: timeOrNull(takeDown.to) } : null,
  };
}

/** A pending draft by its id (a new item's too), with its version. */
export async function getDraft(id: number): Promise<PendingDraft> {
  return draftOf(await staffGet(`${ROOT}/drafts/${id}`));
}

/** The item live now, with its pending draft (null when it has none). */
export async function getItemWithDraft(kind: KindDeclaration, id: number): Promise<ItemWithDraft> {
  return readItemWithDraft(kind, await staffGet(itemPath(kind, id)));
}

export interface DraftSave {
  /** The item the draft changes, opened at `version`; left out for a new item. */
  item?: { id: number; version: number };
  /**
   * The draft the form opened (its id and version): a save names it, so a colleague's save since is merged with this
   * one field by field; null: the form opened without a draft. A new item's draft is saved by its id.
   */
  draft?: Pick<PendingDraft, 'id' | 'version'> | null;
  values: Record<string, unknown>;
  /** When it goes live on its own (ISO 8601 with its offset); null clears it; left out keeps it. */
  publishAt?: string | null;
  /** Pages and articles: when the item is taken down (null clears it) and where its address then sends visitors. */
  takeDown?: { at: string | null; to: string | null };
}

/**
 * Saves a draft; a change names the version it was opened at (the item's, and the draft's): when someone saved
 * since, the two are merged (`merged` says so) unless both changed the same field (412, see conflictOf).
 */
export async function saveDraft(
  kind: KindDeclaration,
  { item, draft, values, publishAt, takeDown }: DraftSave,
): Promise<Saved<PendingDraft>> {
  const times = {
    ...(publishAt === undefined ? {} : { _publish_at: publishAt }),
    ...(takeDown === undefined ? {} : { _unpublish_at: takeDown.at, _unpublish_to: takeDown.to }),
  };
  if (!item && draft) {
    const { data, message } = await staffSend('PATCH', `${ROOT}/drafts/${draft.id}`, { ...values, ...times }, ifMatch(draft.version));
    return { saved: draftOf(data), merged: /together with/.test(message) ? message : null };
  }
  // The draft the form opened, by its id and version: a colleague's draft begun since that one went is told from it.
  const opened = draft ? { _draft_version: draft.version, _draft_id: draft.id } : { _draft_version: null };
  const body = { ...values, _status: 'draft', ...times, ...(item ? opened : {}) };
  const { data, message } = item
    ? await staffSend('PATCH', itemPath(kind, item.id), body, ifMatch(item.version))
    : await staffSend('POST', `${ROOT}/${kind.name}`, body);
  return { saved: draftOf(data.draft), merged: mergedMessage(data, message) };
}

/** A writer asks for the draft to be reviewed, with a note for the reviewer. */
export async function submitForReview(draft: Pick<PendingDraft, 'id'>, note: string): Promise<PendingDraft> {
  return draftOf((await staffSend('POST', `${ROOT}/drafts/${draft.id}/submit`, { note })).data);
}

/** A comment on a draft in review; a reviewer's send-back says what to change. */
export async function reviewDraft(draft: Pick<PendingDraft, 'id'>, step: 'comment' | 'send-back', note: string): Promise<PendingDraft> {
  return draftOf((await staffSend('POST', `${ROOT}/drafts/${draft.id}/${step}`, { note })).data);
}

/** A reviewer approves a draft: live at once, or at `publishAt` (ISO 8601 with its offset). Answers the server's message. */
export async function approveDraft(draft: Pick<PendingDraft, 'id'>, note: string, publishAt: string | null): Promise<string> {
  return (await staffSend('POST', `${ROOT}/drafts/${draft.id}/approve`, { note, ...(publishAt ? { publish_at: publishAt } : {}) })).message;
}

/** Puts a new item's draft in a place of its list: how many of the list's live items come before it. */
export async function placeDraft(draft: Pick<PendingDraft, 'id'>, position: number, parentId?: number | null): Promise<PendingDraft> {
  const body = parentId ? { position, parent_id: parentId } : { position };
  return draftOf((await staffSend('POST', `${ROOT}/drafts/${draft.id}/move`, body)).data);
}

/** Saves a move of an item (to a place in a parent's list) in its draft: it goes live when the draft does. */
export async function saveMoveAsDraft(
  kind: KindDeclaration,
  item: ContentItem,
  parentId: number | null,
  position: number,
): Promise<PendingDraft> {
  const body = { ...(kind.parent ? { parent_id: parentId } : {}), position, _status: 'draft' };
  const { data } = await staffSend('POST', `${itemPath(kind, item.id)}/move`, body, ifMatch(item.version));
  return readItemWithDraft(kind, data).draft ?? draftOf(null);
}

/**
 * A kind's pending drafts, oldest first, as its list needs them: with `itemIds` (a long list's page), those items'
 * drafts and the kind's new items' only.
 */
export async function listDrafts(kind: KindDeclaration, itemIds?: readonly number[]): Promise<PendingDraft[]> {
  const params = { kind: kind.name, ...(itemIds ? { items: itemIds.join(',') } : {}) };
  return listOf((await staffGet(`${ROOT}/drafts`, params, 'list')).list, readDraft);
}

/** How many drafts are pending on the whole site, and how many of them wait in a review. */
export interface DraftCounts {
  total: number;
  inReview: number;
}

const countOf = (value: unknown) => toAmount(value) ?? 0;

export async function countDrafts(): Promise<DraftCounts> {
  const data = await staffGet(`${ROOT}/drafts/count`);
  return { total: countOf(data.total), inReview: countOf(data.in_review) };
}

/** A page of Pending changes: fifty drafts, oldest first, with the site's counts. */
export interface DraftPage extends DraftCounts {
  drafts: PendingDraft[];
  number: number;
  size: number;
}

export async function listDraftsPage(number: number): Promise<DraftPage> {
  const data = await staffGet(`${ROOT}/drafts/page`, number > 1 ? { number } : {});
  return {
    drafts: listOf(data.items, readDraft),
    number: toId(data.number) ?? 1,
    size: countOf(data.size) || 1,
    total: countOf(data.total),
    inReview: countOf(data.in_review),
  };
}

/** Throws a draft away; what is live stays as it is. */
export async function discardDraft(draft: Pick<PendingDraft, 'id'>): Promise<void> {
  await staffSend('DELETE', `${ROOT}/drafts/${draft.id}`, {});
}

/**
 * Publishes these drafts (or every pending one without a time: scheduled ones wait for theirs) in one go;
 * answers how many went live, how many scheduled ones were left, how many the content's rules refused (they stay
 * drafts, each named in the message), and the server's message. A scheduled draft named here goes live before its
 * time only with `early` (the server refuses it otherwise).
 */
export async function publishDrafts(
  drafts: readonly Pick<PendingDraft, 'id' | 'kind' | 'itemId'>[] | 'all',
  { early = false }: { early?: boolean } = {},
): Promise<{ published: number; leftScheduled: number; notPublished: number; message: string }> {
  const items =
    drafts === 'all'
      ? {}
      : {
          items: drafts.map((draft) =>
            draft.itemId === null ? { kind: draft.kind.name, draft: draft.id } : { kind: draft.kind.name, id: draft.itemId },
          ),
        };
  const { data, message } = await staffSend('POST', `${ROOT}/publish`, { ...items, ...(early ? { early: true } : {}) });
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  const notPublished = Array.isArray(data.not_published) ? data.not_published.length : 0;
  return { published: count(data.published), leftScheduled: count(data.left_scheduled), notPublished, message };
}

/** Makes a draft of an item's fields as a history entry saw them before or after its change. */
export async function restoreAsDraft(
  kind: KindDeclaration,
  id: number,
  entry: number,
  state: 'before' | 'after',
): Promise<ItemWithDraft & { message: string }> {
  const { data, message } = await staffSend('POST', `${itemPath(kind, id)}/restore`, { entry, state });
  return { ...readItemWithDraft(kind, data), message };
}
