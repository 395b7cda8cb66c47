// Dragging a list's row by its handle with a mouse, a finger or a pen: pointer events (one code path for
// all three; the handle's `touch-action: none` keeps a finger's drag from scrolling the page). Once the
// handle is pressed, the drag follows the pointer on the whole window (the rows move while it goes on,
// which a captured pointer would not survive), scrolls the page near its top and bottom edges, and
// Escape puts the row back. A press that moves less than a few pixels is no drag.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

import { slotAt } from './content-order';

/** The row being dragged and the slot among its list's other shown rows it would drop into. */
export interface RowDrag {
  id: number;
  slot: number;
}

const THRESHOLD = 5;
const EDGE = 60;
const SCROLL_STEP = 14;

export interface RowDragOptions {
  /** The table body (or list) whose rows carry data-row-id. */
  bodyRef: RefObject<HTMLElement | null>;
  /** The ids of the dragged row's own list's other rows on screen, in order: the places it can drop. */
  othersShown: (id: number) => readonly number[];
  onDrop: (id: number, slot: number) => void;
}

export function useRowDrag({ bodyRef, othersShown, onDrop }: RowDragOptions) {
  const [drag, setDrag] = useState<RowDrag>();
  /** What the window's listeners read: always the latest, whatever render they were added in. */
  const latest = useRef({ othersShown, onDrop });
  useEffect(() => {
    latest.current = { othersShown, onDrop };
  });
  const stopRef = useRef<() => void>(undefined);

  // A list that goes away mid-drag (another kind chosen) leaves no listeners behind.
  useEffect(() => () => stopRef.current?.(), []);

  const middles = (id: number) =>
    latest.current.othersShown(id).map((other) => {
      const rect = bodyRef.current?.querySelector(`[data-row-id="${other}"]`)?.getBoundingClientRect();
      return rect ? rect.top + rect.height / 2 : 0;
    });

  const onPointerDown = (id: number) => (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    stopRef.current?.();
    const pointer = event.pointerId;
    const startY = event.clientY;
    let started = false;
    let slot: number | undefined;
    const move = (moved: PointerEvent) => {
      if (moved.pointerId !== pointer) return;
      if (!started && Math.abs(moved.clientY - startY) < THRESHOLD) return;
      started = true;
      moved.preventDefault();
      if (moved.clientY < EDGE) window.scrollBy(0, -SCROLL_STEP);
      else if (moved.clientY > window.innerHeight - EDGE) window.scrollBy(0, SCROLL_STEP);
      slot = slotAt(middles(id), moved.clientY);
      setDrag({ id, slot });
    };
    const up = (ended: PointerEvent) => {
      if (ended.pointerId !== pointer) return;
      stop();
      if (started && slot !== undefined) latest.current.onDrop(id, slot);
    };
    const key = (pressed: KeyboardEvent) => {
      if (pressed.key !== 'Escape') return;
      pressed.preventDefault();
      stop();
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', stop);
      window.removeEventListener('keydown', key);
      stopRef.current = undefined;
      setDrag(undefined);
    };
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', stop);
    window.addEventListener('keydown', key);
    stopRef.current = stop;
  };

  return { drag, onPointerDown };
}
