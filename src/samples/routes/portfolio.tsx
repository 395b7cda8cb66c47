import { PageIntro } from '@/components/page-intro';
import { CtaSection } from '@/components/sections/cta-section';
import { PortfolioMasonry } from '@/samples/components/sections/portfolio-masonry';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@common/paths';
import { pageMeta } from '@common/routes';
import { portfolioProjects } from '@/samples/copy/portfolio';
import { portfolioPage } from '@/samples/copy/portfolio-page';

/** /portfolio: the eight sample projects in the masonry and a call to action to /contact. */
export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta.portfolio} path={paths.portfolio} />
      <Section labelledBy="portfolio-heading">
        <SectionHeading
          id="portfolio-heading"
          eyebrow={portfolioPage.eyebrow}
          title={portfolioPage.heading}
          subtitle={portfolioPage.subtitle}
          align="center"
        />
        <PortfolioMasonry projects={portfolioProjects} titleLevel={3} />
      </Section>
      <CtaSection content={portfolioPage.cta} />
    </>
  );
}
