import { PageIntro } from '@/components/page-intro';
import { CaseStudySection } from '@/samples/components/sections/case-study-section';
import { paths } from '@common/paths';
import { caseStudy } from '@/samples/copy/case-study';
import { pageMeta } from '@common/routes';

/** /case-study-details: the static marketing case study. */
export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta['case-study-details']} path={paths.caseStudyDetails} />
      <CaseStudySection content={caseStudy} />
    </>
  );
}
