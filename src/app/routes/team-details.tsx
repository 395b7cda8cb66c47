// Team details (SPEC §2 'Team pages'): fixed content for one member; the route parameter is not read.
import { MemberProfileSection } from '@/components/sections/member-profile-section';
import { PageIntro } from '@/components/page-intro';
import { hrefs, paths } from '@/config/paths';
import { teamContent } from '@/content/team';

export function Component() {
  const { details } = teamContent;
  return (
    <>
      {/* Every /team/:id shows the same profile, so all of them share one canonical address. */}
      <PageIntro page="team-details" path={hrefs.teamDetails} />
      <MemberProfileSection
        memberImg={details.memberImg}
        name={details.name}
        designation={details.designation}
        bio={details.bio}
        facts={details.facts}
        skillsTitle={details.skillsTitle}
        skills={details.skills}
        contact={{ text: details.contactText, href: paths.contact }}
      />
    </>
  );
}
