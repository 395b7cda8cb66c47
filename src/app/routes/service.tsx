import { PageIntro } from '@/components/page-intro';
import { BackToTop } from '@/components/ui/back-to-top';
import { paths } from '@/config/paths';
import { pageMeta } from '@/config/routes';
import { servicesPageContent } from '@/content/services';
import { ServicesSection } from '@/features/services/components/services-section';

export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta.service} path={paths.service} />
      <ServicesSection content={servicesPageContent.heading} />
      <BackToTop label={servicesPageContent.backToTop} variant="pill" />
    </>
  );
}
