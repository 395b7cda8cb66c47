import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';

import { WaterRipple } from './water-ripple';

// jquery.ripples cannot even load under jsdom (docs/requirements/design.md §6): the package is replaced by a stand-in.
const effect = vi.hoisted(() => ({ fail: false }));
vi.mock('react-water-wave', () => ({
  default: {
    default: ({ 'aria-label': label }: { 'aria-label': string }) => {
      if (effect.fail) throw new Error('Your browser does not support WebGL');
      return <div role="img" aria-label={label} data-testid="ripple" />;
    },
  },
}));

const support = vi.hoisted(() => ({ value: true }));
vi.mock('@/samples/lib/supports-water-ripple', () => ({ supportsWaterRipple: () => support.value }));

const motion = vi.hoisted(() => ({ reduced: false }));
vi.mock('@/lib/use-reduced-motion', () => ({ useReducedMotion: () => motion.reduced }));

/** Renders the picture and points at it, as a visitor does before any ripple. */
function renderRipple() {
  const view = render(<WaterRipple src="/hero.svg" alt="A ledger on a tablet" width={1200} height={800} />);
  fireEvent.pointerEnter(view.container.firstElementChild!);
  return view;
}

describe('WaterRipple', () => {
  beforeEach(() => {
    effect.fail = false;
    support.value = true;
    motion.reduced = false;
  });

  it('keeps the still picture until the visitor points at it', async () => {
    const { container } = render(<WaterRipple src="/hero.svg" alt="A ledger on a tablet" width={1200} height={800} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('ripple')).not.toBeInTheDocument();
    fireEvent.pointerDown(container.firstElementChild!);
    expect(await screen.findByTestId('ripple')).toBeInTheDocument();
  });

  it('starts with the still picture and mounts the effect when the browser supports it', async () => {
    const { container } = renderRipple();
    expect(screen.getByRole('img', { name: 'A ledger on a tablet' }).tagName).toBe('IMG');
    expect(await screen.findByTestId('ripple')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-ripple', 'on');
  });

  it('keeps the still picture without WebGL float textures', async () => {
    support.value = false;
    const { container } = renderRipple();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('ripple')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/hero.svg');
  });

  it('keeps the still picture when the visitor prefers reduced motion', async () => {
    motion.reduced = true;
    renderRipple();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('ripple')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A ledger on a tablet' }).tagName).toBe('IMG');
  });

  it('falls back to the still picture when the effect throws, without taking the page down', async () => {
    effect.fail = true;
    expectConsoleError(/WebGL|Water ripple|above error/);
    const { container } = renderRipple();
    await vi.waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-ripple', 'on'), { timeout: 10_000 });
    expect(screen.getByRole('img', { name: 'A ledger on a tablet' }).tagName).toBe('IMG');
  });
});
