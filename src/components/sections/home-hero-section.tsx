// The home page's hero: the company heading, then a looping carousel of four slides that
// advances every 5000 ms (docs/requirements/spec.md §2, §9). The first slide's image is the page's LCP element; the
// other slides' images wait for the window's load event so they never compete with it.
import { Link } from 'react-router-dom';

import { ArrowLink } from '@/components/ui/arrow-link';
import { Carousel } from '@/components/ui/carousel';
import { ArrowDownIcon, StarIcon } from '@/components/ui/icon';
import { Image, type ImageProps } from '@/components/ui/image';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { HERO_AUTOPLAY_MS } from '@/config/constants';
import { useEnglishMark } from '@/lib/language';
import { uploadSrcset } from '@/lib/upload-srcset';
import { usePageLoaded } from '@/lib/use-page-loaded';
import type { HomeHeroContent } from '@/types/sections/heroes';

import './home-hero-section.scss';

export interface HomeHeroSectionProps {
  id?: string;
  content: HomeHeroContent;
}

export function HomeHeroSection({ id, content }: HomeHeroSectionProps) {
  const { heading, label, slides, imageSize, primaryCta, secondaryCta, scrollTo } = content;
  const pageLoaded = usePageLoaded();
  // On a Marathi or Hindi page, the tagline (Site settings) and a slide not translated yet show in English, marked as
  // English.
  const english = useEnglishMark();
  const headingLang = english(heading);
  return (
    <Section id={id} labelledBy="page-title" frame="plain" className="home-hero">
      <SectionHeading
        id="page-title"
        level={1}
        classes={{ title: 'home-hero__heading' }}
        title={
          <>
            <StarIcon size={16} aria-hidden className="home-hero__star" />
            {headingLang ? <span lang={headingLang}>{heading}</span> : heading}
          </>
        }
      />
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
              <p className="home-hero__mini-title" lang={english(slide.miniTitle)}>
                {slide.miniTitle}
              </p>
              <h2 className="home-hero__title" lang={english(slide.title)}>
                {slide.title}
              </h2>
              <p className="home-hero__subtitle" lang={english(slide.subTitle)}>
                {slide.subTitle}
              </p>
              <div className="home-hero__actions">
                <ArrowLink to={primaryCta.href} className="btn btn-primary btn-lg" lang={english(primaryCta.text)}>
                  {primaryCta.text}
                </ArrowLink>
                <Link to={secondaryCta.href} className="btn btn-outline-primary btn-lg" lang={english(secondaryCta.text)}>
                  {secondaryCta.text}
                </Link>
              </div>
            </div>
            <div className="home-hero__art">
              {index === 0 || pageLoaded ? (
                <HeroPicture
                  src={slide.thumbnailSrc}
                  alt={slide.imageAlt}
                  width={imageSize.width}
                  height={imageSize.height}
                  priority={index === 0}
                />
              ) : (
                <span className="home-hero__placeholder" role="img" aria-label={slide.imageAlt} lang={english(slide.imageAlt)} />
              )}
            </div>
          </div>
        )}
      />
      <a href={scrollTo.href} className="home-hero__scroll" aria-label={scrollTo.label}>
        <ArrowDownIcon size={22} aria-hidden />
      </a>
    </Section>
  );
}

/** How wide the hero's picture shows: half the container from 992 px, the full width below. */
const HERO_SIZES = '(min-width: 992px) 640px, 100vw';

/** A slide's picture: a photo staff uploaded in AVIF or WebP at the width needed (JPEG for the rest); the site's own as it is. */
function HeroPicture({ src, ...rest }: ImageProps) {
  const srcset = uploadSrcset(src);
  if (!srcset) return <Image src={src} {...rest} />;
  return (
    <picture>
      <source type="image/avif" srcSet={srcset('avif')} sizes={HERO_SIZES} />
      <source type="image/webp" srcSet={srcset('webp')} sizes={HERO_SIZES} />
      <Image src={src} srcSet={srcset('jpg')} sizes={HERO_SIZES} {...rest} />
    </picture>
  );
}
