// Who else has an item open in the editor (/api/staff/content/<kind>/<id>/presence): the form tells the server
// every 30 s that this person has it open, and that they left; the list asks which items others have open. No
// lock: others just see who is editing.
import type { KindDeclaration } from '@common/content-model/kinds';

import { isRecord, listOf, toId, toText } from '@/lib/validate';

import { itemPath, kindPath } from './content';
import { staffGet, staffSend, staffSendOnLeave } from '@/lib/staff/staff-request';

/** Someone else with the item open in the editor now, and since when (UTC ISO 8601). */
export interface Editing {
  name: string;
  email: string;
  since: string;
}

/** The others who have an item open, as an item's answer or a heartbeat's names them. */
export function readEditing(value: unknown): Editing[] {
  return listOf(value, (entry) => {
    if (!isRecord(entry)) return undefined;
    const email = toText(entry.email);
    return email ? { name: toText(entry.name) || email, email, since: toText(entry.since) } : undefined;
  });
}

/**
 * Tells the server this person has the item open (the form sends it every 30 s): no lock, others just see
 * who is editing. Answers the others who have it open now.
 */
export async function sendPresence(kind: KindDeclaration, id: number): Promise<Editing[]> {
  return readEditing((await staffSend('PUT', `${itemPath(kind, id)}/presence`, {})).data.editing);
}

/** The form closed: the others stop hearing of this person at once rather than when the heartbeats expire. */
export async function leavePresence(kind: KindDeclaration, id: number): Promise<void> {
  await staffSend('DELETE', `${itemPath(kind, id)}/presence`, {});
}

/** The page goes away with the form open (the tab closed): the same, sent so that it outlives the page. */
export function leavePresenceOnPageHide(kind: KindDeclaration, id: number): void {
  staffSendOnLeave('DELETE', `${itemPath(kind, id)}/presence`);
}

/**
 * Which of a kind's items others have open in the editor now, by item id: only those someone has open
 * (the list marks them). An answer of another shape reads as nobody.
 */
export async function listPresence(kind: KindDeclaration): Promise<Map<number, Editing[]>> {
  const { list } = await staffGet(`${kindPath(kind)}/presence`, undefined, 'list');
  const entries = listOf(list, (entry): [number, Editing[]] | undefined => {
    const id = isRecord(entry) ? toId(entry.id) : undefined;
    const editing = isRecord(entry) ? readEditing(entry.editing) : [];
    return id !== undefined && editing.length > 0 ? [id, editing] : undefined;
  });
  return new Map(entries);
}
