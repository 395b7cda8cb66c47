// The content editor's calls (/api/staff/content) for every kind of the content model: list, create,
// change (naming the version it was made from), move, reorder, delete to Recently deleted and history.
// Reading an item with its draft, drafts and restoring an earlier version (as a draft) are in
// content-drafts.ts; Recently deleted and its restore in trash.ts; who else has an item open in presence.ts.
// Answers are read against the kind's declared fields here, so the editor receives typed items.
import { blockNamed } from '@common/blocks/declarations';
import { listedFields, type Field } from '@common/content-model/fields';
import { isDocument, LIST_SEARCH_MAX, type KindDeclaration } from '@common/content-model/kinds';

import { ApiError } from '@/lib/api-client';
import { isRecord, listOf, toAmount, toId, toText } from '@/lib/validate';

import { staffGet, staffSend } from '@/lib/staff/staff-request';

/** One label/value row of a rows field, as stored: {"Users": "Unlimited"}. */
export type RowValue = Record<string, string>;
/** One entry of a list field or one block of a blocks field (which also has its `type`), by field name. */
export interface RecordValue {
  [name: string]: FieldValue;
}
export type FieldValue = string | number | boolean | null | number[] | RowValue[] | RecordValue[];

export interface ContentItem {
  id: number;
  /** 0-based place in its list. */
  position: number;
  /** Goes up by one at each change; a change names the version it was made from. */
  version: number;
  /** The item whose list holds it (kinds with a parent); null otherwise. */
  parentId: number | null;
  /** Every declared field, by name; a list's row (listItems) leaves out rich text and blocks. */
  values: Record<string, FieldValue>;
}

export interface HistoryEntry {
  id: number;
  actor: string;
  /** The person's display name (else their e-mail's name part); null for the site's own changes. */
  actorName: string | null;
  at: string;
  action: string;
  /** The item before the change (none for a creation). */
  before?: ContentItem;
  /** The item after the change (none for a deletion). */
  after?: ContentItem;
}

/** What points at an item's page: the menu entries linking to it and the redirects leading to it. */
export interface References {
  /** The page's address; null for an item without one (then nothing points at it). */
  address: string | null;
  menuItems: { id: number; label: string; menu: string }[];
  redirects: { id: number; from: string }[];
}

/** A field both people changed since the save's version: as it was then (when known), as stored now, as sent. */
export interface FieldConflict {
  field: string;
  label: string;
  /** Absent when the server no longer knows the version the save started from. */
  base?: FieldValue;
  theirs: FieldValue;
  yours: FieldValue;
}

/** What a refused change (412) says: someone else saved the item since it was opened. */
export interface Conflict {
  current: ContentItem;
  changedBy: string | null;
  changedAt: string | null;
  /** Every change since was the same person's, in another window of theirs (not a colleague's). */
  inYourOtherWindow: boolean;
  /** The fields both changed (a save merged with the other changes); absent: the whole item was refused. */
  conflicts?: FieldConflict[];
  /** A draft's save: the draft as the colleague left it (read with readDraft), which a save from here on names. */
  draft?: unknown;
}

/** A save made from an older version and merged with the changes made since: the server's sentence saying whose. */
export interface Saved<T> {
  saved: T;
  /** "Saved, together with rahul’s changes made since you opened it."; null when nothing was merged. */
  merged: string | null;
}

export const CONTENT_ROOT = '/api/staff/content';
/** Where a kind's items are. */
export const kindPath = (kind: KindDeclaration) => `${CONTENT_ROOT}/${kind.name}`;

/** Where an item is: a list's item under its id; a single document (Site settings) at its kind's own address. */
export const itemPath = (kind: KindDeclaration, id: number) => (isDocument(kind) ? kindPath(kind) : `${kindPath(kind)}/${id}`);
const ifMatch = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });

function readRows(value: unknown): RowValue[] {
  return listOf(value, (row) => {
    if (!isRecord(row)) return undefined;
    const [entry] = Object.entries(row);
    return entry ? { [entry[0]]: toText(entry[1]) } : undefined;
  });
}

/** A record's declared fields as the API holds them. */
const readRecord = (fields: Readonly<Record<string, Field>>, value: Record<string, unknown>): RecordValue =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, readFieldValue(field, value[name])]));

