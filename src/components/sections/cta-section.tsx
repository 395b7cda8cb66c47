import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { CtaContent } from '@/types/sections/company';

import './cta-section.scss';

export interface CtaSectionProps {
  id?: string;
  /** The banner draws its own background: 'brand' is the blue banner; 'soft' the light one. */
  tone?: 'brand' | 'soft';
  content: CtaContent;
  /** Hides the decorative shapes. */
  noShape?: boolean;
}

/** The call-to-action banner that closes a page. */
export function CtaSection({ id, tone = 'brand', content, noShape = false }: CtaSectionProps) {
  return (
    <Section id={id} labelledBy="cta-title" frame="plain" className={`cta-section cta-section--${tone}`}>
      <div className="cta-section__banner" style={content.bgUrl ? { backgroundImage: `url(${content.bgUrl})` } : undefined}>
        {!noShape && (
          <>
            <span className="cta-section__shape cta-section__shape--one" aria-hidden="true" />
            <span className="cta-section__shape cta-section__shape--two" aria-hidden="true" />
          </>
        )}
        <SectionHeading
          id="cta-title"
          classes={{ title: 'cta-section__title', subtitle: 'cta-section__subtitle' }}
          title={content.title}
          subtitle={content.subtitle}
        />
        <ArrowLink to={content.btnUrl} className="btn btn-lg cta-section__button">
          {content.btnText}
        </ArrowLink>
      </div>
    </Section>
  );
}
