// The one carousel of the site. It paints its slides as plain markup first (prerendered HTML,
// hydration, first paint), then loads swiper in its own chunk and hands over to it once the window
// has loaded and the carousel is near the viewport. So swiper costs nothing on the first load, the
// hero image has the bandwidth, and a carousel further down starts only when the visitor gets there.
// An auto-advancing carousel (the home hero, the logo row: both in view on arrival) hands over when
// it first has to move — its first advance, an arrow or the pause button, or the visitor pointing at
// it or starting a swipe — and swiper makes that move at once: starting swiper is one long task on a
// phone, kept out of the page's loading (DESIGN §5: total blocking time). The hand-over replaces the
// slides' elements, so it never happens under the visitor's keyboard focus or finger on a link.
import { startTransition, useEffect, useRef, useState, type PointerEvent } from 'react';

import { CarouselControls } from '@/components/ui/carousel-controls';
import type { CarouselControl, CarouselMove, CarouselProps } from '@/components/ui/carousel-types';
import type { SwiperCarousel as SwiperCarouselComponent } from '@/components/ui/swiper-carousel';
import { useInViewOnce } from '@/lib/use-in-view-once';
import { usePageLoaded } from '@/lib/use-page-loaded';
import { useReducedMotion } from '@/lib/use-reduced-motion';

import './carousel.scss';

export { CARD_CAROUSEL_BREAKPOINTS, type CarouselProps } from '@/components/ui/carousel-types';

/** How close to the viewport a carousel starts swiper: a screen ahead, so it is live when it arrives. */
const START_MARGIN = '100% 0px';

export function Carousel<T>(props: CarouselProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const pageLoaded = usePageLoaded();
  const near = useInViewOnce(rootRef, START_MARGIN);
  const reducedMotion = useReducedMotion();
  const [Live, setLive] = useState<typeof SwiperCarouselComponent | null>(null);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  // Wanted: the carousel has to move (auto-advancing ones only); firstMove: the move swiper makes on
  // arrival; focusControl: the button pressed to get there, which keeps the keyboard focus.
  const [wanted, setWanted] = useState(false);
  const [firstMove, setFirstMove] = useState<CarouselMove | null>(null);
  const [focusControl, setFocusControl] = useState<CarouselControl | null>(null);
  const [advanceDeferred, setAdvanceDeferred] = useState(0);

  const { items, renderSlide, getKey, label, autoplayMs, navigation = false, pagination = false, layout = 'default', className = '' } = props;
  const canAutoplay = autoplayMs !== undefined && autoplayMs > 0 && items.length > 1;
  const playing = canAutoplay && (userPlaying ?? !reducedMotion);
  const start = pageLoaded && near && (canAutoplay ? wanted : true);

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
  }, [canAutoplay, playing, pageLoaded, near, wanted, autoplayMs, advanceDeferred]);

  useEffect(() => {
    if (!start || Live) return undefined;
    let cancelled = false;
    import('@/components/ui/swiper-carousel')
      .then((module) => {
        // A transition: rendering the live slides yields to the browser instead of blocking it.
        if (!cancelled) startTransition(() => setLive(() => module.SwiperCarousel));
      })
      .catch((error: unknown) => {
        // The carousel stays as plain slides; nothing else depends on it.
        console.warn('Carousel could not load; showing static slides.', error);
      });
    return () => {
      cancelled = true;
    };
  }, [start, Live]);

  if (Live) return <Live {...props} initialPlaying={userPlaying} firstMove={firstMove} focusControl={focusControl} />;

  const press = (control: CarouselControl, direction?: CarouselMove) => {
    if (direction) setFirstMove(direction);
    setFocusControl(control);
    setWanted(true);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setWanted(true);
  };
  // A swipe starts swiper; a press on a link or button is left to finish its click.
  const onPointerDown = (event: PointerEvent) => {
    if (!(event.target instanceof Element && event.target.closest('a, button'))) setWanted(true);
  };
  return (
    <div
      ref={rootRef}
      className={`carousel carousel--${layout} carousel--static ${className}`.trim()}
      data-scroll-container
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={canAutoplay ? onPointerEnter : undefined}
      onPointerDown={canAutoplay ? onPointerDown : undefined}
    >
      <div className="swiper">
        <div className="swiper-wrapper">
          {items.map((item, index) => (
            <div key={getKey(item, index)} className="swiper-slide" role="group" aria-label={`${index + 1} / ${items.length}`}>
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
        {pagination && <div className="swiper-pagination carousel__pagination-placeholder" aria-hidden="true" />}
      </div>
      <CarouselControls
        navigation={navigation}
        canAutoplay={canAutoplay}
        playing={playing}
        onPrevious={() => press('previous', 'previous')}
        onNext={() => press('next', 'next')}
        onTogglePlaying={() => {
          setUserPlaying(!playing);
          press('toggle');
        }}
      />
    </div>
  );
}
