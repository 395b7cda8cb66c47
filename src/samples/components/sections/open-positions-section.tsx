import { Link } from 'react-router-dom';

import { ArrowRightIcon } from '@/components/ui/icon';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { OpenPositionsContent } from '@/samples/types/people';

import './open-positions-section.scss';

export interface OpenPositionsSectionProps {
  id: string;
  tone?: SectionTone;
  content: OpenPositionsContent;
}

/** Numbered open positions, each with an Apply button. */
export function OpenPositionsSection({ id, tone = 'alt', content }: OpenPositionsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="open-positions">
      <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} subtitle={content.subtitle} align="center" />
      <ul className="open-positions__list">
        {content.positions.map((position) => (
          <li key={position.title} className="open-positions__item">
            <span className="open-positions__number" aria-hidden="true">
              {position.number}
            </span>
            <div className="open-positions__text">
              <h3 className="open-positions__title">{position.title}</h3>
              <p className="open-positions__summary">{position.summary}</p>
            </div>
            <Link to={position.href} className="btn btn-outline-primary open-positions__apply">
              {content.applyText}
              <span className="visually-hidden">: {position.title}</span>
              <ArrowRightIcon size={16} aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
