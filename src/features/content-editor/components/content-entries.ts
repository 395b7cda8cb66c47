// What a list field's entries and a page's blocks share: adding, removing, duplicating and moving one entry
// (by a button or a dragged handle), with focus kept where staff are working — the button pressed follows
// its entry, a removed entry hands focus to its neighbour (or to the Add button).
import { copyEntry, type EntryDraft } from './content-form-drafts';

/** After the entries render, focus an element of the list by its id. */
export const focusLater = (elementId: string) => requestAnimationFrame(() => document.getElementById(elementId)?.focus());

/** An entry moved from one place to another. */
export function movedEntries<T>(entries: readonly T[], from: number, to: number): T[] {
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export interface EntryActions {
  add: (entry: EntryDraft) => void;
  remove: (index: number) => void;
  duplicate: (index: number) => void;
  /** Moves an entry one place by its Up or Down button, focus following it. */
  move: (index: number, by: -1 | 1) => void;
  /** Moves an entry to a place (a drag), focus on its handle. */
  moveTo: (index: number, to: number) => void;
}

/**
 * The actions on entries whose elements are named `${id}-${index}-up`, `-down` and `-handle` (and `-first`, the
 * entry's first focusable element, unless `firstOf` names it), with `${id}-add` for the Add button.
 */
export function entryActions(
  id: string,
  entries: readonly EntryDraft[],
  onChange: (entries: EntryDraft[]) => void,
  /** The id of an entry's first focusable element. */
  firstOf: (index: number) => string = (index) => `${id}-${index}-first`,
): EntryActions {
  const last = entries.length - 1;
  return {
    add: (entry) => {
      onChange([...entries, entry]);
      focusLater(firstOf(entries.length));
    },
    remove: (index) => {
      onChange(entries.filter((_, i) => i !== index));
      focusLater(entries.length > 1 ? firstOf(Math.min(index, entries.length - 2)) : `${id}-add`);
    },
    duplicate: (index) => {
      const entry = entries[index];
      if (!entry) return;
      onChange([...entries.slice(0, index + 1), copyEntry(entry), ...entries.slice(index + 1)]);
      focusLater(firstOf(index + 1));
    },
    move: (index, by) => {
      const to = index + by;
      if (to < 0 || to > last) return;
      onChange(movedEntries(entries, index, to));
      // The button follows its entry; at the list's end it is disabled, so the other direction takes focus.
      const direction = by < 0 ? (to === 0 ? 'down' : 'up') : to === last ? 'up' : 'down';
      focusLater(`${id}-${to}-${direction}`);
    },
    moveTo: (index, to) => {
      if (to < 0 || to > last || to === index) return;
      onChange(movedEntries(entries, index, to));
      focusLater(`${id}-${to}-handle`);
    },
  };
}
