// While an item's form is open, it tells the server so (a heartbeat at once and every 30 s; the server
// forgets someone whose beats stop for 75 s), and learns who else has the item open from each answer.
// A kind's list asks which of its items others have open, as it is read and every 30 s.
// Presence only informs: a heartbeat or a question that fails is let go without a word, and editing goes on.
import { useEffect, useState } from 'react';

import { isDocument, type KindDeclaration } from '@common/content-model/kinds';

import { listPresence, sendPresence, type Editing } from '../api/content';

/** Two beats fit in the server's 75 s, so one lost beat does not make the person vanish for the others. */
export const PRESENCE_BEAT_MS = 30_000;

/** The others editing the item: as the form was opened with them, then as each heartbeat answers. */
export function usePresence(kind: KindDeclaration, itemId: number | undefined, opened: readonly Editing[] = []): Editing[] {
  const [editing, setEditing] = useState<Editing[]>([...opened]);
  useEffect(() => {
    // A new item has no one else in it yet.
    if (itemId === undefined) return;
    let open = true;
    const beat = () =>
      void sendPresence(kind, itemId).then(
        (others) => open && setEditing(others),
        () => undefined,
      );
    beat();
    const timer = setInterval(beat, PRESENCE_BEAT_MS);
    return () => {
      open = false;
      clearInterval(timer);
    };
  }, [kind, itemId]);
  return editing;
}

const NOBODY: ReadonlyMap<number, Editing[]> = new Map();

/** Who else has which of the kind's items open, by item id: asked again when `reads` changes (the list is read again) and every 30 s. */
export function useListPresence(kind: KindDeclaration, reads: number): ReadonlyMap<number, Editing[]> {
  const [known, setKnown] = useState<{ kind: string; editing: ReadonlyMap<number, Editing[]> }>({ kind: kind.name, editing: NOBODY });
  useEffect(() => {
    // A single document has no list.
    if (isDocument(kind)) return;
    let open = true;
    const ask = () =>
      void listPresence(kind).then(
        (editing) => open && setKnown({ kind: kind.name, editing }),
        () => undefined,
      );
    ask();
    const timer = setInterval(ask, PRESENCE_BEAT_MS);
    return () => {
      open = false;
      clearInterval(timer);
    };
  }, [kind, reads]);
  // What was known of another kind's list is not this one's.
  return known.kind === kind.name ? known.editing : NOBODY;
}
