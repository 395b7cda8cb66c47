import { ArrowUpIcon } from '@/components/ui/icon';
import { BACK_TO_TOP_THRESHOLD } from '@/config/constants';
import { useScrolledPast } from '@/lib/use-scroll-position';

export interface BackToTopProps {
  /** The visible text or accessible name; 'Go to Top' on the inner pages. */
  label?: string;
  /** 'circle' is the home page's round button; 'pill' shows the label. */
  variant?: 'circle' | 'pill';
}

/** Appears once the page is scrolled more than 300 px and scrolls smoothly back to the top. */
export function BackToTop({ label = 'Go to Top', variant = 'circle' }: BackToTopProps) {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD);
  if (!visible) return null;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className={`back-to-top back-to-top--${variant}`}
      // Named by its label also where the pill narrows to a circle (service pages on phones).
      aria-label={label}
      onClick={() => window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })}
    >
      <ArrowUpIcon size={20} aria-hidden />
      {variant === 'pill' && <span aria-hidden="true">{label}</span>}
    </button>
  );
}
