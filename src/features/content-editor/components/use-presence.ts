// While an item's form is open, it tells the server so (a heartbeat at once and every 30 s; the server
// forgets someone whose beats stop for 75 s, and at once when the form closes or the tab does), and
// learns who else has the item open from each answer.
// A kind's list asks which of its items others have open, as it is read and every 30 s.
// Presence only informs: a heartbeat or a question that fails is let go without a word, and editing goes on.
import { useEffect, useMemo, useState } from 'react';

import { isDocument, type KindDeclaration } from '@common/content-model/kinds';

import { leavePresence, leavePresenceOnPageHide, listPresence, sendPresence, type Editing } from '../api/presence';

/** Two beats fit in the server's 75 s, so one lost beat does not make the person vanish for the others. */
export const PRESENCE_BEAT_MS = 30_000;

/**
 * Asks at once and every 30 s while `ask` is set (again when it changes), handing each answer to
 * `answered` until the component lets go; a question that fails is let go.
 */
function usePolled<T>(ask: (() => Promise<T>) | undefined, answered: (answer: T) => void) {
  useEffect(() => {
    if (!ask) return undefined;
    let open = true;
    const poll = () =>
      void ask().then(
        (answer) => open && answered(answer),
        () => undefined,
      );
    poll();
    const timer = setInterval(poll, PRESENCE_BEAT_MS);
    return () => {
      open = false;
      clearInterval(timer);
    };
  }, [ask, answered]);
}

/** The others editing the item: as the form was opened with them, then as each heartbeat answers. */
export function usePresence(kind: KindDeclaration, itemId: number | undefined, opened: readonly Editing[] = []): Editing[] {
  const [editing, setEditing] = useState<Editing[]>([...opened]);
  // A new item has no one else in it yet.
  const beat = useMemo(() => (itemId === undefined ? undefined : () => sendPresence(kind, itemId)), [kind, itemId]);
  usePolled(beat, setEditing);
  // Closed (or another item opened), or the tab closed with the form open: the others stop hearing of
  // this person at once. A page that could not say so (a crash, a lost connection) is forgotten when its
  // heartbeats expire.
  useEffect(() => {
    if (itemId === undefined) return undefined;
    const onPageHide = () => leavePresenceOnPageHide(kind, itemId);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      void leavePresence(kind, itemId).catch(() => undefined);
    };
  }, [kind, itemId]);
  return editing;
}

const NOBODY: ReadonlyMap<number, Editing[]> = new Map();

/** Who else has which of the kind's items open, by item id: asked again when `reads` changes (the list is read again) and every 30 s. */
export function useListPresence(kind: KindDeclaration, reads: number): ReadonlyMap<number, Editing[]> {
  const [known, setKnown] = useState<{ kind: string; editing: ReadonlyMap<number, Editing[]> }>({ kind: kind.name, editing: NOBODY });
  // A single document has no list. `reads` is in the memo's keys so that a list read again asks again.
  const ask = useMemo(
    () => (isDocument(kind) ? undefined : () => listPresence(kind).then((editing) => ({ kind: kind.name, editing }))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads: a new read of the list asks again.
    [kind, reads],
  );
  usePolled(ask, setKnown);
  // What was known of another kind's list is not this one's.
  return known.kind === kind.name ? known.editing : NOBODY;
}
