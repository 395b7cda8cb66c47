import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HERO_AUTOPLAY_MS } from '@/config/constants';
import { stubIntersectionObserver, type FakeIntersection } from '@/testing/intersection-observer';

import { Carousel } from './carousel';
import { SwiperCarousel } from './swiper-carousel';

const slides = ['One', 'Two', 'Three', 'Four'] as const;

function renderCarousel(onSlideChange = vi.fn(), extra: Partial<Parameters<typeof Carousel<string>>[0]> = {}) {
  render(
    <SwiperCarousel
      items={slides}
      getKey={(item) => item}
      renderSlide={(item) => <p>{item}</p>}
      label="Highlights"
      autoplayMs={HERO_AUTOPLAY_MS}
      loop
      navigation
      onSlideChange={onSlideChange}
      {...extra}
    />,
  );
  return onSlideChange;
}

/** Lets the fake clock run; jsdom never ends CSS transitions, so end swiper's by hand. */
function advance(ms: number) {
  act(() => void vi.advanceTimersByTime(ms));
  const wrapper = document.querySelector('.swiper-wrapper');
  if (wrapper) act(() => void fireEvent.transitionEnd(wrapper));
}

function mockReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('SwiperCarousel (auto-advance)', () => {
  beforeEach(() => {
    // jsdom lays nothing out; swiper needs a width to compute its snap points.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('advances exactly every 5000 ms and loops back to the first slide', () => {
    const onSlideChange = renderCarousel();
    advance(HERO_AUTOPLAY_MS - 1);
    expect(onSlideChange).not.toHaveBeenCalled();
    advance(1);
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    advance(HERO_AUTOPLAY_MS);
    expect(onSlideChange).toHaveBeenLastCalledWith(2);
    advance(HERO_AUTOPLAY_MS);
    expect(onSlideChange).toHaveBeenLastCalledWith(3);
    advance(HERO_AUTOPLAY_MS);
    expect(onSlideChange).toHaveBeenLastCalledWith(0);
  });

  it('keeps auto-advancing after the visitor uses the arrows', () => {
    const onSlideChange = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    advance(0);
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    advance(0);
    expect(onSlideChange).toHaveBeenLastCalledWith(0);
    onSlideChange.mockClear();
    advance(HERO_AUTOPLAY_MS);
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
  });

  it('stops and resumes with the pause control', () => {
    const onSlideChange = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(HERO_AUTOPLAY_MS * 3);
    expect(onSlideChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(HERO_AUTOPLAY_MS);
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
  });

  it('does not auto-advance under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    const onSlideChange = renderCarousel();
    advance(HERO_AUTOPLAY_MS * 3);
    expect(onSlideChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('rewinds to the start at the end when not looping', () => {
    const onSlideChange = renderCarousel(vi.fn(), { loop: false });
    for (let step = 0; step < 3; step += 1) advance(HERO_AUTOPLAY_MS);
    expect(onSlideChange).toHaveBeenLastCalledWith(3);
    advance(HERO_AUTOPLAY_MS);
    expect(onSlideChange).toHaveBeenLastCalledWith(0);
  });

  it('has no timer or pause control without autoplay', () => {
    render(<SwiperCarousel items={slides} getKey={(item) => item} renderSlide={(item) => <p>{item}</p>} label="Cards" />);
    expect(screen.getByRole('region', { name: 'Cards' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });
});

describe('Carousel', () => {
  let intersect: FakeIntersection['intersect'];
  let observers: FakeIntersection['observers'];
  beforeEach(() => {
    ({ intersect, observers } = stubIntersectionObserver());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('paints plain slides first, then hands over to swiper once the page has loaded and it is near the viewport', async () => {
    render(<Carousel items={slides} getKey={(item) => item} renderSlide={(item) => <p>{item}</p>} label="Highlights" autoplayMs={HERO_AUTOPLAY_MS} navigation />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region).toHaveClass('carousel--static');
    expect(screen.getAllByRole('group')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    // jsdom's document has loaded; a carousel further down the page still waits for the visitor.
    await act(async () => {
      await import('./swiper-carousel');
    });
    expect(region).toHaveClass('carousel--static');
    // It starts a screen ahead of the viewport, so it is live by the time it is seen.
    expect(observers.at(-1)?.options?.rootMargin).toBe('100% 0px');
    intersect(true);
    await vi.waitFor(() => expect(document.querySelector('.swiper-initialized')).not.toBeNull());
    expect(screen.getByRole('region', { name: 'Highlights' })).not.toHaveClass('carousel--static');
    expect(screen.getByText('Three')).toBeInTheDocument();
  });

  it('keeps a pause chosen before swiper arrived', async () => {
    render(<Carousel items={slides} getKey={(item) => item} renderSlide={(item) => <p>{item}</p>} label="Highlights" autoplayMs={HERO_AUTOPLAY_MS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    intersect(true);
    await vi.waitFor(() => expect(document.querySelector('.swiper-initialized')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });
});
