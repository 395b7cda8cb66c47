import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { COUNTER_STEP_MS } from '@/config/constants';
import { parseCounter } from '@/lib/use-count-up';
import { stubIntersectionObserver, type FakeIntersection } from '@/testing/intersection-observer';

import { StatsSection } from './stats-section';

const items = [
  { title: 'Years of combined ERP expertise', number: '200+' },
  { title: 'Satisfied clients', number: '5K+' },
  { title: 'Projects delivered', number: '2K+' },
  { title: 'Business segments', number: '50+' },
];

let intersect: FakeIntersection['intersect'];
let observers: FakeIntersection['observers'];

/** The numbers as drawn (the animated, aria-hidden part). */
const shown = () => Array.from(document.querySelectorAll('.stats-section__number [aria-hidden]'), (el) => el.textContent);

function mockReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

describe('parseCounter', () => {
  it('takes the leading integer, re-appends K and +, and steps by 5 only for 200+ and 50+', () => {
    expect(parseCounter('200+')).toEqual({ target: 200, suffix: '+', step: 5 });
    expect(parseCounter('50+')).toEqual({ target: 50, suffix: '+', step: 5 });
    expect(parseCounter('5K+')).toEqual({ target: 5, suffix: 'K+', step: 1 });
    expect(parseCounter('2K+')).toEqual({ target: 2, suffix: 'K+', step: 1 });
    expect(parseCounter('22k')).toEqual({ target: 22, suffix: 'k', step: 1 });
    expect(parseCounter('121')).toEqual({ target: 121, suffix: '', step: 1 });
    expect(parseCounter('300+')).toEqual({ target: 300, suffix: '+', step: 1 });
  });
});

describe('StatsSection', () => {
  beforeEach(() => {
    ({ intersect, observers } = stubIntersectionObserver());
    mockReducedMotion(false);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits at 0 until the row enters the viewport, then counts a step every 30 ms', () => {
    render(<StatsSection content={{ title: 'Dexterity in numbers', items }} />);
    expect(shown()).toEqual(['0+', '0K+', '0K+', '0+']);
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS * 10));
    expect(shown()).toEqual(['0+', '0K+', '0K+', '0+']);

    intersect(true);
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS - 1));
    expect(shown()).toEqual(['0+', '0K+', '0K+', '0+']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['5+', '1K+', '1K+', '5+']);
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS));
    expect(shown()).toEqual(['10+', '2K+', '2K+', '10+']);
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS * 3));
    expect(shown()).toEqual(['25+', '5K+', '2K+', '25+']);
  });

  it('stops at the target', () => {
    render(<StatsSection content={{ title: 'Dexterity in numbers', items }} />);
    intersect(true);
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS * 100));
    expect(shown()).toEqual(['200+', '5K+', '2K+', '50+']);
  });

  it('starts once: leaving and re-entering the viewport does not restart the count', () => {
    render(<StatsSection content={{ title: 'Dexterity in numbers', items }} />);
    intersect(false);
    expect(shown()).toEqual(['0+', '0K+', '0K+', '0+']);
    intersect(true);
    expect(observers.every((observer) => observer.disconnect.mock.calls.length > 0)).toBe(true);
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS * 100));
    intersect(false);
    intersect(true);
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS));
    expect(shown()).toEqual(['200+', '5K+', '2K+', '50+']);
  });

  it('keeps the written figures for assistive technology and slides the first two in from the left', () => {
    render(<StatsSection content={{ title: 'Dexterity in numbers', items }} />);
    expect(screen.getByRole('region', { name: 'Dexterity in numbers' })).toBeInTheDocument();
    expect(screen.getByText('5K+', { selector: '.visually-hidden' })).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.className.includes('from-left'))).toEqual([true, true, false, false]);
  });

  it('shows the final numbers at once under reduced motion', () => {
    mockReducedMotion(true);
    render(<StatsSection content={{ title: 'Dexterity in numbers', items }} />);
    expect(shown()).toEqual(['200+', '5K+', '2K+', '50+']);
  });

  it('prerenders the final numbers, visible, for visitors without JavaScript and crawlers', () => {
    const html = renderToString(<StatsSection content={{ title: 'Dexterity in numbers', items }} />);
    for (const item of items) expect(html).toContain(`<span aria-hidden="true">${item.number}</span>`);
    expect(html).not.toContain('--waiting');
  });
});
