import { useLocation } from 'react-router-dom';

import { PageIntro } from '@/components/page-intro';
import { ProjectDetailsSection } from '@/samples/components/sections/project-details-section';
import { pageMeta } from '@common/routes';
import { portfolioProject } from '@/samples/copy/portfolio-details';

/** /portfolio/:id: the static sample project. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <>
      <PageIntro meta={pageMeta['portfolio-details']} path={pathname} />
      <ProjectDetailsSection content={portfolioProject} />
    </>
  );
}
