// The static carousel's side of its hand-over to swiper (the why is in carousel.tsx): when swiper is
// wanted, its chunk loads and takes the static slides' place with what the visitor already did.
import { useEffect, useState, type RefObject } from 'react';

import { CarouselHandOverContext, useCarouselPlayback } from '@/components/ui/carousel-hand-over';
import type { CarouselControl, CarouselMove, CarouselProps } from '@/components/ui/carousel-types';
import { useInViewOnce } from '@/lib/use-in-view-once';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';
import { usePageLoaded } from '@/lib/use-page-loaded';

/** How close to the viewport a carousel starts swiper: a screen ahead, so it is live when it arrives. */
const START_MARGIN = '100% 0px';

/** How long after a release without a click swiper may take the static slides' place. */
const PRESS_WITHOUT_CLICK_MS = 500;

const loadSwiperCarousel = () => import('@/components/ui/swiper-carousel');

/**
 * The live carousel once swiper has taken over (null until then), and for the static slides: their
 * playback, and `start` for what the visitor does that has to move them.
 */
export function useSwiperHandOver<T>(props: CarouselProps<T>, rootRef: RefObject<HTMLElement | null>) {
  const { autoplayMs, items } = props;
  const pageLoaded = usePageLoaded();
  const near = useInViewOnce(rootRef, START_MARGIN);
  const { canAutoplay, playing, userPlaying, togglePlaying } = useCarouselPlayback(autoplayMs, items.length);
  // Wanted: the carousel has to move (auto-advancing ones only); firstMove: the move swiper makes on
  // arrival; focusControl: the button pressed to get there, which keeps the keyboard focus.
  const [wanted, setWanted] = useState(false);
  const [firstMove, setFirstMove] = useState<CarouselMove | null>(null);
  const [focusControl, setFocusControl] = useState<CarouselControl | null>(null);
  const [advanceDeferred, setAdvanceDeferred] = useState(0);
  // A press on one of the static slides' buttons or links, not yet released: swiper waits for its click. Put in
  // their place between the press and the release (a mouse pointing at the carousel starts swiper), the button
  // would never get its click, and the visitor's press would be lost.
  const [pressed, setPressed] = useState(false);

  // The first advance of an auto-advancing carousel is what starts swiper.
  useEffect(() => {
    if (!canAutoplay || !playing || !pageLoaded || !near || wanted) return undefined;
    const timer = window.setTimeout(() => {
      // A visitor tabbing through the slides keeps them; the next advance is a full delay later.
      if (rootRef.current?.contains(document.activeElement)) {
        setAdvanceDeferred((count) => count + 1);
        return;
      }
      setFirstMove('next');
      setWanted(true);
    }, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [canAutoplay, playing, pageLoaded, near, wanted, autoplayMs, advanceDeferred, rootRef]);

  // The carousel stays as plain slides if swiper fails to load; nothing else depends on it.
  const swiperModule = useLoadOnIntent(
    loadSwiperCarousel,
    pageLoaded && near && (canAutoplay ? wanted : true),
    'Carousel could not load; showing static slides.',
  );
  const live = swiperModule && !pressed && (
    <CarouselHandOverContext.Provider value={{ userPlaying, firstMove, focusControl }}>
      <swiperModule.SwiperCarousel {...props} />
    </CarouselHandOverContext.Provider>
  );

  return {
    live,
    canAutoplay,
    playing,
    togglePlaying,
    /**
     * Keeps the static slides while a button or link of theirs is pressed: until its click has been handled, or the
     * press ends without one (released elsewhere, cancelled).
     */
    holdForClick: () => {
      setPressed(true);
      const done = new AbortController();
      let releaseLater: number | undefined;
      const release = () => {
        done.abort();
        window.clearTimeout(releaseLater);
        setPressed(false);
      };
      // Last in the click's path: the button's own handler has run.
      window.addEventListener('click', release, { signal: done.signal });
      window.addEventListener('pointercancel', release, { signal: done.signal });
      // Released off the button, no click follows: a tap's click comes a moment after its release.
      window.addEventListener(
        'pointerup',
        () => {
          releaseLater = window.setTimeout(release, PRESS_WITHOUT_CLICK_MS);
        },
        { signal: done.signal },
      );
    },
    /** Starts swiper now; with the control pressed to get there, and the move swiper is to make first. */
    start: (control?: CarouselControl, direction?: CarouselMove) => {
      if (direction) setFirstMove(direction);
      if (control) setFocusControl(control);
      setWanted(true);
    },
  };
}
