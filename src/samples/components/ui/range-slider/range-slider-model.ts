// The range slider's value rules (docs/requirements/spec.md §4, §5, §9) as pure functions, so they can
// be property-tested without a DOM. The component only turns events into calls of these functions.

export interface RangeSliderBounds {
  min: number;
  max: number;
  step: number;
  /** When set, the thumbs may meet (gap 0); otherwise they stay one step apart. */
  canMinMaxValueSame: boolean;
}

export interface RangeValues {
  minValue: number;
  maxValue: number;
}

/** What onChange and onInput receive. */
export interface RangeSliderReport extends RangeValues {
  min: number;
  max: number;
}

export type Thumb = 'min' | 'max';

/** The four clickable parts of the bar, left to right. */
export type BarSegment = 'left' | 'inner-left' | 'inner-right' | 'right';

export interface WheelInput {
  deltaY: number;
  shiftKey: boolean;
  ctrlKey: boolean;
}

export const MAX_VALUE_BELOW_MIN_VALUE = 'maxValue is less than minValue';

/** Page Up / Page Down move a thumb this many steps. */
export const PAGE_STEPS = 10;
/** The wheel moves a thumb by this share of the range, at most WHEEL_MAX_INCREMENT. */
export const WHEEL_RANGE_SHARE = 1 / 100;
export const WHEEL_MAX_INCREMENT = 1;
/** Sub-marks per step on the ruler when subSteps is set. */
export const RULER_SUB_MARKS = 10;

const PRECISION = 1e9;

