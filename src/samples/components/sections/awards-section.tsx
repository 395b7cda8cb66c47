import { AwardIcon } from '@/components/ui/icon';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { AwardsContent } from '@/types/sections/company';

import './awards-section.scss';

export interface AwardsSectionProps {
  id: string;
  tone?: SectionTone;
  content: AwardsContent;
}

/** Recognitions as a list: year, title, who gave it and a line on why. */
export function AwardsSection({ id, tone, content }: AwardsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="awards">
      <SectionHeading id={headingId} eyebrow={content.uperTitle} title={content.title} />
      <ul className="awards__list">
        {content.awards.map((award) => (
          <li key={`${award.year}-${award.title}`} className="awards__item">
            <p className="awards__year">{award.year}</p>
            <div className="awards__body">
              <h3 className="awards__title">{award.title}</h3>
              <p className="awards__issuer">
                <AwardIcon size={18} aria-hidden />
                {award.issuer}
              </p>
            </div>
            <p className="awards__text">{award.subTitle}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
