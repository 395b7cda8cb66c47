// Who else has an item open in the editor (/api/staff/content/<kind>/<id>/presence): the form tells the server
// every 30 s that this person has it open, and that they left; the list asks which items others have open. No
// lock: others just see who is editing.
import type { KindDeclaration } from '@common/content-model/kinds';

import { isRecord, listOf, toId, toText } from '@/lib/validate';

import { itemPath, kindPath } from './content';
import { staffGet, staffSend, staffSendOnLeave } from '@/lib/staff/staff-request';

/** A member of staff as colleagues read them: by the name their account gives itself, else their e-mail's name part. */
export interface StaffMember {
  name: string;
  email: string;
}

/** Someone else with the item open in the editor now, and since when (UTC ISO 8601). */
export interface Editing extends StaffMember {
  since: string;
}

/** A member of staff as the server names them (`{ name, email }`); their e-mail when the name is missing. */
export function readStaffMember(value: unknown): StaffMember | undefined {
  if (!isRecord(value)) return undefined;
  const email = toText(value.email);
  return email ? { name: toText(value.name) || email, email } : undefined;
}

/** The others who have an item open, as an item's answer or a heartbeat's names them. */
export function readEditing(value: unknown): Editing[] {
  return listOf(value, (entry) => {
    const member = readStaffMember(entry);
    return member && { ...member, since: isRecord(entry) ? toText(entry.since) : '' };
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
