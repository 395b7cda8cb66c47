import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';

export function Component() {
  return <PageIntro page="service" path={paths.service} />;
}
