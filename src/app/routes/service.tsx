import { PageIntro } from '@/components/page-intro';
import { BackToTop } from '@/components/ui/back-to-top';
import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';
import { servicesPageContent } from '@/content/services';
import { usePageMeta } from '@/features/company-pages/api/get-company-pages';
import { ServicesSection } from '@/features/services/components/services-section';

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
