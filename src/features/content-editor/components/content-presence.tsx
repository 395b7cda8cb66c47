// Who else has this item open in the editor now: "Rahul is editing this (since 9:24 pm)". Nothing is
// locked: both may save, and the server merges changes to different fields.
import type { Editing } from '../api/presence';

import { formatClock } from '@/lib/staff/format-time';

/** The server names people by their e-mail's first part ('rahul'): a sentence starts it with a capital. */
const nameOf = (person: Editing) => person.name.charAt(0).toUpperCase() + person.name.slice(1);

/** "Rahul is editing this (since 9:24 pm)". */
export const editingLine = (person: Editing) => `${nameOf(person)} is editing this (since ${formatClock(person.since)})`;

export function ContentPresence({ editing }: { editing: readonly Editing[] }) {
  // The live region is there from the start, so someone who opens the item later is announced.
  return (
    <div aria-live="polite" className="content-presence">
      {editing.length > 0 && (
        <ul className="alert alert-info list-unstyled mb-3 py-2">
          {editing.map((person) => (
            <li key={person.email} title={person.email}>
              {editingLine(person)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Beside an item's title in its list: who else has it open now, one line each. */
export function EditingBadges({ editing }: { editing: readonly Editing[] }) {
  return (
    <span className="content-list__editing">
      {editing.map((person) => (
        <span key={person.email} className="content-badge content-badge--editing" title={person.email}>
          {editingLine(person)}
        </span>
      ))}
    </span>
  );
}
