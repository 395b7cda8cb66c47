// A two-thumb range slider (docs/requirements/spec.md §2 'Range slider widget', §4, §5, §9): drag by mouse
// or touch, click the bar, Shift/Ctrl + wheel, and — beyond the spec — keyboard on each role="slider" thumb.
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

import {
  clickSegment,
  dragThumb,
  formatValue as formatStepValue,
  PAGE_STEPS,
  percentOf,
  resolveInitialValues,
  snapValues,
  stepThumb,
  thumbToEnd,
  valueAtRatio,
  type BarSegment,
  type RangeSliderBounds,
  type RangeSliderReport,
  type RangeValues,
  type Thumb,
} from './range-slider-model';
import { RangeSliderRuler } from './range-slider-ruler';
import { useRangeSliderReports, useRangeSliderWheel, type RangeSliderLatest } from './use-range-slider-effects';
import './range-slider.scss';

export const RANGE_SLIDER_DEFAULTS = { min: 0, max: 100, step: 5, minValue: 25, maxValue: 75 } as const;

export interface RangeSliderProps {
  min?: number;
  max?: number;
  step?: number;
  /** The starting lower value (clamped into min…max). */
  minValue?: number;
  /** The starting upper value (clamped; below minValue it becomes minValue + step). */
  maxValue?: number;
  /** Texts spread evenly under the bar; the default is the min and the max. */
  labels?: readonly string[];
  /** One mark per step under the bar (on by default). */
  ruler?: boolean;
  /** Show the labels (on by default). */
  label?: boolean;
  /** Ten sub-marks per step on the ruler. */
  subSteps?: boolean;
  /** While dragging, the thumbs jump from step to step instead of following the pointer. */
  stepOnly?: boolean;
  /** Ignore Shift/Ctrl + wheel. */
  preventWheel?: boolean;
  disabled?: boolean;
  /** The thumbs may meet (no one-step gap). */
  canMinMaxValueSame?: boolean;
  /** Text shown on the lower thumb instead of its value. */
  minCaption?: string;
  /** Text shown on the upper thumb instead of its value. */
  maxCaption?: string;
  barLeftColor?: string;
  barRightColor?: string;
  barInnerColor?: string;
  thumbLeftColor?: string;
  thumbRightColor?: string;
  /** After a change ends (not during a drag or wheel action); debounced by 20 ms. */
  onChange?: (result: RangeSliderReport) => void;
  /** On every change; debounced by 20 ms. */
  onInput?: (result: RangeSliderReport) => void;
  /** Accessible names of the two thumbs. */
  thumbLabels?: { min: string; max: string };
  /** How values read on the thumbs and to screen readers (default: 2 decimals for fractional steps). */
  formatValue?: (value: number) => string;
  className?: string;
}

const DEFAULT_THUMB_LABELS = { min: 'Minimum value', max: 'Maximum value' } as const;

/** Keys a focused thumb understands, as steps to move (or an end to jump to). */
const KEY_STEPS: Record<string, number | 'start' | 'end'> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: PAGE_STEPS,
  PageDown: -PAGE_STEPS,
  Home: 'start',
  End: 'end',
};

