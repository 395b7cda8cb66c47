import { Link } from 'react-router-dom';

import { Image } from '@/components/ui/image';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { TeamContent } from '@/samples/types/people';

import './team-section.scss';

export interface TeamSectionProps {
  id?: string;
  tone?: SectionTone;
  content: TeamContent;
  /** Level of the section title; 1 when the grid is the page's main content. */
  level?: 1 | 2;
}

/** A grid of member cards: photo, name and role, each linking to the member's profile. */
export function TeamSection({ id = 'team', tone, content, level = 2 }: TeamSectionProps) {
  const headingId = `${id}-title`;
  const NameTag = level === 1 ? 'h2' : 'h3';
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="team-section">
      <SectionHeading
        id={headingId}
        eyebrow={content.eyebrow}
        title={content.title}
        subtitle={content.subtitle}
        align="center"
        level={level}
      />
      <ul className="team-section__grid">
        {content.members.map((member) => (
          <li key={member.memberName} className="team-section__card">
            <div className="team-section__photo">
              <Image src={member.memberImg} alt={`Portrait of ${member.memberName}`} width={400} height={440} />
            </div>
            <div className="team-section__body">
              <NameTag className="team-section__name">
                <Link to={member.href} className="stretched-link">
                  {member.memberName}
                </Link>
              </NameTag>
              <p className="team-section__role">{member.memberDesignation}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
