// The one carousel of the site. It paints its slides as plain markup first (prerendered HTML,
// hydration, first paint), then loads swiper in its own chunk and hands over to it once the window
// has loaded and the carousel is near the viewport. So swiper costs nothing on the first load, the
// hero image has the bandwidth, and a carousel further down starts only when the visitor gets there.
// An auto-advancing carousel (the home hero, the logo row: both in view on arrival) hands over when
// it first has to move — its first advance, an arrow or the pause button, or the visitor pointing at
// it or starting a swipe — and swiper makes that move at once: starting swiper is one long task on a
// phone, kept out of the page's loading (docs/requirements/design.md §5: total blocking time). The hand-over
// replaces the slides' elements, so it never happens under the visitor's keyboard focus or finger on a link.
import { useRef, type PointerEvent } from 'react';

import { CarouselControls } from '@/components/ui/carousel-controls';
import type { CarouselProps } from '@/components/ui/carousel-types';
import { useSwiperHandOver } from '@/components/ui/use-swiper-hand-over';

import './carousel.scss';

export { CARD_CAROUSEL_BREAKPOINTS, type CarouselProps } from '@/components/ui/carousel-types';

export function Carousel<T>(props: CarouselProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { live, canAutoplay, playing, togglePlaying, start, holdForClick } = useSwiperHandOver(props, rootRef);
  if (live) return live;

  const { items, renderSlide, getKey, label, navigation = false, pagination = false, layout = 'default', className = '' } = props;
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') start();
  };
  // A swipe starts swiper; a press on a link or button is left to finish its click, on these slides.
  const onPointerDown = (event: PointerEvent) => {
    if (event.target instanceof Element && event.target.closest('a, button')) holdForClick();
    else start();
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
        onPrevious={() => start('previous', 'previous')}
        onNext={() => start('next', 'next')}
        onTogglePlaying={() => {
          togglePlaying();
          start('toggle');
        }}
      />
    </div>
  );
}
