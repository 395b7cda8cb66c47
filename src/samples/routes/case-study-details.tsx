import { PageIntro } from '@/components/page-intro';
import { CaseStudySection } from '@/samples/components/sections/case-study-section';
import { paths } from '@/config/paths';
import { caseStudy } from '@/samples/content/case-study';
import { pageMeta } from '@/config/routes';

/** /case-study-details: the static marketing case study. */
export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta['case-study-details']} path={paths.caseStudyDetails} />
      <CaseStudySection content={caseStudy} />
    </>
  );
}
