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
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const renderStatic = (extra: Partial<Parameters<typeof Carousel<string>>[0]> = {}) =>
    render(
      <Carousel
        items={slides}
        getKey={(item) => item}
        renderSlide={(item) => <p>{item}</p>}
        label="Highlights"
        loop
        navigation
        {...extra}
      />,
    );
  const live = () => document.querySelector('.swiper-initialized');
  const activeSlide = () => document.querySelector('.swiper-slide-active')?.textContent;

  it('paints plain slides first, then hands over to swiper once the page has loaded and it is near the viewport', async () => {
    renderStatic();
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region).toHaveClass('carousel--static');
    expect(screen.getAllByRole('group')).toHaveLength(4);
    // jsdom's document has loaded; a carousel further down the page still waits for the visitor.
    await act(async () => {
      await import('./swiper-carousel');
    });
    expect(region).toHaveClass('carousel--static');
    // It starts a screen ahead of the viewport, so it is live by the time it is seen.
    expect(observers.at(-1)?.options?.rootMargin).toBe('100% 0px');
    intersect(true);
    await vi.waitFor(() => expect(live()).not.toBeNull());
    expect(screen.getByRole('region', { name: 'Highlights' })).not.toHaveClass('carousel--static');
    expect(screen.getByText('Three')).toBeInTheDocument();
  });

  it('an auto-advancing carousel in view stays plain until its first advance, which swiper then makes', async () => {
    vi.useFakeTimers();
    renderStatic({ autoplayMs: HERO_AUTOPLAY_MS });
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    intersect(true);
    await act(async () => {
      await import('./swiper-carousel');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HERO_AUTOPLAY_MS - 1);
    });
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveClass('carousel--static');
    act(() => void vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(live()).not.toBeNull());
    await vi.waitFor(() => expect(activeSlide()).toBe('Two'));
  });

  it('does not hand over under the keyboard focus: the advance waits a full delay', async () => {
    vi.useFakeTimers();
    renderStatic({ autoplayMs: HERO_AUTOPLAY_MS, renderSlide: (item) => <a href={`#${item}`}>{item}</a> });
    intersect(true);
    screen.getByRole('link', { name: 'One' }).focus();
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    await act(async () => {
      await import('./swiper-carousel');
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveClass('carousel--static');
    expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
    act(() => screen.getByRole('link', { name: 'One' }).blur());
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    await vi.waitFor(() => expect(live()).not.toBeNull());
  });

  it('an arrow pressed before swiper arrives moves the slides and keeps the focus', async () => {
    mockReducedMotion(true);
    renderStatic({ autoplayMs: HERO_AUTOPLAY_MS });
    intersect(true);
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    fireEvent.click(next);
    await vi.waitFor(() => expect(live()).not.toBeNull());
    await vi.waitFor(() => expect(activeSlide()).toBe('Two'));
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveFocus();
  });

  it('a mouse pointing at an auto-advancing carousel starts swiper without moving it', async () => {
    mockReducedMotion(true);
    renderStatic({ autoplayMs: HERO_AUTOPLAY_MS });
    intersect(true);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Highlights' }), { pointerType: 'touch' });
    await act(async () => {
      await import('./swiper-carousel');
    });
    expect(live()).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Highlights' }), { pointerType: 'mouse' });
    await vi.waitFor(() => expect(live()).not.toBeNull());
    expect(activeSlide()).toBe('One');
  });

  it('a mouse pressing the pause button as it points at the carousel: swiper waits for the click, and keeps the pause', async () => {
    renderStatic({ autoplayMs: HERO_AUTOPLAY_MS });
    intersect(true);
    const region = screen.getByRole('region', { name: 'Highlights' });
    const pause = screen.getByRole('button', { name: 'Pause slideshow' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    fireEvent.pointerDown(pause, { pointerType: 'mouse' });
    // Swiper's chunk arrives while the button is held down: the slides it would replace stay.
    await act(async () => {
      await import('./swiper-carousel');
    });
    expect(live()).toBeNull();
    expect(region).toHaveClass('carousel--static');
    fireEvent.pointerUp(pause, { pointerType: 'mouse' });
    fireEvent.click(pause);
    await vi.waitFor(() => expect(live()).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toHaveFocus();
  });

  it('a press released off the carousel hands over a moment later', async () => {
    vi.useFakeTimers();
    renderStatic({ autoplayMs: HERO_AUTOPLAY_MS });
    intersect(true);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Highlights' }), { pointerType: 'mouse' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Next slide' }), { pointerType: 'mouse' });
    await act(async () => {
      await import('./swiper-carousel');
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(live()).toBeNull();
    fireEvent.pointerUp(document.body, { pointerType: 'mouse' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(live()).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await vi.waitFor(() => expect(live()).not.toBeNull());
    expect(activeSlide()).toBe('One');
  });

  it('keeps a pause chosen before swiper arrived', async () => {
    renderStatic({ autoplayMs: HERO_AUTOPLAY_MS });
    intersect(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await vi.waitFor(() => expect(live()).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toHaveFocus();
  });
});
