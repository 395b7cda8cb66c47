// Breakpoints that live both in constants.ts (code reads them) and in a stylesheet: both must say the
// same. The header's are in the stylesheet's mixins; the card carousel's in its static card rows.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { CARD_BREAKPOINTS, HEADER_COLLAPSE_MAX_WIDTH, HEADER_CONTACT_MIN_WIDTH } from './constants';

const abstracts = readFileSync(resolve(__dirname, '../styles/_abstracts.scss'), 'utf8');
const mixinQuery = (name: string) => new RegExp(`@mixin ${name} \\{\\s*@media ([^{]+)\\{`).exec(abstracts)?.[1]?.trim();

describe('header breakpoints', () => {
  it('collapse the header at 1199 px and narrower, in the constants and the stylesheet alike', () => {
    expect(HEADER_COLLAPSE_MAX_WIDTH).toBe(1199);
    expect(mixinQuery('narrow-header')).toBe(`(max-width: ${HEADER_COLLAPSE_MAX_WIDTH}.98px)`);
  });

  it('show the header contact block from 1400 px, in the constants and the stylesheet alike', () => {
    expect(HEADER_CONTACT_MIN_WIDTH).toBe(1400);
    expect(mixinQuery('header-contact')).toBe(`(min-width: ${HEADER_CONTACT_MIN_WIDTH}px)`);
  });

  it('leave no width where the contact block and the collapsed menu both claim the header', () => {
    expect(HEADER_CONTACT_MIN_WIDTH).toBeGreaterThan(HEADER_COLLAPSE_MAX_WIDTH);
  });
});

describe('card carousel breakpoints', () => {
  it('size the static card rows at the widths swiper switches at, so nothing jumps when it takes over', () => {
    const carousel = readFileSync(resolve(__dirname, '../components/ui/carousel.scss'), 'utf8');
    const widths = [...carousel.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => Number(match[1]));
    expect(widths).toEqual([CARD_BREAKPOINTS.sm, CARD_BREAKPOINTS.md, CARD_BREAKPOINTS.xl]);
  });
});
