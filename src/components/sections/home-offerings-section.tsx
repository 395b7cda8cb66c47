import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';

import { ArrowRightIcon, CheckIcon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

import './home-offerings-section.scss';

export interface HomeOfferingCard {
  title: string;
  subTitle: string;
  points: readonly string[];
  linkText: string;
  href: string;
  icon: ComponentType<{ size?: number | string; 'aria-hidden'?: boolean | 'true' | 'false' }>;
}

export interface HomeOfferingsSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  cards: readonly HomeOfferingCard[];
}

/** Our Offerings on the home page: three cards (Products, Services, Solutions). */
export function HomeOfferingsSection({ id, eyebrow, title, subtitle, cards }: HomeOfferingsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className="home-offerings page-section page-section--alt" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} align="center" />
        <ul className="home-offerings__grid">
          {cards.map(({ title: cardTitle, subTitle, points, linkText, href, icon: CardIcon }) => (
            <li key={cardTitle} className="home-offerings__card">
              <span className="home-offerings__icon">
                <CardIcon size={28} aria-hidden />
              </span>
              <h3 className="home-offerings__title">{cardTitle}</h3>
              <p className="home-offerings__subtitle">{subTitle}</p>
              <ul className="home-offerings__points">
                {points.map((point) => (
                  <li key={point}>
                    <CheckIcon size={16} aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
              <Link to={href} className="home-offerings__link">
                {linkText}
                <span className="visually-hidden">: {cardTitle}</span>
                <ArrowRightIcon size={16} aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
