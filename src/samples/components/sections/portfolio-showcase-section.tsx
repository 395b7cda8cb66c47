import { Section } from '@/components/ui/section';
import { PortfolioMasonry } from '@/samples/components/sections/portfolio-masonry';
import { SectionHeadingRow, type SectionHeadingRowContent } from '@/samples/components/ui/section-heading-row';
import type { PortfolioProject } from '@/samples/types/work';

export interface PortfolioShowcaseSectionProps {
  id: string;
  content: SectionHeadingRowContent;
  projects: readonly PortfolioProject[];
  /** The look of the button to the whole portfolio. */
  buttonLook: 'primary' | 'outline-primary';
}

/**
 * The portfolio on a sample home page: a heading with a button to the whole portfolio at its end, over
 * the masonry of projects. The heading row is drawn by the sample home pages' stylesheet
 * (routes/sample-pages.scss, `.sample-page__header`), which every page that shows this section loads.
 */
export function PortfolioShowcaseSection({ id, content, projects, buttonLook }: PortfolioShowcaseSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId}>
      <SectionHeadingRow
        headingId={headingId}
        content={content}
        className="sample-page__header"
        buttonClassName={`btn btn-${buttonLook} sample-page__header-button`}
      />
      <PortfolioMasonry projects={projects} />
    </Section>
  );
}
