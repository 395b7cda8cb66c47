import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { FeatureCardsContent } from '@/types/sections/company';

import './feature-cards-section.scss';

export interface FeatureCardsSectionProps {
  id: string;
  tone?: SectionTone;
  content: FeatureCardsContent;
  /** Shows 01, 02, 03 on the cards and draws them as an ordered list (a process). */
  numbered?: boolean;
}

/** Three centred cards with an icon, a title and a line of text (Goal/Mission/Vision, How we work). */
export function FeatureCardsSection({ id, tone, content, numbered = false }: FeatureCardsSectionProps) {
  const headingId = `${id}-title`;
  const List = numbered ? 'ol' : 'ul';
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="feature-cards">
      <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} align="center" />
      <List className={`feature-cards__grid ${numbered ? 'feature-cards__grid--numbered' : ''}`.trim()}>
        {content.items.map(({ title: cardTitle, text, icon: CardIcon }, index) => (
          <li key={cardTitle} className="feature-cards__card">
            {/* A faint watermark number, drawn as CSS content: the ordered list already says the order. */}
            {numbered && <span className="feature-cards__number" aria-hidden="true" data-number={String(index + 1).padStart(2, '0')} />}
            <span className="feature-cards__icon">
              <CardIcon size={28} aria-hidden />
            </span>
            <h3 className="feature-cards__title">{cardTitle}</h3>
            <p className="feature-cards__text">{text}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}
