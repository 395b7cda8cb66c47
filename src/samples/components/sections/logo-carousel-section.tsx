import type { SwiperOptions } from 'swiper/types';

import { Carousel } from '@/components/ui/carousel';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { LOGO_CAROUSEL_AUTOPLAY_MS, LOGO_CAROUSEL_BREAKPOINTS, LOGO_CAROUSEL_SPEED_MS } from '@/config/constants';
import type { BrandLogosContent } from '@/samples/types/work';

import { BrandLogoImage } from './brand-logos-section';
import './brand-logos-section.scss';

/** docs/requirements/spec.md §2 tech startup: 1 logo per view, 2 from 575 px, 4 from 991 px, 6 from 1300 px. */
export const LOGO_CAROUSEL_SLIDES: NonNullable<SwiperOptions['breakpoints']> = {
  [LOGO_CAROUSEL_BREAKPOINTS.sm]: { slidesPerView: 2 },
  [LOGO_CAROUSEL_BREAKPOINTS.md]: { slidesPerView: 4 },
  [LOGO_CAROUSEL_BREAKPOINTS.lg]: { slidesPerView: 6 },
};

export interface LogoCarouselSectionProps {
  id?: string;
  tone?: SectionTone;
  /** The title is the carousel's accessible name too. */
  content: BrandLogosContent;
}

/** Client logos that advance every 2500 ms at speed 600, looping. */
export function LogoCarouselSection({ id, tone, content }: LogoCarouselSectionProps) {
  return (
    <Section id={id} tone={tone} className="logo-carousel">
      <SectionHeading title={content.title} classes={{ title: 'visually-hidden' }} />
      <Carousel
        items={content.logos}
        getKey={(logo) => logo.name}
        label={content.title}
        loop
        autoplayMs={LOGO_CAROUSEL_AUTOPLAY_MS}
        speed={LOGO_CAROUSEL_SPEED_MS}
        slidesPerView={1}
        breakpoints={LOGO_CAROUSEL_SLIDES}
        spaceBetween={32}
        renderSlide={(logo) => (
          <div className="logo-carousel__slide">
            <BrandLogoImage logo={logo} />
          </div>
        )}
      />
    </Section>
  );
}
