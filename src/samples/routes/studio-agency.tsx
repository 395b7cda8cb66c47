import { AboutBlockSection } from '@/samples/components/sections/about-block-section';
import { BlogGridSection } from '@/samples/components/sections/blog-grid-section';
import { CtaSection } from '@/components/sections/cta-section';
import { NumberedCardsSection } from '@/samples/components/sections/numbered-cards-section';
import { PortfolioShowcaseSection } from '@/samples/components/sections/portfolio-showcase-section';
import { ScrollingTextHeroSection } from '@/samples/components/sections/scrolling-text-hero-section';
import { TeamSection } from '@/samples/components/sections/team-section';
import { TestimonialSection } from '@/samples/components/sections/testimonial-section';
import { Seo } from '@/components/seo';
import { Image } from '@/components/ui/image';
import { paths } from '@common/paths';
import { blogPosts } from '@/samples/copy/blog';
import { pageMeta } from '@common/routes';
import { portfolioProjects } from '@/samples/copy/portfolio';
import {
  STUDIO_FEATURED_COUNT,
  STUDIO_NEWS_COUNT,
  STUDIO_TEAM_COUNT,
  studioCta,
  studioHero,
  studioHeroPicture,
  studioIntro,
  studioNews,
  studioServices,
  studioTeam,
  studioTestimonials,
  studioWork,
} from '@/samples/copy/studio-agency';
import { teamContent } from '@/samples/copy/team';
import { testimonials } from '@/samples/copy/testimonials';

import './sample-pages.scss';

/** /studio-agency: the studio agency sample home page. */
export function Component() {
  const meta = pageMeta['studio-agency'];
  return (
    <>
      <Seo title={meta.title} description={meta.description} path={paths.studioAgency} />
      <ScrollingTextHeroSection content={studioHero} media={<Image {...studioHeroPicture} priority />} />
      <AboutBlockSection id="intro" content={studioIntro} />
      <NumberedCardsSection id="services" content={studioServices} tone="alt" />
      <PortfolioShowcaseSection
        id="work"
        content={studioWork}
        projects={portfolioProjects.slice(0, STUDIO_FEATURED_COUNT)}
        buttonLook="primary"
      />
      <TeamSection id="team" content={{ ...studioTeam, members: teamContent.members.slice(0, STUDIO_TEAM_COUNT) }} tone="alt" />
      <TestimonialSection id="testimonials" content={{ ...studioTestimonials, testimonials }} tone="default" />
      <CtaSection content={studioCta} />
      <BlogGridSection id="news" content={{ ...studioNews, posts: blogPosts.slice(0, STUDIO_NEWS_COUNT) }} />
    </>
  );
}
