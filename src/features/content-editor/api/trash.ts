// Recently deleted (/api/staff/content/trash): the deleted items, newest first, a page at a time, and bringing one back
// with its id, its children and its place.
import { kindNamed, type KindDeclaration } from '@common/content-model/kinds';

import { isRecord, listOf, toAmount, toId, toText } from '@/lib/validate';

import { CONTENT_ROOT } from './content';
import { readStaffPage, staffGet, staffSend, type StaffPage } from '@/lib/staff/staff-request';

export interface TrashEntry {
  entry: number;
  kind: KindDeclaration;
  id: number;
  title: string;
  parentId: number | null;
  position: number;
  deletedAt: string;
  deletedBy: string;
  /** Deleted by someone, or taken down at its time. */
  reason: 'delete' | 'take-down';
  /** The entry it went with and comes back with (a menu entry taken out with its page); null: its own. */
  withEntry: number | null;
}

function readTrashEntry(value: unknown): TrashEntry | undefined {
  if (!isRecord(value)) return undefined;
  const entry = toId(value.entry);
  const id = toId(value.id);
  const kind = kindNamed(toText(value.kind));
  if (entry === undefined || id === undefined || !kind) return undefined;
  return {
    entry,
    kind,
    id,
    title: toText(value.title),
    parentId: toId(value.parent_id) ?? null,
    position: toAmount(value.position) ?? 0,
    deletedAt: toText(value.deleted_at),
    // Named as colleagues read each other (their display name), else by the e-mail the deletion was recorded with.
    deletedBy: toText(value.deleted_by_name) || toText(value.deleted_by),
    reason: value.reason === 'take-down' ? 'take-down' : 'delete',
    withEntry: toId(value.with_entry) ?? null,
  };
}

/** An entry that stands on its own, with the entries that went with it and come back with it. */
export interface TrashItem extends TrashEntry {
  companions: TrashEntry[];
}

function readTrashItem(value: unknown): TrashItem | undefined {
  const entry = readTrashEntry(value);
  return entry && isRecord(value) ? { ...entry, companions: listOf(value.companions, readTrashEntry) } : undefined;
}

/** A page of Recently deleted, newest first (a page past the last answers the last). */
export async function listTrash(page: number): Promise<StaffPage<TrashItem>> {
  return readStaffPage(await staffGet(`${CONTENT_ROOT}/trash`, page > 1 ? { page } : undefined), readTrashItem);
}

/** Brings a deleted item back with its id, its children and its place; answers the server's message. */
export async function restoreFromTrash(entry: TrashEntry): Promise<string> {
  return (await staffSend('POST', `${CONTENT_ROOT}/trash/${entry.entry}/restore`, {})).message;
}
