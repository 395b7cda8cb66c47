import { Accordion } from '@/components/ui/accordion';
import { Image } from '@/components/ui/image';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { FaqContent } from '@/types/sections/company';

import './faq-section.scss';

export interface FaqSectionProps {
  id?: string;
  tone?: SectionTone;
  content: FaqContent;
}

/** Frequently asked questions as an accordion (one open at a time, the first open on load). */
export function FaqSection({ id = 'faq', tone = 'alt', content }: FaqSectionProps) {
  const headingId = `${id}-title`;
  const { aside } = content;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="faq-section">
      <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} subtitle={content.subtitle} align="center" />
      <div className={`faq-section__body ${aside ? 'faq-section__body--with-aside' : ''}`.trim()}>
        {aside && (
          <div className="faq-section__aside">
            <Image src={aside.src} alt={aside.alt} width={aside.width} height={aside.height} />
          </div>
        )}
        <Accordion items={content.items} />
      </div>
    </Section>
  );
}
