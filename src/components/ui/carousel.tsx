// The one carousel of the site. It paints its slides as plain markup first (prerendered HTML,
// hydration, first paint), then loads swiper in its own chunk and hands over to it once the window
// has loaded and the carousel is near the viewport. So swiper costs nothing on the first load, the
// hero image has the bandwidth, and a carousel further down starts only when the visitor gets there.
import { startTransition, useEffect, useRef, useState } from 'react';

import { CarouselControls } from '@/components/ui/carousel-controls';
import type { CarouselProps } from '@/components/ui/carousel-types';
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

  useEffect(() => {
    if (!pageLoaded || !near || Live) return undefined;
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
  }, [pageLoaded, near, Live]);

  if (Live) return <Live {...props} initialPlaying={userPlaying} />;

  const { items, renderSlide, getKey, label, autoplayMs, navigation = false, pagination = false, layout = 'default', className = '' } = props;
  const canAutoplay = autoplayMs !== undefined && autoplayMs > 0 && items.length > 1;
  const playing = canAutoplay && (userPlaying ?? !reducedMotion);
  return (
    <div
      ref={rootRef}
      className={`carousel carousel--${layout} carousel--static ${className}`.trim()}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
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
        onPrevious={() => undefined}
        onNext={() => undefined}
        onTogglePlaying={() => setUserPlaying(!playing)}
      />
    </div>
  );
}
