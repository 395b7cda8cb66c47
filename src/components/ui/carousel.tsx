// The one wrapper over swiper. Every carousel of the site goes through it: the A11y module is always
// on, auto-advance is our own timer (testable, never stopped by interaction, paused by the visitor
// or by prefers-reduced-motion), and previous/next are real buttons.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';

import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icon';
import { CARD_BREAKPOINTS, CARD_CAROUSEL_SPEED_MS } from '@/config/constants';
import { useReducedMotion } from '@/lib/use-reduced-motion';

import './carousel.scss';

/** Card carousels (SPEC §9): 1 per view, 2 from 500 px, 3 from 991 px, 4 from 1750 px. */
export const CARD_CAROUSEL_BREAKPOINTS: NonNullable<SwiperOptions['breakpoints']> = {
  [CARD_BREAKPOINTS.sm]: { slidesPerView: 2 },
  [CARD_BREAKPOINTS.md]: { slidesPerView: 3 },
  [CARD_BREAKPOINTS.xl]: { slidesPerView: 4 },
};

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

export function Carousel<T>({
  items,
  renderSlide,
  getKey,
  label,
  autoplayMs,
  loop = false,
  navigation = false,
  pagination = false,
  slidesPerView = 1,
  breakpoints,
  spaceBetween = 24,
  speed = CARD_CAROUSEL_SPEED_MS,
  layout = 'default',
  className = '',
  onSlideChange,
}: CarouselProps<T>) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const activeIndexRef = useRef(0);
  // null: the visitor has not chosen; then reduced motion decides.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const reducedMotion = useReducedMotion();
  const canAutoplay = autoplayMs !== undefined && autoplayMs > 0 && items.length > 1;
  const playing = canAutoplay && (userPlaying ?? !reducedMotion);

  // One timer per shown slide: every change (automatic or by the visitor) restarts the full delay,
  // and interaction never stops the auto-advance (SPEC §2 home hero).
  useEffect(() => {
    if (!swiper || !playing || swiper.destroyed) return undefined;
    const timer = window.setTimeout(() => {
      if (swiper.destroyed) return;
      if (!loop && swiper.isEnd) swiper.slideTo(0);
      else swiper.slideNext();
    }, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [swiper, playing, autoplayMs, activeIndex, loop]);

  // A moving carousel must not chatter at screen-reader users; a still one announces changes.
  useEffect(() => {
    if (swiper && !swiper.destroyed) swiper.wrapperEl.setAttribute('aria-live', playing ? 'off' : 'polite');
  }, [swiper, playing]);

  const modules = pagination ? [A11y, Pagination] : [A11y];

  return (
    <div className={`carousel carousel--${layout} ${className}`.trim()} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={modules}
        a11y={{ enabled: true, slideRole: 'group' }}
        loop={loop}
        speed={speed}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints ?? (layout === 'cards' ? CARD_CAROUSEL_BREAKPOINTS : undefined)}
        pagination={pagination ? { clickable: true } : false}
        onSwiper={setSwiper}
        onRealIndexChange={(instance) => {
          // Swiper also reports its own set-up moves (loop re-ordering); only real changes count.
          if (instance.realIndex === activeIndexRef.current) return;
          activeIndexRef.current = instance.realIndex;
          setActiveIndex(instance.realIndex);
          onSlideChange?.(instance.realIndex);
        }}
      >
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item, index)}>{renderSlide(item, index)}</SwiperSlide>
        ))}
      </Swiper>
      {(navigation || canAutoplay) && (
        <div className="carousel__controls">
          {navigation && (
            <button type="button" className="carousel__button" aria-label="Previous slide" onClick={() => swiper?.slidePrev()}>
              <ChevronLeftIcon size={20} aria-hidden />
            </button>
          )}
          {canAutoplay && (
            <button
              type="button"
              className="carousel__button"
              aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
              onClick={() => setUserPlaying(!playing)}
            >
              {playing ? <PauseIcon size={18} aria-hidden /> : <PlayIcon size={18} aria-hidden />}
            </button>
          )}
          {navigation && (
            <button type="button" className="carousel__button" aria-label="Next slide" onClick={() => swiper?.slideNext()}>
              <ChevronRightIcon size={20} aria-hidden />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
