import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { ArrowRightIcon } from '@/components/ui/icon';
import { HERO_TITLE_ROTATION_MS } from '@/config/constants';

import './rotating-hero-section.scss';

export interface RotatingHeroContent {
  /** The small titles above the heading; one is shown at a time, the next every 3000 ms, cycling. */
  miniTitles: readonly string[];
  title: string;
  subTitle: string;
  btnText: string;
  btnUrl: string;
}

export interface RotatingHeroSectionProps {
  content: RotatingHeroContent;
  /** The decorative background picture (an animated SVG: no video is fetched). */
  backgroundSrc: string;
  /** What sits beside the text: a picture, the ripple, a video. */
  media?: ReactNode;
  /** Something inside the text column after the button, e.g. a play-video button. */
  extra?: ReactNode;
}

/** Hero with rotating small titles over a background (SPEC §2, §4 'Hero title rotation'). */
export function RotatingHeroSection({ content, backgroundSrc, media, extra }: RotatingHeroSectionProps) {
  const { miniTitles, title, subTitle, btnText, btnUrl } = content;
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (miniTitles.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % miniTitles.length), HERO_TITLE_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [miniTitles.length]);

  return (
    <section className="rotating-hero" aria-labelledby="rotating-hero-title" style={{ backgroundImage: `url("${backgroundSrc}")` }}>
      <div className="container">
        <div className={`rotating-hero__grid${media ? ' rotating-hero__grid--media' : ''}`}>
          <div className="rotating-hero__text">
            <p className="rotating-hero__mini">
              {/* Screen readers get the whole list once instead of a line that changes under them. */}
              <span className="visually-hidden">{miniTitles.join(', ')}</span>
              <span key={index} className="rotating-hero__mini-current" aria-hidden="true" data-testid="hero-mini-title">
                {miniTitles[index]}
              </span>
            </p>
            <h1 id="rotating-hero-title" className="rotating-hero__title">
              {title}
            </h1>
            <p className="rotating-hero__subtitle">{subTitle}</p>
            <div className="rotating-hero__actions">
              <Link to={btnUrl} className="btn btn-primary btn-lg rotating-hero__button">
                {btnText}
                <ArrowRightIcon size={18} aria-hidden />
              </Link>
              {extra}
            </div>
          </div>
          {media && <div className="rotating-hero__media">{media}</div>}
        </div>
      </div>
    </section>
  );
}
