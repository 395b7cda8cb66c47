// Team (SPEC §2 'Team pages'): six member cards linking to /team-details, then the open positions.
import { OpenPositionsSection } from '@/components/sections/open-positions-section';
import { TeamSection } from '@/components/sections/team-section';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';
import { teamContent } from '@/content/team';

export function Component() {
  const { heading, members, careers } = teamContent;
  return (
    <>
      <PageIntro page="team" path={paths.team} />
      <TeamSection id="members" eyebrow={heading.eyebrow} title={heading.title} subtitle={heading.subtitle} members={members} />
      <OpenPositionsSection
        id="careers"
        eyebrow={careers.eyebrow}
        title={careers.title}
        subtitle={careers.subtitle}
        applyText={careers.applyText}
        positions={careers.positions}
      />
    </>
  );
}
