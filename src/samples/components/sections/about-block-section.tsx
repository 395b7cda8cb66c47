import { ArrowLink } from '@/components/ui/arrow-link';
import { CheckIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { AboutBlockContent } from '@/types/sections/company';

import './about-block-section.scss';

export interface AboutBlockSectionProps {
  id: string;
  tone?: SectionTone;
  content: AboutBlockContent;
  /** Picture on the right instead of the left. */
  reversed?: boolean;
}

/** A picture beside an eyebrow, heading, text, a checked feature list and a button. */
export function AboutBlockSection({ id, content, tone = 'default', reversed = false }: AboutBlockSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className={`about-block${reversed ? ' about-block--reversed' : ''}`}>
      <div className="about-block__grid">
        <div className="about-block__media">
          <Image {...content.thumbnail} className="about-block__image" />
        </div>
        <div className="about-block__text">
          <SectionHeading id={headingId} eyebrow={content.uperTitle} title={content.title} subtitle={content.subTitle} />
          <ul className="about-block__features">
            {content.featureList.map((feature) => (
              <li key={feature}>
                <CheckIcon size={18} aria-hidden className="about-block__check" />
                {feature}
              </li>
            ))}
          </ul>
          <ArrowLink to={content.btnUrl} className="btn btn-primary btn-lg about-block__button">
            {content.btnText}
          </ArrowLink>
        </div>
      </div>
    </Section>
  );
}
