import { PageIntro } from '@/components/page-intro';
import { BackToTop } from '@/components/ui/back-to-top';
import { paths } from '@common/paths';
import { pageMeta } from '@common/routes';
import { servicesPageHeadingIn } from '@/copy/services';
import { pageMetaAt, pageMetaQuery } from '@/features/company-pages/api/get-company-pages';
import { ServicesSection, servicesSectionReads } from '@/features/services/components/services-section';
import { pageLoader, usePageData, useRead } from '@/lib/page-data';
import { useMessages } from '@/lib/language';

/** The page's titles, the label tabs and the services of the tab the URL names (read again on every choice of a tab). */
export const loader = pageLoader((read, { url }) => ({
  pageMeta: read(pageMetaQuery),
  section: servicesSectionReads(read, url.searchParams),
}));

export function Component() {
  const t = useMessages();
  const reads = usePageData<typeof loader>();
  // The title and description as staff last published them; the built-in ones when they cannot be read.
  const meta = pageMetaAt(useRead(reads.pageMeta).data, paths.service) ?? pageMeta.service;
  return (
    <>
      <PageIntro meta={meta} path={paths.service} />
      <ServicesSection content={servicesPageHeadingIn(t)} reads={reads.section} />
      <BackToTop label={t('Go to Top')} variant="pill" />
    </>
  );
}
