import { AboutBlockSection } from '@/samples/components/sections/about-block-section';
import { AccordionParallaxSection } from '@/samples/components/sections/accordion-parallax-section';
import { AwardsSection } from '@/samples/components/sections/awards-section';
import { BlogCarouselSection } from '@/samples/components/sections/blog-carousel-section';
import { CtaSection } from '@/components/sections/cta-section';
import { FaqSection } from '@/components/sections/faq-section';
import { PortfolioShowcaseSection } from '@/samples/components/sections/portfolio-showcase-section';
import { RotatingHeroSection } from '@/samples/components/sections/rotating-hero-section';
import { ServiceHoverTabsSection } from '@/samples/components/sections/service-hover-tabs-section';
import { StatsSection } from '@/components/sections/stats-section';
import { TestimonialSection } from '@/samples/components/sections/testimonial-section';
import { Seo } from '@/components/seo';
import { WaterRipple } from '@/samples/components/ui/water-ripple';
import { paths } from '@common/paths';
import { awards } from '@/samples/copy/awards';
import { blogPosts } from '@/samples/copy/blog';
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
} from '@/samples/copy/creative-agency';
import { pageMeta } from '@common/routes';
import { portfolioProjects } from '@/samples/copy/portfolio';
import { testimonials } from '@/samples/copy/testimonials';

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
      <PortfolioShowcaseSection id="portfolio" content={creativePortfolio} projects={portfolioProjects} buttonLook="outline-primary" />
      <AwardsSection id="awards" content={{ ...creativeAwards, awards }} />
      <TestimonialSection id="testimonials" content={{ ...creativeTestimonials, testimonials }} />
      <CtaSection content={creativeCta} />
      <BlogCarouselSection id="blog" content={{ ...creativeBlog, posts: blogPosts }} />
      <FaqSection id="faq" content={creativeFaq} />
    </>
  );
}
