// The swiper half of `Carousel` (carousel.tsx), in its own chunk: the A11y module is always on,
// auto-advance is our own timer (testable, never stopped by interaction, paused by the visitor or
// by prefers-reduced-motion), and previous/next are real buttons.
import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';

import { CarouselControls } from '@/components/ui/carousel-controls';
import { CarouselHandOverContext, useCarouselPlayback } from '@/components/ui/carousel-hand-over';
import { CARD_CAROUSEL_BREAKPOINTS, type CarouselProps } from '@/components/ui/carousel-types';
import { CARD_CAROUSEL_SPEED_MS } from '@/config/constants';

/**
 * The live half's side of the hand-over: the playback the visitor chose on the static carousel, the
 * focus on the pressed button's twin, and the move that started swiper, made once swiper is ready.
 */
function useHandedOver(
  autoplayMs: number | undefined,
  slideCount: number,
  swiper: SwiperClass | null,
  rootRef: RefObject<HTMLElement | null>,
) {
  const { userPlaying = null, firstMove = null, focusControl = null } = useContext(CarouselHandOverContext) ?? {};
  const playback = useCarouselPlayback(autoplayMs, slideCount, userPlaying);

  useEffect(() => {
    if (focusControl) rootRef.current?.querySelector<HTMLElement>(`[data-control="${focusControl}"]`)?.focus();
  }, [focusControl, rootRef]);

  const firstMoveRef = useRef(firstMove);
  useEffect(() => {
    const pending = firstMoveRef.current;
    if (!swiper || swiper.destroyed || !pending) return;
    firstMoveRef.current = null;
    if (pending === 'next') swiper.slideNext();
    else swiper.slidePrev();
  }, [swiper]);

  return playback;
}

/** The live carousel, loaded by `Carousel` once the page has loaded; it carries on from what the static one handed over. */
export function SwiperCarousel<T>({
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
  const rootRef = useRef<HTMLDivElement>(null);
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const activeIndexRef = useRef(0);
  const { canAutoplay, playing, reducedMotion, togglePlaying } = useHandedOver(autoplayMs, items.length, swiper, rootRef);

  // One timer per shown slide: every change (automatic or by the visitor) restarts the full delay,
  // and interaction never stops the auto-advance (docs/requirements/spec.md §2 home hero).
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

  // A looping swiper refuses a move while its slides still move (it re-orders them before each move), so an arrow
  // pressed mid-move waits for the move to end: every press counts, however quickly the next follows, up to one round.
  const waitingMoves = useRef<Array<'next' | 'previous'>>([]);
  const move = (direction: 'next' | 'previous') => {
    if (!swiper || swiper.destroyed) return;
    if (loop && swiper.animating) {
      if (waitingMoves.current.length < items.length) waitingMoves.current.push(direction);
      return;
    }
    if (direction === 'next') swiper.slideNext();
    else swiper.slidePrev();
  };
  const moveEnded = () => {
    const waiting = waitingMoves.current.shift();
    // After swiper's other listeners of the move's end.
    if (waiting) queueMicrotask(() => move(waiting));
  };

  const modules = pagination ? [A11y, Pagination] : [A11y];

  return (
    <div
      ref={rootRef}
      className={`carousel carousel--${layout} ${className}`.trim()}
      data-scroll-container
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <Swiper
        modules={modules}
        a11y={{ enabled: true, slideRole: 'group' }}
        loop={loop}
        // Under reduced motion slides change at once; a transition cut short by the global reduced-motion
        // rule would leave a looping swiper stuck after stepping back past the first slide.
        speed={reducedMotion ? 0 : speed}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints ?? (layout === 'cards' ? CARD_CAROUSEL_BREAKPOINTS : undefined)}
        pagination={pagination ? { clickable: true } : false}
        onSwiper={setSwiper}
        onTransitionEnd={moveEnded}
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
      <CarouselControls
        navigation={navigation}
        canAutoplay={canAutoplay}
        playing={playing}
        onPrevious={() => move('previous')}
        onNext={() => move('next')}
        onTogglePlaying={togglePlaying}
      />
    </div>
  );
}
