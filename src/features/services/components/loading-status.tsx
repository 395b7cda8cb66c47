import '@/styles/vendor/spinners.scss';
import './loading-status.scss';

export interface LoadingStatusProps {
  text: string;
  /** 'page' is the large centred indicator of a whole page's loading state. */
  size?: 'inline' | 'page';
}

/** A spinner with its text, announced politely to screen readers. */
export function LoadingStatus({ text, size = 'inline' }: LoadingStatusProps) {
  return (
    <div className={`loading-status loading-status--${size}`} role="status">
      <span className={`spinner-border ${size === 'inline' ? 'spinner-border-sm' : ''}`} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
