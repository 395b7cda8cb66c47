import { Accordion, type AccordionItem } from '@/components/ui/accordion';
import { Image } from '@/components/ui/image';
import { SectionHeading } from '@/components/ui/section-heading';

import './faq-section.scss';

export interface FaqSectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  items: readonly AccordionItem[];
  /** Optional artwork beside the questions (wide screens). */
  aside?: { src: string; alt: string; width: number; height: number };
}

/** Frequently asked questions as an accordion (one open at a time, the first open on load). */
export function FaqSection({ id = 'faq', eyebrow, title, subtitle, items, aside }: FaqSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className="faq-section page-section page-section--alt" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} align="center" />
        <div className={`faq-section__body ${aside ? 'faq-section__body--with-aside' : ''}`.trim()}>
          {aside && (
            <div className="faq-section__aside">
              <Image src={aside.src} alt={aside.alt} width={aside.width} height={aside.height} />
            </div>
          )}
          <Accordion items={items} />
        </div>
      </div>
    </section>
  );
}
