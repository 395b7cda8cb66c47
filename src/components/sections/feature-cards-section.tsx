import type { ComponentType } from 'react';

import { SectionHeading } from '@/components/ui/section-heading';

import './feature-cards-section.scss';

export interface FeatureCard {
  title: string;
  text: string;
  icon: ComponentType<{ size?: number | string; 'aria-hidden'?: boolean | 'true' | 'false' }>;
}

export interface FeatureCardsSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  items: readonly FeatureCard[];
  /** Shows 01, 02, 03 on the cards and draws them as an ordered list (a process). */
  numbered?: boolean;
  tone?: 'default' | 'alt';
}

/** Three centred cards with an icon, a title and a line of text (Goal/Mission/Vision, How we work). */
export function FeatureCardsSection({ id, eyebrow, title, items, numbered = false, tone = 'default' }: FeatureCardsSectionProps) {
  const headingId = `${id}-title`;
  const List = numbered ? 'ol' : 'ul';
  return (
    <section id={id} className={`feature-cards page-section page-section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} align="center" />
        <List className={`feature-cards__grid ${numbered ? 'feature-cards__grid--numbered' : ''}`.trim()}>
          {items.map(({ title: cardTitle, text, icon: CardIcon }, index) => (
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
      </div>
    </section>
  );
}