export function RangeSlider({
  min = RANGE_SLIDER_DEFAULTS.min,
  max = RANGE_SLIDER_DEFAULTS.max,
  step = RANGE_SLIDER_DEFAULTS.step,
  minValue = RANGE_SLIDER_DEFAULTS.minValue,
  maxValue = RANGE_SLIDER_DEFAULTS.maxValue,
  labels,
  ruler = true,
  label = true,
  subSteps = false,
  stepOnly = false,
  preventWheel = false,
  disabled = false,
  canMinMaxValueSame = false,
  minCaption,
  maxCaption,
  barLeftColor,
  barRightColor,
  barInnerColor,
  thumbLeftColor,
  thumbRightColor,
  onChange,
  onInput,
  thumbLabels = DEFAULT_THUMB_LABELS,
  formatValue,
  className = '',
}: RangeSliderProps) {
  const bounds: RangeSliderBounds = { min, max, step, canMinMaxValueSame };
  const settingsKey = `${min}|${max}|${step}|${minValue}|${maxValue}|${canMinMaxValueSame}`;

  const [values, setValues] = useState<RangeValues>(() => resolveInitialValues(bounds, minValue, maxValue));
  const [seenKey, setSeenKey] = useState(settingsKey);
  // New settings from the parent start the slider over (and may raise the maxValue error).
  if (seenKey !== settingsKey) {
    setSeenKey(settingsKey);
    setValues(resolveInitialValues(bounds, minValue, maxValue));
  }

  const [dragging, setDragging] = useState<Thumb | null>(null);
  const [wheeling, setWheeling] = useState(false);
  const interacting = dragging !== null || wheeling;

  const barRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // Latest props and state for the native wheel listener and the debounced callbacks.
  const latest = useRef<RangeSliderLatest>({ bounds, values, disabled, preventWheel, onChange, onInput });
  useEffect(() => {
    latest.current = { bounds, values, disabled, preventWheel, onChange, onInput };
  });
  useRangeSliderReports(latest, values, interacting, bounds);
  useRangeSliderWheel(rootRef, latest, setValues, setWheeling);

  const show = (value: number) => (formatValue ? formatValue(value) : formatStepValue(value, step));

  const onThumbPointerDown = (thumb: Thumb) => (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(thumb);
  };

  const onThumbPointerMove = (thumb: Thumb) => (event: PointerEvent<HTMLDivElement>) => {
    if (dragging !== thumb || !barRef.current) return;
    const rect = barRef.current.getBoundingClientRect();
    if (rect.width === 0) return;
    const raw = valueAtRatio((event.clientX - rect.left) / rect.width, bounds);
    setValues((current) => dragThumb(current, bounds, thumb, raw, stepOnly));
  };

  const onThumbPointerUp = (thumb: Thumb) => (event: PointerEvent<HTMLDivElement>) => {
    if (dragging !== thumb) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    setValues((current) => snapValues(current, bounds, thumb));
    setDragging(null);
  };

  const onThumbKeyDown = (thumb: Thumb) => (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_STEPS[event.key];
    if (disabled || move === undefined) return;
    event.preventDefault();
    setValues((current) => (typeof move === 'number' ? stepThumb(current, bounds, thumb, move) : thumbToEnd(current, bounds, thumb, move)));
  };

  const onBarClick = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    const segment = (event.target as HTMLElement).dataset.segment as BarSegment | undefined;
    if (!segment) return;
    setValues((current) => clickSegment(current, bounds, segment));
  };

  const lowPercent = percentOf(values.minValue, bounds);
  const highPercent = percentOf(values.maxValue, bounds);
  const style = {
    '--range-slider-bar-left': barLeftColor,
    '--range-slider-bar-right': barRightColor,
    '--range-slider-bar-inner': barInnerColor,
    '--range-slider-thumb-left': thumbLeftColor,
    '--range-slider-thumb-right': thumbRightColor,
  } as CSSProperties;
  const shownLabels = labels ?? [show(min), show(max)];
  // When both thumbs sit at max, the lower one must stay on top or it could never be dragged back.
  const lowOnTop = values.minValue === values.maxValue && values.maxValue === max;

  const thumbProps = (thumb: Thumb) => {
    const isMin = thumb === 'min';
    const value = isMin ? values.minValue : values.maxValue;
    return {
      role: 'slider',
      tabIndex: disabled ? -1 : 0,
      'aria-label': isMin ? thumbLabels.min : thumbLabels.max,
      'aria-valuemin': isMin ? min : values.minValue,
      'aria-valuemax': isMin ? values.maxValue : max,
      'aria-valuenow': value,
      'aria-valuetext': show(value),
      'aria-orientation': 'horizontal',
      'aria-disabled': disabled || undefined,
      className: `range-slider__thumb range-slider__thumb--${thumb}${dragging === thumb ? ' is-dragging' : ''}${isMin && lowOnTop ? ' is-top' : ''}`,
      style: { left: `${isMin ? lowPercent : highPercent}%` },
      onPointerDown: onThumbPointerDown(thumb),
      onPointerMove: onThumbPointerMove(thumb),
      onPointerUp: onThumbPointerUp(thumb),
      onPointerCancel: onThumbPointerUp(thumb),
      onKeyDown: onThumbKeyDown(thumb),
    } as const;
  };

  return (
    <div ref={rootRef} className={`range-slider${disabled ? ' is-disabled' : ''} ${className}`.trim()} style={style}>
      {/* The bar's segments are a pointer shortcut; the thumbs offer the same moves by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div ref={barRef} className="range-slider__bar" onClick={onBarClick}>
        <div className="range-slider__bar-left" data-segment="left" style={{ width: `${lowPercent}%` }} />
        <div className="range-slider__bar-inner" style={{ left: `${lowPercent}%`, width: `${highPercent - lowPercent}%` }}>
          <div className="range-slider__bar-inner-half" data-segment="inner-left" />
          <div className="range-slider__bar-inner-half" data-segment="inner-right" />
        </div>
        <div className="range-slider__bar-right" data-segment="right" style={{ left: `${highPercent}%` }} />
        <div {...thumbProps('min')}>
          <span className="range-slider__caption" aria-hidden="true">
            {minCaption ?? show(values.minValue)}
          </span>
        </div>
        <div {...thumbProps('max')}>
          <span className="range-slider__caption" aria-hidden="true">
            {maxCaption ?? show(values.maxValue)}
          </span>
        </div>
      </div>
      {ruler && <RangeSliderRuler bounds={bounds} subSteps={subSteps} />}
      {label && (
        <div className="range-slider__labels">
          {shownLabels.map((text, index) => (
            <span key={`${index}-${text}`} className="range-slider__label">
              {text}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
