// The home page's hero: the company heading, then a looping carousel of four slides that
// advances every 5000 ms (SPEC §2, §9). The first slide's image is the page's LCP element; the
// other slides' images wait for the window's load event so they never compete with it.
import { Link } from 'react-router-dom';

import { Carousel } from '@/components/ui/carousel';
import { ArrowDownIcon, ArrowRightIcon, StarIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { HERO_AUTOPLAY_MS } from '@/config/constants';
import { usePageLoaded } from '@/lib/use-page-loaded';

import './home-hero-section.scss';

export interface HomeHeroSlide {
  miniTitle: string;
  title: string;
  subTitle: string;
  thumbnailSrc: string;
  imageAlt: string;
}

export interface HomeHeroSectionProps {
  /** The page's h1. */
  heading: string;
  /** Accessible name of the carousel. */
  label: string;
  slides: readonly HomeHeroSlide[];
  imageSize: { width: number; height: number };
  primaryCta: { text: string; href: string };
  secondaryCta: { text: string; href: string };
  /** The down arrow: a link to an anchor on the page (#service). */
  scrollTo: { label: string; href: string };
}

export function HomeHeroSection({ heading, label, slides, imageSize, primaryCta, secondaryCta, scrollTo }: HomeHeroSectionProps) {
  const pageLoaded = usePageLoaded();
  return (
    <section className="home-hero" aria-labelledby="page-title">
      <div className="container">
        <h1 id="page-title" className="home-hero__heading">
          <StarIcon size={16} aria-hidden className="home-hero__star" />
          {heading}
        </h1>
        <Carousel
          items={slides}
          getKey={(slide) => slide.title}
          label={label}
          autoplayMs={HERO_AUTOPLAY_MS}
          loop
          navigation
          className="home-hero__carousel"
          renderSlide={(slide, index) => (
            <div className="home-hero__slide">
              <div className="home-hero__text">
                <p className="home-hero__mini-title">{slide.miniTitle}</p>
                <h2 className="home-hero__title">{slide.title}</h2>
                <p className="home-hero__subtitle">{slide.subTitle}</p>
                <div className="home-hero__actions">
                  <Link to={primaryCta.href} className="btn btn-primary btn-lg">
                    {primaryCta.text}
                    <ArrowRightIcon size={18} aria-hidden />
                  </Link>
                  <Link to={secondaryCta.href} className="btn btn-outline-primary btn-lg">
                    {secondaryCta.text}
                  </Link>
                </div>
              </div>
              <div className="home-hero__art">
                {index === 0 || pageLoaded ? (
                  <Image src={slide.thumbnailSrc} alt={slide.imageAlt} width={imageSize.width} height={imageSize.height} priority={index === 0} />
                ) : (
                  <span className="home-hero__placeholder" role="img" aria-label={slide.imageAlt} />
                )}
              </div>
            </div>
          )}
        />
        <a href={scrollTo.href} className="home-hero__scroll" aria-label={scrollTo.label}>
          <ArrowDownIcon size={22} aria-hidden />
        </a>
      </div>
    </section>
  );
}
