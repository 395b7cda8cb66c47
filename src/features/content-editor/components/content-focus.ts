// A focal point's figures: read from its stored form ("50% 30%"), made from where a click landed on the
// picture (a fraction of its width and height), moved by a key, and said in words.
import { DEFAULT_FOCUS, FOCUS_PATTERN } from '@common/content-model/fields';

/** Per cent from the left and from the top, whole numbers from 0 to 100. */
export interface FocusPoint {
  x: number;
  y: number;
}

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/** The point a value names; the centre for a value without the form. */
export function readFocus(value: string): FocusPoint {
  const [x, y] = (FOCUS_PATTERN.test(value) ? value : DEFAULT_FOCUS).split(' ').map((part) => Number.parseInt(part, 10));
  return { x: x ?? 50, y: y ?? 50 };
}

export const writeFocus = ({ x, y }: FocusPoint) => `${clamp(x)}% ${clamp(y)}%`;

/** The value for a click at these fractions of the picture's width and height (outside it: its edge). */
export const focusPoint = (across: number, down: number) => writeFocus({ x: across * 100, y: down * 100 });

/** Where an arrow key moves the point (5%, or 1% with Shift); Home puts it in the centre; undefined for other keys. */
export function focusFromKey(point: FocusPoint, key: string, fine: boolean): string | undefined {
  const step = fine ? 1 : 5;
  const moves: Record<string, FocusPoint> = {
    ArrowLeft: { x: point.x - step, y: point.y },
    ArrowRight: { x: point.x + step, y: point.y },
    ArrowUp: { x: point.x, y: point.y - step },
    ArrowDown: { x: point.x, y: point.y + step },
    Home: { x: 50, y: 50 },
  };
  const next = moves[key];
  return next && writeFocus(next);
}

/** "50% across, 30% down (the centre)". */
export function focusText({ x, y }: FocusPoint): string {
  return `${x}% across, ${y}% down${x === 50 && y === 50 ? ' (the centre)' : ''}`;
}
