import { Link } from 'react-router-dom';

import { AboutBlockSection } from '@/samples/components/sections/about-block-section';
import { AccordionParallaxSection } from '@/samples/components/sections/accordion-parallax-section';
import { AwardsSection } from '@/samples/components/sections/awards-section';
import { BlogCarouselSection } from '@/samples/components/sections/blog-carousel-section';
import { CtaSection } from '@/components/sections/cta-section';
import { FaqSection } from '@/components/sections/faq-section';
import { PortfolioMasonry } from '@/samples/components/sections/portfolio-masonry';
import { RotatingHeroSection } from '@/samples/components/sections/rotating-hero-section';
import { ServiceHoverTabsSection } from '@/samples/components/sections/service-hover-tabs-section';
import { StatsSection } from '@/components/sections/stats-section';
import { TestimonialSection } from '@/samples/components/sections/testimonial-section';
import { Seo } from '@/components/seo';
import { ArrowRightIcon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { WaterRipple } from '@/samples/components/ui/water-ripple';
import { paths } from '@/config/paths';
import { awards } from '@/samples/content/awards';
import { blogPosts } from '@/samples/content/blog';
import {
  creativeAbout,
  creativeAwards,
  creativeBlog,
  creativeCta,
  creativeFaq,
  creativeHero,
  creativeHeroPicture,
  creativePortfolio,
  creativeServices,
  creativeStats,
  creativeTestimonials,
  creativeWhyChooseUs,
} from '@/samples/content/creative-agency';
import { pageMeta } from '@/config/routes';
import { portfolioProjects } from '@/samples/content/portfolio';
import { testimonials } from '@/samples/content/testimonials';

import './sample-pages.scss';

/** /light/: the creative agency sample home page. */
export function Component() {
  const meta = pageMeta['creative-agency'];
  return (
    <>
      <Seo title={meta.title} description={meta.description} path={paths.light} />
      <RotatingHeroSection content={creativeHero} media={<WaterRipple {...creativeHeroPicture} priority />} />
      <StatsSection content={creativeStats} />
      <AboutBlockSection id="about" content={creativeAbout} />
      <AccordionParallaxSection id="why-choose-us" content={creativeWhyChooseUs} />
      <ServiceHoverTabsSection id="services" content={creativeServices} />
      <Section id="portfolio" labelledBy="portfolio-title">
        <div className="sample-page__header">
          <SectionHeading id="portfolio-title" eyebrow={creativePortfolio.uperTitle} title={creativePortfolio.title} />
          <Link to={creativePortfolio.btnUrl} className="btn btn-outline-primary sample-page__header-button">
            {creativePortfolio.btnText}
            <ArrowRightIcon size={18} aria-hidden />
          </Link>
        </div>
        <PortfolioMasonry projects={portfolioProjects} />
      </Section>
      <AwardsSection id="awards" content={{ ...creativeAwards, awards }} />
      <TestimonialSection id="testimonials" content={{ ...creativeTestimonials, testimonials }} />
      <CtaSection content={creativeCta} />
      <BlogCarouselSection id="blog" content={{ ...creativeBlog, posts: blogPosts }} />
      <FaqSection id="faq" content={creativeFaq} />
    </>
  );
}
