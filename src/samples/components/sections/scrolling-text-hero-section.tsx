import { useState, type ReactNode } from 'react';

import { ArrowLink } from '@/components/ui/arrow-link';
import { PauseIcon, PlayIcon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import type { ScrollingTextHeroContent } from '@/types/sections/heroes';

import './scrolling-text-hero-section.scss';

export interface ScrollingTextHeroSectionProps {
  id?: string;
  content: ScrollingTextHeroContent;
  /** A picture beside the text on wide screens. */
  media?: ReactNode;
}

/**
 * A page hero with a band of scrolling words. The band is decoration (hidden from screen readers),
 * stands still under reduced motion and has a pause button (moving content must be stoppable).
 */
export function ScrollingTextHeroSection({ id, content, media }: ScrollingTextHeroSectionProps) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState<boolean | null>(null);
  const still = paused ?? reducedMotion;
  // Two copies side by side: the band moves by one copy's width and starts over seamlessly.
  const words = [...content.marquee, ...content.marquee];

  const band = (
    <div className={`scrolling-hero__band${still ? ' scrolling-hero__band--still' : ''}`} data-testid="marquee">
      <div className="scrolling-hero__track" aria-hidden="true">
        {words.map((word, index) => (
          <span key={`${word}-${index}`} className="scrolling-hero__word">
            {word}
          </span>
        ))}
      </div>
      <button
        type="button"
        className="scrolling-hero__toggle"
        aria-label={still ? 'Play the scrolling text' : 'Pause the scrolling text'}
        onClick={() => setPaused(!still)}
      >
        {still ? <PlayIcon size={16} aria-hidden /> : <PauseIcon size={16} aria-hidden />}
      </button>
    </div>
  );

  return (
    <Section
      id={id}
      labelledBy="scrolling-hero-title"
      frame="plain"
      className="scrolling-hero"
      style={{ backgroundImage: `url("${content.backgroundSrc}")` }}
      containerClassName="scrolling-hero__grid"
      fullWidth={band}
    >
      <div>
        <SectionHeading
          id="scrolling-hero-title"
          level={1}
          classes={{ eyebrow: 'scrolling-hero__eyebrow', title: 'scrolling-hero__title', subtitle: 'scrolling-hero__subtitle' }}
          eyebrow={content.uperTitle}
          title={content.title}
          subtitle={content.subTitle}
        />
        <ArrowLink to={content.btnUrl} className="btn btn-primary btn-lg scrolling-hero__button">
          {content.btnText}
        </ArrowLink>
      </div>
      {media && <div className="scrolling-hero__media">{media}</div>}
    </Section>
  );
}
