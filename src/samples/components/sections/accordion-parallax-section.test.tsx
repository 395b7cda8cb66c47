import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AccordionParallaxSection } from './accordion-parallax-section';

const motion = vi.hoisted(() => ({ reduced: false }));
vi.mock('@/lib/use-reduced-motion', () => ({ useReducedMotion: () => motion.reduced }));

const content = {
  uperTitle: 'Why Choose Us',
  title: 'Process-first consultants',
  image: { src: '/p.svg', alt: '', width: 14, height: 9 },
  items: [
    { title: 'We map your process', content: 'A short study first.' },
    { title: 'Compliance is built in', content: 'GST returns tested.' },
    { title: 'Training that sticks', content: 'Role-wise sessions.' },
  ],
};

const header = (name: string) => screen.getByRole('button', { name });

// The first test pays for loading react-bootstrap on a shared, busy machine.
describe('AccordionParallaxSection', { timeout: 20_000 }, () => {
  beforeEach(() => {
    motion.reduced = false;
  });

  it('opens the first item on load and only that one', () => {
    render(<AccordionParallaxSection id="why" content={content} />);
    expect(header('We map your process')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Compliance is built in')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Training that sticks')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens another item by closing the open one, and closes the open item on a second click', async () => {
    const user = userEvent.setup();
    render(<AccordionParallaxSection id="why" content={content} />);
    await user.click(header('Compliance is built in'));
    expect(header('Compliance is built in')).toHaveAttribute('aria-expanded', 'true');
    expect(header('We map your process')).toHaveAttribute('aria-expanded', 'false');

    await user.click(header('Compliance is built in'));
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('moves the picture with the scroll, and not at all under reduced motion', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    const { unmount } = render(<AccordionParallaxSection id="why" content={content} />);
    const layer = screen.getByTestId('parallax-layer');
    expect(layer.style.transform).toMatch(/^translate3d\(0, -?\d+(\.\d)?px, 0\)$/);
    fireEvent.scroll(window);
    expect(layer.style.transform).toContain('translate3d');
    unmount();

    motion.reduced = true;
    render(<AccordionParallaxSection id="why" content={content} />);
    fireEvent.scroll(window);
    expect(screen.getByTestId('parallax-layer').style.transform).toBe('');
  });

  it('labels the region with its heading', () => {
    render(<AccordionParallaxSection id="why" content={content} />);
    expect(screen.getByRole('region', { name: 'Process-first consultants' })).toBeInTheDocument();
  });
});