/** A field's value as the API holds it; null where the answer has none it could be. */
export function readFieldValue(field: Field, value: unknown): FieldValue {
  switch (field.type) {
    case 'list':
      return listOf(value, (entry) => (isRecord(entry) ? readRecord(field.fields, entry) : undefined));
    case 'blocks':
      // A block of a type this editor does not know is left out rather than sent back half-read.
      return listOf(value, (entry) => {
        const block = isRecord(entry) && typeof entry.type === 'string' ? blockNamed(entry.type) : undefined;
        return block && isRecord(entry) ? { type: block.type, ...readRecord(block.fields, entry) } : undefined;
      });
    case 'money':
    case 'number':
      return toAmount(value) ?? null;
    case 'relation':
      return toId(value) ?? null;
    case 'relations':
      return listOf(value, toId);
    case 'rows':
      return readRows(value);
    case 'yes-no':
      return value === true;
    default:
      return toText(value);
  }
}

/** An item as an answer holds it; `listed`: a list's row, which leaves out rich text and blocks (inListRows). */
export function readItem(kind: KindDeclaration, value: unknown, listed = false): ContentItem | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  if (id === undefined) return undefined;
  const fields = listed ? listedFields(kind.fields) : Object.entries(kind.fields);
  const values = Object.fromEntries(fields.map(([name, field]) => [name, readFieldValue(field, value[name])]));
  return {
    id,
    position: toAmount(value.position) ?? 0,
    version: toAmount(value.version) ?? 0,
    parentId: kind.parent ? (toId(value[kind.parent.field]) ?? null) : null,
    values,
  };
}

function itemOf(kind: KindDeclaration, value: unknown): ContentItem {
  const item = readItem(kind, value);
  if (!item) throw new ApiError('The server sent an unexpected response', 'malformed', value);
  return item;
}

function readEntry(kind: KindDeclaration, value: unknown): HistoryEntry | undefined {
  if (!isRecord(value)) return undefined;
  const id = toId(value.id);
  if (id === undefined) return undefined;
  return {
    id,
    actor: toText(value.actor),
    actorName: typeof value.actor_name === 'string' && value.actor_name ? value.actor_name : null,
    at: toText(value.at),
    action: toText(value.action),
    before: readItem(kind, value.before),
    after: readItem(kind, value.after),
  };
}

/**
 * The other person's version when a change was refused as stale (412); undefined for any other failure. A draft's
 * save that met a colleague's draft of the same field answers the draft as it is now (`draft`): the other version is
 * then the item with that draft's values (a new item's draft: its values alone).
 */
export function conflictOf(kind: KindDeclaration, error: unknown): Conflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 412 || !isRecord(error.body)) return undefined;
  const { data, draft } = error.body;
  const draftValues = isRecord(draft) && isRecord(draft.values) ? draft.values : undefined;
  const live = readItem(kind, data) ?? (draftValues && isRecord(draft) ? readItem(kind, { id: 0, ...draftValues }) : undefined);
  if (!live) return undefined;
  const current = draftValues
    ? { ...live, values: { ...live.values, ...(readItem(kind, { id: 1, ...draftValues })?.values ?? {}) } }
    : live;
  const { changed_by: by, changed_by_name: name, changed_at: at } = error.body;
  const conflict: Conflict = {
    current,
    // The colleague as the editor names them (their display name), else by the e-mail the change was recorded with.
    changedBy: typeof name === 'string' && name ? name : typeof by === 'string' ? by : null,
    changedAt: typeof at === 'string' ? at : null,
    inYourOtherWindow: error.body.changed_in_your_other_window === true,
    ...(draftValues ? { draft } : {}),
  };
  if (!Array.isArray(error.body.conflicts)) return conflict;
  const conflicts = listOf(error.body.conflicts, (entry): FieldConflict | undefined => {
    const field = isRecord(entry) ? kind.fields[toText(entry.field)] : undefined;
    if (!field || !isRecord(entry)) return undefined;
    const name = toText(entry.field);
    const base = 'base' in entry ? { base: readFieldValue(field, entry.base) } : {};
    return {
      field: name,
      label: toText(entry.label) || field.label,
      ...base,
      theirs: readFieldValue(field, entry.theirs),
      yours: readFieldValue(field, entry.yours),
    };
  });
  return { ...conflict, conflicts };
}

/** The server's sentence when a save was merged with someone else's changes (its data names them), else null. */
export function mergedMessage(data: Record<string, unknown>, message: string): string | null {
  return isRecord(data.merged) && message ? message : null;
}

/**
 * A kind's items in display order: one parent's list, or every parent's lists one after another. Each without its
 * rich text or blocks, which only its form reads (getItemWithDraft): a list of thousands of articles stays small.
 */
