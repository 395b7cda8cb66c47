import { useRef } from 'react';

import { useCountUp } from '@/lib/use-count-up';
import { useInViewOnce } from '@/lib/use-in-view-once';
import { useHydrated } from '@/lib/use-hydrated';
import { useReducedMotion } from '@/lib/use-reduced-motion';

import './stats-section.scss';

export interface Statistic {
  title: string;
  /** The figure as written, e.g. '5K+'; counted up from 0 to its leading integer. */
  number: string;
}

export interface StatsSectionProps {
  /** Accessible name of the row (read by screen readers, not shown). */
  title: string;
  items: readonly Statistic[];
  tone?: 'default' | 'alt' | 'brand';
}

/** The animated statistics row: the first two slide in from the left, the rest from the right. */
export function StatsSection({ title, items, tone = 'brand' }: StatsSectionProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  const seen = useInViewOnce(rowRef);
  const reducedMotion = useReducedMotion();
  // The prerendered HTML shows the row as it ends up; the entrance is armed only once hydrated.
  const hydrated = useHydrated();
  const state = reducedMotion || !hydrated ? 'still' : seen ? 'in' : 'waiting';
  return (
    <section className={`stats-section stats-section--${tone}`} aria-label={title}>
      <div className="container">
        <ul ref={rowRef} className={`stats-section__row stats-section__row--${state}`}>
          {items.map((item, index) => (
            <StatItem key={item.title} item={item} started={seen} from={index < 2 ? 'left' : 'right'} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function StatItem({ item, started, from }: { item: Statistic; started: boolean; from: 'left' | 'right' }) {
  const shown = useCountUp(item.number, started);
  return (
    <li className={`stats-section__item stats-section__item--from-${from}`}>
      <p className="stats-section__number">
        <span aria-hidden="true">{shown}</span>
        <span className="visually-hidden">{item.number}</span>
      </p>
      <p className="stats-section__title">{item.title}</p>
    </li>
  );
}
