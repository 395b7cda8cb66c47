import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HERO_TITLE_ROTATION_MS } from '@/config/constants';

import { RotatingHeroSection } from './rotating-hero-section';

const content = {
  miniTitles: ['Tally Prime', 'GST Ready', 'Cloud ERP'],
  title: 'Accounting that runs itself',
  subTitle: 'Sample',
  btnText: 'Talk to us',
  btnUrl: '/contact',
  backgroundSrc: '/bg.svg',
};

function renderHero() {
  return render(
    <MemoryRouter>
      <RotatingHeroSection content={content} />
    </MemoryRouter>,
  );
}

describe('RotatingHeroSection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the next small title after exactly 3000 ms and cycles back to the first', () => {
    expect(HERO_TITLE_ROTATION_MS).toBe(3000);
    renderHero();
    const current = () => screen.getByTestId('hero-mini-title').textContent;
    expect(current()).toBe('Tally Prime');

    act(() => vi.advanceTimersByTime(2999));
    expect(current()).toBe('Tally Prime');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe('GST Ready');
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe('Cloud ERP');
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe('Tally Prime');
  });

  it('gives screen readers every small title once, the heading and the button link', () => {
    renderHero();
    expect(screen.getByText('Tally Prime, GST Ready, Cloud ERP')).toHaveClass('visually-hidden');
    expect(screen.getByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: content.btnText })).toHaveAttribute('href', '/contact');
  });

  it('stops its timer when it leaves the page', () => {
    const { unmount } = renderHero();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
