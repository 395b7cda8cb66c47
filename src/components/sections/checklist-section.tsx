import { ArrowLink } from '@/components/ui/arrow-link';
import { CheckIcon } from '@/components/ui/icon';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { ChecklistContent } from '@/types/sections/company';

import './checklist-section.scss';

export interface ChecklistSectionProps {
  id: string;
  tone?: SectionTone;
  content: ChecklistContent;
}

/** A centred title, a grid of checked points and a button (Why Dexterity on Our Story). */
export function ChecklistSection({ id, tone, content }: ChecklistSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="checklist-section">
      <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} subtitle={content.text} align="center" />
      <ul className="checklist-section__points">
        {content.points.map((point) => (
          <li key={point}>
            <span className="checklist-section__check">
              <CheckIcon size={18} aria-hidden />
            </span>
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div className="checklist-section__action">
        <ArrowLink to={content.button.href} className="btn btn-primary btn-lg checklist-section__button">
          {content.button.text}
        </ArrowLink>
      </div>
    </Section>
  );
}
