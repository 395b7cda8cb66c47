import { useLocation } from 'react-router-dom';

import { PageIntro } from '@/components/page-intro';

export function Component() {
  const { pathname } = useLocation();
  return <PageIntro page="team-details" path={pathname} />;
}
