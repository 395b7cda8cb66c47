import { Link } from 'react-router-dom';

import { ArrowRightIcon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

import './open-positions-section.scss';

export interface OpenPosition {
  number: string;
  title: string;
  href: string;
  summary: string;
}

export interface OpenPositionsSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  applyText: string;
  positions: readonly OpenPosition[];
}

/** Numbered open positions, each with an Apply button. */
export function OpenPositionsSection({ id, eyebrow, title, subtitle, applyText, positions }: OpenPositionsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className="open-positions page-section page-section--alt" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} align="center" />
        <ul className="open-positions__list">
          {positions.map((position) => (
            <li key={position.title} className="open-positions__item">
              <span className="open-positions__number" aria-hidden="true">
                {position.number}
              </span>
              <div className="open-positions__text">
                <h3 className="open-positions__title">{position.title}</h3>
                <p className="open-positions__summary">{position.summary}</p>
              </div>
              <Link to={position.href} className="btn btn-outline-primary open-positions__apply">
                {applyText}
                <span className="visually-hidden">: {position.title}</span>
                <ArrowRightIcon size={16} aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
