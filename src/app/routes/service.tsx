import { PageIntro } from '@/components/page-intro';
import { BackToTop } from '@/components/ui/back-to-top';
import { paths } from '@/config/paths';
import { servicesPageContent } from '@/content/services';
import { ServicesSection } from '@/features/services/components/services-section';

export function Component() {
  return (
    <>
      <PageIntro page="service" path={paths.service} />
      <ServicesSection content={servicesPageContent.heading} />
      <BackToTop label={servicesPageContent.backToTop} variant="pill" />
    </>
  );
}
