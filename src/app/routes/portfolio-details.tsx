import { useLocation } from 'react-router-dom';

import { PageIntro } from '@/components/page-intro';
import { ProjectDetailsSection } from '@/components/sections/project-details-section';
import { galleryCopy, portfolioProject } from '@/content/portfolio-details';

/** /portfolio/:id: the static sample project. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <>
      <PageIntro page="portfolio-details" path={pathname} />
      <ProjectDetailsSection project={portfolioProject} galleryCopy={galleryCopy} />
    </>
  );
}
