import { Link } from 'react-router-dom';

import { ArrowRightIcon } from '@/components/ui/icon';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { SERVICE_NUMBER_DIGITS } from '@/config/constants';
import type { NumberedCardsContent } from '@/samples/types/cards';

import './numbered-cards-section.scss';

export interface NumberedCardsSectionProps {
  id: string;
  tone?: SectionTone;
  content: NumberedCardsContent;
}

/** Cards numbered 01, 02, … (a list, so the numbers are also the reading order). */
export function NumberedCardsSection({ id, tone, content }: NumberedCardsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="numbered-cards">
      <SectionHeading id={headingId} eyebrow={content.uperTitle} title={content.title} subtitle={content.subTitle} />
      <ol className="numbered-cards__list">
        {content.cards.map((card, index) => (
          <li key={card.title} className="numbered-cards__card">
            <span className="numbered-cards__number" aria-hidden="true">
              {String(index + 1).padStart(SERVICE_NUMBER_DIGITS, '0')}
            </span>
            <h3 className="numbered-cards__title">
              <Link to={card.href} className="numbered-cards__link stretched-link">
                {card.title}
              </Link>
            </h3>
            <p className="numbered-cards__text">{card.subTitle}</p>
            <ArrowRightIcon size={20} aria-hidden className="numbered-cards__arrow" />
          </li>
        ))}
      </ol>
    </Section>
  );
}
