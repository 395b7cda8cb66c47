import { PageIntro } from '@/components/page-intro';
import { CtaSection } from '@/components/sections/cta-section';
import { PortfolioMasonrySection } from '@/components/sections/portfolio-masonry-section';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { portfolioProjects } from '@/content/portfolio';
import { portfolioPage } from '@/content/portfolio-page';

/** /portfolio: the eight sample projects in the masonry and a call to action to /contact. */
export function Component() {
  return (
    <>
      <PageIntro page="portfolio" path={paths.portfolio} />
      <Section labelledBy="portfolio-heading">
        <SectionHeading id="portfolio-heading" eyebrow={portfolioPage.eyebrow} title={portfolioPage.heading} subtitle={portfolioPage.subtitle} align="center" />
        <PortfolioMasonrySection projects={portfolioProjects} titleLevel={3} />
      </Section>
      <CtaSection
        title={portfolioPage.cta.title}
        subtitle={portfolioPage.cta.text}
        btnText={portfolioPage.cta.buttonText}
        btnUrl={portfolioPage.cta.href}
        variant="brand"
      />
    </>
  );
}
