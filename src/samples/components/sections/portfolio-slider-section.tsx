import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Carousel } from '@/components/ui/carousel';
import { ArrowRightIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { CARD_BREAKPOINTS, SERVICE_NUMBER_DIGITS } from '@/config/constants';
import type { PortfolioSliderContent } from '@/samples/types/work';

import './portfolio-slider-section.scss';

export interface PortfolioSliderSectionProps {
  id: string;
  tone?: SectionTone;
  content: PortfolioSliderContent;
}

/** Three projects at most side by side: the pictures stay large. */
const SLIDER_BREAKPOINTS = { [CARD_BREAKPOINTS.sm]: { slidesPerView: 2 }, [CARD_BREAKPOINTS.md]: { slidesPerView: 3 } };

const pad = (n: number) => String(n).padStart(SERVICE_NUMBER_DIGITS, '0');

/** Projects in a card carousel, each numbered, with a 'current / total' counter beside the arrows. */
export function PortfolioSliderSection({ id, tone = 'alt', content }: PortfolioSliderSectionProps) {
  const headingId = `${id}-title`;
  const [current, setCurrent] = useState(0);
  const { projects } = content;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="portfolio-slider">
      <div className="portfolio-slider__header">
        <SectionHeading id={headingId} eyebrow={content.uperTitle} title={content.title} />
        <p className="portfolio-slider__counter" aria-hidden="true">
          <span className="portfolio-slider__current">{pad(current + 1)}</span> / {pad(projects.length)}
        </p>
      </div>
      <Carousel
        items={projects}
        getKey={(project) => project.title}
        label="Projects"
        loop
        navigation
        slidesPerView={1}
        breakpoints={SLIDER_BREAKPOINTS}
        onSlideChange={setCurrent}
        renderSlide={(project, index) => (
          <article className="portfolio-slider__card">
            <Image src={project.imgUrl} alt="" width={project.width} height={project.height} className="portfolio-slider__image" />
            <div className="portfolio-slider__body">
              <span className="portfolio-slider__number" aria-hidden="true">
                {pad(index + 1)}
              </span>
              <p className="portfolio-slider__category">{project.category}</p>
              <h3 className="portfolio-slider__title">
                <Link to={project.href} className="stretched-link">
                  {project.title}
                </Link>
              </h3>
              <span className="portfolio-slider__more" aria-hidden="true">
                {project.btnText}
                <ArrowRightIcon size={16} />
              </span>
            </div>
          </article>
        )}
      />
    </Section>
  );
}
