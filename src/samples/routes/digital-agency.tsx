import { AboutBlockSection } from '@/samples/components/sections/about-block-section';
import { BlogGridSection } from '@/samples/components/sections/blog-grid-section';
import { BrandLogosSection } from '@/samples/components/sections/brand-logos-section';
import { CtaSection } from '@/components/sections/cta-section';
import { IconCardsSection } from '@/samples/components/sections/icon-cards-section';
import { PortfolioSliderSection } from '@/samples/components/sections/portfolio-slider-section';
import { RotatingHeroSection } from '@/samples/components/sections/rotating-hero-section';
import { StatsSection } from '@/components/sections/stats-section';
import { TestimonialSection } from '@/samples/components/sections/testimonial-section';
import { VideoSection } from '@/components/sections/video-section';
import { Seo } from '@/components/seo';
import { Image } from '@/components/ui/image';
import { ProgressBar } from '@/samples/components/ui/progress-bar';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@common/paths';
import { blogPosts } from '@/samples/copy/blog';
import { brandLogos } from '@/samples/copy/brands';
import {
  DIGITAL_BLOG_COUNT,
  DIGITAL_BRAND_COUNT,
  digitalBlog,
  digitalBrands,
  digitalCompany,
  digitalCta,
  digitalHero,
  digitalHeroVideo,
  digitalPortfolio,
  digitalPricing,
  digitalServices,
  digitalStats,
  digitalTestimonials,
  digitalWhatWeDo,
} from '@/samples/copy/digital-agency';
import { pageMeta } from '@common/routes';
import { portfolioProjects } from '@/samples/copy/portfolio';
import { testimonials } from '@/samples/copy/testimonials';
import { pricingPlansQuery } from '@/features/pricing/api/get-pricing-plans';
import { PricingSection } from '@/features/pricing/components/pricing-section';
import { pageLoader, usePageData } from '@/lib/page-data';

import './sample-pages.scss';

export const loader = pageLoader((read) => ({ plans: read(pricingPlansQuery) }));

/** /digital-agency: the digital agency sample home page. */
export function Component() {
  const { plans } = usePageData<typeof loader>();
  const meta = pageMeta['digital-agency'];
  return (
    <>
      <Seo title={meta.title} description={meta.description} path={paths.digitalAgency} />
      <RotatingHeroSection
        content={digitalHero}
        media={
          <div className="sample-page__hero-video">
            <VideoSection content={digitalHeroVideo} />
          </div>
        }
      />
      <StatsSection content={digitalStats} />
      <AboutBlockSection id="company" content={digitalCompany} />
      <Section id="what-we-do" labelledBy="what-we-do-title" tone="alt">
        <div className="sample-page__split">
          <div>
            <SectionHeading
              id="what-we-do-title"
              eyebrow={digitalWhatWeDo.uperTitle}
              title={digitalWhatWeDo.title}
              subtitle={digitalWhatWeDo.subTitle}
            />
            <div className="sample-page__bars">
              {digitalWhatWeDo.bars.map((bar) => (
                <ProgressBar key={bar.label} label={bar.label} value={bar.value} />
              ))}
            </div>
          </div>
          <Image {...digitalWhatWeDo.image} className="sample-page__picture" />
        </div>
      </Section>
      <IconCardsSection id="services" content={digitalServices} />
      <PortfolioSliderSection id="portfolio" content={{ ...digitalPortfolio, projects: portfolioProjects }} />
      <PricingSection id="pricing" content={digitalPricing} plans={plans} />
      <TestimonialSection id="testimonials" content={{ ...digitalTestimonials, testimonials }} />
      <CtaSection content={digitalCta} />
      <BlogGridSection id="blog" content={{ ...digitalBlog, posts: blogPosts.slice(0, DIGITAL_BLOG_COUNT) }} />
      <BrandLogosSection content={{ ...digitalBrands, logos: brandLogos.slice(0, DIGITAL_BRAND_COUNT) }} tone="alt" />
    </>
  );
}
