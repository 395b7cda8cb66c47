// The range slider's two effects that reach outside React's render: its debounced reports to the
// page (onInput, onChange) and Shift/Ctrl + wheel, which needs a native, non-passive listener.
import { useEffect, useRef, type Dispatch, type MutableRefObject, type RefObject, type SetStateAction } from 'react';

import { SLIDER_DEBOUNCE_MS, SLIDER_WHEEL_END_MS } from '@/config/constants';

import { endWheel, report, wheelValues, type RangeSliderBounds, type RangeSliderReport, type RangeValues } from './range-slider-model';

/** The latest props and state, read by the native wheel listener and the debounced callbacks. */
export interface RangeSliderLatest {
  bounds: RangeSliderBounds;
  values: RangeValues;
  disabled: boolean;
  preventWheel: boolean;
  onChange?: (result: RangeSliderReport) => void;
  onInput?: (result: RangeSliderReport) => void;
}

function sameReport(a: RangeSliderReport, b: RangeSliderReport): boolean {
  return a.min === b.min && a.max === b.max && a.minValue === b.minValue && a.maxValue === b.maxValue;
}

/** onInput on every change, onChange only outside a drag or wheel action; both debounced. */
export function useRangeSliderReports(
  latest: MutableRefObject<RangeSliderLatest>,
  values: RangeValues,
  interacting: boolean,
  { min, max }: Pick<RangeSliderBounds, 'min' | 'max'>,
) {
  const lastInput = useRef(report(values, { min, max }));
  const lastChange = useRef(report(values, { min, max }));
  useEffect(() => {
    const result = report(values, { min, max });
    const timer = window.setTimeout(() => {
      if (!sameReport(lastInput.current, result)) {
        lastInput.current = result;
        latest.current.onInput?.(result);
      }
      if (!interacting && !sameReport(lastChange.current, result)) {
        lastChange.current = result;
        latest.current.onChange?.(result);
      }
    }, SLIDER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [latest, values, interacting, min, max]);
}

/**
 * Shift/Ctrl + wheel. A native listener, because React's wheel listener is passive and the page
 * must not scroll (or zoom, with Ctrl) while the slider takes the wheel.
 */
export function useRangeSliderWheel(
  rootRef: RefObject<HTMLElement | null>,
  latest: MutableRefObject<RangeSliderLatest>,
  setValues: Dispatch<SetStateAction<RangeValues>>,
  setWheeling: (wheeling: boolean) => void,
) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let wheelStart: RangeValues | null = null;
    let timer: number | undefined;
    const onWheel = (event: WheelEvent) => {
      const { bounds: b, values: v, disabled: off, preventWheel: ignore } = latest.current;
      if (off || ignore) return;
      // Chrome turns Shift + wheel into a horizontal scroll.
      const deltaY = event.deltaY || event.deltaX;
      const next = wheelValues(v, b, { deltaY, shiftKey: event.shiftKey, ctrlKey: event.ctrlKey });
      if (!next) return;
      event.preventDefault();
      if (wheelStart === null) {
        wheelStart = v;
        setWheeling(true);
      }
      latest.current.values = next;
      setValues(next);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const start = wheelStart ?? latest.current.values;
        wheelStart = null;
        setValues((current) => endWheel(start, current, latest.current.bounds));
        setWheeling(false);
      }, SLIDER_WHEEL_END_MS);
    };
    root.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      root.removeEventListener('wheel', onWheel);
      window.clearTimeout(timer);
    };
  }, [rootRef, latest, setValues, setWheeling]);
}
