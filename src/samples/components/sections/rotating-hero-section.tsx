import { useEffect, useState, type ReactNode } from 'react';

import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { HERO_TITLE_ROTATION_MS } from '@/config/constants';
import type { RotatingHeroContent } from '@/types/sections/heroes';

import './rotating-hero-section.scss';

export interface RotatingHeroSectionProps {
  id?: string;
  content: RotatingHeroContent;
  /** What sits beside the text: a picture, the ripple, a video. */
  media?: ReactNode;
  /** Something inside the text column after the button, e.g. a play-video button. */
  extra?: ReactNode;
}

/** Hero with rotating small titles over a background (docs/requirements/spec.md §2, §4 'Hero title rotation'). */
export function RotatingHeroSection({ id, content, media, extra }: RotatingHeroSectionProps) {
  const { miniTitles, title, subTitle, btnText, btnUrl, backgroundSrc } = content;
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (miniTitles.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % miniTitles.length), HERO_TITLE_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [miniTitles.length]);

  return (
    <Section
      id={id}
      labelledBy="rotating-hero-title"
      frame="plain"
      className="rotating-hero"
      style={{ backgroundImage: `url("${backgroundSrc}")` }}
    >
      <div className={`rotating-hero__grid${media ? ' rotating-hero__grid--media' : ''}`}>
        <div className="rotating-hero__text">
          <SectionHeading
            id="rotating-hero-title"
            level={1}
            classes={{ eyebrow: 'rotating-hero__mini', title: 'rotating-hero__title', subtitle: 'rotating-hero__subtitle' }}
            eyebrow={
              <>
                {/* Screen readers get the whole list once instead of a line that changes under them. */}
                <span className="visually-hidden">{miniTitles.join(', ')}</span>
                <span key={index} className="rotating-hero__mini-current" aria-hidden="true" data-testid="hero-mini-title">
                  {miniTitles[index]}
                </span>
              </>
            }
            title={title}
            subtitle={subTitle}
          />
          <div className="rotating-hero__actions">
            <ArrowLink to={btnUrl} className="btn btn-primary btn-lg rotating-hero__button">
              {btnText}
            </ArrowLink>
            {extra}
          </div>
        </div>
        {media && <div className="rotating-hero__media">{media}</div>}
      </div>
    </Section>
  );
}
