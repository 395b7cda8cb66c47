import { percentOf, RULER_SUB_MARKS, rulerMarkCount, type RangeSliderBounds } from './range-slider-model';

export interface RangeSliderRulerProps {
  bounds: RangeSliderBounds;
  /** Ten sub-marks per step. */
  subSteps: boolean;
}

/** One mark per step under the slider's bar; decoration, hidden from screen readers. */
export function RangeSliderRuler({ bounds, subSteps }: RangeSliderRulerProps) {
  const { min, max, step } = bounds;
  const markCount = rulerMarkCount(bounds);
  return (
    <div className={`range-slider__ruler${subSteps ? ' range-slider__ruler--sub' : ''}`} aria-hidden="true" data-marks={markCount}>
      {Array.from({ length: markCount }, (_, index) => (
        <span key={index} className="range-slider__mark" style={{ left: `${percentOf(Math.min(min + index * step, max), bounds)}%` }} />
      ))}
      {subSteps && (
        <span
          className="range-slider__sub-marks"
          data-sub-marks={RULER_SUB_MARKS}
          style={{ backgroundSize: `${(step / (max - min) / RULER_SUB_MARKS) * 100}% 100%` }}
        />
      )}
    </div>
  );
}
