import { BlogCarouselSection } from '@/samples/components/sections/blog-carousel-section';
import { CtaSection } from '@/components/sections/cta-section';
import { IconCardsSection } from '@/samples/components/sections/icon-cards-section';
import { LogoCarouselSection } from '@/samples/components/sections/logo-carousel-section';
import { RotatingHeroSection } from '@/samples/components/sections/rotating-hero-section';
import { StatsSection } from '@/components/sections/stats-section';
import { TestimonialSection } from '@/samples/components/sections/testimonial-section';
import { VideoSection } from '@/components/sections/video-section';
import { Seo } from '@/components/seo';
import { Image } from '@/components/ui/image';
import { VideoModalButton } from '@/samples/components/ui/video-modal-button';
import { paths } from '@common/paths';
import { blogPosts } from '@/samples/copy/blog';
import { brandLogos } from '@/samples/copy/brands';
import { pageMeta } from '@common/routes';
import {
  TECH_BLOG_POST_COUNT,
  TECH_TESTIMONIAL_COUNT,
  techBlog,
  techCta,
  techFeatures,
  techGoals,
  techHero,
  techHeroPicture,
  techHeroVideo,
  techLogos,
  techPricing,
  techServices,
  techStats,
  techTestimonials,
  techVideo,
} from '@/samples/copy/tech-startup';
import { testimonials } from '@/samples/copy/testimonials';
import { pricingPlansQuery } from '@/features/pricing/api/get-pricing-plans';
import { PricingSection } from '@/features/pricing/components/pricing-section';
import { pageLoader, usePageData } from '@/lib/page-data';

import './sample-pages.scss';

export const loader = pageLoader((read) => ({ plans: read(pricingPlansQuery) }));

/** /light/tech-startup: the tech-startup sample landing page. */
export function Component() {
  const { plans } = usePageData<typeof loader>();
  const meta = pageMeta['tech-startup'];
  return (
    <>
      <Seo title={meta.title} description={meta.description} path={paths.techStartup} />
      <RotatingHeroSection
        content={techHero}
        media={<Image {...techHeroPicture} priority className="sample-page__hero-image" />}
        extra={<VideoModalButton {...techHeroVideo} />}
      />
      <LogoCarouselSection content={{ ...techLogos, logos: brandLogos }} />
      <IconCardsSection id="features" content={techFeatures} />
      <IconCardsSection id="goals" content={techGoals} tone="alt" />
      <IconCardsSection id="services" content={techServices} />
      <VideoSection content={techVideo} />
      <StatsSection content={techStats} />
      <TestimonialSection
        id="testimonials"
        content={{ ...techTestimonials, testimonials: testimonials.slice(0, TECH_TESTIMONIAL_COUNT) }}
      />
      <PricingSection id="pricing" content={techPricing} plans={plans} />
      <BlogCarouselSection id="blog" content={{ ...techBlog, posts: blogPosts.slice(0, TECH_BLOG_POST_COUNT) }} />
      <CtaSection content={techCta} />
    </>
  );
}
