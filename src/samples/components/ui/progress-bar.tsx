import './progress-bar.scss';

export interface ProgressBarProps {
  /** What is measured, e.g. 'React Development'. */
  label: string;
  /** Percentage from 0 to 100. */
  value: number;
}

/** A labelled skill or progress bar: the label and percentage above, the filled bar below. */
export function ProgressBar({ label, value }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div className="progress-bar-item">
      <div className="progress-bar-item__header">
        <span className="progress-bar-item__label">{label}</span>
        <span className="progress-bar-item__value" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        className="progress-bar-item__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="progress-bar-item__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
