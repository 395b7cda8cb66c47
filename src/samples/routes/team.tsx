// Team (docs/requirements/spec.md §2 'Team pages'): six member cards linking to /team-details, then the open positions.
import { OpenPositionsSection } from '@/samples/components/sections/open-positions-section';
import { TeamSection } from '@/samples/components/sections/team-section';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@common/paths';
import { pageMeta } from '@common/routes';
import { teamContent } from '@/samples/copy/team';

export function Component() {
  const { heading, members, careers } = teamContent;
  return (
    <>
      <PageIntro meta={pageMeta.team} path={paths.team} />
      <TeamSection id="members" content={{ ...heading, members }} />
      <OpenPositionsSection id="careers" content={careers} />
    </>
  );
}
