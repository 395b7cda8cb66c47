import { Link } from 'react-router-dom';

import { ArrowRightIcon, CheckIcon } from '@/components/ui/icon';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { HomeOfferingsContent } from '@/types/sections/company';

import './home-offerings-section.scss';

export interface HomeOfferingsSectionProps {
  id: string;
  tone?: SectionTone;
  content: HomeOfferingsContent;
}

/** Our Offerings on the home page: three cards (Products, Services, Solutions). */
export function HomeOfferingsSection({ id, tone = 'alt', content }: HomeOfferingsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="home-offerings">
      <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} subtitle={content.subtitle} align="center" />
      <ul className="home-offerings__grid">
        {content.cards.map(({ title: cardTitle, subTitle, points, linkText, href, icon: CardIcon }) => (
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
    </Section>
  );
}
