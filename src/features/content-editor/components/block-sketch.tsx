// A small drawing of what a block type looks like on the page, for the block picker: grey bars for text,
// a darker bar for a heading, boxes for pictures, cards and buttons. Decoration: the picker names and
// describes each type in words beside it.
import type { ReactNode } from 'react';

import type { BlockType } from '@common/blocks/declarations';
import type { moduleBlocks } from '@common/kinds/index';

const W = 120;
const H = 72;

const bar = (x: number, y: number, width: number, strong = false) => (
  <rect
    key={`${x}-${y}-${width}`}
    x={x}
    y={y}
    width={width}
    height={strong ? 6 : 3}
    rx={1.5}
    className={strong ? 'block-sketch__heading' : 'block-sketch__text'}
  />
);
const box = (x: number, y: number, width: number, height: number, kind: 'picture' | 'card' | 'button' = 'picture') => (
  <rect
    key={`${kind}-${x}-${y}`}
    x={x}
    y={y}
    width={width}
    height={height}
    rx={kind === 'button' ? 3 : 2}
    className={`block-sketch__${kind}`}
  />
);
const row = <T,>(count: number, draw: (index: number) => T) => Array.from({ length: count }, (_, index) => draw(index));

/** The section library's own types; a kind's block (common/kinds) is drawn as cards. */
type OwnBlockType = Exclude<BlockType, (typeof moduleBlocks)[number]['type']>;

const SKETCHES: Record<OwnBlockType, ReactNode> = {
  hero: [
    box(0, 0, W, H),
    bar(12, 20, 70, true),
    bar(12, 32, 56),
    bar(12, 38, 48),
    box(12, 50, 26, 9, 'button'),
    box(42, 50, 26, 9, 'card'),
  ],
  'rich-text': [bar(10, 8, 60, true), ...row(5, (i) => bar(10, 22 + i * 8, i === 4 ? 60 : 100)), bar(14, 64, 50)],
  'image-text': [box(8, 10, 48, 52), bar(64, 14, 44, true), ...row(5, (i) => bar(64, 28 + i * 7, i === 4 ? 30 : 48))],
  'call-to-action': [box(0, 14, W, 44, 'card'), bar(20, 24, 80, true), bar(30, 36, 60), box(44, 44, 32, 9, 'button')],
  'service-cards': [
    bar(30, 4, 60, true),
    ...row(3, (i) => [
      box(6 + i * 38, 14, 32, 50, 'card'),
      box(8 + i * 38, 16, 28, 22),
      bar(8 + i * 38, 42, 26),
      bar(8 + i * 38, 48, 20),
    ]).flat(),
  ],
  pricing: [
    bar(30, 4, 60, true),
    ...row(3, (i) => [
      box(6 + i * 38, 14, 32, 54, 'card'),
      bar(12 + i * 38, 20, 20, true),
      ...row(3, (j) => bar(10 + i * 38, 32 + j * 7, 24)),
      box(12 + i * 38, 56, 20, 7, 'button'),
    ]).flat(),
  ],
  faq: [bar(10, 4, 50, true), ...row(4, (i) => [box(10, 16 + i * 14, 100, 11, 'card'), bar(14, 20 + i * 14, 60)]).flat()],
  statistics: row(4, (i) => [bar(8 + i * 28, 24, 20, true), bar(6 + i * 28, 36, 24)]).flat(),
  video: [bar(10, 4, 50, true), box(10, 14, 100, 54), <path key="play" d="M54 32 L70 41 L54 50 Z" className="block-sketch__play" />],
  testimonials: [
    bar(30, 4, 60, true),
    ...row(2, (i) => [
      box(6 + i * 58, 16, 50, 50, 'card'),
      ...row(3, (j) => bar(12 + i * 58, 24 + j * 7, 38)),
      bar(12 + i * 58, 54, 22, true),
    ]).flat(),
  ],
  logos: [bar(30, 10, 60, true), ...row(5, (i) => box(6 + i * 22, 32, 18, 14))],
  'contact-form': [bar(10, 4, 60, true), ...row(3, (i) => box(10, 16 + i * 12, 100, 8, 'card')), box(10, 54, 40, 10, 'button')],
};

export function BlockSketch({ type }: { type: string }) {
  const sketch = (SKETCHES as Record<string, ReactNode>)[type] ?? SKETCHES['service-cards'];
  return (
    <svg className="block-sketch" viewBox={`0 0 ${W} ${H}`} width={W} height={H} aria-hidden="true" focusable="false">
      {sketch}
    </svg>
  );
}
