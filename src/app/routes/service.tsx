import { PageIntro } from '@/components/page-intro';
import { BackToTop } from '@/components/ui/back-to-top';
import { paths } from '@common/paths';
import { pageMeta } from '@common/routes';
import { servicesPageContent } from '@/copy/services';
import { pageMetaQuery, usePageMeta } from '@/features/company-pages/api/get-company-pages';
import { offeringIdOf, offeringLabelsQuery, requestedLabel } from '@/features/services/api/get-offering-labels';
import { offeringServicesQuery } from '@/features/services/api/get-services';
import { ServicesSection } from '@/features/services/components/services-section';
import { dataLoader } from '@/lib/route-data';
import { FIRST_ENTRY } from '@/lib/use-api-query';

/**
 * The page's titles, the label tabs and the services of the tab the URL names. The services are read under
 * the history entry's name, so only the server's render (the visit's first entry) reads them here; in the
 * browser the section asks for them when it is shown.
 */
export const loader = dataLoader(async (want, { url, onServer }) => {
  void want(pageMetaQuery);
  const labels = want(offeringLabelsQuery);
  if (!onServer) return;
  const requested = requestedLabel(url.searchParams);
  const offeringId = offeringIdOf(await labels, requested);
  await want(offeringServicesQuery(offeringId, FIRST_ENTRY));
});

export function Component() {
  // The title and description as staff last published them; the built-in ones when they cannot be read.
  const meta = usePageMeta(paths.service) ?? pageMeta.service;
  return (
    <>
      <PageIntro meta={meta} path={paths.service} />
      <ServicesSection content={servicesPageContent.heading} />
      <BackToTop label={servicesPageContent.backToTop} variant="pill" />
    </>
  );
}
