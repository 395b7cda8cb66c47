// Team details (docs/requirements/spec.md §2 'Team pages'): fixed content for one member; the route
// parameter is not read.
import { MemberProfileSection } from '@/samples/components/sections/member-profile-section';
import { PageIntro } from '@/components/page-intro';
import { hrefs } from '@common/paths';
import { pageMeta } from '@common/routes';
import { teamContent } from '@/samples/copy/team';

export function Component() {
  const { details } = teamContent;
  return (
    <>
      {/* Every /team/:id shows the same profile, so all of them share one canonical address. */}
      <PageIntro meta={pageMeta['team-details']} path={hrefs.teamDetails} />
      <MemberProfileSection content={details} />
    </>
  );
}