export async function listItems(kind: KindDeclaration, parentId?: number): Promise<ContentItem[]> {
  // A single document is a list of one.
  if (isDocument(kind)) return [itemOf(kind, await staffGet(kindPath(kind)))];
  const params = parentId === undefined ? undefined : { parent_id: parentId };
  // A list answers its items as the envelope's data (an array): read through the wrapper's record.
  return listOf((await staffGet(kindPath(kind), params, 'list')).list, (value) => readItem(kind, value, true));
}

/** A page of a long list (a kind with a pageSize), or of what a search of it found: see listPage. */
export interface ListPage {
  /** Each with its place in the whole list. */
  items: ContentItem[];
  /** The page shown, from 1: the last there is when the one asked for is past it. */
  number: number;
  size: number;
  /** How many items the search found (all of them without one). */
  matched: number;
  /** How many items the list holds. */
  total: number;
}

/**
 * Page `number` (from 1) of a long list, in its order, each row without its rich text; with a search, of the items whose
 * title or list columns hold every word of it (the server reads the whole list, the browser one page).
 */
export async function listPage(kind: KindDeclaration, number: number, query: string): Promise<ListPage> {
  const q = query.trim().slice(0, LIST_SEARCH_MAX);
  const data = await staffGet(`${kindPath(kind)}/page`, { ...(number > 1 ? { number } : {}), ...(q ? { q } : {}) });
  const count = (value: unknown) => toAmount(value) ?? 0;
  return {
    items: listOf(data.items, (value) => readItem(kind, value, true)),
    number: toId(data.number) ?? 1,
    size: count(data.size),
    matched: count(data.matched),
    total: count(data.total),
  };
}

/** A new item at the end of its list; `values` holds the parent's field for kinds with a parent. */
export async function createItem(kind: KindDeclaration, values: Record<string, unknown>): Promise<ContentItem> {
  return itemOf(kind, (await staffSend('POST', kindPath(kind), values)).data);
}

/**
 * Changes an item opened at `version`. When someone saved it since, the server merges the two (`merged`
 * says so) unless both changed the same field: then it fails with 412 (see conflictOf).
 */
export async function updateItem(
  kind: KindDeclaration,
  id: number,
  version: number,
  values: Record<string, unknown>,
): Promise<Saved<ContentItem>> {
  const { data, message } = await staffSend('PATCH', itemPath(kind, id), values, ifMatch(version));
  return { saved: itemOf(kind, data), merged: mergedMessage(data, message) };
}

/**
 * Moves the item (with everything inside it) to Recently deleted; with `withMenuEntries`, the menu entries that link
 * to its page go with it (and come back with it).
 */
export async function deleteItem(kind: KindDeclaration, item: ContentItem, { withMenuEntries = false } = {}): Promise<void> {
  const params = withMenuEntries ? { with_menu_entries: 'true' } : undefined;
  await staffSend('DELETE', `${kindPath(kind)}/${item.id}`, {}, { ...ifMatch(item.version), params });
}

/** The menu entries and redirects that point at an item's page: what deleting it would leave pointing nowhere. */
export async function getReferences(kind: KindDeclaration, id: number): Promise<References> {
  const data = await staffGet(`${itemPath(kind, id)}/references`);
  return {
    address: typeof data.address === 'string' ? data.address : null,
    menuItems: listOf(data.menu_items, (entry) => {
      const menuId = isRecord(entry) ? toId(entry.id) : undefined;
      return menuId !== undefined && isRecord(entry) ? { id: menuId, label: toText(entry.label), menu: toText(entry.menu) } : undefined;
    }),
    redirects: listOf(data.redirects, (entry) => {
      const redirectId = isRecord(entry) ? toId(entry.id) : undefined;
      return redirectId !== undefined && isRecord(entry) ? { id: redirectId, from: toText(entry.from) } : undefined;
    }),
  };
}

/** Moves an item to a place (0-based, clamped to the end) in a parent's list. */
export async function moveItem(kind: KindDeclaration, item: ContentItem, parentId: number | null, position: number): Promise<ContentItem> {
  const body = kind.parent ? { parent_id: parentId, position } : { position };
  return itemOf(kind, (await staffSend('POST', `${kindPath(kind)}/${item.id}/move`, body, ifMatch(item.version))).data);
}

/** Puts one list (every id of it once) in a new order. */
export async function reorderItems(kind: KindDeclaration, parentId: number | null, ids: number[]): Promise<void> {
  await staffSend('POST', `${kindPath(kind)}/reorder`, kind.parent ? { parent_id: parentId, ids } : { ids });
}

/** An item's changes, newest first. */
export async function getHistory(kind: KindDeclaration, id: number): Promise<HistoryEntry[]> {
  return listOf((await staffGet(`${itemPath(kind, id)}/history`, undefined, 'list')).list, (value) => readEntry(kind, value));
}
