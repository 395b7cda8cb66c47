import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { ArrowRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icon';
import { useReducedMotion } from '@/lib/use-reduced-motion';

import './scrolling-text-hero-section.scss';

export interface ScrollingTextHeroContent {
  uperTitle: string;
  title: string;
  subTitle: string;
  btnText: string;
  btnUrl: string;
  /** Words that scroll in a band under the hero. */
  marquee: readonly string[];
}

export interface ScrollingTextHeroSectionProps {
  content: ScrollingTextHeroContent;
  backgroundSrc: string;
  /** A picture beside the text on wide screens. */
  media?: ReactNode;
}

/**
 * A page hero with a band of scrolling words. The band is decoration (hidden from screen readers),
 * stands still under reduced motion and has a pause button (moving content must be stoppable).
 */
export function ScrollingTextHeroSection({ content, backgroundSrc, media }: ScrollingTextHeroSectionProps) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState<boolean | null>(null);
  const still = paused ?? reducedMotion;
  // Two copies side by side: the band moves by one copy's width and starts over seamlessly.
  const words = [...content.marquee, ...content.marquee];

  return (
    <section className="scrolling-hero" aria-labelledby="scrolling-hero-title" style={{ backgroundImage: `url("${backgroundSrc}")` }}>
      <div className="container scrolling-hero__grid">
        <div>
          <p className="scrolling-hero__eyebrow">{content.uperTitle}</p>
          <h1 id="scrolling-hero-title" className="scrolling-hero__title">
            {content.title}
          </h1>
          <p className="scrolling-hero__subtitle">{content.subTitle}</p>
          <Link to={content.btnUrl} className="btn btn-primary btn-lg scrolling-hero__button">
            {content.btnText}
            <ArrowRightIcon size={18} aria-hidden />
          </Link>
        </div>
        {media && <div className="scrolling-hero__media">{media}</div>}
      </div>
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
    </section>
  );
}