/** Rounds away binary floating-point noise (0.1 + 0.2) without changing any real value. */
function tidy(value: number): number {
  return Math.round(value * PRECISION) / PRECISION;
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/** The distance the thumbs keep: one step, or none with canMinMaxValueSame (never more than the range). */
export function gapOf(bounds: RangeSliderBounds): number {
  return bounds.canMinMaxValueSame ? 0 : Math.min(bounds.step, bounds.max - bounds.min);
}

/** The wheel's increment: 1/100 of the range, capped at 1. */
export function wheelIncrement(bounds: Pick<RangeSliderBounds, 'min' | 'max'>): number {
  return Math.min((bounds.max - bounds.min) * WHEEL_RANGE_SHARE, WHEEL_MAX_INCREMENT);
}

/** The grid points are min, min + step, min + 2·step … and max itself. */
export function isOnGrid(value: number, bounds: RangeSliderBounds): boolean {
  if (value === bounds.min || value === bounds.max) return true;
  const k = (value - bounds.min) / bounds.step;
  return Math.abs(k - Math.round(k)) < 1e-6;
}

/** The grid point nearest to value ('nearest', ties go up), or the next one below ('down') or above ('up'). */
export function snapToGrid(value: number, bounds: RangeSliderBounds, direction: 'nearest' | 'up' | 'down' = 'nearest'): number {
  const { min, max, step } = bounds;
  const v = clamp(value, min, max);
  if (v === max) return max;
  const k = (v - min) / step;
  const kNear = Math.round(k);
  // Within float noise of a grid point counts as on it.
  if (Math.abs(k - kNear) < 1e-9) return Math.min(tidy(min + kNear * step), max);
  const lower = tidy(min + Math.floor(k) * step);
  // The next grid point up; between the last step and an off-grid max, that is max itself.
  const upper = Math.min(tidy(lower + step), max);
  if (direction === 'down') return lower;
  if (direction === 'up') return upper;
  return v - lower < upper - v ? lower : upper;
}

function largestGridAtMost(value: number, bounds: RangeSliderBounds): number {
  return value >= bounds.max ? bounds.max : snapToGrid(value, bounds, 'down');
}

function smallestGridAtLeast(value: number, bounds: RangeSliderBounds): number {
  return snapToGrid(value, bounds, 'up');
}

/**
 * Keeps the values inside min…max, in order and at least the gap apart. The thumb that just moved
 * gives way; the other one stays put unless the range leaves no room.
 */
export function constrain(values: RangeValues, bounds: RangeSliderBounds, moved: Thumb): RangeValues {
  const { min, max } = bounds;
  const gap = gapOf(bounds);
  let lo = clamp(values.minValue, min, max);
  let hi = clamp(values.maxValue, min, max);
  if (moved === 'min') {
    lo = clamp(lo, min, Math.max(min, hi - gap));
    hi = Math.max(hi, Math.min(max, lo + gap));
  } else {
    hi = clamp(hi, Math.min(max, lo + gap), max);
    lo = Math.min(lo, Math.max(min, hi - gap));
  }
  return { minValue: tidy(lo), maxValue: tidy(hi) };
}

/** Puts both values on the grid (after a free drag or a wheel action) and keeps the gap rule. */
export function snapValues(
  values: RangeValues,
  bounds: RangeSliderBounds,
  moved: Thumb,
  directions: { min: 'nearest' | 'up' | 'down'; max: 'nearest' | 'up' | 'down' } = { min: 'nearest', max: 'nearest' },
): RangeValues {
  const gap = gapOf(bounds);
  const tolerance = 1e-9;
  let lo = snapToGrid(values.minValue, bounds, directions.min);
  let hi = snapToGrid(values.maxValue, bounds, directions.max);
  if (hi - lo < gap - tolerance) {
    if (moved === 'min') {
      if (hi - gap >= bounds.min - tolerance) lo = largestGridAtMost(tidy(hi - gap), bounds);
      else {
        lo = bounds.min;
        hi = smallestGridAtLeast(tidy(lo + gap), bounds);
      }
    } else if (lo + gap <= bounds.max + tolerance) hi = smallestGridAtLeast(tidy(lo + gap), bounds);
    else {
      hi = bounds.max;
      lo = largestGridAtMost(tidy(hi - gap), bounds);
    }
  }
  return { minValue: lo, maxValue: hi };
}

/**
 * The starting values (docs/requirements/spec.md §5): clamped into min…max; an upper value below the lower one becomes
 * lower + step, and if it is still below, the error 'maxValue is less than minValue' is thrown.
 */
export function resolveInitialValues(bounds: RangeSliderBounds, minValue: number, maxValue: number): RangeValues {
  const { min, max, step } = bounds;
  if (!(max > min)) throw new Error('max must be greater than min');
  const lo = clamp(minValue, min, max);
  let hi = clamp(maxValue, min, max);
  if (hi < lo) hi = lo + step;
  if (!(hi >= lo)) throw new Error(MAX_VALUE_BELOW_MIN_VALUE);
  if (!(step > 0) || !Number.isFinite(step)) throw new Error('step must be a positive number');
  return snapValues(constrain({ minValue: lo, maxValue: hi }, bounds, 'max'), bounds, 'max');
}

/** A free (not yet snapped) move of one thumb to a raw value, as during a drag without stepOnly. */
export function moveThumb(values: RangeValues, bounds: RangeSliderBounds, thumb: Thumb, raw: number): RangeValues {
  const next = thumb === 'min' ? { ...values, minValue: raw } : { ...values, maxValue: raw };
  return constrain(next, bounds, thumb);
}

/** The value under a pointer at `ratio` (0 at the left end of the bar, 1 at the right end). */
export function valueAtRatio(ratio: number, bounds: RangeSliderBounds): number {
  return tidy(bounds.min + clamp(ratio, 0, 1) * (bounds.max - bounds.min));
}

/** A drag move: free, or straight onto the grid with stepOnly. */
export function dragThumb(values: RangeValues, bounds: RangeSliderBounds, thumb: Thumb, raw: number, stepOnly: boolean): RangeValues {
  const target = stepOnly ? snapToGrid(raw, bounds) : raw;
  const moved = moveThumb(values, bounds, thumb, target);
  return stepOnly ? snapValues(moved, bounds, thumb) : moved;
}

/** The index of the last grid point (max, whether or not it is min + k·step). */
function lastGridIndex(bounds: RangeSliderBounds): number {
  const whole = Math.floor(tidy((bounds.max - bounds.min) / bounds.step));
  return tidy(bounds.min + whole * bounds.step) < bounds.max ? whole + 1 : whole;
}

function gridIndexOf(value: number, bounds: RangeSliderBounds): number {
  return value >= bounds.max ? lastGridIndex(bounds) : Math.round(tidy((value - bounds.min) / bounds.step));
}

function gridValueAt(index: number, bounds: RangeSliderBounds): number {
  return index >= lastGridIndex(bounds) ? bounds.max : tidy(bounds.min + index * bounds.step);
}

/** Moves one thumb by a number of steps (keys, bar clicks), landing on the grid. */
export function stepThumb(values: RangeValues, bounds: RangeSliderBounds, thumb: Thumb, steps: number): RangeValues {
  const current = thumb === 'min' ? values.minValue : values.maxValue;
  // An off-grid value first counts as the grid point behind it, so one step up from 12 (step 5) is 15.
  const start = gridIndexOf(snapToGrid(current, bounds, steps > 0 ? 'down' : 'up'), bounds);
  const target = gridValueAt(clamp(start + steps, 0, lastGridIndex(bounds)), bounds);
  return snapValues(moveThumb(values, bounds, thumb, target), bounds, thumb);
}

/** Home and End: a thumb as far as it may go. */
export function thumbToEnd(values: RangeValues, bounds: RangeSliderBounds, thumb: Thumb, end: 'start' | 'end'): RangeValues {
  const target = end === 'start' ? bounds.min : bounds.max;
  return snapValues(moveThumb(values, bounds, thumb, target), bounds, thumb);
}

/**
 * A click on a bar segment moves a thumb one step: left of the lower thumb moves it down, the inner
 * bar's left half moves it up, the inner bar's right half moves the upper thumb down, right of the
 * upper thumb moves it up.
 */
export function clickSegment(values: RangeValues, bounds: RangeSliderBounds, segment: BarSegment): RangeValues {
  switch (segment) {
    case 'left':
      return stepThumb(values, bounds, 'min', -1);
    case 'inner-left':
      return stepThumb(values, bounds, 'min', 1);
    case 'inner-right':
      return stepThumb(values, bounds, 'max', -1);
    case 'right':
      return stepThumb(values, bounds, 'max', 1);
  }
}

/**
 * One wheel event (docs/requirements/spec.md §4): Shift moves the lower thumb, Ctrl the upper one, both shift the whole
 * range, by 1/100 of the range (at most 1); wheeling up raises the value. Returns undefined when the
 * wheel does not act (no modifier, or no movement). Values stay free until the wheel action ends.
 */
export function wheelValues(values: RangeValues, bounds: RangeSliderBounds, input: WheelInput): RangeValues | undefined {
  if ((!input.shiftKey && !input.ctrlKey) || input.deltaY === 0) return undefined;
  const delta = input.deltaY < 0 ? wheelIncrement(bounds) : -wheelIncrement(bounds);
  if (input.shiftKey && input.ctrlKey) {
    const shift = clamp(delta, bounds.min - values.minValue, bounds.max - values.maxValue);
    return { minValue: tidy(values.minValue + shift), maxValue: tidy(values.maxValue + shift) };
  }
  const thumb: Thumb = input.ctrlKey ? 'max' : 'min';
  const current = thumb === 'min' ? values.minValue : values.maxValue;
  return moveThumb(values, bounds, thumb, current + delta);
}

/**
 * The end of a wheel action: every value that moved lands on the next grid point in the direction it
 * moved, so even a short wheel moves at least one step.
 */
export function endWheel(start: RangeValues, current: RangeValues, bounds: RangeSliderBounds): RangeValues {
  const direction = (from: number, to: number): 'up' | 'down' | 'nearest' => (to > from ? 'up' : to < from ? 'down' : 'nearest');
  const directions = { min: direction(start.minValue, current.minValue), max: direction(start.maxValue, current.maxValue) };
  const moved: Thumb = current.maxValue !== start.maxValue && current.minValue === start.minValue ? 'max' : 'min';
  return snapValues(current, bounds, moved, directions);
}

/** Values as shown: 2 decimals for fractional steps, whole numbers otherwise. */
export function formatValue(value: number, step: number): string {
  return Number.isInteger(step) ? String(Math.round(value)) : value.toFixed(2);
}

/** Where a value sits along the bar, in percent. */
export function percentOf(value: number, bounds: Pick<RangeSliderBounds, 'min' | 'max'>): number {
  return ((value - bounds.min) / (bounds.max - bounds.min)) * 100;
}

/** The ruler: one mark per step (the marks sit at every step from min to max). */
export function rulerMarkCount(bounds: Pick<RangeSliderBounds, 'min' | 'max' | 'step'>): number {
  return Math.floor(tidy((bounds.max - bounds.min) / bounds.step)) + 1;
}

export function report(values: RangeValues, bounds: Pick<RangeSliderBounds, 'min' | 'max'>): RangeSliderReport {
  return { min: bounds.min, max: bounds.max, minValue: values.minValue, maxValue: values.maxValue };
}
