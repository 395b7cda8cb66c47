// Props of the site's carousel, shared by its static first paint and its swiper half.
import type { ReactNode } from 'react';
import type { SwiperOptions } from 'swiper/types';

import { CARD_BREAKPOINTS } from '@/config/constants';

/** Card carousels (docs/requirements/spec.md §9): 1 per view, 2 from 500 px, 3 from 991 px, 4 from 1750 px. */
export const CARD_CAROUSEL_BREAKPOINTS: NonNullable<SwiperOptions['breakpoints']> = {
  [CARD_BREAKPOINTS.sm]: { slidesPerView: 2 },
  [CARD_BREAKPOINTS.md]: { slidesPerView: 3 },
  [CARD_BREAKPOINTS.xl]: { slidesPerView: 4 },
};

/** A step the visitor or the auto-advance asks of a carousel. */
export type CarouselMove = 'previous' | 'next';

/** The carousel's buttons, as named in their `data-control` attribute. */
export type CarouselControl = 'previous' | 'toggle' | 'next';

export interface CarouselProps<T> {
  items: readonly T[];
  /** Renders one slide's content. `index` is the item's position in `items`. */
  renderSlide: (item: T, index: number) => ReactNode;
  /** A stable key per item. */
  getKey: (item: T, index: number) => string;
  /** Accessible name of the carousel region, e.g. 'Highlights'. */
  label: string;
  /** Milliseconds between automatic advances; omit for no auto-advance. */
  autoplayMs?: number;
  loop?: boolean;
  /** Shows previous and next buttons. */
  navigation?: boolean;
  /** Shows clickable bullets (24 px targets). */
  pagination?: boolean;
  /** Slides per view below the first breakpoint. */
  slidesPerView?: number;
  /** Swiper breakpoints (min-width in px → options); `CARD_CAROUSEL_BREAKPOINTS` for card rows. */
  breakpoints?: SwiperOptions['breakpoints'];
  /** Gap between slides in px. */
  spaceBetween?: number;
  /** Transition duration in ms. */
  speed?: number;
  /** 'cards' sizes slides per CARD_BREAKPOINTS before swiper starts, so the row does not jump. */
  layout?: 'default' | 'cards';
  className?: string;
  /** Called with the item index whenever the visible (first) slide changes. */
  onSlideChange?: (index: number) => void;
}
