import { useRef } from 'react';

import { Section } from '@/components/ui/section';
import { useCountUp } from '@/lib/use-count-up';
import { useInViewOnce } from '@/lib/use-in-view-once';
import { useHydrated } from '@/lib/use-hydrated';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import type { Statistic, StatsContent } from '@/types/sections/company';

import './stats-section.scss';

export interface StatsSectionProps {
  id?: string;
  /** The row draws its own background: 'brand' is the blue band. */
  tone?: 'default' | 'alt' | 'brand';
  content: StatsContent;
}

/** The animated statistics row: the first two slide in from the left, the rest from the right. */
export function StatsSection({ id, tone = 'brand', content }: StatsSectionProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  const seen = useInViewOnce(rowRef);
  const reducedMotion = useReducedMotion();
  // The prerendered HTML shows the row as it ends up; the entrance is armed only once hydrated.
  const hydrated = useHydrated();
  const state = reducedMotion || !hydrated ? 'still' : seen ? 'in' : 'waiting';
  return (
    <Section id={id} label={content.title} frame="plain" className={`stats-section stats-section--${tone}`}>
      <ul ref={rowRef} className={`stats-section__row stats-section__row--${state}`}>
        {content.items.map((item, index) => (
          <StatItem key={item.title} item={item} started={seen} from={index < 2 ? 'left' : 'right'} />
        ))}
      </ul>
    </Section>
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
