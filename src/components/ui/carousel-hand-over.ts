// What the static carousel (carousel.tsx) hands to swiper (swiper-carousel.tsx) when swiper takes its
// place, and the play/pause rule both halves follow. Handed over through context, not props: it is
// the carousel's own business, not something a page could pass. Swiper's side of it lives in its own
// chunk (swiper-carousel.tsx), so the first load carries only this.
import { createContext, useState } from 'react';

import type { CarouselControl, CarouselMove } from '@/components/ui/carousel-types';
import { useReducedMotion } from '@/lib/use-reduced-motion';

export interface CarouselHandOver {
  /** The visitor's play/pause choice; null while they have not chosen (then reduced motion decides). */
  userPlaying: boolean | null;
  /** The move swiper makes on arrival: the static carousel's first advance or the arrow pressed. */
  firstMove: CarouselMove | null;
  /** The button pressed to start swiper: its live twin keeps the keyboard focus. */
  focusControl: CarouselControl | null;
}

/** Null for a swiper carousel drawn on its own, with no static carousel before it. */
export const CarouselHandOverContext = createContext<CarouselHandOver | null>(null);

/**
 * Whether the carousel auto-advances at all (a delay and more than one slide) and whether it is
 * playing now: the visitor's choice once made, until then not under prefers-reduced-motion.
 */
export function useCarouselPlayback(autoplayMs: number | undefined, slideCount: number, initialChoice: boolean | null = null) {
  const [userPlaying, setUserPlaying] = useState<boolean | null>(initialChoice);
  const reducedMotion = useReducedMotion();
  const canAutoplay = autoplayMs !== undefined && autoplayMs > 0 && slideCount > 1;
  const playing = canAutoplay && (userPlaying ?? !reducedMotion);
  return { canAutoplay, playing, userPlaying, reducedMotion, togglePlaying: () => setUserPlaying(!playing) };
}
