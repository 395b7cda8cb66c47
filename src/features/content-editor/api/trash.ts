// Recently deleted (/api/staff/content/trash): the deleted items, newest first, and bringing one back with its id,
// its children and its place.
import { kindNamed, type KindDeclaration } from '@common/content-model/kinds';

import { isRecord, listOf, toAmount, toId, toText } from '@/lib/validate';

import { CONTENT_ROOT } from './content';
import { staffGet, staffSend } from '@/lib/staff/staff-request';

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

/** Recently deleted items, newest first. */
export async function listTrash(): Promise<TrashEntry[]> {
  return listOf((await staffGet(`${CONTENT_ROOT}/trash`, undefined, 'list')).list, readTrashEntry);
}

/** Brings a deleted item back with its id, its children and its place; answers the server's message. */
export async function restoreFromTrash(entry: TrashEntry): Promise<string> {
  return (await staffSend('POST', `${CONTENT_ROOT}/trash/${entry.entry}/restore`, {})).message;
}
