import { act, fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';

import { RangeSlider } from './range-slider';

function thumbs() {
  return { low: screen.getByRole('slider', { name: 'Minimum value' }), high: screen.getByRole('slider', { name: 'Maximum value' }) };
}

function segment(name: string) {
  return document.querySelector(`[data-segment="${name}"]`) as HTMLElement;
}

/** jsdom has no layout: the bar is 200 px wide starting at x = 100. */
function giveBarWidth() {
  const bar = document.querySelector('.range-slider__bar') as HTMLElement;
  bar.getBoundingClientRect = () => ({ left: 100, width: 200, top: 0, height: 8, right: 300, bottom: 8, x: 100, y: 0, toJSON: () => ({}) });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RangeSlider', () => {
  it('starts from the defaults 0, 100, 25 and 75 with labels and a ruler', () => {
    render(<RangeSlider />);
    const { low, high } = thumbs();
    expect(low).toHaveAttribute('aria-valuenow', '25');
    expect(high).toHaveAttribute('aria-valuenow', '75');
    expect(low).toHaveAttribute('aria-valuemin', '0');
    expect(high).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(screen.getByText('100')).toBeInTheDocument();
    expect(document.querySelectorAll('.range-slider__mark')).toHaveLength(21);
    expect(document.querySelector('.range-slider__sub-marks')).toBeNull();
  });

  it('draws 10 sub-marks per step with subSteps, custom labels, and can hide ruler and labels', () => {
    const { rerender } = render(<RangeSlider subSteps labels={['Low', 'Mid', 'High']} />);
    expect(document.querySelector('.range-slider__sub-marks')).toHaveAttribute('data-sub-marks', '10');
    expect(screen.getByText('Mid')).toBeInTheDocument();
    rerender(<RangeSlider ruler={false} label={false} />);
    expect(document.querySelector('.range-slider__ruler')).toBeNull();
    expect(document.querySelector('.range-slider__labels')).toBeNull();
  });

  it('shows fractional steps with 2 decimals, and captions instead of values', () => {
    render(<RangeSlider min={0} max={1} step={0.05} minValue={0.25} maxValue={0.5} minCaption="From" />);
    const { low, high } = thumbs();
    expect(low).toHaveAttribute('aria-valuetext', '0.25');
    expect(high).toHaveAttribute('aria-valuetext', '0.50');
    expect(screen.getByText('From')).toBeInTheDocument();
    expect(screen.getByText('1.00')).toBeInTheDocument();
  });

  it('moves thumbs by keyboard: arrows a step, Page keys ten steps, Home and End', () => {
    render(<RangeSlider />);
    const { low, high } = thumbs();
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    expect(low).toHaveAttribute('aria-valuenow', '30');
    fireEvent.keyDown(low, { key: 'ArrowDown' });
    expect(low).toHaveAttribute('aria-valuenow', '25');
    fireEvent.keyDown(high, { key: 'PageDown' });
    expect(high).toHaveAttribute('aria-valuenow', '30');
    fireEvent.keyDown(high, { key: 'PageDown' });
    expect(high).toHaveAttribute('aria-valuenow', '30');
    fireEvent.keyDown(high, { key: 'End' });
    expect(high).toHaveAttribute('aria-valuenow', '100');
    fireEvent.keyDown(low, { key: 'End' });
    expect(low).toHaveAttribute('aria-valuenow', '95');
    fireEvent.keyDown(low, { key: 'Home' });
    expect(low).toHaveAttribute('aria-valuenow', '0');
  });

  it('moves a thumb one step when a bar segment is clicked', () => {
    render(<RangeSlider />);
    const { low, high } = thumbs();
    fireEvent.click(segment('left'));
    expect(low).toHaveAttribute('aria-valuenow', '20');
    fireEvent.click(segment('inner-left'));
    expect(low).toHaveAttribute('aria-valuenow', '25');
    fireEvent.click(segment('inner-right'));
    expect(high).toHaveAttribute('aria-valuenow', '70');
    fireEvent.click(segment('right'));
    expect(high).toHaveAttribute('aria-valuenow', '75');
  });

  it('fires onInput and onChange 20 ms after a change, with { min, max, minValue, maxValue }', () => {
    const onChange = vi.fn();
    const onInput = vi.fn();
    render(<RangeSlider onChange={onChange} onInput={onInput} />);
    act(() => vi.advanceTimersByTime(100));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(thumbs().low, { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(19));
    expect(onInput).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    const expected = { min: 0, max: 100, minValue: 30, maxValue: 75 };
    expect(onInput).toHaveBeenCalledExactlyOnceWith(expected);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it('debounces quick changes into one call', () => {
    const onChange = vi.fn();
    render(<RangeSlider onChange={onChange} />);
    const { low } = thumbs();
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(10));
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(10));
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(20));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ min: 0, max: 100, minValue: 40, maxValue: 75 });
  });

  it('suppresses onChange during a drag and fires it when the drag ends; onInput fires during it', () => {
    const onChange = vi.fn();
    const onInput = vi.fn();
    render(<RangeSlider onChange={onChange} onInput={onInput} />);
    giveBarWidth();
    const { low } = thumbs();
    fireEvent.pointerDown(low, { button: 0, pointerId: 1, clientX: 150 });
    fireEvent.pointerMove(low, { pointerId: 1, clientX: 181 }); // 40.5 %
    act(() => vi.advanceTimersByTime(50));
    expect(onInput).toHaveBeenLastCalledWith({ min: 0, max: 100, minValue: 40.5, maxValue: 75 });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(low, { pointerId: 1, clientX: 181 });
    act(() => vi.advanceTimersByTime(20));
    expect(low).toHaveAttribute('aria-valuenow', '40');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ min: 0, max: 100, minValue: 40, maxValue: 75 });
  });

  it('jumps from step to step while dragging with stepOnly', () => {
    render(<RangeSlider stepOnly />);
    giveBarWidth();
    const { high } = thumbs();
    fireEvent.pointerDown(high, { button: 0, pointerId: 1, clientX: 250 });
    fireEvent.pointerMove(high, { pointerId: 1, clientX: 283 }); // 91.5 %
    expect(high).toHaveAttribute('aria-valuenow', '90');
  });

  it('Shift + wheel moves the lower thumb; onChange waits until 100 ms after the wheel ends', () => {
    const onChange = vi.fn();
    render(<RangeSlider onChange={onChange} />);
    const { low } = thumbs();
    fireEvent.wheel(low, { deltaY: -100, shiftKey: true });
    fireEvent.wheel(low, { deltaY: -100, shiftKey: true });
    expect(low).toHaveAttribute('aria-valuenow', '27');
    act(() => vi.advanceTimersByTime(99));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1)); // the wheel action ends: the thumb lands on the next step
    expect(low).toHaveAttribute('aria-valuenow', '30');
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ min: 0, max: 100, minValue: 30, maxValue: 75 });
  });

  it('Ctrl + wheel moves the upper thumb and both keys shift the range', () => {
    render(<RangeSlider />);
    const { low, high } = thumbs();
    fireEvent.wheel(high, { deltaY: 100, ctrlKey: true });
    expect(high).toHaveAttribute('aria-valuenow', '74');
    act(() => vi.advanceTimersByTime(100));
    expect(high).toHaveAttribute('aria-valuenow', '70');
    fireEvent.wheel(high, { deltaY: -100, ctrlKey: true, shiftKey: true });
    expect(low).toHaveAttribute('aria-valuenow', '26');
    expect(high).toHaveAttribute('aria-valuenow', '71');
  });

  it('ignores the wheel when disabled or with preventWheel, and everything else when disabled', () => {
    const { rerender } = render(<RangeSlider preventWheel />);
    fireEvent.wheel(thumbs().low, { deltaY: -100, shiftKey: true });
    expect(thumbs().low).toHaveAttribute('aria-valuenow', '25');
    rerender(<RangeSlider disabled />);
    const { low } = thumbs();
    fireEvent.wheel(low, { deltaY: -100, shiftKey: true });
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    fireEvent.click(segment('left'));
    expect(low).toHaveAttribute('aria-valuenow', '25');
    expect(low).toHaveAttribute('aria-disabled', 'true');
    expect(low).toHaveAttribute('tabindex', '-1');
  });

  it('lets the thumbs meet only with canMinMaxValueSame', () => {
    const { unmount } = render(<RangeSlider minValue={50} maxValue={55} />);
    fireEvent.keyDown(thumbs().low, { key: 'ArrowRight' });
    expect(thumbs().low).toHaveAttribute('aria-valuenow', '50');
    unmount();
    render(<RangeSlider minValue={50} maxValue={55} canMinMaxValueSame />);
    fireEvent.keyDown(thumbs().low, { key: 'ArrowRight' });
    expect(thumbs().low).toHaveAttribute('aria-valuenow', '55');
  });

  it('applies bar and thumb colours', () => {
    render(<RangeSlider barInnerColor="rgb(1, 2, 3)" thumbLeftColor="red" />);
    const root = document.querySelector('.range-slider') as HTMLElement;
    expect(root.style.getPropertyValue('--range-slider-bar-inner')).toBe('rgb(1, 2, 3)');
    expect(root.style.getPropertyValue('--range-slider-thumb-left')).toBe('red');
  });

  it("throws 'maxValue is less than minValue' when the values cannot be put in order", () => {
    expectConsoleError(/maxValue is less than minValue|The above error occurred/);
    class Boundary extends Component<{ children: ReactNode }, { message: string }> {
      override state = { message: '' };
      static getDerivedStateFromError(error: Error) {
        return { message: error.message };
      }
      override render() {
        return this.state.message ? <p>{this.state.message}</p> : this.props.children;
      }
    }
    // React reports the caught render error to window as well; jsdom would print it.
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    render(
      <Boundary>
        <RangeSlider step={-5} minValue={60} maxValue={20} />
      </Boundary>,
    );
    window.removeEventListener('error', quiet);
    expect(screen.getByText('maxValue is less than minValue')).toBeInTheDocument();
  });
});
