import { useEffect, useRef } from 'react';

import { Accordion } from '@/components/ui/accordion';
import { Image } from '@/components/ui/image';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import type { AccordionParallaxContent } from '@/types/sections/company';

import './accordion-parallax-section.scss';

export interface AccordionParallaxSectionProps {
  id: string;
  tone?: SectionTone;
  content: AccordionParallaxContent;
}

/** How far the picture drifts against the scroll: a fraction of the distance scrolled past it. */
const PARALLAX_FACTOR = 0.12;

/**
 * An accordion (one item open, the first on load, a second click closes it) beside a picture that
 * drifts slowly as the page scrolls. The drift is a transform on one element, written once per
 * frame, and stays off for visitors who prefer reduced motion.
 */
export function AccordionParallaxSection({ id, tone, content }: AccordionParallaxSectionProps) {
  const headingId = `${id}-title`;
  const frameRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const frame = frameRef.current;
    const layer = imageRef.current;
    if (!frame || !layer || reducedMotion) return undefined;
    let pending = 0;
    const update = () => {
      pending = 0;
      const rect = frame.getBoundingClientRect();
      const offset = (rect.top + rect.height / 2 - window.innerHeight / 2) * PARALLAX_FACTOR;
      layer.style.transform = `translate3d(0, ${offset.toFixed(1)}px, 0)`;
    };
    const onScroll = () => {
      if (!pending) pending = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (pending) window.cancelAnimationFrame(pending);
      layer.style.transform = '';
    };
  }, [reducedMotion]);

  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="accordion-parallax">
      <div className="accordion-parallax__grid">
        <div ref={frameRef} className="accordion-parallax__frame">
          <div ref={imageRef} className="accordion-parallax__layer" data-testid="parallax-layer">
            <Image {...content.image} className="accordion-parallax__image" />
          </div>
        </div>
        <div>
          <SectionHeading id={headingId} eyebrow={content.uperTitle} title={content.title} />
          <Accordion items={content.items} headingLevel="h3" />
        </div>
      </div>
    </Section>
  );
}
